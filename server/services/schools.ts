import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { schools } from "../db/schema.ts";

export interface School {
  id: string;
  schoolCode: string;
  name: string;
}

/** School codes are matched exactly; a missing school is undefined, never an error. */
export async function findSchool(db: Db, schoolCode: string): Promise<School | undefined> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(schoolCode)) return undefined;
  const [row] = await db
    .select({ id: schools.id, schoolCode: schools.schoolCode, name: schools.name })
    .from(schools)
    .where(eq(schools.schoolCode, schoolCode))
    .limit(1);
  return row;
}
