import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { parseAccept } from "hono/utils/accept";

// Answers are sent Brotli-compressed to browsers that read it (every current one does, and it
// makes a page about 10 % smaller than gzip, enough to keep the home page's HTML within the first
// round trip of a new connection), gzip to other clients, plain to the rest.

export type Encoding = "br" | "gzip";

/** The compressed forms of one answer; each is kept only when it is smaller than the plain one. */
export interface EncodedForms {
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

/**
 * Brotli quality for answers compressed when they are made: 6 takes about a millisecond for the
 * home page's 85 KB, as gzip does, where 7 takes 3 and 11 takes 70. Files of the build are
 * compressed at 11 once, when built (scripts/precompress.ts).
 */
export const brotliQuality = 6;

/**
 * Both compressed forms of `body`, made once, for answers sent many times unchanged. `builtBrotli`
 * is a Brotli form made earlier (by the build), used instead of making one.
 */
export function encodeOnce(body: string | Uint8Array, builtBrotli?: Uint8Array): EncodedForms {
  const size = Buffer.byteLength(body);
  const smaller = (bytes: Uint8Array) =>
    bytes.length < size ? (new Uint8Array(bytes) as Uint8Array<ArrayBuffer>) : undefined;
  return {
    br: smaller(
      builtBrotli ??
        brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
    ),
    gzip: smaller(gzipSync(body, { level: 9 })),
  };
}

const brotliLater = promisify(brotliCompress);
const gzipLater = promisify(gzip);

/**
 * Both compressed forms of `body` at their smallest (Brotli's best quality, gzip's level 9),
 * made on Node's thread pool: a long page takes Brotli a good part of a second, which on the
 * event loop would hold every other visitor's answer.
 */
export async function encodeLater(body: Uint8Array): Promise<EncodedForms> {
  const size = body.length;
  const smaller = (bytes: Uint8Array) =>
    bytes.length < size ? (new Uint8Array(bytes) as Uint8Array<ArrayBuffer>) : undefined;
  const [br, gzipped] = await Promise.all([
    brotliLater(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
    gzipLater(body, { level: 9 }),
  ]);
  return { br: smaller(br), gzip: smaller(gzipped) };
}

/**
 * The encoding to answer with, of those `offered`, by the request's Accept-Encoding: the highest
 * q-value wins, Brotli before gzip when they tie; `q=0` refuses an encoding and `*` stands for
 * any not named. Undefined: send the plain form.
 */
export function negotiate(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[],
): Encoding | undefined {
  if (!acceptEncoding || offered.length === 0) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === "*")?.q ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of (["br", "gzip"] as const).filter((e) => offered.includes(e))) {
    const named = accepts.find((accept) => accept.type.toLowerCase() === encoding);
    const q = named ? named.q : wildcard;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * The held form this request gets and that form's ETag (`-br` and `-gz` mark the compressed
 * ones, so a cache never answers one form's revalidation with another's bytes); `varies` when
 * there is more than one form, so the answer must say `Vary: Accept-Encoding`.
 */
export function chooseForm(c: Context | Request, held: EncodedForms & { etag: string }) {
  const offered = (["br", "gzip"] as const).filter((encoding) => held[encoding]);
  const accepted =
    c instanceof Request ? c.headers.get("Accept-Encoding") : c.req.header("Accept-Encoding");
  const encoding = negotiate(accepted ?? undefined, offered);
  const suffix = encoding === "br" ? "-br" : encoding === "gzip" ? "-gz" : "";
  return {
    encoding,
    body: encoding ? held[encoding]! : undefined,
    etag: held.etag.replace(/"$/, `${suffix}"`),
    varies: offered.length > 0,
  };
}
