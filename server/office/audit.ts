import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";

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
}

/** Writes one line of the audit log, in the same transaction as the change it records. */
export async function audit(db: Db | Tx, schoolId: string, actor: Actor, entry: AuditEntry) {
  await db.insert(t.auditLog).values({
    schoolId,
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    kind: entry.kind,
    recordId: entry.recordId ?? null,
    changes: entry.changes,
  });
}

/** The newest lines first, a page at a time (`before`: the last line's time of the page before). */
export async function readAudit(
  db: Db,
  schoolId: string,
  options: { before?: Date; limit?: number; recordId?: string } = {},
) {
  return db
    .select()
    .from(t.auditLog)
    .where(
      and(
        eq(t.auditLog.schoolId, schoolId),
        options.before && lt(t.auditLog.at, options.before),
        options.recordId ? eq(t.auditLog.recordId, options.recordId) : undefined,
      ),
    )
    .orderBy(desc(t.auditLog.at))
    .limit(options.limit ?? 100);
}
