import fs from "node:fs";
import { newestMigration } from "./migrations.ts";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./database.ts";

// A data folder's first start makes its PGlite database in a process of its own
// (make-pglite.ts); what matters to the school is that the database is whole and kept.

const opened: Database[] = [];
const dataDirs: string[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function newDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "database-"));
  dataDirs.push(dir);
  return dir;
}
async function open(dataDir: string) {
  const database = await openDatabase({ dataDir });
  opened.push(database);
  return database;
}

describe("a PGlite data folder", () => {
  it("gets a migrated database on its first start that keeps what is written", async () => {
    const dataDir = newDataDir();
    const first = await open(dataDir);
    await first.db.execute(sql`insert into schools (school_code, name) values ('TEST', 'Test')`);
    await first.close();

    const again = await open(dataDir);
    const rows = await again.db.execute(sql`select name from schools where school_code = 'TEST'`);
    expect(rows.rows).toEqual([{ name: "Test" }]);
    // Beside the database, what says it was migrated, and to what, by a process of its own.
    expect(fs.readdirSync(dataDir)).toEqual(["pglite", "pglite-migrated"]);
    const marker = path.join(dataDir, "pglite-migrated");
    expect(fs.readFileSync(marker, "utf8").split("\n")[0]).toBe(newestMigration());
  }, 60_000);

  it("is made afresh after a first start cut short while making it", async () => {
    const dataDir = newDataDir();
    fs.mkdirSync(path.join(dataDir, "pglite.making"));
    fs.writeFileSync(path.join(dataDir, "pglite.making", "PG_VERSION"), "half");

    const database = await open(dataDir);
    expect(await database.ping()).toBe(true);
    expect(fs.readdirSync(dataDir)).toEqual(["pglite", "pglite-migrated"]);
  }, 60_000);

  it("is not overwritten when it holds files that are not a database", async () => {
    const dataDir = newDataDir();
    fs.mkdirSync(path.join(dataDir, "pglite"));
    fs.writeFileSync(path.join(dataDir, "pglite", "notes.txt"), "kept");

    await expect(openDatabase({ dataDir })).rejects.toThrow(/holds files but no database/);
    expect(fs.readFileSync(path.join(dataDir, "pglite", "notes.txt"), "utf8")).toBe("kept");
  }, 60_000);
});
