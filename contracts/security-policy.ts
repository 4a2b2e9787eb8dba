// The security policy both sides keep: the server sends it, the website's pages are drawn to
// fit it (their inline scripts and styles carry the nonce the server hands over).

/**
 * The request header in which the server hands the page renderer its Content-Security-Policy
 * nonce. The server always overwrites it, so a visitor cannot choose it.
 */
export const nonceHeader = "x-csp-nonce";

/**
 * The response header in which the page renderer hands the server the hashes of a kept page's
 * inline scripts and styles (`script 'sha256-…' …; style 'sha256-…' …`): such a page has no
 * nonce, and its policy allows those by hash. The server removes it before the answer leaves.
 */
export const inlineHashesHeader = "x-csp-inline-hashes";

/**
 * Styles that only apply without JavaScript (tabbed content shows every panel in turn). The
 * policy allows this exact text by its hash, so prerendered pages need no nonce for it.
 */
export const noScriptCss =
  "[data-tabs] [role=tablist]{display:none}[data-tabs] [role=tabpanel][hidden]{display:block}";

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

export interface PagePolicyOptions {
  /** Origin of the backend when the browser reads files from elsewhere (API_BASE_URL). */
  apiOrigin?: string;
  /** Sites whose frames pages embed (a map, videos). */
  embeddedOrigins?: readonly string[];
  /** Inline styles allowed by their hash (`'sha256-...'`): those of `noScriptCss`. */
  styleHashes?: readonly string[];
  /** Inline scripts allowed by their hash: those of a page kept without a nonce. */
  scriptHashes?: readonly string[];
}

/**
 * The page policy: scripts and inline styles only from this site, or carrying the nonce. A kind
 * of resource the default (this site) already covers is not named: every byte of this header
 * goes uncompressed with every page, in its first round trip.
 */
export function pagePolicy(nonce: string | undefined, options: PagePolicyOptions = {}): string {
  const api = options.apiOrigin ? ` ${options.apiOrigin}` : "";
  const frames = (options.embeddedOrigins ?? []).map((origin) => ` ${origin}`).join("");
  const sources = (hashes: readonly string[] = []) =>
    [...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes].map((source) => ` ${source}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self'${sources(options.scriptHashes)}`,
    `style-src 'self'${sources(options.styleHashes)}`,
    `img-src 'self' data:${api}`,
    ...(api ? [`connect-src 'self'${api}`, `media-src 'self'${api}`] : []),
    `frame-src 'self'${api}${frames}`,
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
