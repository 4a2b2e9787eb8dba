import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { allRecordModules } from "#contracts/records/index.ts";
import type { PublicList, RecordModule } from "#contracts/records/kind.ts";
import type { Db } from "../db/database.ts";
import { onSite, publicJson } from "./collections.ts";

// One item of a kind with its own page (`addressed`), read by its address's last part: what an
// item's page needs, where reading its kind's whole list to find it would cost the page ten
// years of a school's items.

/** A kind whose items have their own address, and the list an item is answered as one of. */
export interface AddressedKind {
  module: RecordModule;
  /** The kind's list of every item (no `where`, no limit): its items' shape and sizes. */
  list: PublicList<unknown>;
  slug: AnyPgColumn;
}

function addressedKind(module: RecordModule): AddressedKind {
  const { kind } = module.office;
  const lists = [
    module.public!.list,
    ...Object.values(module.public!.more ?? {}).map((more) => more.list),
  ];
  const list = lists.find((each) => !each.where && !each.limit && !each.also);
  const slug = (module.table as unknown as { slug?: AnyPgColumn }).slug;
  // Both are a module's declaration: a kind without them fails at start, not at a visit.
  if (!list) throw new Error(`${kind} has an address but no public list of every item`);
  if (!slug) throw new Error(`${kind} has an address but no slug column`);
  return { module, list: list as PublicList<unknown>, slug };
}

/** Every kind with a public list whose items have their own address (contracts/records/). */
export const addressedKinds: readonly AddressedKind[] = allRecordModules
  .filter((module) => module.addressed && module.public)
  .map(addressedKind);

export interface ItemAnswer {
  /** The item as its list sends it; undefined when none by this address is on the site now. */
  item?: Record<string, unknown>;
  /** The next moment (ms) at which the item changes by itself: its expiry or another moment. */
  until?: number;
}

/**
 * The item of a kind at `address` in the school, as the public sees it at `now`: published, not
 * deleted, inside its dates. One row by the table's unique index on (school, slug).
 */
export async function publishedItem(
  db: Db,
  { list, slug }: AddressedKind,
  schoolId: string,
  address: string,
  now: Date,
): Promise<ItemAnswer> {
  const table = list.table;
  // A published item changes by itself at its expiry (its publish is past) or a moment of its list.
  const moments = [table.expireAt, ...(list.moments ?? [])].map(
    (column) => sql`case when ${column} > ${now} then ${column} end`,
  );
  const [found] = await db
    .select({
      row: getTableColumns(table),
      nextAt: sql<unknown>`least(${sql.join(moments, sql`, `)})`,
    })
    .from(table)
    .where(and(eq(table.schoolId, schoolId), eq(slug, address), onSite(table, now)))
    .limit(1);
  if (!found) return {};
  const at = found.nextAt == null ? NaN : new Date(found.nextAt as string | Date).getTime();
  return {
    item: publicJson(list, found.row, now),
    ...(!Number.isNaN(at) && { until: at }),
  };
}
