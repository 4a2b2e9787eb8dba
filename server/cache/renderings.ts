import { createHash } from "node:crypto";
import { brotliCompressSync, constants } from "node:zlib";
import type { RenderingCache } from "#contracts/rendering-cache.ts";
import { encodeOnce } from "../http/encodings.ts";
import { answerHeld, type HeldAnswer } from "../http/held-answer.ts";

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

/** At most this many pages are kept; the one used longest ago goes first. */
export const maxRenderings = 256;

/**
 * The rendered HTML of pages every visitor sees alike (the static pages, and the home, list and
 * message pages drawn from the backend's lists), one per address and query, kept while what it
 * was drawn from is unchanged (`key` names the words' versions, or the lists' data and the
 * school's day). A hit costs no React render and no compression: the forms are made once,
 * Brotli at its best.
 *
 * Where this process hears of every change (the backend in the same process, or on a shared
 * PostgreSQL through its change notices), a kept page is answered before any loader runs; it is
 * checked again after every change, and every `recheckMs` anyway, so a page scheduled for 07:00
 * shows within that time. `variant` names what else of a request a page is drawn from (the
 * home page's popup, closed by a cookie): each variant is kept apart.
 */
export function createRenderings(
  options: {
    early?: boolean;
    recheckMs?: number;
    now?: () => number;
    variant?: (request: Request) => string;
    maxEntries?: number;
  } = {},
): Renderings {
  const held = new Map<string, Rendering>();
  const now = options.now ?? Date.now;
  const recheckMs = options.recheckMs ?? 10_000;
  const maxEntries = options.maxEntries ?? maxRenderings;
  let generation = 0;
  const pathOf = (request: Request) => {
    const url = new URL(request.url);
    return `${url.pathname}${url.search}\u0000${options.variant?.(request) ?? ""}`;
  };
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
      const address = pathOf(request);
      const rendering = held.get(address);
      if (
        !rendering ||
        rendering.generation !== generation ||
        now() - rendering.checkedAt >= recheckMs
      ) {
        return undefined;
      }
      held.delete(address);
      held.set(address, rendering);
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
      const address = pathOf(request);
      held.delete(address);
      held.set(address, rendering);
      // A Map iterates in insertion order: the first is the one kept or used longest ago.
      if (held.size > maxEntries) held.delete(held.keys().next().value!);
      return answer(request, rendering);
    },
  };
}
