import type { MiddlewareHandler } from "hono";
import { countedWords } from "#contracts/reads.ts";
import type { ReadCounter } from "./read-counter.ts";

// Which answers count as something a person read (decision 260): a page or a document the
// browser was given (200) or already had (304), asked for by a person's browser, not a robot, a
// link preview, a prefetch, a script or the server's own warm-up and nightly check. Nothing of
// the request is kept but the path, or a search's words.

/** Every browser a person uses names itself so; scripts (curl, node, python) do not. */
const browsers = /^Mozilla\//;

/** Robots, link previews, page checkers and driven browsers name themselves so. */
const robots =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|lighthouse|pingdom|uptime|monitor|headless/i;

/** The header the search page answers with: how many results it found (app/routes/search.tsx). */
export const searchFoundHeader = "X-Search-Found";

const searchPage = /^(?:\/hi)?\/search\/?$/i;
const pictures = /\.(?:jpe?g|png|webp|gif|svg|avif|ico)$/i;

function byPerson(request: Request, status: number): boolean {
  if (request.method !== "GET" || (status !== 200 && status !== 304)) return false;
  const agent = request.headers.get("User-Agent");
  if (!agent || !browsers.test(agent) || robots.test(agent)) return false;
  const purpose = request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "";
  return !/prefetch|prerender/i.test(purpose);
}

/** A page of the website: the page, or the document a page's address answers with. */
export function countPage(counter: ReadCounter, request: Request, response: Response): void {
  if (!byPerson(request, response.status)) return;
  const url = new URL(request.url);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : "/";
  const type = response.headers.get("Content-Type") ?? "";
  if (type.startsWith("application/pdf")) return counter.count("download", path);
  if (response.status === 200 && !type.startsWith("text/html")) return;
  counter.count("page", path);
  const words = countedWords(url.searchParams.get("q") ?? "");
  if (searchPage.test(url.pathname) && words && response.headers.get(searchFoundHeader) === "0") {
    counter.count("nothing-found", words);
  }
}

/** /api/image/{path}: a stored document downloaded (pictures are parts of pages, not reads). */
export function countDownloads(counter: ReadCounter): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const raw = new URL(c.req.url).pathname.slice("/api/image/".length);
    // A Transfer Certificate's downloads have their own log (certificate_downloads).
    if (raw.startsWith("tc/") || pictures.test(raw) || !byPerson(c.req.raw, c.res.status)) return;
    let path: string;
    try {
      path = decodeURIComponent(raw);
    } catch {
      return;
    }
    counter.count("download", path);
  };
}
