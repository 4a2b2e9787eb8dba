import { createHash, randomBytes } from "node:crypto";
import type { Context, Next } from "hono";
import type { TrustProxy } from "#contracts/config.ts";
import { incomingOf, proxyTrust, trustsAnyProxy } from "../api/client-address.ts";
import {
  apiPolicy,
  inlineHashesHeader,
  nonceHeader,
  noScriptCss,
  pagePolicy,
  permissionsPolicy,
} from "#contracts/security-policy.ts";

// Security headers on every answer: pages, prerendered files, assets, API JSON and API files,
// 404s and errors included (docs/decisions/049-security-headers.md). The headers that govern a
// document are left off answers that never become one.

export interface SecurityHeadersOptions {
  /** Origin of the backend when the browser reads files from elsewhere (API_BASE_URL). */
  apiOrigin?: string;
  /** Sites whose frames the website's pages embed (a map, videos). */
  embeddedOrigins?: readonly string[];
  /** The proxies whose X-Forwarded-Proto is believed (TRUST_PROXY): the TLS ends at them. */
  trustProxy?: TrustProxy;
}

/** The one no-JavaScript `<style>`, allowed by its hash (prerendered pages carry no nonce). */
const styleHashes = [
  `'sha256-${createHash("sha256").update(noScriptCss, "utf8").digest("base64")}'`,
];

export function securityHeaders(options: SecurityHeadersOptions = {}) {
  const policyOptions = { ...options, styleHashes };
  // A page kept alike for everyone names its inline scripts and styles by hash and has no nonce.
  const policyFor = (response: Response, nonce: string) => {
    const inline = response.headers.get(inlineHashesHeader);
    if (inline === null) return pagePolicy(nonce, policyOptions);
    const [scripts = "", styles = ""] = inline.split(";");
    const listed = (part: string) => part.trim().split(/\s+/).slice(1);
    return pagePolicy(undefined, {
      ...policyOptions,
      scriptHashes: listed(scripts),
      styleHashes: [...new Set([...styleHashes, ...listed(styles)])],
    });
  };
  return async (c: Context, next: Next) => {
    const url = new URL(c.req.url);
    const isApi = url.pathname === "/api" || url.pathname.startsWith("/api/");
    const nonce = randomBytes(16).toString("base64");
    // Always overwritten: the page renderer takes the nonce from here (app/entry.server.tsx).
    if (!isApi) c.req.raw.headers.set(nonceHeader, nonce);
    else c.req.raw.headers.delete(nonceHeader);

    await next();

    const headers: Record<string, string> = {
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      // Pages and assets are for this site; the API's files may be shown by a website elsewhere.
      "Cross-Origin-Resource-Policy": isApi ? "cross-origin" : "same-origin",
    };
    if (!isSubresource(c.res.headers.get("Content-Type"))) {
      headers["Content-Security-Policy"] = isApi ? apiPolicy : policyFor(c.res, nonce);
      headers["Permissions-Policy"] = permissionsPolicy;
      if (!isApi) headers["Cross-Origin-Opener-Policy"] = "same-origin";
    }
    if (overTls(c, url, options.trustProxy ?? 0)) {
      headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
    }
    const apply = () => {
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
      c.res.headers.delete(inlineHashesHeader);
    };
    try {
      apply();
    } catch {
      // A response with immutable headers (one passed through from fetch): copy it.
      c.res = new Response(c.res.body, c.res);
      apply();
    }
  };
}

/**
 * A stylesheet, a script, a font or a picture other than SVG is never a document, so a content
 * policy, a permissions policy or an opener policy on it does nothing (the site starts no
 * workers, whose script's own policy would count). Leaving them off saves about 560 bytes on
 * each: on a slow phone the home page's stylesheet then arrives in one round trip.
 */
function isSubresource(contentType: string | null): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "image/svg+xml") return false;
  return (
    type === "text/css" ||
    type === "text/javascript" ||
    type === "application/javascript" ||
    type.startsWith("font/") ||
    type.startsWith("image/")
  );
}

/**
 * X-Forwarded-Proto is believed only from a trusted proxy, as X-Forwarded-For is: the socket's
 * peer must be one (the website's in-process calls, without a socket, stand for a trusted hop
 * when any proxy is). Its first value is the scheme the outermost proxy was reached by.
 */
export function overTls(c: Context, url: URL, trustProxy: TrustProxy): boolean {
  if (url.protocol === "https:") return true;
  const incoming = incomingOf(c);
  const peerTrusted = incoming
    ? proxyTrust(trustProxy)(incoming.socket.remoteAddress ?? "", 0)
    : trustsAnyProxy(trustProxy);
  if (!peerTrusted) return false;
  const forwarded = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https";
}
