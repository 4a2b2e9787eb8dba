import { eq } from "drizzle-orm";
import { AdmissionSettings } from "#contracts/admissions/settings.ts";
import type { Db, Tx } from "../db/database.ts";
import * as t from "../db/schema.ts";

// The school's admission settings (contracts/admissions/settings.ts), one document per school.

/** The settings in force, or undefined when the school takes no applications online. */
export async function readAdmissionSettings(
  db: Db | Tx,
  schoolId: string,
): Promise<AdmissionSettings | undefined> {
  const [row] = await db
    .select({ document: t.admissionSettings.document })
    .from(t.admissionSettings)
    .where(eq(t.admissionSettings.schoolId, schoolId));
  // A document saved under older rules is read as none, never half: the office saves it again.
  const parsed = row && AdmissionSettings.safeParse(row.document);
  return parsed?.success ? parsed.data : undefined;
}

/** Saves checked settings in place of the last; the caller writes the audit line. */
export async function writeAdmissionSettings(
  db: Db | Tx,
  schoolId: string,
  settings: AdmissionSettings,
  savedBy: string,
  now: Date,
): Promise<void> {
  await db
    .insert(t.admissionSettings)
    .values({ schoolId, document: settings, savedAt: now, savedBy })
    .onConflictDoUpdate({
      target: t.admissionSettings.schoolId,
      set: { document: settings, savedAt: now, savedBy },
    });
}
