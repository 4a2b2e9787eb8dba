import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultTimeZone, todayIn } from "#contracts/dates.ts";
import { openDatabase, type Database } from "../server/db/database.ts";
import * as t from "../server/db/schema.ts";
import { LocalFileStore } from "../server/files/file-store.ts";
import { loadContentPages } from "./content-files.ts";
import { seedDemoSchool } from "./demo-school.ts";

// A school seeded before a static page was added to content/pages (the privacy notice and the
// accessibility statement came after schools were running) gets that page at its next start,
// and keeps the words it gave the pages it had.

const schoolCode = "LATE";
let database: Database;
let dir: string;
let schoolId: string;

const versionsOf = (pagePath: string) =>
  database.db
    .select()
    .from(t.pageVersions)
    .where(
      and(
        eq(t.pageVersions.schoolId, schoolId),
        eq(t.pageVersions.path, pagePath),
        eq(t.pageVersions.language, "en"),
      ),
    );

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pages-added-later-"));
  database = await openDatabase({ dataDir: "memory://" });
  // The school as an earlier start left it: one page only, which the office has since edited.
  const [school] = await database.db
    .insert(t.schools)
    .values({ schoolCode, name: "A school seeded earlier" })
    .returning({ id: t.schools.id });
  schoolId = school!.id;
  await database.db.insert(t.pageVersions).values({
    schoolId,
    path: "/AboutUs",
    number: 1,
    document: { heading: "About the school", blocks: [] },
    status: "published",
    savedBy: "Sr. Editor",
    note: "edit",
  });
  const result = await seedDemoSchool({
    db: database.db,
    files: new LocalFileStore(path.join(dir, "files")),
    privateFiles: new LocalFileStore(path.join(dir, "private")),
    schoolCode,
    today: todayIn(defaultTimeZone),
  });
  expect(result).toEqual({ seeded: false });
}, 60_000);

afterAll(async () => {
  await database?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a school seeded before a page existed", () => {
  it.each(["/PrivacyPolicy", "/Accessibility"])(
    "gets %s, published as its first version",
    async (pagePath) => {
      const versions = await versionsOf(pagePath);
      expect(versions.map((version) => [version.number, version.status])).toEqual([
        [1, "published"],
      ]);
    },
  );

  it("gets every page of the content it did not have", async () => {
    const there = await database.db
      .selectDistinct({ path: t.pageVersions.path })
      .from(t.pageVersions)
      .where(eq(t.pageVersions.schoolId, schoolId));
    const wanted = (await loadContentPages()).map((page) => page.path);
    expect(there.map((row) => row.path).sort()).toEqual([...wanted].sort());
  });

  it("keeps the words of a page it had, with no new version", async () => {
    const versions = await versionsOf("/AboutUs");
    expect(versions).toHaveLength(1);
    expect(versions[0]!.savedBy).toBe("Sr. Editor");
    expect((versions[0]!.document as { heading: string }).heading).toBe("About the school");
  });

  it("gives the demo's Hindi only to pages whose English is the demo's", async () => {
    const hindi = await database.db
      .select({ path: t.pageVersions.path, forEnglish: t.pageVersions.forEnglish })
      .from(t.pageVersions)
      .where(and(eq(t.pageVersions.schoolId, schoolId), eq(t.pageVersions.language, "hi")));
    const paths = hindi.map((row) => row.path);
    // The school wrote its own About Us: the demo's Hindi of it would say something else.
    expect(paths).not.toContain("/AboutUs");
    expect(paths).toContain("/PrivacyPolicy");
    expect(hindi.every((row) => row.forEnglish === 1)).toBe(true);
  });
});
