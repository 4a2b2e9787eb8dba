import { createHash } from "node:crypto";
import { brotliCompressSync, constants } from "node:zlib";
import type { RenderingCache } from "#app/website.server.ts";
import { encodeOnce } from "./encodings.ts";
import { answerHeld, type HeldAnswer } from "./held-answer.ts";

interface Rendering extends HeldAnswer {
  key: string;
  headers: [string, string][];
  /** When the page's loaders last found this rendering still right, and in which generation. */
  checkedAt: number;
  generation: number;
}

export interface Renderings extends RenderingCache {
  /**
   * The kept page for this request, without asking anything, while nothing has changed since it
   * was last found right (`changed()` was not called) and that was less than `recheckMs` ago;
   * undefined otherwise, and the page is drawn as usual (its loaders check the versions).
   */
  early(request: Request): Response | undefined;
  /** Something a page may be drawn from changed: every kept page is checked again. */
  changed(): void;
  readonly size: number;
}

/**
 * The rendered HTML of pages every visitor sees alike (the static pages), one per address, kept
 * while the words and settings it was drawn from are unchanged (`key` names their versions).
 * A hit costs no React render and no compression: the forms are made once, Brotli at its best.
 *
 * Where this process hears of every change (the backend in the same process, on its own
 * database), a kept page is answered before any loader runs; it is checked again after every
 * change, and every `recheckMs` anyway, so a page scheduled for 07:00 shows within that time.
 */
export function createRenderings(
  options: { early?: boolean; recheckMs?: number; now?: () => number } = {},
): Renderings {
  const held = new Map<string, Rendering>();
  const now = options.now ?? Date.now;
  const recheckMs = options.recheckMs ?? 10_000;
  let generation = 0;
  const pathOf = (request: Request) => new URL(request.url).pathname;
  const answer = (request: Request, rendering: Rendering) =>
    answerHeld(request, rendering, rendering.headers);
  return {
    get size() {
      return held.size;
    },
    early(request) {
      if (!options.early || !["GET", "HEAD"].includes(request.method.toUpperCase())) {
        return undefined;
      }
      const rendering = held.get(pathOf(request));
      if (
        !rendering ||
        rendering.generation !== generation ||
        now() - rendering.checkedAt >= recheckMs
      ) {
        return undefined;
      }
      return answer(request, rendering);
    },
    changed() {
      generation++;
    },
    answer(request, key) {
      const rendering = held.get(pathOf(request));
      if (!rendering || rendering.key !== key) return undefined;
      rendering.checkedAt = now();
      rendering.generation = generation;
      return answer(request, rendering);
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
        checkedAt: now(),
        generation,
      };
      held.set(pathOf(request), rendering);
      return answer(request, rendering);
    },
  };
}
