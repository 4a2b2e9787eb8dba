import type { Route } from "./+types/sitemap";
import { sitemapAnswer } from "../seo/sitemap-answer.server.ts";

// /sitemap.xml: the index of the sitemap's files (/sitemaps/pages.xml, /sitemaps/news-2026.xml...).
export const loader = ({ context, request }: Route.LoaderArgs) =>
  sitemapAnswer(context, request, undefined);
