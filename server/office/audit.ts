import { and, asc, count, desc, eq, lt } from "drizzle-orm";
import { blockName, shownChanges } from "#contracts/audit-changes.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import {
  inPeriod,
  offsetOf,
  yearSpan,
  yearsBetween,
  type Page,
  type Period,
} from "./list-query.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who did something in the office, as the log keeps them. */
export interface Actor {
  id: string | null;
  name: string;
}

/** Field by field, what it was and what it became. */
export type Changes = Record<string, [unknown, unknown]>;

export interface AuditEntry {
  action: string;
  kind: string;
  recordId?: string;
  changes: Changes;
  /** When, where the caller's clock says otherwise than the database's (a review's day). */
  at?: Date;
}

/**
 * Writes one line of the audit log, in the same transaction as the change it records: of the
 * values given (whole blocks, settings, a record's fields), only those that changed, each down
 * to the cell or line it is (contracts/audit-changes.ts).
 */
export async function audit(db: Db | Tx, schoolId: string, actor: Actor, entry: AuditEntry) {
  await db.insert(t.auditLog).values({
    schoolId,
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    kind: entry.kind,
    recordId: entry.recordId ?? null,
    ...(entry.at && { at: entry.at }),
    // Only a page is made of blocks; a record's own `type` field is a field like any other.
    changes: shownChanges(entry.changes, entry.kind === "page" ? blockName : undefined),
  });
}

export interface AuditQuery extends Period {
  /** Lines older than this (a caller that pages by time). */
  before?: Date;
  recordId?: string;
  /** What it was done to: a kind of record, "account", "api-key", "pdf"... */
  kind?: string;
  /** Who did it: the id of a member of staff or an API key. */
  actorId?: string;
  /** Newest first unless `oldest`. */
  sort?: "newest" | "oldest";
}

function matching(schoolId: string, query: AuditQuery, timeZone: string) {
  return and(
    eq(t.auditLog.schoolId, schoolId),
    query.before && lt(t.auditLog.at, query.before),
    query.recordId ? eq(t.auditLog.recordId, query.recordId) : undefined,
    query.kind ? eq(t.auditLog.kind, query.kind) : undefined,
    query.actorId ? eq(t.auditLog.actorId, query.actorId) : undefined,
    inPeriod(t.auditLog.at, "instant", query, timeZone),
  );
}

/** The lines `query` asks for, newest first (or oldest), `limit` of them (100 unless said). */
export async function readAudit(
  db: Db,
  schoolId: string,
  query: AuditQuery & { limit?: number; offset?: number; timeZone?: string } = {},
) {
  const order =
    query.sort === "oldest"
      ? [asc(t.auditLog.at), asc(t.auditLog.id)]
      : [desc(t.auditLog.at), desc(t.auditLog.id)];
  return db
    .select()
    .from(t.auditLog)
    .where(matching(schoolId, query, query.timeZone ?? "UTC"))
    .orderBy(...order)
    .limit(query.limit ?? 100)
    .offset(query.offset ?? 0);
}

/** A page of the lines `query` asks for, and how many there are in all. */
export async function auditPage(
  db: Db,
  schoolId: string,
  query: AuditQuery,
  page: Page,
  timeZone: string,
) {
  const [lines, [counted]] = await Promise.all([
    readAudit(db, schoolId, { ...query, limit: page.limit, offset: offsetOf(page), timeZone }),
    db
      .select({ total: count() })
      .from(t.auditLog)
      .where(matching(schoolId, query, timeZone)),
  ]);
  return { lines, total: Number(counted?.total ?? 0) };
}

/**
 * Who may have done something in the school's office, as the log names them (an account's id,
 * an API key's as `api-key:{id}`): the choices of the log's and the lists' author filters. Read
 * from the accounts and keys, a handful, rather than from the log, which grows for ever.
 */
export async function auditAuthors(db: Db, schoolId: string) {
  const [people, keys] = await Promise.all([
    db
      .select({ id: t.officeUsers.id, name: t.officeUsers.name })
      .from(t.officeUsers)
      .where(eq(t.officeUsers.schoolId, schoolId))
      .orderBy(asc(t.officeUsers.name)),
    db
      .select({ id: t.apiKeys.id, name: t.apiKeys.name })
      .from(t.apiKeys)
      .where(eq(t.apiKeys.schoolId, schoolId))
      .orderBy(asc(t.apiKeys.name)),
  ]);
  return [
    ...people,
    ...keys.map((key) => ({ id: `api-key:${key.id}`, name: `API key "${key.name}"` })),
  ];
}

/** The years the school's log has lines in, newest first, by the school's clock. */
export async function auditYears(db: Db, schoolId: string, timeZone: string) {
  const [span] = await db
    .select(yearSpan(t.auditLog.at, "instant", timeZone))
    .from(t.auditLog)
    .where(eq(t.auditLog.schoolId, schoolId));
  return yearsBetween(span);
}
