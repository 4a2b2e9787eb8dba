import { createHash, randomBytes } from "node:crypto";
import type { Context, Next } from "hono";
import { site } from "#content/site.ts";
import { nonceHeader, noScriptCss } from "#app/security/nonce.ts";

// Security headers on every answer: pages, prerendered files, assets, API JSON and API files,
// 404s and errors included (docs/decisions.md, "Security headers").

export interface SecurityHeadersOptions {
  /** Origin of the backend when the browser reads files from elsewhere (API_BASE_URL). */
  apiOrigin?: string;
  /** Believe X-Forwarded-Proto (TRUST_PROXY=true): the TLS ends at the operator's proxy. */
  trustProxy?: boolean;
}

/** Sites whose frames our pages embed: the map on the contact page and footer, and videos. */
const embeddedOrigins = [
  new URL(site.address.mapEmbedUrl).origin,
  "https://www.youtube-nocookie.com",
];

export const permissionsPolicy = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "display-capture=()",
].join(", ");

function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The one no-JavaScript `<style>`, allowed by its hash (prerendered pages carry no nonce). */
const noScriptStyle = sha256Source(noScriptCss);

/** The page policy: scripts and inline styles only from this site, or carrying the nonce. */
export function pagePolicy(nonce: string, apiOrigin?: string): string {
  const api = apiOrigin ? ` ${apiOrigin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}' ${noScriptStyle}`,
    `img-src 'self' data:${api}`,
    "font-src 'self'",
    `connect-src 'self'${api}`,
    `frame-src 'self'${api} ${embeddedOrigins.join(" ")}`,
    `media-src 'self'${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The API's policy: its answers are data and files, never documents that run anything. Any
 * site may frame them, because the school websites that embed its PDFs may live elsewhere.
 */
export const apiPolicy =
  "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors *";

export function securityHeaders(options: SecurityHeadersOptions = {}) {
  return async (c: Context, next: Next) => {
    const url = new URL(c.req.url);
    const isApi = url.pathname === "/api" || url.pathname.startsWith("/api/");
    const nonce = randomBytes(16).toString("base64");
    // Always overwritten: the page renderer takes the nonce from here (app/entry.server.tsx).
    if (!isApi) c.req.raw.headers.set(nonceHeader, nonce);
    else c.req.raw.headers.delete(nonceHeader);

    await next();

    const headers: Record<string, string> = {
      "Content-Security-Policy": isApi ? apiPolicy : pagePolicy(nonce, options.apiOrigin),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": permissionsPolicy,
      // Pages and assets are for this site; the API's files may be shown by a website elsewhere.
      "Cross-Origin-Resource-Policy": isApi ? "cross-origin" : "same-origin",
    };
    if (!isApi) headers["Cross-Origin-Opener-Policy"] = "same-origin";
    if (overTls(c, url, options.trustProxy ?? process.env.TRUST_PROXY === "true")) {
      headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
    }
    try {
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    } catch {
      // A response with immutable headers (one passed through from fetch): copy it.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    }
  };
}

function overTls(c: Context, url: URL, trustProxy: boolean): boolean {
  if (url.protocol === "https:") return true;
  if (!trustProxy) return false;
  const forwarded = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https";
}
