import { Duplex } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { brotliQuality, negotiate } from "./encodings.ts";

/**
 * Answers that say they are smaller than this are sent as they are: compressing them saves less
 * than it costs. (A streamed answer does not know its length, and is compressed.)
 */
const threshold = 1024;

/**
 * Compresses answers made per request (server-rendered pages, JSON) as they stream out, with
 * Brotli or gzip as the client accepts. Answers that come already compressed (the build's files,
 * cached list answers) pass untouched, as do byte ranges and `no-transform` answers.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const length = response.headers.get("Content-Length");
    if (
      !response.body ||
      c.req.method === "HEAD" ||
      response.status === 206 ||
      response.headers.has("Content-Encoding") ||
      (length !== null && Number(length) < threshold) ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(response.headers.get("Content-Type") ?? "") ||
      /\bno-transform\b/i.test(response.headers.get("Cache-Control") ?? "")
    ) {
      return;
    }
    const encoding = negotiate(c.req.header("Accept-Encoding"), ["br", "gzip"]);
    if (encoding) {
      const encoder =
        encoding === "br"
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
          : createGzip();
      const pair = Duplex.toWeb(encoder) as ReadableWritablePair<
        Uint8Array<ArrayBuffer>,
        Uint8Array
      >;
      // Hono copies the old answer's headers onto the new one, so they are changed after.
      c.res = new Response(response.body.pipeThrough(pair), response);
    }
    const vary = c.res.headers.get("Vary");
    if (!vary) c.header("Vary", "Accept-Encoding");
    else if (!/\baccept-encoding\b|\*/i.test(vary)) c.header("Vary", `${vary}, Accept-Encoding`);
    if (!encoding) return;
    c.header("Content-Length", undefined);
    c.header("Content-Encoding", encoding);
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.header("ETag", `W/${etag}`);
  };
}
