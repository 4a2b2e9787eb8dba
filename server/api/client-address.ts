import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import proxyaddr from "proxy-addr";
import type { TrustProxy } from "#contracts/config.ts";

/** Whether the hop at `address`, `hop` steps from this server (0: the socket's peer), is believed. */
export type ProxyTrust = (address: string, hop: number) => boolean;

const compiled = new WeakMap<readonly string[], ProxyTrust>();

/** The TRUST_PROXY setting as a test of each hop, compiled once per list. */
export function proxyTrust(setting: TrustProxy = 0): ProxyTrust {
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  let trust = compiled.get(setting);
  if (!trust) {
    trust = proxyaddr.compile([...setting]);
    compiled.set(setting, trust);
  }
  return trust;
}

/** Whether the setting believes any proxy at all. */
export function trustsAnyProxy(setting: TrustProxy = 0): boolean {
  return typeof setting === "number" ? setting > 0 : setting.length > 0;
}

/** The request as Node received it; absent on the website's in-process calls. */
export function incomingOf(c: Context): HttpBindings["incoming"] | undefined {
  const env = c.env as Partial<HttpBindings> | undefined;
  return env?.incoming?.socket ? env.incoming : undefined;
}

/**
 * Who a request counts against for rate limits. Proxies append the address they received the
 * request from to X-Forwarded-For, so only its right-hand end can be believed: walking from
 * the socket's peer leftwards, each hop that is a trusted proxy (TRUST_PROXY: a count of hops
 * or the proxies' addresses) hands over to the address before it, and the first one that is
 * not trusted is the client. Whatever a client writes further left is ignored, so it cannot
 * pick its own bucket. The website's own in-process calls have no socket: their header was
 * set by this server (server/http/app.ts) to the visitor's address, and is taken as it is.
 */
export function clientAddress(c: Context, trustProxy: TrustProxy = 0): string {
  const incoming = incomingOf(c);
  if (!incoming) {
    return c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
  }
  if (incoming.socket.remoteAddress === undefined) return "unknown";
  return proxyaddr(incoming, proxyTrust(trustProxy));
}
