import { data, redirect } from "react-router";
import type { Route } from "./+types/catch-all";
import { pageTitle } from "../frame/title.ts";
import { NotFound } from "../not-found/not-found.tsx";
import { canonicalPath } from "../pages.ts";
import { typedItemPath } from "../items/typed-address.ts";
import { englishPath, languageAt, pathIn } from "#contracts/languages.ts";
import { schoolIn } from "../school.ts";

// Typed-by-hand casing and the aliases land on their page (permanently); any other address
// names no page and says so with a 404, so search engines and link checkers see it as gone
// rather than as a copy of the home page.
export function loader({ url }: Route.LoaderArgs) {
  const language = languageAt(url.pathname);
  const english = englishPath(url.pathname);
  const found = canonicalPath(english) ?? typedItemPath(english);
  const target = pathIn(found ?? english, language);
  // `/HI/News` is `/hi/News` as `/news` is `/News`.
  if ((found !== undefined || language === "hi") && target !== url.pathname) {
    throw redirect(target + url.search, 301);
  }
  // A page may be published at this address later: the answer is not kept.
  return data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Page not found", schoolIn(matches)?.titleName) },
  { name: "robots", content: "noindex" },
];

export default function CatchAll() {
  return <NotFound />;
}
