import { data, redirect } from "react-router";
import { languageAt, pathIn } from "#contracts/languages.ts";
import { shortCodePattern } from "#contracts/short-links.ts";
import type { Route } from "./+types/short-link";
import { websiteOf } from "../website.server.ts";

// /s/{code}: an item's short link, as messages to parents carry it (contracts/short-links.ts),
// sent on to the item's page; under /hi, to its Hindi page. One the site does not know is the
// site's own "not found" page.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { backend, schoolCode } = websiteOf(context);
  const code = params.code;
  if (backend && shortCodePattern.test(code)) {
    const url = new URL(`/api/short/${encodeURIComponent(schoolCode)}/${code}`, backend.origin);
    const answer = await Promise.resolve(backend.fetch(new Request(url))).catch(() => undefined);
    const found = answer?.ok ? ((await answer.json()) as { path?: unknown }) : undefined;
    if (typeof found?.path === "string" && found.path.startsWith("/")) {
      // Not permanent: the item may move to another list, and its short link with it.
      throw redirect(pathIn(found.path, languageAt(new URL(request.url).pathname)), 302);
    }
  }
  throw data(null, { status: 404 });
}
