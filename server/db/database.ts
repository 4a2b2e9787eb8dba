import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import { serverNodeArgs } from "../process/process-settings.ts";
import { scriptBeside } from "../process/script-beside.ts";
import { migrationsFolder, newestMigration } from "./migrations.ts";
import { shareContentChanges } from "./change-notices.ts";
import type { Db, Tx } from "./db.ts";
import { startPgliteThread } from "./pglite-remote.ts";
import { pgliteStartParams } from "./pglite-settings.ts";
import * as schema from "./schema.ts";

export type { Db, Tx };

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL's connections, for what shares them beside Drizzle (the rate limits' store). */
  pool?: pg.Pool;
  /**
   * Runs `work` while no other instance on this database runs theirs (a PostgreSQL advisory
   * lock): instances started together migrate and seed one after the other.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Whether this process hears of changes other processes make (always, on PGlite). */
  listening(): boolean;
  /** Answers whether the database can run a query right now. */
  ping(): Promise<boolean>;
  /** Writes everything to disk and closes; safe to call twice. */
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite under `dataDir` (or in memory when
 * `dataDir` is "memory://"). Migrations run before the database is handed out.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    // No JIT: the site's queries take milliseconds, and PostgreSQL compiles any whose estimated
    // cost passes jit_above_cost (a search over ten years of notices), which took 40 ms of a
    // 45 ms search. PGlite has no JIT, so both databases now run the same plans alike.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: "-c jit=off",
    });
    // An idle connection the server ended (a restart, a failover, an idle timeout) is reported
    // here; unheard, it would end the process. The pool drops it and opens another when asked.
    pool.on("error", (error) =>
      console.error(`A database connection was lost and will be replaced: ${error.message}`),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const exclusively = <T>(work: (client: pg.PoolClient) => Promise<T>) =>
      advisoryLocked(pool, work);
    await exclusively((client) => migratePg(drizzlePg(client), { migrationsFolder }));
    const notices = shareContentChanges(db, pool, options.databaseUrl);
    await notices.started;
    let closing: Promise<void> | undefined;
    return {
      db,
      kind: "postgres",
      pool,
      exclusively: (work) => exclusively(() => work()),
      listening: notices.listening,
      ping: () => ping(db),
      close() {
        closing ??= notices.close().then(() => pool.end());
        return closing;
      },
    };
  }

  const dataDir =
    options.dataDir === "memory://" ? undefined : path.join(options.dataDir, "pglite");
  if (dataDir && isNewPglite(options.dataDir)) await makePglite(dataDir);
  if (dataDir) await migrateApart(dataDir, path.join(options.dataDir, "pglite-migrated"));
  const client = await startPgliteThread({ dataDir, startParams: pgliteStartParams });
  // Drizzle asks of its client only what the thread's client answers (pglite-remote.ts).
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  await migratePglite(db, { migrationsFolder });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: "pglite",
    // This process is PGlite's only user (server.lock).
    exclusively: (work) => work(),
    listening: () => true,
    ping: () => ping(db),
    close() {
      closing ??= client.close();
      return closing;
    },
  };
}

/** Whether DATA_DIR holds no PGlite database yet (openDatabase would make one). */
export function isNewPglite(dataDir: string): boolean {
  return dataDir !== "memory://" && !fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"));
}

/** A new PGlite database in `folder`, made by a process of its own (make-pglite.ts says why). */
async function makePglite(folder: string): Promise<void> {
  const script = scriptBeside(import.meta.url, "make-pglite");
  const args = serverNodeArgs(script, folder);
  const { stdout } = await promisify(execFile)(process.execPath, args).catch((error: unknown) => {
    const { stderr } = error as { stderr?: string };
    throw new Error(`No PGlite database could be made: ${stderr || String(error)}`);
  });
  const { peakMb, copied } = JSON.parse(stdout) as { peakMb: number; copied: boolean };
  console.log(
    `Made a new PGlite database in ${folder} (a process of its own, peak ${peakMb} MB` +
      `${copied ? ", copied from the build's empty one" : ""})`,
  );
}

/**
 * Brings the database in `folder` up to the newest migration and its statistics up to date in a
 * process of its own (migrate-pglite.ts says why), unless `marker` says both are, the statistics
 * less than a week old. The server migrates again once it has opened the database, which then
 * finds nothing to do.
 */
async function migrateApart(folder: string, marker: string): Promise<void> {
  const newest = newestMigration();
  const [tag, at] = fs.existsSync(marker) ? fs.readFileSync(marker, "utf8").split("\n") : [];
  const age = Date.now() - new Date(at ?? 0).getTime();
  if (tag === newest && age >= 0 && age < 7 * 24 * 3600 * 1000) return;
  const script = scriptBeside(import.meta.url, "migrate-pglite");
  const args = serverNodeArgs(script, folder, marker);
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: unknown) => {
    const { stderr } = error as { stderr?: string };
    throw new Error(`The PGlite database could not be migrated: ${stderr || String(error)}`);
  });
  const { peakMb } = JSON.parse(stdout) as { peakMb: number };
  console.log(
    `Migrated the PGlite database to ${newest} and gathered its statistics (a process of its own, peak ${peakMb} MB)`,
  );
}

// Any fixed number: the one lock every instance of this backend takes to migrate and seed.
const startLock = 4_715_001;

async function advisoryLocked<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [startLock]);
    try {
      return await work(client);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [startLock]);
    }
  } finally {
    client.release();
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
