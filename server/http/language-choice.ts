import type { MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { isPageAddress, languageAt, languageCookie, pathIn } from "#contracts/languages.ts";

/** A year: the choice outlives a school session's gaps between visits. */
const remembered = 365 * 24 * 60 * 60;

/**
 * Remembers the language a visitor reads the site in, for their next visit (decision 226).
 * Reading a Hindi page remembers Hindi; following a link from this site to an English page
 * (the header's language link) forgets it. A visitor who remembers Hindi and comes to an English
 * page from anywhere else (a bookmark, a typed address, a search result, a WhatsApp link) is
 * sent to its Hindi twin. Only page visits count: a script's fetch, a file or a feed never
 * changes the choice. Search engines send no cookie, so they see each page at its own address.
 */
export function languageChoice(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const headers = c.req.raw.headers;
    if (!choosesLanguage(c.req.method, url.pathname, (name) => headers.get(name))) return next();
    const chosen = getCookie(c, languageCookie) === "hi" ? "hi" : "en";
    const language = languageAt(url.pathname);
    if (language === "en" && chosen === "hi" && !fromThisSite(headers, url)) {
      c.header("Cache-Control", "no-store");
      return c.redirect(pathIn(url.pathname, "hi") + url.search, 302);
    }
    await next();
    if (language === chosen || c.res.status >= 400) return;
    if (language === "hi") {
      setCookie(c, languageCookie, "hi", {
        path: "/",
        maxAge: remembered,
        sameSite: "Lax",
        httpOnly: true,
      });
    } else {
      deleteCookie(c, languageCookie, { path: "/" });
    }
  };
}

type Header = (name: string) => string | null | undefined;

/**
 * Whether the language choice has something to do with a request: a visit to a page whose
 * language differs from the one its cookie remembers. The server's front door (answer-memo.ts)
 * sends these the usual way rather than answer them from memory.
 */
export function choosesLanguage(method: string, pathname: string, header: Header): boolean {
  if ((method !== "GET" && method !== "HEAD") || !isPageAddress(pathname) || !isVisit(header)) {
    return false;
  }
  const remembered = /(?:^|;\s*)lang=hi(?:;|$)/.test(header("Cookie") ?? "") ? "hi" : "en";
  return remembered !== languageAt(pathname);
}

/** A page the browser navigates to, not a script's fetch or a picture. */
function isVisit(header: Header): boolean {
  const destination = header("Sec-Fetch-Dest");
  return destination === null || destination === undefined || destination === "document";
}

/** Followed from one of this site's pages (a browser says so; an older one names its referrer). */
function fromThisSite(headers: Headers, url: URL): boolean {
  const site = headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin";
  const referrer = headers.get("Referer");
  if (!referrer) return false;
  try {
    return new URL(referrer).host === url.host;
  } catch {
    return false;
  }
}
