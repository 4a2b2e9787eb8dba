import { createHash } from "node:crypto";
import { brotliCompressSync, constants } from "node:zlib";
import type { RenderingCache } from "#app/website.server.ts";
import { encodeOnce } from "./encodings.ts";
import { answerHeld, type HeldAnswer } from "./held-answer.ts";

interface Rendering extends HeldAnswer {
  key: string;
  headers: [string, string][];
}

/**
 * The rendered HTML of pages every visitor sees alike (the static pages), one per address, kept
 * while the words and settings it was drawn from are unchanged (`key` names their versions).
 * A hit costs no React render and no compression: the forms are made once, Brotli at its best.
 */
export function createRenderings(): RenderingCache & { readonly size: number } {
  const held = new Map<string, Rendering>();
  return {
    get size() {
      return held.size;
    },
    answer(request, key) {
      const rendering = held.get(new URL(request.url).pathname);
      if (!rendering || rendering.key !== key) return undefined;
      return answerHeld(request, rendering, rendering.headers);
    },
    keep(request, key, html, headers) {
      const body = Buffer.from(html);
      const rendering: Rendering = {
        key,
        body,
        ...encodeOnce(
          body,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        ),
        etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
        headers: [...headers].filter(([name]) => !/^(content-length|etag|vary)$/i.test(name)),
      };
      held.set(new URL(request.url).pathname, rendering);
      return answerHeld(request, rendering, rendering.headers);
    },
  };
}
