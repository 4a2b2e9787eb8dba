import { createHash } from "node:crypto";
import type { EntryContext } from "react-router";
import { popupClosedToday } from "../home/popup-cookie.ts";

/**
 * What a page every visitor sees alike was drawn from, or undefined for any other answer. The
 * page's own loader says it is such a page: `shared` is its words' version (a static page), or
 * `true` (a page drawn from the backend's lists: home, lists, messages), whose own data then
 * goes into the key too, with the school's day it was drawn on. Everything else the page was
 * drawn from (the root's settings) goes into the key by its hash, so a change to any of it draws
 * the page again.
 */
export function sharedRenderingKey(
  request: Request,
  status: number,
  context: EntryContext,
  today: string,
): { key: string; fromLists: boolean } | undefined {
  if (status !== 200 || !["GET", "HEAD"].includes(request.method.toUpperCase())) return undefined;
  const { loaderData, actionData, errors, matches } = context.staticHandlerContext;
  if (errors || actionData) return undefined;
  const leaf = matches.at(-1)?.route.id;
  const shared = leaf ? (loaderData[leaf] as { shared?: unknown } | undefined)?.shared : undefined;
  if (shared !== true && typeof shared !== "string") return undefined;
  const drawnFrom = matches
    .filter((match) => shared === true || match.route.id !== leaf)
    .map((match) => loaderData[match.route.id] ?? null);
  const digest = createHash("sha1").update(JSON.stringify(drawnFrom)).digest("base64url");
  return shared === true
    ? { key: `${today}|${digest}`, fromLists: true }
    : { key: `${shared}|${digest}`, fromLists: false };
}

/**
 * What of a request, beyond its address, a kept page may be drawn from, given its Cookie
 * header: the home page leaves out the popup a visitor closed today. Kept pages are kept
 * apart by it.
 */
export function renderingVariant(cookieHeader: string | null, timeZone: string): string {
  return popupClosedToday(cookieHeader, timeZone) ? "popup-closed" : "";
}
