/** How a test asks the site for a path: over HTTP at a base address, or in process. */
export type Ask = (path: string) => Promise<Response>;

const asker = (base: string | Ask): Ask =>
  typeof base === "string" ? (path) => fetch(base + path) : base;

/** The addresses of the sitemap's files, read from its index at `base`. */
export async function sitemapFiles(base: string | Ask): Promise<string[]> {
  const index = await (await asker(base)("/sitemap.xml")).text();
  return [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Every file of the sitemap at `base`, read through its index: their XML, one after another. */
export async function sitemapXmlOf(base: string | Ask): Promise<string> {
  const ask = asker(base);
  const files = await sitemapFiles(ask);
  const parts = await Promise.all(files.map(async (path) => (await ask(path)).text()));
  return parts.join("\n");
}

/** The paths the sitemap names, in its order. */
export async function sitemapPaths(base: string | Ask): Promise<string[]> {
  const xml = await sitemapXmlOf(base);
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
