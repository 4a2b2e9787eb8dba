import { createContext, useContext } from "react";

// The page's Content-Security-Policy nonce, which the server hands over in a request header
// (contracts/security-policy.ts); empty while pages are prerendered, which carry no inline script.
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;

/** The nonce for the inline scripts and styles of the page being drawn. */
export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined;
}
