/** The addresses of the sitemap's files, read from its index at `base`. */
export async function sitemapFiles(base: string): Promise<string[]> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Every file of the sitemap at `base`, read through its index: their XML, one after another. */
export async function sitemapXmlOf(base: string): Promise<string> {
  const files = await sitemapFiles(base);
  const parts = await Promise.all(files.map(async (path) => (await fetch(base + path)).text()));
  return parts.join("\n");
}
