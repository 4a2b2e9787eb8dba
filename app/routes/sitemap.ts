import { sitemapPaths, sitemapXml } from "../seo/sitemap.ts";

// /sitemap.xml, written to build/client at build time like the content pages.
export const loader = () =>
  new Response(sitemapXml(sitemapPaths()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
