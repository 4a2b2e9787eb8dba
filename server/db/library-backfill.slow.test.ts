import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "./migrations.ts";
import * as t from "./schema.ts";

// A school that uploaded files before the file library existed finds them in it, each by the
// name it was sent with, once its database is migrated; what the daily sweep deleted is not.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The migrations as they were before the library: every one up to `last`. */
function migrationsUpTo(last: string): string {
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith(last));
  journal.entries = journal.entries.slice(0, at + 1);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe("the file library's first migration", () => {
  it("fills the library from the uploads the audit log names, leaving out the swept", async () => {
    const client = new PGlite();
    const db = drizzle(client, { schema: t, casing: "snake_case" });
    await migrate(db, { migrationsFolder: migrationsUpTo("0013") });
    const [school] = await db
      .insert(t.schools)
      .values({ schoolCode: "OLD", name: "An older school" })
      .returning({ id: t.schools.id });
    const schoolId = school!.id;
    const kept = "office/2026/11111111-1111-4111-8111-111111111111.jpg";
    const swept = "office/2026/22222222-2222-4222-8222-222222222222.pdf";
    const upload = (recordId: string, kind: string, name: string) => ({
      schoolId,
      actorName: "Mrs Kaur",
      action: "upload",
      kind,
      recordId,
      changes: { name: [null, name] as [unknown, unknown] },
    });
    await db.insert(t.auditLog).values([
      upload(kept, "picture", "Sports day.jpg"),
      upload(swept, "pdf", "Old circular.pdf"),
      {
        schoolId,
        actorName: "sweep",
        action: "sweep",
        kind: "pdf",
        recordId: swept,
        changes: {},
      },
    ]);

    await migrate(db, { migrationsFolder });
    const library = await db.select().from(t.libraryFiles);
    expect(library).toMatchObject([
      {
        schoolId,
        path: kept,
        kind: "picture",
        name: "Sports day.jpg",
        addedBy: "Mrs Kaur",
        kept: false,
      },
    ]);
    await client.close();
  });
});
