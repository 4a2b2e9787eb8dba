import type { Route } from "./+types/sitemap";
import { orFallback } from "../api/client.ts";
import { sitemapEntries, sitemapPaths, sitemapXml } from "../seo/sitemap.ts";
import { apiOf } from "../website.server.ts";

// /sitemap.xml: the route table's pages, and every notice, event, circular and album on its own
// page with its last change, read from the backend (without it, the route table's pages alone).
export async function loader({ context }: Route.LoaderArgs) {
  const addresses = await orFallback(apiOf(context).addresses(), [], "Error fetching addresses");
  return new Response(sitemapXml(sitemapEntries(sitemapPaths(), addresses)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
