import { data } from "react-router";
import type { Route } from "./+types/content-page";
import { Blocks } from "../content/blocks.tsx";
import { pageFor } from "../content/rendered-pages.server.ts";
import { PageWithSectionNav } from "../content/section-nav.tsx";
import { metaFor } from "../seo/meta.ts";
import { findPage } from "../pages.ts";
import { apiOf } from "../website.server.ts";

// Every static page (spec 2.8-2.14): its words as the school office last published them,
// drawn by the blocks. Every visitor sees the same page, so it is drawn once per version
// (`shared`) and kept by the server (entry.server.tsx).
export async function loader({ context, url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/$/, "");
  const answer = await pageFor(apiOf(context), path);
  if (answer === "missing") throw data("Not found", { status: 404 });
  if (answer === "unavailable") throw data("The page cannot be shown just now.", { status: 503 });
  return { page: answer.page, shared: `${path}#${answer.version}` };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? metaFor(loaderData.page.path, { matches, description: loaderData.page.description })
    : [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <PageWithSectionNav path={page.path}>
      <article>
        <h1>{page.heading ?? findPage(page.path)?.name}</h1>
        {page.session ? <p className="page-session">For the session {page.session}</p> : null}
        <Blocks blocks={page.blocks} />
      </article>
    </PageWithSectionNav>
  );
}
