import { lt } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";

/**
 * How long a used code is remembered: the app's window accepts a code from one 30-second step
 * before to one after its own, 90 seconds in all; a little more covers clocks apart.
 */
const rememberedMs = 3 * 60_000;

/**
 * Marks a second-step code as used by this account: true the first time, false while it is
 * still remembered, even for two uses at the same moment (the table's key decides). Codes past
 * their window are forgotten on the way, since an app shows the same six digits again later.
 */
export async function useCodeOnce(db: Db, userId: string, code: string, now: Date) {
  await db
    .delete(t.officeUsedCodes)
    .where(lt(t.officeUsedCodes.usedAt, new Date(now.getTime() - rememberedMs)));
  const kept = await db
    .insert(t.officeUsedCodes)
    .values({ userId, code, usedAt: now })
    .onConflictDoNothing()
    .returning({ code: t.officeUsedCodes.code });
  return kept.length === 1;
}
