import type { RouterContextProvider } from "react-router";
import { fallbacks } from "../api/client.ts";
import { apiOf } from "../website.server.ts";
import { newestOf } from "./conditional-answer.server.ts";
import { keptAnswer } from "./kept-answer.server.ts";
import { sitemapIndexXml, sitemapParts, sitemapPaths, sitemapXml } from "./sitemap.ts";

/**
 * The sitemap's index (`part` undefined) or one of its files: the route table's pages and every
 * notice, event, circular and album on its own page with its last change, read from the backend
 * (without it, the route table's pages alone, never kept). The server keeps each file as drawn
 * until the addresses change (app/seo/kept-answer.server.ts).
 */
export async function sitemapAnswer(
  context: Readonly<RouterContextProvider>,
  request: Request,
  part: string | undefined,
): Promise<Response> {
  const loads = fallbacks();
  const addresses = await loads.or(apiOf(context).addresses(), [], "Error fetching addresses");
  const parts = sitemapParts(sitemapPaths(), addresses);
  const chosen = part === undefined ? undefined : parts.find(({ name }) => name === part);
  if (part !== undefined && !chosen) return new Response("Not found", { status: 404 });
  const entries = chosen ? chosen.entries : parts.flatMap(({ entries }) => entries);
  return keptAnswer(context, request, { drawnFrom: entries, keep: !loads.any }, () => ({
    body: chosen ? sitemapXml(chosen.entries) : sitemapIndexXml(parts),
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
    lastModified: newestOf(entries.map((entry) => entry.lastmod)),
  }));
}
