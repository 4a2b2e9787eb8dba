import { robotsTxt } from "../seo/sitemap.ts";

// /robots.txt, written to build/client at build time like the content pages.
export const loader = () =>
  new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
