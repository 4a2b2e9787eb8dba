import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect } from "vitest";
import type { Site } from "./site.ts";

// Reading a site in process as a browser that takes Brotli reads it: `app.request()` hands back
// the bytes as sent, compressed, where fetch() would have undone the compression.

/** A request as a browser that accepts Brotli sends it, with `headers` besides. */
export const askCompressed = (site: Site, path: string, headers: Record<string, string> = {}) =>
  site.request(path, { headers: { "Accept-Encoding": "br", ...headers } });

/** An answer's body as the browser reads it, its Content-Encoding undone. */
export async function bodyText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("Content-Encoding");
  if (encoding === "br") return brotliDecompressSync(bytes).toString("utf8");
  if (encoding === "gzip") return gunzipSync(bytes).toString("utf8");
  if (encoding) throw new Error(`no reader for ${encoding}`);
  return bytes.toString("utf8");
}

/**
 * Waits until the page at `path` is answered from its kept compressed forms (a strong ETag):
 * the server makes them off the event loop a moment after it first draws the page, and answers
 * it compressed on its way out meanwhile (tests/support/kept.ts, in process).
 */
export async function whenKeptIn(site: Site, path: string): Promise<void> {
  const tag = async () => (await askCompressed(site, path)).headers.get("ETag");
  // Brotli at its best takes a while on a busy machine.
  await expect.poll(tag, { timeout: 10_000 }).toMatch(/^"[\w-]+"$/);
}
