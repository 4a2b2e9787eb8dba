import type { MiddlewareHandler } from "hono";
import type { TrustProxy } from "#contracts/config.ts";
import { overTls } from "../http/security-headers.ts";

const officePath = /^\/office(?:\/|$)/;

/** Over TLS (directly, or through a trusted proxy) every cookie this server sets is Secure. */
export function secureCookies(trustProxy: TrustProxy = 0): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const cookies = c.res.headers.getSetCookie();
    if (cookies.length === 0 || !overTls(c, new URL(c.req.url), trustProxy)) return;
    c.res.headers.delete("Set-Cookie");
    for (const cookie of cookies) {
      c.res.headers.append("Set-Cookie", /;\s*secure/i.test(cookie) ? cookie : `${cookie}; Secure`);
    }
  };
}

/**
 * The school office's pages, whose forms post to this server: a post from another site, or
 * one that does not say where it comes from, is refused (Sec-Fetch-Site, or an Origin that is
 * not this host), and no office page is kept by a cache or indexed.
 */
export function officePages(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!officePath.test(url.pathname)) return next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && !sameOrigin(c.req.raw.headers)) {
      return c.text("This form was sent from another site, so it was not accepted.", 403);
    }
    await next();
    c.res.headers.set("Cache-Control", "no-store");
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  };
}

function sameOrigin(headers: Headers): boolean {
  const site = headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin" || site === "none";
  // Every browser in use sends one of the two with a form's post: one that sends neither is
  // not one to trust with the office's cookie.
  const origin = headers.get("Origin");
  if (!origin) return false;
  try {
    return new URL(origin).host === headers.get("Host");
  } catch {
    // "null" (a sandboxed frame, a privacy redirect) or anything unreadable.
    return false;
  }
}
