import { and, between, eq } from "drizzle-orm";
import { idRangeOf } from "#contracts/short-links.ts";
import { circulars } from "#contracts/records/circulars.ts";
import { events } from "#contracts/records/events.ts";
import { news } from "#contracts/records/news.ts";
import type { Db } from "../db/database.ts";
import { onSite } from "./collections.ts";

// Where an item's short link (contracts/short-links.ts) leads: the page of the notice, news
// item, circular or event on the site whose id begins as its code says, while it is on the site.

const kinds = [news, circulars, events] as const;

export async function shortLinkPath(
  db: Db,
  schoolId: string,
  code: string,
  now: Date,
): Promise<string | undefined> {
  const range = idRangeOf(code);
  if (!range) return undefined;
  for (const kind of kinds) {
    const table = kind.table;
    const [row] = await db
      .select()
      .from(table)
      .where(
        and(
          eq(table.schoolId, schoolId),
          between(table.id, range.low, range.high),
          onSite(table, now),
        ),
      )
      .limit(1);
    if (row?.slug) return `${kind.shownOn!(row as Record<string, unknown>)}/${row.slug}`;
  }
  return undefined;
}
