import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { marked } from "marked";
import { sanitizeMessage } from "#contracts/message-html.ts";
import {
  hasHindi,
  isRecordKind,
  recordKinds,
  type RecordKindName,
  type UntranslatedItem,
} from "#contracts/office-records.ts";
import { enqueue } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { hindiFieldsOf, type HindiColumn, type HindiWords } from "#contracts/records/hindi.ts";
import { moduleOf } from "#contracts/records/index.ts";
import { writeContent } from "../services/content-changes.ts";
import { audit, type Actor, type Changes } from "./audit.ts";
import { lockedRow, toRecord, type RecordContext, type Row, type SaveOutcome } from "./records.ts";

// An item's Hindi saved beside its English (contracts/records/hindi.ts): a draft that waits, or
// the Hindi the site shows. Guarded by the record's version as an English save is, so neither
// overwrites the other unseen, and logged as a change of its own ("publish in Hindi").

/**
 * Saves the Hindi of `id`'s fields written in Hindi too, edited from `version`: published at
 * once (`publish`), at a later moment (`publishAt`: kept as a draft until the job queue puts it
 * on the site then), or kept as a draft while the Hindi on the site stays. Publishing no words at
 * all takes the Hindi off the site: the English shows there again, said as such.
 */
export async function saveHindi(
  ctx: RecordContext,
  kind: RecordKindName,
  id: string,
  given: Record<string, string>,
  when: { publish: boolean; publishAt?: Date },
  version: number,
  actor: Actor,
): Promise<SaveOutcome> {
  const later = when.publish && when.publishAt && when.publishAt > ctx.now ? when.publishAt : null;
  const publish = when.publish && !later;
  const { table } = moduleOf(kind);
  const specs = hindiFieldsOf(recordKinds[kind]);
  return writeContent(ctx.db, ctx.schoolId, async (tx) => {
    const before = await lockedRow(tx, ctx, kind, id);
    if (!before) return { outcome: "missing" } as const;
    if (before.version !== version) {
      return {
        outcome: "stale",
        current: toRecord(kind, before, ctx.timeZone, ctx.now),
      } as const;
    }
    const fields: Record<string, string> = {};
    const english: Record<string, string> = {};
    for (const spec of specs) {
      const value = (given[spec.name] ?? "").trim();
      if (!value) continue;
      // As the English is kept: Markdown as the HTML the site shows, made safe on the way in.
      fields[spec.name] =
        spec.type === "markdown" ? sanitizeMessage(marked.parse(value, { async: false })) : value;
      english[spec.name] = String(before[spec.name] ?? "");
    }
    const words: HindiWords = {
      fields,
      english,
      savedAt: ctx.now.toISOString(),
      savedBy: actor.name,
      ...(later && { publishAt: later.toISOString() }),
    };
    const was: HindiColumn = (before.hindi as HindiColumn | null) ?? {};
    const hindi: HindiColumn = publish
      ? Object.keys(fields).length > 0
        ? { published: words }
        : {}
      : { ...(was.published && { published: was.published }), draft: words };
    const [row] = (await tx
      .update(table)
      .set({
        hindi: Object.keys(hindi).length > 0 ? hindi : null,
        version: sql`${table.version} + 1`,
        updatedAt: ctx.now,
      } as never)
      .where(eq(table.id, id))
      .returning()) as Row[];
    const shown = publish ? was.published : was.draft;
    const changes: Changes = {};
    for (const spec of specs) {
      const from = shown?.fields[spec.name] ?? "";
      const to = fields[spec.name] ?? "";
      if (from !== to) changes[`${spec.name} (Hindi)`] = [from || null, to || null];
    }
    await audit(tx, ctx.schoolId, actor, {
      action: publish ? "publish in Hindi" : later ? "schedule in Hindi" : "draft in Hindi",
      kind,
      recordId: id,
      changes,
    });
    // Its moment is the queue's: a later save of the Hindi replaces the draft, and the job
    // then finds no draft of its own to publish.
    if (later) {
      await enqueue(tx, {
        queue: hindiQueue,
        key: `${hindiQueue}:${id}:${words.savedAt}`,
        payload: { kind, id, savedAt: words.savedAt },
        runAt: later,
        schoolId: ctx.schoolId,
      });
    }
    return { outcome: "saved", record: toRecord(kind, row!, ctx.timeZone, ctx.now) } as const;
  });
}

const hindiQueue = "publish-hindi";

/** The job queue's part: a scheduled Hindi draft goes on the site at its moment. */
export function hindiJobs(deps: { db: RecordContext["db"] }) {
  const publishDue: JobHandler = async (job, now) => {
    const { kind, id, savedAt } = job.payload as { kind?: string; id?: string; savedAt?: string };
    if (!kind || !isRecordKind(kind) || !hasHindi(kind) || typeof id !== "string") {
      return { drop: true };
    }
    const { table } = moduleOf(kind);
    const [found] = (await deps.db.select().from(table).where(eq(table.id, id))) as Row[];
    if (!found) return;
    const schoolId = String(found.schoolId);
    await writeContent(deps.db, schoolId, async (tx) => {
      const row = await lockedRow(tx, { db: deps.db, schoolId, timeZone: "UTC", now }, kind, id);
      const draft = (row?.hindi as HindiColumn | null | undefined)?.draft;
      // Deleted, or its draft saved again since (with a moment of its own, or none).
      if (!row || !draft || draft.savedAt !== savedAt || !draft.publishAt) return;
      const words: HindiWords = {
        fields: draft.fields,
        english: draft.english,
        savedAt: draft.savedAt,
        savedBy: draft.savedBy,
      };
      await tx
        .update(table)
        .set({
          hindi: { published: words },
          version: sql`${table.version} + 1`,
          updatedAt: now,
        } as never)
        .where(eq(table.id, id));
      await audit(
        tx,
        schoolId,
        { id: null, name: draft.savedBy },
        {
          action: "publish in Hindi (scheduled)",
          kind,
          recordId: id,
          changes: {},
        },
      );
    });
  };
  return { [hindiQueue]: publishDue };
}

/** The most items the list of Hindi to write shows; it says how many more there are. */
export const untranslatedShown = 50;

/**
 * The items on the site or scheduled (drafts and deleted ones left out) whose Hindi is missing,
 * or was written from English that has changed since, the newest English change first.
 */
export async function untranslatedItems(
  db: RecordContext["db"],
  schoolId: string,
): Promise<{ items: UntranslatedItem[]; total: number }> {
  const selects = (Object.keys(recordKinds) as RecordKindName[]).flatMap((kind) => {
    const specs = hindiFieldsOf(recordKinds[kind]);
    if (specs.length === 0) return [];
    const { table, search } = moduleOf(kind);
    const columns = table as unknown as Record<string, AnyPgColumn>;
    const hindi = columns.hindi!;
    const english = sql`${hindi}->'published'->'english'`;
    const older = sql.join(
      specs.map(
        (spec) =>
          sql`(${english}->>${spec.name} is not null and ${english}->>${spec.name} <> ${columns[spec.name]!})`,
      ),
      sql` or `,
    );
    return [
      sql`select ${kind} as kind, ${table.id}::text as id, ${search} as title,
          case when ${hindi}->'published' is null then 'missing' else 'older' end as why,
          ${table.updatedAt} as changed_at, (${hindi}->'draft') is not null as waiting
        from ${table}
        where ${table.schoolId} = ${schoolId} and ${table.deletedAt} is null
          and ${table.status} = 'published'
          and (${hindi}->'published' is null or ${older})`,
    ];
  });
  const { rows } = await db.execute<{
    kind: RecordKindName;
    id: string;
    title: string;
    why: "missing" | "older";
    changed_at: string | Date;
    waiting: boolean;
    total: number;
  }>(sql`with due as (${sql.join(selects, sql` union all `)})
    select due.*, count(*) over ()::int as total from due
    order by changed_at desc, id limit ${untranslatedShown}`);
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      title: row.title,
      why: row.why,
      changedAt: new Date(row.changed_at).toISOString(),
      ...(row.waiting && { waiting: true as const }),
    })),
    total: rows[0]?.total ?? 0,
  };
}
