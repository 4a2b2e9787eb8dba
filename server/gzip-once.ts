import { gzipSync } from "node:zlib";
import type { Context } from "hono";

// Answers sent many times unchanged (the build's text files, cached list answers) are gzipped
// once and kept beside their plain form; the compress middleware leaves an encoded answer alone.

/** The gzip form of `body`, or none when it would not be smaller. */
export function gzipOnce(body: string | Uint8Array): Uint8Array<ArrayBuffer> | undefined {
  const gzip = gzipSync(body, { level: 9 });
  return gzip.length < Buffer.byteLength(body) ? gzip : undefined;
}

/** Whether this request gets the gzip form, and that form's ETag (`-gz` marks the gzip one). */
export function chooseForm(c: Context, held: { etag: string; gzip?: Uint8Array }) {
  const gzip = Boolean(held.gzip) && /\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "");
  return { gzip, etag: gzip ? held.etag.replace(/"$/, '-gz"') : held.etag };
}
