import { and, eq, getTableName, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { marked } from "marked";
import { instantAt, wallClockAt } from "#contracts/dates.ts";
import { sanitizeMessage } from "#contracts/message-html.ts";
import {
  hasHindi,
  lifeFields,
  recordKinds,
  recordSchema,
  type Photo,
  type OfficeRecord,
  type RecordHindi,
  type RecordInput,
  type RecordKindName,
} from "#contracts/office-records.ts";
import { isOlder, type HindiColumn } from "#contracts/records/hindi.ts";
import { allRecordModules, recordModules } from "#contracts/records/index.ts";
import type { RecordTable } from "#contracts/records/kind.ts";
import { childShowingTables, table as consents } from "#contracts/records/consents.ts";
import type { Db } from "../db/database.ts";
import { writeContent } from "../services/content-changes.ts";
import { textlessPdfs } from "../services/document-texts.ts";
import { checkFields, pdfsIn, type WritingChecks } from "#contracts/writing-checks.ts";
import { addMissingAddresses } from "../services/item-addresses.ts";
import { announceLater } from "../mail/announcements.ts";
import { audit, type Actor, type Changes } from "./audit.ts";

const addressedKinds = new Set<string>(
  allRecordModules.filter((module) => module.addressed).map((module) => module.office.kind),
);

/** Where each kind of record is kept, and the column the office searches: its module says. */
const tables: Record<RecordKindName, { table: RecordTable; search: AnyPgColumn }> = recordModules;

/**
 * A field no two records in force may share (a family's lookup must find one certificate); the
 * database holds the same rule as an index, and this check gives the clerk its message.
 */
const uniqueFields: Partial<Record<RecordKindName, { field: string; message: string }>> =
  Object.fromEntries(
    allRecordModules.flatMap((module) =>
      module.unique ? [[module.office.kind, module.unique]] : [],
    ),
  );

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Whether another record in force already holds this kind's unique value. */
async function clashes(
  tx: Tx,
  ctx: RecordContext,
  kind: RecordKindName,
  columns: Record<string, unknown>,
  exceptId?: string,
): Promise<{ field: string; message: string } | undefined> {
  const unique = uniqueFields[kind];
  if (!unique) return undefined;
  const { table } = tables[kind];
  const column = (table as unknown as Record<string, AnyPgColumn>)[unique.field]!;
  const [other] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.schoolId, ctx.schoolId),
        eq(column, columns[unique.field]),
        isNull(table.deletedAt),
        exceptId ? sql`${table.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return other ? unique : undefined;
}

/** What the writing checks say of a record's fields (its Markdown, its PDFs). */
export async function recordChecks(
  db: Pick<Db, "select">,
  kind: RecordKindName,
  values: Record<string, unknown>,
): Promise<WritingChecks> {
  const { fields } = recordKinds[kind];
  const attached = fields.filter((spec) => spec.type === "files").map((spec) => values[spec.name]);
  const textless = await textlessPdfs(db, pdfsIn(attached));
  return checkFields(fields, values, (file) => textless.has(file));
}

/** The first thing the writing checks refuse to publish, as a conflict on its field. */
async function unpublishable(
  tx: Tx,
  kind: RecordKindName,
  input: RecordInput,
): Promise<{ field: string; message: string } | undefined> {
  if (input.status !== "published") return undefined;
  const [field, message] = Object.entries((await recordChecks(tx, kind, input)).errors)[0] ?? [];
  return field && message ? { field, message } : undefined;
}

/**
 * A record that shows children may be published only with a parent's consent in force for each
 * (contracts/records/consents.ts): the first child without one, as the clerk is told it. The
 * site's own rule (onSite) hides such a record whatever is saved; this says why before it is.
 */
async function withoutConsent(
  tx: Tx,
  ctx: RecordContext,
  kind: RecordKindName,
  columns: Record<string, unknown>,
): Promise<{ field: string; message: string } | undefined> {
  const rule = childShowingTables[getTableName(tables[kind].table)];
  if (!rule || columns.status !== "published") return undefined;
  // Taking a record down needs no consent.
  const expireAt = columns.expireAt as Date | null | undefined;
  if (expireAt && expireAt <= ctx.now) return undefined;
  const numbers = (columns.children as string[] | undefined) ?? [];
  if (numbers.length === 0) return undefined;
  const given = await tx
    .select({ number: consents.admissionNumber })
    .from(consents)
    .where(
      and(
        eq(consents.schoolId, ctx.schoolId),
        inArray(consents.admissionNumber, numbers),
        eq(consents.status, "published"),
        isNull(consents.deletedAt),
        isNull(consents.withdrawnOn),
        sql`${rule.use} = any(${consents.uses})`,
      ),
    );
  const missing = numbers.filter((number) => !given.some((row) => row.number === number));
  if (missing.length === 0) return undefined;
  return {
    field: "children",
    message:
      `No parent's consent to show ${missing.join(", ")} (${rule.use.toLowerCase()}) is recorded: ` +
      "record it under Consents (the office does) first, or save this as a draft.",
  };
}

/** Deleted records can be restored for this long, then they are gone. */
export const restorableDays = 30;

export type Row = Record<string, unknown> & {
  id: string;
  status: "draft" | "published";
  publishAt: Date | null;
  expireAt: Date | null;
  deletedAt: Date | null;
  version: number;
  updatedAt: Date;
};

/** The form's values as columns: empty dates are null, wall-clock times are instants. */
function toColumns(kind: RecordKindName, input: RecordInput, timeZone: string) {
  const columns: Record<string, unknown> = {};
  for (const spec of [...recordKinds[kind].fields, ...lifeFields]) {
    const value = input[spec.name];
    if (spec.type === "date") columns[spec.name] = value === "" ? null : value;
    else if (spec.type === "dateTime") {
      columns[spec.name] = value === "" ? null : (instantAt(String(value), timeZone) ?? null);
    } else if (spec.type === "markdown") {
      // Stored as the HTML the site shows (spec 3), made safe on the way in as well as out.
      columns[spec.name] = sanitizeMessage(marked.parse(String(value), { async: false }));
    } else if (spec.type === "photos") {
      // The paths in their order (the first is the cover), and a caption for each beside them.
      const photos = value as Photo[];
      columns[spec.name] = photos.map((photo) => photo.path);
      columns.captions = photos.map((photo) => photo.caption);
    } else columns[spec.name] = value;
  }
  columns.status = input.status;
  return columns;
}

/** A row as the office's form shows it. */
function toValues(kind: RecordKindName, row: Row, timeZone: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const spec of [...recordKinds[kind].fields, ...lifeFields]) {
    const value = row[spec.name];
    if (spec.type === "dateTime") {
      values[spec.name] = value instanceof Date ? wallClockAt(value, timeZone) : "";
    } else if (spec.type === "flag") values[spec.name] = value === true;
    else if (spec.type === "files" || spec.type === "choices" || spec.type === "children") {
      values[spec.name] = Array.isArray(value) ? value : [];
    } else if (spec.type === "photos") {
      const captions = Array.isArray(row.captions) ? (row.captions as string[]) : [];
      values[spec.name] = (Array.isArray(value) ? (value as string[]) : []).map(
        (path, i): Photo => ({ path, caption: captions[i] ?? "" }),
      );
    } else values[spec.name] = value ?? "";
  }
  return values;
}

function stateOf(row: Row, now: Date): OfficeRecord["state"] {
  if (row.deletedAt) return "deleted";
  if (row.status === "draft") return "draft";
  if (row.expireAt && row.expireAt <= now) return "expired";
  if (row.publishAt && row.publishAt > now) return "scheduled";
  return "live";
}

export function toRecord(
  kind: RecordKindName,
  row: Row,
  timeZone: string,
  now: Date,
): OfficeRecord {
  const values = toValues(kind, row, timeZone);
  const hindi = hasHindi(kind) ? hindiOf(row) : undefined;
  return {
    id: row.id,
    kind,
    values,
    status: row.status,
    publishAt: String(values.publishAt ?? ""),
    expireAt: String(values.expireAt ?? ""),
    state: stateOf(row, now),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    ...(row.deletedAt && { deletedAt: row.deletedAt.toISOString() }),
    ...(hindi && { hindi }),
    ...(typeof row.slug === "string" && row.slug && { slug: row.slug }),
  };
}

/** A row's Hindi as the office sees it: whether the Hindi on the site is older than its English. */
function hindiOf(row: Row): RecordHindi {
  const { published, draft } = (row.hindi as HindiColumn | null) ?? {};
  return {
    ...(published && { published: { ...published, older: isOlder(published, row) } }),
    ...(draft && { draft }),
  };
}

/** What changed between two sets of values, field by field. */
function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = [before[key] ?? null, after[key] ?? null];
    }
  }
  return changes;
}

export interface RecordContext {
  db: Db;
  schoolId: string;
  timeZone: string;
  now: Date;
}

export async function getRecord(
  ctx: RecordContext,
  kind: RecordKindName,
  id: string,
): Promise<OfficeRecord | undefined> {
  const { table } = tables[kind];
  const [row] = (await ctx.db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.schoolId, ctx.schoolId)))
    .limit(1)) as Row[];
  return row && toRecord(kind, row, ctx.timeZone, ctx.now);
}

export type CreateOutcome =
  | { outcome: "saved"; record: OfficeRecord }
  | { outcome: "conflict"; field: string; message: string };

export async function createRecord(
  ctx: RecordContext,
  kind: RecordKindName,
  input: RecordInput,
  actor: Actor,
): Promise<CreateOutcome> {
  const created = await createRecords(ctx, kind, [input], actor);
  return created.outcome === "saved"
    ? { outcome: "saved", record: created.records[0]! }
    : { outcome: "conflict", field: created.field, message: created.message };
}

/** Creates every record or none (an import), each with its line in the audit log. */
export async function createRecords(
  ctx: RecordContext,
  kind: RecordKindName,
  inputs: readonly RecordInput[],
  actor: Actor,
): Promise<
  | { outcome: "saved"; records: OfficeRecord[] }
  | { outcome: "conflict"; row: number; field: string; message: string }
> {
  const { table } = tables[kind];
  const unique = uniqueFields[kind];
  const rows = inputs.map((input) => toColumns(kind, input, ctx.timeZone));
  return writeContent(ctx.db, ctx.schoolId, async (tx) => {
    const seen = new Set<unknown>();
    for (const [index, columns] of rows.entries()) {
      const unconsented =
        (await withoutConsent(tx, ctx, kind, columns)) ??
        (await unpublishable(tx, kind, inputs[index]!));
      if (unconsented) return { outcome: "conflict", row: index + 1, ...unconsented } as const;
      const clash = await clashes(tx, ctx, kind, columns);
      const repeated = unique && seen.has(columns[unique.field]);
      if (unique) seen.add(columns[unique.field]);
      if (clash || repeated) {
        return {
          outcome: "conflict",
          row: index + 1,
          field: unique!.field,
          message: clash ? unique!.message : "This admission number is on an earlier row too.",
        } as const;
      }
    }
    const records: OfficeRecord[] = [];
    // Rows keep the order they were given in, where the site shows "the first".
    for (const [index, columns] of rows.entries()) {
      const [row] = (await tx
        .insert(table)
        .values({
          ...columns,
          position: index,
          schoolId: ctx.schoolId,
          updatedAt: ctx.now,
        } as never)
        .returning()) as Row[];
      const record = toRecord(kind, row!, ctx.timeZone, ctx.now);
      // Subscribed parents hear of a published notice, circular or event at its time.
      await announceLater(tx, ctx.schoolId, kind, row!, ctx.now);
      await audit(tx, ctx.schoolId, actor, {
        action: inputs.length > 1 ? "import" : "create",
        kind,
        recordId: row!.id,
        changes: changesBetween({}, { ...record.values, status: record.status }),
      });
      records.push(record);
    }
    // A new notice, event, circular or album gets its own page's address.
    if (addressedKinds.has(kind)) await addMissingAddresses(tx, ctx.timeZone, ctx.schoolId);
    return { outcome: "saved", records } as const;
  });
}

/** A record of the school read for a save in `tx`: held until the save is done. */
export async function lockedRow(
  tx: Tx,
  ctx: RecordContext,
  kind: RecordKindName,
  id: string,
): Promise<Row | undefined> {
  const { table } = tables[kind];
  const [row] = (await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.schoolId, ctx.schoolId)))
    .for("update")) as Row[];
  return row;
}

export type SaveOutcome =
  | { outcome: "saved"; record: OfficeRecord }
  | { outcome: "stale"; current: OfficeRecord }
  | { outcome: "conflict"; field: string; message: string }
  | { outcome: "missing" };

/**
 * Saves `input` over the record if nobody has saved it since `version` was read; otherwise the
 * record as it stands now is given back, so the clerk can compare and nothing is overwritten.
 */
export async function updateRecord(
  ctx: RecordContext,
  kind: RecordKindName,
  id: string,
  input: RecordInput,
  version: number,
  actor: Actor,
): Promise<SaveOutcome> {
  const { table } = tables[kind];
  const columns = toColumns(kind, input, ctx.timeZone);
  return writeContent(ctx.db, ctx.schoolId, async (tx) => {
    const before = await lockedRow(tx, ctx, kind, id);
    if (!before) return { outcome: "missing" } as const;
    const old = toRecord(kind, before, ctx.timeZone, ctx.now);
    if (before.version !== version) return { outcome: "stale", current: old } as const;
    const clash = before.deletedAt
      ? undefined
      : ((await withoutConsent(tx, ctx, kind, columns)) ??
        (await unpublishable(tx, kind, input)) ??
        (await clashes(tx, ctx, kind, columns, id)));
    if (clash) return { outcome: "conflict", ...clash } as const;
    const [row] = (await tx
      .update(table)
      .set({ ...columns, version: sql`${table.version} + 1`, updatedAt: ctx.now } as never)
      .where(eq(table.id, id))
      .returning()) as Row[];
    const record = toRecord(kind, row!, ctx.timeZone, ctx.now);
    await announceLater(tx, ctx.schoolId, kind, row!, ctx.now, before);
    await audit(tx, ctx.schoolId, actor, {
      action: "update",
      kind,
      recordId: id,
      changes: changesBetween(
        { ...old.values, status: old.status },
        { ...record.values, status: record.status },
      ),
    });
    return { outcome: "saved", record } as const;
  });
}

/** Deletes softly (restorable for 30 days) or restores; `version` guards as a save does. */
export async function setDeleted(
  ctx: RecordContext,
  kind: RecordKindName,
  id: string,
  deleted: boolean,
  actor: Actor,
): Promise<SaveOutcome> {
  const { table } = tables[kind];
  return writeContent(ctx.db, ctx.schoolId, async (tx): Promise<SaveOutcome> => {
    if (!deleted) {
      // Restored beside one that took its place: the clerk must choose which stays.
      const [was] = (await tx
        .select()
        .from(table)
        .where(and(eq(table.id, id), eq(table.schoolId, ctx.schoolId)))
        .limit(1)) as Row[];
      const clash = was && (await clashes(tx, ctx, kind, was, id));
      if (clash) return { outcome: "conflict", ...clash };
    }
    const [row] = (await tx
      .update(table)
      .set({
        deletedAt: deleted ? ctx.now : null,
        version: sql`${table.version} + 1`,
        updatedAt: ctx.now,
      } as never)
      .where(
        and(
          eq(table.id, id),
          eq(table.schoolId, ctx.schoolId),
          deleted ? isNull(table.deletedAt) : isNotNull(table.deletedAt),
        ),
      )
      .returning()) as Row[];
    if (!row) return { outcome: "missing" } as const;
    if (!deleted) await announceLater(tx, ctx.schoolId, kind, row, ctx.now);
    await audit(tx, ctx.schoolId, actor, {
      action: deleted ? "delete" : "restore",
      kind,
      recordId: id,
      changes: {},
    });
    return { outcome: "saved", record: toRecord(kind, row, ctx.timeZone, ctx.now) } as const;
  });
}

/** Records deleted more than 30 days ago are removed for good. */
export async function purgeDeleted(ctx: RecordContext, kind: RecordKindName): Promise<void> {
  const { table } = tables[kind];
  const cutoff = new Date(ctx.now.getTime() - restorableDays * 24 * 60 * 60 * 1000);
  const due = and(eq(table.schoolId, ctx.schoolId), lt(table.deletedAt, cutoff));
  // Asked first, through the deleted records' own index: a delete that finds nothing still
  // costs a write's milliseconds, on every list read.
  const [any] = await ctx.db.select({ id: table.id }).from(table).where(due).limit(1);
  if (any) await ctx.db.delete(table).where(due);
}

/** What a clerk may do to many records at once from a list. */
export const bulkActions = ["publish", "take-down", "delete"] as const;
export type BulkAction = (typeof bulkActions)[number];

export interface BulkOutcome {
  /** The records changed. */
  done: string[];
  /** Those left as they were, and why ("already a draft", a field's message). */
  skipped: { id: string; reason: string }[];
}

/**
 * Publishes, takes down or deletes each of `ids`, one at a time and each as a save of its own:
 * checked, announced and logged as if the clerk had opened it, so one that cannot be changed
 * (a rule it breaks now, someone saving it meanwhile) is said and the others are done.
 * Publishing makes a draft published (a scheduled one keeps its time) and brings back one taken
 * down; taking down ends a live one now and turns a scheduled one back into a draft.
 */
export async function bulkChange(
  ctx: RecordContext,
  kind: RecordKindName,
  ids: readonly string[],
  action: BulkAction,
  actor: Actor,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], skipped: [] };
  const check = recordSchema(kind);
  for (const id of new Set(ids)) {
    const record = await getRecord(ctx, kind, id);
    if (!record || record.state === "deleted") {
      outcome.skipped.push({ id, reason: "It is not there any more." });
      continue;
    }
    if (action === "delete") {
      const deleted = await setDeleted(ctx, kind, id, true, actor);
      if (deleted.outcome === "saved") outcome.done.push(id);
      else outcome.skipped.push({ id, reason: "It could not be deleted just now." });
      continue;
    }
    const life = lifeAfter(action, record, wallClockAt(ctx.now, ctx.timeZone));
    if (!life) {
      outcome.skipped.push({
        id,
        reason: action === "publish" ? "It is on the site already." : "It is not on the site.",
      });
      continue;
    }
    const input = check.safeParse({ ...record.values, ...life });
    if (!input.success) {
      outcome.skipped.push({ id, reason: input.error.issues[0]?.message ?? "A field is wrong." });
      continue;
    }
    const saved = await updateRecord(
      ctx,
      kind,
      id,
      input.data as RecordInput,
      record.version,
      actor,
    );
    if (saved.outcome === "saved") outcome.done.push(id);
    else if (saved.outcome === "conflict") outcome.skipped.push({ id, reason: saved.message });
    else outcome.skipped.push({ id, reason: "Someone saved it meanwhile; open it to see." });
  }
  return outcome;
}

/** The status and times a record takes for `action`, or undefined when it has them already. */
function lifeAfter(
  action: "publish" | "take-down",
  record: OfficeRecord,
  now: string,
): { status: "draft" | "published"; publishAt?: string; expireAt?: string } | undefined {
  if (action === "publish") {
    if (record.state === "draft") return { status: "published" };
    if (record.state === "expired") return { status: "published", expireAt: "" };
    return undefined;
  }
  if (record.state === "scheduled") return { status: "draft" };
  if (record.state === "live") return { status: "published", expireAt: now };
  return undefined;
}
