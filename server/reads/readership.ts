import { and, between, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { addDays, todayIn } from "#contracts/dates.ts";
import { circularList, itemPath } from "#contracts/item-paths.ts";
import type { ReadCount, ReadKind, Readership, UnopenedCircular } from "#contracts/reads.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { onSite } from "../services/collections.ts";

// What the office is shown of the site's counts (decision 260): the last seven days' most read
// pages and documents, the searches that found nothing, and the circulars of the last 30 days
// that nobody has opened, neither their page nor a file of theirs.

export interface ReadershipContext {
  db: Db;
  schoolId: string;
  now: Date;
  timeZone: string;
}

/** How many of each list are shown. */
const shown = 15;

/** Circulars this recent are looked at for having been opened. */
const circularDays = 30;

async function top(ctx: ReadershipContext, kind: ReadKind, from: string, to: string) {
  const total = sql<number>`sum(${t.readCounts.count})::int`;
  const rows = await ctx.db
    .select({ key: t.readCounts.key, count: total })
    .from(t.readCounts)
    .where(
      and(
        eq(t.readCounts.schoolId, ctx.schoolId),
        eq(t.readCounts.kind, kind),
        between(t.readCounts.day, from, to),
      ),
    )
    .groupBy(t.readCounts.key)
    .orderBy(desc(total), t.readCounts.key)
    .limit(shown);
  return rows.map((row): ReadCount => ({ key: row.key, count: Number(row.count) }));
}

async function unopenedCirculars(ctx: ReadershipContext): Promise<UnopenedCircular[]> {
  const { db, schoolId, now, timeZone } = ctx;
  const since = sql<Date>`coalesce(${t.circulars.publishAt}, ${t.circulars.createdAt})`;
  const circulars = await db
    .select({
      id: t.circulars.id,
      title: t.circulars.title,
      category: t.circulars.category,
      slug: t.circulars.slug,
      attachments: t.circulars.attachments,
      since,
    })
    .from(t.circulars)
    .where(
      and(
        eq(t.circulars.schoolId, schoolId),
        onSite(t.circulars, now),
        gte(since, new Date(now.getTime() - circularDays * 86_400_000)),
      ),
    )
    .orderBy(desc(since));
  if (circulars.length === 0) return [];
  const keysOf = (circular: (typeof circulars)[number]) => {
    const page = itemPath(circularList(circular.category), circular.slug ?? undefined);
    return [
      ...(page ? [page, `/hi${page}`] : []),
      ...circular.attachments.filter((file) => !/^[a-z]+:/i.test(file)),
    ];
  };
  const firstDay = todayIn(timeZone, new Date(circulars.at(-1)!.since));
  const opened = await db
    .selectDistinct({ key: t.readCounts.key })
    .from(t.readCounts)
    .where(
      and(
        eq(t.readCounts.schoolId, schoolId),
        inArray(t.readCounts.kind, ["page", "download"]),
        gte(t.readCounts.day, firstDay),
        inArray(t.readCounts.key, circulars.flatMap(keysOf)),
      ),
    );
  const read = new Set(opened.map((row) => row.key));
  return circulars
    .filter((circular) => !keysOf(circular).some((key) => read.has(key)))
    .map((circular) => ({
      id: circular.id,
      title: circular.title,
      since: todayIn(timeZone, new Date(circular.since)),
    }));
}

/** The last seven days' counts, today among them, as the office shows them. */
export async function readership(ctx: ReadershipContext): Promise<Readership> {
  const to = todayIn(ctx.timeZone, ctx.now);
  const from = addDays(to, -6);
  const [pages, downloads, nothingFound, unopened] = await Promise.all([
    top(ctx, "page", from, to),
    top(ctx, "download", from, to),
    top(ctx, "nothing-found", from, to),
    unopenedCirculars(ctx),
  ]);
  return { from, to, pages, downloads, nothingFound, unopenedCirculars: unopened };
}
