import type { RouterContextProvider } from "react-router";
import { orFallback } from "../api/client.ts";
import { apiOf } from "../website.server.ts";
import { conditionalAnswer, newestOf } from "./conditional-answer.server.ts";
import { sitemapIndexXml, sitemapParts, sitemapPaths, sitemapXml } from "./sitemap.ts";

/**
 * The sitemap's index (`part` undefined) or one of its files: the route table's pages and every
 * notice, event, circular and album on its own page with its last change, read from the backend
 * (without it, the route table's pages alone).
 */
export async function sitemapAnswer(
  context: Readonly<RouterContextProvider>,
  request: Request,
  part: string | undefined,
): Promise<Response> {
  const addresses = await orFallback(apiOf(context).addresses(), [], "Error fetching addresses");
  const parts = sitemapParts(sitemapPaths(), addresses);
  const chosen = part === undefined ? undefined : parts.find(({ name }) => name === part);
  if (part !== undefined && !chosen) return new Response("Not found", { status: 404 });
  const entries = chosen ? chosen.entries : parts.flatMap(({ entries }) => entries);
  return conditionalAnswer(
    request,
    chosen ? sitemapXml(chosen.entries) : sitemapIndexXml(parts),
    { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
    newestOf(entries.map((entry) => entry.lastmod)),
  );
}
