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

/** What the counting reads of a request: its method, address and headers. */
interface Asked {
  method: string;
  url: URL;
  header: (name: string) => string | null;
}

/** What the counting reads of an answer: its status and headers. */
interface Answered {
  status: number;
  header: (name: string) => string | null;
}

function byPerson(asked: Pick<Asked, "method" | "header">, status: number): boolean {
  if (asked.method !== "GET" || (status !== 200 && status !== 304)) return false;
  const agent = asked.header("User-Agent");
  if (!agent || !browsers.test(agent) || robots.test(agent)) return false;
  const purpose = asked.header("Sec-Purpose") ?? asked.header("Purpose") ?? "";
  return !/prefetch|prerender/i.test(purpose);
}

const fromRequest = (request: Request): Asked => ({
  method: request.method,
  url: new URL(request.url),
  header: (name) => request.headers.get(name),
});

/** A page of the website: the page, or the document a page's address answers with. */
export function countPage(counter: ReadCounter, request: Request, response: Response): void {
  countPageRead(counter, fromRequest(request), {
    status: response.status,
    header: (name) => response.headers.get(name),
  });
}

function countPageRead(counter: ReadCounter, asked: Asked, answer: Answered): void {
  if (!byPerson(asked, answer.status)) return;
  const { url } = asked;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : "/";
  const type = answer.header("Content-Type") ?? "";
  if (type.startsWith("application/pdf")) return counter.count("download", path);
  if (answer.status === 200 && !type.startsWith("text/html")) return;
  counter.count("page", path);
  const words = countedWords(url.searchParams.get("q") ?? "");
  if (searchPage.test(url.pathname) && words && answer.header(searchFoundHeader) === "0") {
    counter.count("nothing-found", words);
  }
}

/** /api/image/{path}: a stored document downloaded (pictures are parts of pages, not reads). */
export function countDownloads(counter: ReadCounter): MiddlewareHandler {
  return async (c, next) => {
    await next();
    countDownload(counter, fromRequest(c.req.raw), c.res.status);
  };
}

function countDownload(counter: ReadCounter, asked: Asked, status: number): void {
  const raw = asked.url.pathname.slice("/api/image/".length);
  // A Transfer Certificate's downloads have their own log (certificate_downloads).
  if (raw.startsWith("tc/") || pictures.test(raw) || !byPerson(asked, status)) return;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return;
  }
  counter.count("download", path);
}

/**
 * An answer the server's front door gave again from memory (server/cache/answer-memo.ts),
 * without the routes that count: counted as those routes count it, a page by the website's
 * rule and a stored document by the downloads' one; the rest of the API counts nothing.
 */
export function countRemembered(
  counter: ReadCounter,
  request: {
    method?: string;
    url?: string;
    headers: Record<string, string | string[] | undefined>;
  },
  answer: { status: number; headers: string[] },
): void {
  const method = request.method ?? "GET";
  const header = (name: string) => {
    const value = request.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  };
  // A robot's or a script's answer is told apart before the address is parsed: this runs on
  // the front door's quick path.
  if (!byPerson({ method, header }, answer.status)) return;
  const asked: Asked = {
    method,
    header,
    url: new URL(request.url ?? "/", "http://answer.invalid"),
  };
  const { pathname } = asked.url;
  if (pathname.startsWith("/api/image/")) return countDownload(counter, asked, answer.status);
  if (pathname.startsWith("/api/")) return;
  countPageRead(counter, asked, {
    status: answer.status,
    header: (name) => {
      const wanted = name.toLowerCase();
      for (let i = 0; i < answer.headers.length; i += 2) {
        if (answer.headers[i]!.toLowerCase() === wanted) return answer.headers[i + 1]!;
      }
      return null;
    },
  });
}
