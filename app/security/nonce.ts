import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the page being drawn. The server draws a fresh one for
 * every page request and passes it in this request header (server/security-headers.ts), which
 * it always overwrites, so a visitor cannot choose it.
 */
export const nonceHeader = "x-csp-nonce";

/**
 * Styles that only apply without JavaScript (tabbed content shows every panel in turn). The
 * server allows this exact text by its hash, so prerendered pages need no nonce for it.
 */
export const noScriptCss =
  "[data-tabs] [role=tablist]{display:none}[data-tabs] [role=tabpanel][hidden]{display:block}";

const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;

/**
 * The nonce for inline scripts and styles: from the server while rendering, and in the browser
 * the one the page was served with (scripts can read a nonce that the DOM hides from markup),
 * so that styles React adds after navigating are allowed too.
 */
export function useNonce(): string | undefined {
  const fromServer = useContext(NonceContext);
  if (fromServer !== undefined) return fromServer || undefined;
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLElement>("script[nonce]")?.nonce || undefined;
}
