// `node server/db/migrate-pglite.ts <folder> <marker>`: brings the PGlite database in <folder> up
// to the newest migration, gathers the planner's statistics and exits, then writes the newest
// migration's tag and the day to <marker>. PGlite has no autovacuum: without fresh statistics the
// planner takes a school grown over the years for the few rows it had once, and reads every row
// rather than an index. openDatabase runs it in a process of its own when the marker names an
// older migration or is a week old: a
// migration that rewrites every row (a school's ten years of notices given new words) grows
// PGlite's memory to hundreds of megabytes, and WebAssembly's memory never shrinks, so a server
// that migrated in its own thread would carry that peak for the rest of its life.
// Prints its peak memory, as JSON.
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { pgliteStartParams } from "./pglite-settings.ts";
import { migrationsFolder, newestMigration } from "./migrations.ts";

const [folder, marker] = process.argv.slice(2);
if (!folder || !marker) throw new Error("usage: migrate-pglite.ts <folder> <marker>");
const client = new PGlite({ dataDir: folder, startParams: pgliteStartParams });
await client.waitReady;
await migrate(drizzle(client), { migrationsFolder });
await client.exec("analyze");
await client.close();
fs.writeFileSync(marker, `${newestMigration()}\n${new Date().toISOString()}\n`);
process.stdout.write(JSON.stringify({ peakMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
