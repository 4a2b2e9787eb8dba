import { createHash } from "node:crypto";
import type { EntryContext } from "react-router";

/**
 * What a page every visitor sees alike was drawn from, or undefined for any other answer. The
 * page's own loader says it is such a page (`shared`: its words' version); everything else the
 * page was drawn from (the root's settings) goes into the key by its hash, so a change to any
 * of it draws the page again.
 */
export function sharedRenderingKey(
  request: Request,
  status: number,
  context: EntryContext,
): string | undefined {
  if (status !== 200 || !["GET", "HEAD"].includes(request.method.toUpperCase())) return undefined;
  const { loaderData, actionData, errors, matches } = context.staticHandlerContext;
  if (errors || actionData) return undefined;
  const leaf = matches.at(-1)?.route.id;
  const shared = leaf ? (loaderData[leaf] as { shared?: unknown } | undefined)?.shared : undefined;
  if (typeof shared !== "string") return undefined;
  const others = matches
    .filter((match) => match.route.id !== leaf)
    .map((match) => loaderData[match.route.id] ?? null);
  const digest = createHash("sha1").update(JSON.stringify(others)).digest("base64url");
  return `${shared}|${digest}`;
}
