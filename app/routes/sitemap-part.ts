import type { Route } from "./+types/sitemap-part";
import { sitemapAnswer } from "../seo/sitemap-answer.server.ts";

// /sitemaps/pages.xml, /sitemaps/news-2026.xml...: one file of the sitemap.
export function loader({ context, request, params }: Route.LoaderArgs) {
  const name = /^([a-z0-9-]+)\.xml$/.exec(params.file)?.[1];
  if (!name) return new Response("Not found", { status: 404 });
  return sitemapAnswer(context, request, name);
}
