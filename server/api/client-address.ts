import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * Who a request counts against for rate limits. A forwarded address is believed only where it
 * can be trusted: from a proxy the operator declares (`trustProxy`, TRUST_PROXY), or on the website's
 * own in-process calls (they have no socket), which pass on the visitor's address. Anyone
 * else's X-Forwarded-For is ignored, so a client cannot pick its own bucket.
 */
export function clientAddress(c: Context, trustProxy = false): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    remote = undefined;
  }
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || undefined;
  if (remote === undefined) return forwarded ?? "unknown";
  if (trustProxy && forwarded) return forwarded;
  return remote;
}
