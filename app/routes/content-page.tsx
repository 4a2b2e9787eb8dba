import { data } from "react-router";
import type { Route } from "./+types/content-page";
import { Blocks } from "../content/blocks.tsx";
import { pageFor } from "../content/rendered-pages.server.ts";
import { PageWithSectionNav } from "../content/section-nav.tsx";
import { metaFor } from "../seo/meta.ts";
import { findPage } from "../pages.ts";
import { englishPath, languageAt } from "#contracts/languages.ts";
import { InEnglish, OlderThanEnglish } from "../i18n/in-english.tsx";
import { pageName } from "../i18n/page-names.ts";
import { defineWords, useLanguage, useWords } from "../i18n/words.ts";

const sessionWords = defineWords(
  { session: (session: string) => `For the session ${session}` },
  { session: (session: string) => `सत्र ${session} के लिए` },
);
import { apiOf } from "../website.server.ts";

// Every static page (spec 2.8-2.14): its words as the school office last published them,
// drawn by the blocks. Every visitor sees the same page, so it is drawn once per version
// (`shared`) and kept by the server (entry.server.tsx).
export async function loader({ context, url }: Route.LoaderArgs) {
  const path = englishPath(url.pathname).replace(/\/$/, "");
  const language = languageAt(url.pathname);
  const answer = await pageFor(apiOf(context), path, language);
  if (answer === "missing") throw data("Not found", { status: 404 });
  if (answer === "unavailable") throw data("The page cannot be shown just now.", { status: 503 });
  return {
    page: answer.page,
    // English while the page has no Hindi on the site (InEnglish says so).
    written: answer.language,
    olderThanEnglish: answer.olderThanEnglish,
    shared: `${path}#${answer.version}`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? metaFor(loaderData.page.path, { matches, description: loaderData.page.description })
    : [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, written, olderThanEnglish } = loaderData;
  const language = useLanguage();
  const { session } = useWords(sessionWords);
  const found = findPage(page.path);
  const words = page.heading ?? (found && pageName(found, written));
  const body = (
    <>
      {page.session ? <p className="page-session">{session(page.session)}</p> : null}
      <Blocks blocks={page.blocks} />
    </>
  );
  return (
    <PageWithSectionNav path={page.path}>
      <article>
        {language === written ? (
          <>
            <h1>{words}</h1>
            {olderThanEnglish !== undefined ? <OlderThanEnglish path={page.path} /> : null}
            {body}
          </>
        ) : (
          <>
            {/* A Hindi page names itself in Hindi above the school's English words. */}
            <h1>{found ? pageName(found, language) : words}</h1>
            <InEnglish>{body}</InEnglish>
          </>
        )}
      </article>
    </PageWithSectionNav>
  );
}
