import { createHash } from "node:crypto";
import type { Cache } from "#contracts/cache.ts";
import type { RenderingCache } from "#contracts/rendering-cache.ts";
import { encodeLater } from "../http/encodings.ts";
import { answerHeld, type HeldAnswer } from "../http/held-answer.ts";

/** A page as drawn, its compressed forms made once, and the versions it was drawn from. */
export interface Rendering extends HeldAnswer {
  key: string;
  headers: [string, string][];
  /** Its compressed forms were made (each kept only where smaller than the page). */
  compressed?: true;
}

/** What a kept page holds in memory: its bytes, their compressed forms, its headers. */
export const renderingBytes = (page: Rendering): number =>
  page.body.length +
  (page.br?.length ?? 0) +
  (page.gzip?.length ?? 0) +
  page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);

/**
 * Pages compressed at once, at most: Brotli at its best takes a long page most of a second, so
 * addresses asked one after another (`?x=1`, `?x=2`...) would queue work and hold their pages
 * in memory without end. A page kept while these are busy is sent compressed on its way out,
 * and its forms are made when it is next answered from memory.
 */
export const compressingAtOnce = 2;

export interface Renderings extends RenderingCache {
  /**
   * The kept page for this request, without asking anything, while it is fresh in its cache:
   * no change notice since it was last found right, and that less than a while ago
   * (server/cache/caches.ts); undefined otherwise, and the page is drawn as usual (its loaders
   * check the versions).
   */
  early(request: Request): Response | undefined;
  readonly size: number;
}

/**
 * The rendered HTML of pages every visitor sees alike (the static pages, and the home, list,
 * item, circular and message pages drawn from the backend's lists), and the feeds, calendars and
 * sitemap files (app/seo/kept-answer.server.ts), one per address and query, kept in `cache`
 * while what it was drawn from is unchanged (`key` names the words' versions, or the digest of
 * the lists' data and the school's day). A hit costs no React render and no compression: the
 * forms are made once, Brotli at its best, on the thread pool rather than the request's path.
 *
 * Where this process hears of every change (the backend in the same process, or on a shared
 * PostgreSQL through its change notices), a fresh kept page is answered before any loader runs
 * (`early`); after a notice, and after a while anyway, it is answered only once the loaders found
 * its versions unchanged, which makes it fresh again. `variant` names what else of a request a
 * page is drawn from (the home page's popup, closed by a cookie): each variant is kept apart.
 */
export function createRenderings(
  cache: Cache<Rendering>,
  options: { early?: boolean; variant?: (request: Request) => string } = {},
): Renderings {
  const pathOf = (request: Request) => {
    const url = new URL(request.url);
    return `${url.pathname}${url.search}\u0000${options.variant?.(request) ?? ""}`;
  };
  const compressing = new Set<string>();
  // Its compressed forms are made once, off the event loop, and kept with it; meanwhile it is
  // answered as it is, and compressed on its way out (server/http/compression.ts).
  const compress = (address: string, rendering: Rendering) => {
    if (rendering.compressed || compressing.has(address)) return;
    if (cache.kept(address) !== rendering) return;
    if (compressing.size >= compressingAtOnce) return;
    compressing.add(address);
    void encodeLater(rendering.body)
      .then(
        (forms) => cache.refine(address, rendering, { ...rendering, ...forms, compressed: true }),
        () => {},
      )
      .finally(() => compressing.delete(address));
  };
  const answer = (request: Request, address: string, rendering: Rendering) => {
    compress(address, rendering);
    return answerHeld(request, rendering, rendering.headers);
  };
  return {
    get size() {
      return cache.size;
    },
    early(request) {
      if (!options.early || !["GET", "HEAD"].includes(request.method.toUpperCase())) {
        return undefined;
      }
      const address = pathOf(request);
      const rendering = cache.get(address);
      return rendering && answer(request, address, rendering);
    },
    answer(request, key) {
      const address = pathOf(request);
      const rendering = cache.kept(address);
      if (!rendering || rendering.key !== key) return undefined;
      cache.confirm(address);
      return answer(request, address, rendering);
    },
    keep(request, key, html, headers) {
      const body = Buffer.from(html);
      const rendering: Rendering = {
        key,
        body,
        etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
        headers: [...headers].filter(([name]) => !/^(content-length|etag|vary)$/i.test(name)),
      };
      const address = pathOf(request);
      cache.set(address, rendering);
      return answer(request, address, rendering);
    },
  };
}

/**
 * Kept pages in two caches by address: those `apart` picks (the search's results pages, one per
 * query, as many as visitors type) in `own`, every other in `others`, so that a run of searches
 * never pushes a list or static page out.
 */
export function renderingsApart(
  apart: (request: Request) => boolean,
  own: Renderings,
  others: Renderings,
): Renderings {
  const of = (request: Request) => (apart(request) ? own : others);
  return {
    get size() {
      return own.size + others.size;
    },
    early: (request) => of(request).early(request),
    answer: (request, key) => of(request).answer(request, key),
    keep: (request, key, html, headers) => of(request).keep(request, key, html, headers),
  };
}
