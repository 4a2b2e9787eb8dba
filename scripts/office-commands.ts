// What `npm run office` does (scripts/office.ts opens the database and prints the answer).
import { eq } from "drizzle-orm";
import type { Db } from "../server/db/database.ts";
import * as t from "../server/db/schema.ts";
import type { Auth } from "../server/office/auth.ts";
import { createStaff, resetPassword, temporaryPassword, NewStaff } from "../server/office/staff.ts";
import { findSchool } from "../server/services/schools.ts";

export type CommandResult = { ok: true; text: string } | { ok: false; error: string };

const commandLine = { id: null, name: "npm run office" };

export const usage = `Usage:
  npm run office -- create-admin --email EMAIL --name "FULL NAME" [--school-name "SCHOOL NAME"]
  npm run office -- reset-password --email EMAIL`;

/** The value after `--name` in `args`, if any. */
export function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

/**
 * Makes an administrator of `schoolCode` (the school too, if this database has none yet) with
 * a new random password, printed once. They set up their second step at the first sign-in.
 */
export async function createAdmin(
  db: Db,
  auth: Auth,
  schoolCode: string,
  args: readonly string[],
): Promise<CommandResult> {
  const email = option(args, "email");
  const name = option(args, "name");
  if (!email || !name) return { ok: false, error: usage };
  let school = await findSchool(db, schoolCode);
  if (!school) {
    const schoolName = option(args, "school-name");
    if (!schoolName) {
      return {
        ok: false,
        error: `There is no school ${schoolCode} in this database yet: add --school-name "…" to make it.`,
      };
    }
    await db.insert(t.schools).values({ schoolCode, name: schoolName });
    school = await findSchool(db, schoolCode);
  }
  const password = temporaryPassword();
  const parsed = NewStaff.safeParse({ name, email, role: "administrator", password });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message };
  try {
    await createStaff(auth, db, school!.id, parsed.data, commandLine);
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  return {
    ok: true,
    text:
      `Made ${parsed.data.email} an administrator of ${schoolCode}.\n` +
      `Password (shown only now): ${password}\n` +
      `Sign in at /office; you will be asked to set up the second step first.`,
  };
}

/** Gives an account a new random password and signs it out everywhere. */
export async function resetStaffPassword(
  db: Db,
  auth: Auth,
  args: readonly string[],
): Promise<CommandResult> {
  const email = option(args, "email")?.trim().toLowerCase();
  if (!email) return { ok: false, error: usage };
  const [user] = await db.select().from(t.officeUsers).where(eq(t.officeUsers.email, email));
  if (!user) return { ok: false, error: `No account has the email ${email}.` };
  const password = temporaryPassword();
  await resetPassword(auth, db, user.schoolId, user.id, password, commandLine);
  return { ok: true, text: `New password for ${email} (shown only now): ${password}` };
}
