import { randomBytes } from "node:crypto";
import { and, asc, count, eq, ilike, or } from "drizzle-orm";
import { queryWords } from "#contracts/search.ts";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { Auth, StaffRole } from "./auth.ts";
import { audit, type Actor } from "./audit.ts";
import { largestPage, offsetOf, type Page } from "./list-query.ts";
import { weakPassword } from "./password-strength.ts";

export const staffRoles = ["administrator", "editor", "contributor", "office"] as const;

/** A password as typed: its length; how guessable it is is `weakPassword`'s to say. */
export const Password = z
  .string()
  .min(10, "Password must be at least 10 characters.")
  .max(200, "Password is too long.");

/** What an administrator fills in for a new account. */
export const NewStaff = z.object({
  name: z.string().trim().min(1, "Name is required.").max(100, "Name is too long."),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Email is required.")
    .pipe(z.email("Email is not valid.")),
  role: z.enum(staffRoles, { error: "Choose a role." }),
  password: Password,
});
export type NewStaff = z.infer<typeof NewStaff>;

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  disabled: boolean;
}

export class StaffError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/** A password nobody has to type: for the first administrator and for resets. */
export const temporaryPassword = () => randomBytes(12).toString("base64url");

const unusableEmail =
  "This email cannot be used for a new account. Please use another address, such as the " +
  "person's own school email.";

/** Makes an account; the e-mail must not be in use (by this or any school). */
export async function createStaff(
  auth: Auth,
  db: Db,
  schoolId: string,
  input: NewStaff,
  actor: Actor,
): Promise<StaffMember> {
  const ctx = await auth.$context;
  const [taken] = await db
    .select({ id: t.officeUsers.id })
    .from(t.officeUsers)
    .where(eq(t.officeUsers.email, input.email))
    .limit(1);
  // One answer wherever the address is used: an administrator learns nothing of other schools'
  // staff from it (and this school's own are in the list of accounts anyway).
  if (taken) throw new StaffError("email", unusableEmail);
  const weak = await weakPassword(input.password, input);
  if (weak) throw new StaffError("password", weak);
  const user = await ctx.internalAdapter.createUser(
    {
      name: input.name,
      email: input.email,
      emailVerified: true,
      role: input.role,
      schoolId,
    },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  await audit(db, schoolId, actor, {
    action: "create",
    kind: "account",
    recordId: user.id,
    changes: { name: [null, input.name], email: [null, input.email], role: [null, input.role] },
  });
  return {
    id: user.id,
    name: input.name,
    email: input.email,
    role: input.role,
    twoFactorEnabled: false,
    disabled: false,
  };
}

/** Whether the account with this e-mail (if any) may sign in at this school: on, and its own. */
export async function maySignIn(db: Db, email: string, schoolId: string): Promise<boolean> {
  const [row] = await db
    .select({ schoolId: t.officeUsers.schoolId, disabled: t.officeUsers.disabled })
    .from(t.officeUsers)
    .where(eq(t.officeUsers.email, email))
    .limit(1);
  return !row || (row.schoolId === schoolId && !row.disabled);
}

export interface StaffQuery {
  /** Words each found in the name or the e-mail. */
  q?: string;
  role?: StaffRole;
}

/** A page of the school's accounts by name, as `query` narrows them, and how many in all. */
export async function listStaff(
  db: Db,
  schoolId: string,
  query: StaffQuery = {},
  page: Page = { page: 1, limit: largestPage },
): Promise<{ staff: StaffMember[]; total: number }> {
  const u = t.officeUsers;
  const words = queryWords(query.q ?? "");
  // A school has a few dozen accounts: its own rows, found by the school's index, are looked
  // through here rather than by an index of their words.
  const where = and(
    eq(u.schoolId, schoolId),
    query.role ? eq(u.role, query.role) : undefined,
    // Letters and digits only (queryWords), so no word holds LIKE's wildcards.
    ...words.map((word) => or(ilike(u.name, `%${word}%`), ilike(u.email, `%${word}%`))),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(u)
      .where(where)
      .orderBy(asc(u.name), asc(u.id))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(u).where(where),
  ]);
  return {
    staff: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      twoFactorEnabled: row.twoFactorEnabled,
      disabled: row.disabled,
    })),
    total: Number(counted?.total ?? 0),
  };
}

async function member(db: Db, schoolId: string, id: string) {
  const [row] = await db
    .select()
    .from(t.officeUsers)
    .where(and(eq(t.officeUsers.id, id), eq(t.officeUsers.schoolId, schoolId)))
    .limit(1);
  return row;
}

/**
 * Sets a new password and signs the account out everywhere, so whoever knew the old one is
 * out too. Its second factor stays. A password easy to guess is refused (`StaffError`).
 */
export async function resetPassword(
  auth: Auth,
  db: Db,
  schoolId: string,
  id: string,
  password: string,
  actor: Actor,
): Promise<boolean> {
  const row = await member(db, schoolId, id);
  if (!row) return false;
  const weak = await weakPassword(password, row);
  if (weak) throw new StaffError("password", weak);
  const ctx = await auth.$context;
  await ctx.internalAdapter.updatePassword(id, await ctx.password.hash(password));
  await ctx.internalAdapter.deleteUserSessions(id);
  await audit(db, schoolId, actor, {
    action: "reset-password",
    kind: "account",
    recordId: id,
    changes: {},
  });
  return true;
}

/** Changes an account's role or turns it off (which signs it out everywhere). */
export async function updateStaff(
  auth: Auth,
  db: Db,
  schoolId: string,
  id: string,
  change: { role?: StaffRole; disabled?: boolean },
  actor: Actor,
): Promise<boolean> {
  const row = await member(db, schoolId, id);
  if (!row) return false;
  const changes: Record<string, [unknown, unknown]> = {};
  if (change.role && change.role !== row.role) changes.role = [row.role, change.role];
  if (change.disabled !== undefined && change.disabled !== row.disabled) {
    changes.disabled = [row.disabled, change.disabled];
  }
  if (Object.keys(changes).length === 0) return true;
  await db
    .update(t.officeUsers)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(t.officeUsers.id, id));
  if (change.disabled || change.role) {
    // A narrower role or a disabled account takes effect now, not at the next sign-in.
    await (await auth.$context).internalAdapter.deleteUserSessions(id);
  }
  await audit(db, schoolId, actor, { action: "update", kind: "account", recordId: id, changes });
  return true;
}
