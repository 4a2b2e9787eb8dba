import { and, desc, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { circularList, itemPath, newsList, type ItemList } from "#contracts/item-paths.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { onSite } from "./collections.ts";
import { listPages } from "./pages.ts";

/** One page of the site as search engines are told of it: its address and its last change. */
export interface Address {
  path: string;
  lastmod: string;
}

type Source = {
  table: typeof t.news | typeof t.events | typeof t.galleries | typeof t.circulars;
  list: (row: { category: string | null }) => ItemList;
  category?: AnyPgColumn;
  where?: SQL;
};

const sources: Source[] = [
  { table: t.news, category: t.news.category, list: (row) => newsList(row.category ?? "") },
  { table: t.events, list: () => "Events" },
  // The Gallery page shows the albums of the photo gallery; others are the home page's own.
  {
    table: t.galleries,
    list: () => "Gallery",
    where: eq(t.galleries.category, "PhotoGallery"),
  },
  {
    table: t.circulars,
    category: t.circulars.category,
    list: (row) => circularList(row.category ?? ""),
  },
];

/**
 * Every item on the site at `now` with its own page, and every static page, each with the
 * moment it last changed: what the sitemap lists.
 */
export async function siteAddresses(db: Db, schoolId: string, now: Date): Promise<Address[]> {
  const items = await Promise.all(
    sources.map(async ({ table, category, list, where }) => {
      const rows = await db
        .select({
          slug: table.slug,
          updatedAt: table.updatedAt,
          category: category ? (category as AnyPgColumn) : table.slug,
        })
        .from(table)
        .where(and(eq(table.schoolId, schoolId), onSite(table, now), where))
        .orderBy(desc(table.updatedAt));
      return rows.flatMap((row) => {
        const path = itemPath(
          list({ category: category ? String(row.category) : null }),
          row.slug ?? undefined,
        );
        return path ? [{ path, lastmod: row.updatedAt.toISOString() }] : [];
      });
    }),
  );
  const pages = (await listPages(db, schoolId, now)).flatMap((page) =>
    page.live ? [{ path: page.path, lastmod: page.live.publishAt ?? page.live.savedAt }] : [],
  );
  return [...pages, ...items.flat()];
}
