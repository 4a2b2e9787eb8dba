import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import { projectRoot } from "../project-root.ts";
import * as schema from "./schema.ts";

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Answers whether the database can run a query right now. */
  ping(): Promise<boolean>;
  /** Writes everything to disk and closes; safe to call twice. */
  close(): Promise<void>;
}

const migrationsFolder = path.join(projectRoot, "drizzle");

/**
 * PostgreSQL when a URL is given, otherwise PGlite under `dataDir` (or in memory when
 * `dataDir` is "memory://"). Migrations run before the database is handed out.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    let closed = false;
    return {
      db,
      kind: "postgres",
      ping: () => ping(db),
      async close() {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  const client =
    options.dataDir === "memory://"
      ? new PGlite()
      : new PGlite(path.join(options.dataDir, "pglite"));
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    close() {
      closing ??= (async () => {
        await client.exec("CHECKPOINT");
        await client.close();
      })();
      return closing;
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
