import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database.ts";
import { LocalFileStore } from "../files/file-store.ts";
import { abandonedAfterMs, settleImports, stagingFolder } from "./archive-staging.ts";

// Instances sharing one bucket each settle imports at their start and at each import: an import
// under way on another instance is not theirs to remove.

let database: Database;
let root: string;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  root = fs.mkdtempSync(path.join(os.tmpdir(), "staging-"));
}, 60_000);
afterAll(async () => {
  await database?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("settling imports cut short", () => {
  it("leaves a young uncommitted import to its instance, and removes it once abandoned", async () => {
    const store = new LocalFileStore(root);
    const begun = Date.now();
    const staged = `${stagingFolder}/${begun.toString(36)}-elsewhere/HLCA/public/a.jpg`;
    await store.write(staged, new Uint8Array([1, 2, 3]));

    await settleImports(database.db, store, { now: begun + 60_000 });
    expect(await store.exists(staged)).toBe(true);

    await settleImports(database.db, store, { now: begun + abandonedAfterMs + 1 });
    expect(await store.exists(staged)).toBe(false);
  });

  it("removes everything staged at a start no other process shares", async () => {
    const store = new LocalFileStore(root);
    const staged = `${stagingFolder}/${Date.now().toString(36)}-killed/HLCA/public/b.jpg`;
    await store.write(staged, new Uint8Array([1]));
    await settleImports(database.db, store, { alone: true });
    expect(await store.list(stagingFolder)).toEqual([]);
  });
});
