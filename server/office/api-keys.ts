import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { audit, type Actor } from "./audit.ts";

export type KeyRole = "editor" | "office";

const digest = (key: string) => createHash("sha256").update(key).digest("hex");

export interface ApiKeyListing {
  id: string;
  name: string;
  role: KeyRole;
  prefix: string;
  createdBy: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * Makes a key and answers it once; only its SHA-256 is kept (a key is 32 random bytes, so a
 * fast hash is enough: there is nothing to guess from it).
 */
export async function createApiKey(
  db: Db,
  schoolId: string,
  input: { name: string; role: KeyRole },
  actor: Actor,
): Promise<{ key: string; listing: ApiKeyListing }> {
  const key = `sk_${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(t.apiKeys)
    .values({
      schoolId,
      name: input.name,
      role: input.role,
      prefix: key.slice(0, 10),
      hash: digest(key),
      createdBy: actor.name,
    })
    .returning();
  await audit(db, schoolId, actor, {
    action: "create",
    kind: "api-key",
    recordId: row!.id,
    changes: { name: [null, input.name], role: [null, input.role] },
  });
  const listing: ApiKeyListing = {
    id: row!.id,
    name: row!.name,
    role: row!.role,
    prefix: row!.prefix,
    createdBy: row!.createdBy,
    createdAt: row!.createdAt,
    lastUsedAt: row!.lastUsedAt,
    revokedAt: row!.revokedAt,
  };
  return { key, listing };
}

export async function listApiKeys(db: Db, schoolId: string): Promise<ApiKeyListing[]> {
  return db
    .select({
      id: t.apiKeys.id,
      name: t.apiKeys.name,
      role: t.apiKeys.role,
      prefix: t.apiKeys.prefix,
      createdBy: t.apiKeys.createdBy,
      createdAt: t.apiKeys.createdAt,
      lastUsedAt: t.apiKeys.lastUsedAt,
      revokedAt: t.apiKeys.revokedAt,
    })
    .from(t.apiKeys)
    .where(eq(t.apiKeys.schoolId, schoolId))
    .orderBy(desc(t.apiKeys.createdAt));
}

export async function revokeApiKey(
  db: Db,
  schoolId: string,
  id: string,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  const revoked = await db
    .update(t.apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(t.apiKeys.id, id), eq(t.apiKeys.schoolId, schoolId), isNull(t.apiKeys.revokedAt)))
    .returning({ id: t.apiKeys.id });
  if (revoked.length === 0) return false;
  await audit(db, schoolId, actor, {
    action: "revoke",
    kind: "api-key",
    recordId: id,
    changes: {},
  });
  return true;
}

/** The school's live key with this value, if any; its last use is noted. */
export async function findApiKey(db: Db, schoolId: string, key: string, now: Date) {
  const [row] = await db
    .update(t.apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(t.apiKeys.hash, digest(key)),
        eq(t.apiKeys.schoolId, schoolId),
        isNull(t.apiKeys.revokedAt),
      ),
    )
    .returning({ id: t.apiKeys.id, name: t.apiKeys.name, role: t.apiKeys.role });
  return row;
}
