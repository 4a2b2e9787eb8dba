import { itemLists, slugPattern } from "#contracts/item-paths.ts";
import { canonicalPath } from "../pages.ts";

const listPaths = new Set<string>(Object.values(itemLists));

/**
 * Where an item's address typed by hand with other casing belongs (`/news/2026-11-20-Annual-Day`
 * → `/News/2026-11-20-annual-day`), or undefined when it names no item page.
 */
export function typedItemPath(pathname: string): string | undefined {
  const match = /^\/([^/]+)\/([^/]+?)\/?$/.exec(pathname);
  if (!match) return undefined;
  const list = canonicalPath(`/${match[1]}`);
  const slug = match[2]!.toLowerCase();
  if (!list || !listPaths.has(list) || !slugPattern.test(slug)) return undefined;
  const target = `${list}/${slug}`;
  return target === pathname ? undefined : target;
}
