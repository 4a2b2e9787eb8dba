import { spawn } from "node:child_process";
import { once } from "node:events";
import type { Config } from "#contracts/config.ts";
import { todayIn } from "#contracts/dates.ts";
import type { Database } from "../db/database.ts";
import type { FileStore } from "../files/file-store.ts";
import { serverNodeArgs } from "./process-settings.ts";
import { scriptBeside } from "./script-beside.ts";

/**
 * The demo school, for `schoolCode` (by default the demo's own); loaded only when it is wanted.
 * Answers whether it was seeded now (false when it was there already).
 */
export async function seedDemo(
  config: Config,
  schoolCode: string | undefined,
  database: Promise<Database>,
  stores: { files: FileStore; privateFiles: FileStore },
): Promise<boolean> {
  const demo = await import("#demo/demo-school.ts");
  const code = schoolCode ?? config.schoolCode ?? demo.demoSchoolCode;
  // The demo's pictures are drawn while the database opens: both take seconds on a first start.
  const [{ db, exclusively }] = await Promise.all([
    database,
    demo.ensureContentFiles({ ...stores, schoolCode: code }),
  ]);
  // Instances started together on one PostgreSQL: the first seeds, the others find it seeded.
  const { seeded } = await exclusively(() =>
    demo.seedDemoSchool({
      db,
      ...stores,
      schoolCode: code,
      today: todayIn(config.timeZone),
      timeZone: config.timeZone,
    }),
  );
  return seeded;
}

/**
 * A first start on a new PGlite data folder, run by a process of its own (first-start.ts says
 * why); its lines are the server's. Rejects when it fails, with what it said on the way.
 */
export async function firstStartInItsOwnProcess(schoolCode: string | undefined): Promise<void> {
  const script = scriptBeside(import.meta.url, "first-start");
  // The channel tells it when this process ends: it must not go on writing beside a new start.
  const child = spawn(
    process.execPath,
    serverNodeArgs(script, ...(schoolCode ? [schoolCode] : [])),
    {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    },
  );
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`The first start's seeding stopped (exit code ${code}).`);
}
