import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordSchema, type RecordKindName } from "#contracts/office-records.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import * as t from "../../server/db/schema.ts";
import { LocalFileStore } from "../../server/files/file-store.ts";
import { pdfWords } from "../../server/services/document-texts.ts";
import { searchSite } from "../../server/services/search.ts";
import {
  decadeActor,
  decadeSizes,
  furtherSchoolCode,
  makeDecade,
  pageVersionCount,
  type DecadeReport,
} from "./decade.ts";

const scale = 0.02;
const furtherSchools = 2;
const schoolCode = "HLCA";

let dir: string;
let database: Database;
let files: LocalFileStore;
let first: DecadeReport;
const ids: Record<string, string> = {};

const kindTables = {
  news: t.news,
  events: t.events,
  albums: t.galleries,
  circulars: t.circulars,
  birthdays: t.birthdays,
  toppers: t.toppers,
} satisfies Record<keyof typeof decadeSizes, PgTable>;

const run = () =>
  makeDecade({
    db: database.db,
    files,
    privateFiles: new LocalFileStore(path.join(dir, "private")),
    schoolCode,
    scale,
    furtherSchools,
  });

async function countOf(table: (typeof kindTables)[keyof typeof kindTables], schoolId: string) {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.schoolId, schoolId));
  return row!.n;
}

async function counts(schoolId: string) {
  const found: Record<string, number> = {};
  for (const [kind, table] of Object.entries(kindTables)) {
    found[kind] = await countOf(table, schoolId);
  }
  // The English versions: the decade writes ten of each page (its Hindi is the demo's).
  found.pages = (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.pageVersions)
      .where(and(eq(t.pageVersions.schoolId, schoolId), eq(t.pageVersions.language, "en")))
  )[0]!.n;
  return found;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "decade-test-"));
  files = new LocalFileStore(path.join(dir, "files"));
  database = await openDatabase({ dataDir: dir });
  first = await run();
  for (const school of await database.db.select().from(t.schools)) {
    ids[school.schoolCode] = school.id;
  }
}, 300_000);

afterAll(async () => {
  await database?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("makeDecade", () => {
  it("seeds the demo school, then adds each kind's records at the scale asked", async () => {
    expect(first.demoSeeded).toBe(true);
    // A further school is a demo school as seeded, so what the decade added is the difference.
    const demo = await counts(ids[furtherSchoolCode(1)]!);
    const decade = await counts(ids[schoolCode]!);
    for (const [kind, size] of Object.entries(decadeSizes)) {
      const wanted = Math.round(size * scale);
      expect(first.added[kind as keyof typeof decadeSizes], kind).toBe(wanted);
      expect(decade[kind]! - demo[kind]!, kind).toBe(wanted);
    }
    expect(decade.pages).toBe(demo.pages! * pageVersionCount);
  });

  it("gives notices and news mostly distinct titles, dated within the decade", async () => {
    const rows = await database.db
      .select({ title: t.news.title, fromDate: t.news.fromDate })
      .from(t.news)
      .where(eq(t.news.schoolId, ids[schoolCode]!));
    const titles = new Set(rows.map((row) => row.title.toLowerCase()));
    expect(titles.size / rows.length).toBeGreaterThanOrEqual(0.9);
    expect(rows.some((row) => /^notice \d+$/i.test(row.title))).toBe(false);
    const years = new Set(rows.map((row) => row.fromDate.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(9);
  });

  it("gives every news item, event, album and circular its own address", async () => {
    for (const table of [t.news, t.events, t.galleries, t.circulars]) {
      const rows = await database.db
        .select({ slug: table.slug })
        .from(table)
        .where(eq(table.schoolId, ids[schoolCode]!));
      const slugs = rows.map((row) => row.slug);
      expect(slugs.every(Boolean)).toBe(true);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it("keeps the records within the office's rules for each kind", async () => {
    const kinds: [RecordKindName, PgTable][] = [
      ["news", t.news],
      ["events", t.events],
      ["albums", t.galleries],
      ["circulars", t.circulars],
      ["birthdays", t.birthdays],
      ["toppers", t.toppers],
    ];
    for (const [kind, table] of kinds) {
      const rows = (await database.db
        .select()
        .from(table)
        .where(eq((table as typeof t.news).schoolId, ids[schoolCode]!))) as Record<
        string,
        unknown
      >[];
      for (const row of rows) {
        const checked = recordSchema(kind).safeParse({ ...row, status: row.status });
        expect(checked.error?.issues ?? [], `${kind}: ${String(row.title ?? row.name)}`).toEqual(
          [],
        );
      }
    }
  });

  it("keeps each circular's PDF words, as the server reads them", async () => {
    const circulars = await database.db
      .select({ attachments: t.circulars.attachments })
      .from(t.circulars)
      .where(eq(t.circulars.schoolId, ids[schoolCode]!));
    const texts = new Map(
      (await database.db.select().from(t.documentTexts)).map((row) => [row.path, row.text]),
    );
    for (const { attachments } of circulars) {
      for (const file of attachments.filter((name) => name.endsWith(".pdf"))) {
        expect(texts.get(file), file).toBeTruthy();
      }
    }
    const decadeFiles = [...texts.keys()].filter((file) => /\/circulars\/\d{4}-\d{2}\//.test(file));
    expect(decadeFiles.length).toBe(Math.round(decadeSizes.circulars * scale));
    for (const file of decadeFiles.slice(0, 3)) {
      expect(await pdfWords((await files.read(file))!)).toBe(texts.get(file));
    }
  });

  it("lets the search find a circular by a word only its PDF holds", async () => {
    const schoolId = ids[schoolCode]!;
    const shown = await database.db.execute<{ words: string }>(sql`
      select string_agg(lower(title || ' ' || description), ' ') as words from (
        select title, description from news where school_id = ${schoolId}
        union all select title, description || ' ' || venue from events where school_id = ${schoolId}
        union all select title, description from galleries where school_id = ${schoolId}
        union all select title, '' from circulars where school_id = ${schoolId}) shown`);
    const elsewhere = shown.rows[0]!.words;
    const decadeTexts = (await database.db.select().from(t.documentTexts)).filter((row) =>
      /\/circulars\/\d{4}-\d{2}\//.test(row.path),
    );
    const word = decadeTexts
      .flatMap((row) => row.text.toLowerCase().match(/\b[a-z]{8,}\b/g) ?? [])
      .find((candidate) => !elsewhere.includes(candidate.slice(0, 6)));
    expect(word).toBeDefined();
    const holding = decadeTexts.filter((row) => row.text.toLowerCase().includes(word!));
    const groups = await searchSite(database.db, schoolId, word!, new Date());
    const found = groups
      .filter((group) => ["Circular", "Datesheet", "CBSE Circular"].includes(group.kind))
      .reduce((sum, group) => sum + group.total, 0);
    expect(found).toBeGreaterThanOrEqual(holding.length);
    expect(found).toBeGreaterThan(0);
  });

  it("gives every static page ten versions", async () => {
    const rows = await database.db
      .select({ path: t.pageVersions.path, n: sql<number>`count(*)::int` })
      .from(t.pageVersions)
      .where(and(eq(t.pageVersions.schoolId, ids[schoolCode]!), eq(t.pageVersions.language, "en")))
      .groupBy(t.pageVersions.path);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((row) => row.n === pageVersionCount)).toBe(true);
  });

  it("writes one line of the audit log for each kind's import", async () => {
    const lines = await database.db
      .select({ kind: t.auditLog.kind })
      .from(t.auditLog)
      .where(
        and(eq(t.auditLog.schoolId, ids[schoolCode]!), eq(t.auditLog.actorName, decadeActor.name)),
      );
    expect(lines.map((line) => line.kind).sort()).toEqual(
      [...Object.keys(decadeSizes), "page"].sort(),
    );
  });

  it("makes the further schools, each with records of its own", async () => {
    expect(first.schoolsAdded).toBe(furtherSchools);
    for (let n = 1; n <= furtherSchools; n++) {
      const schoolId = ids[furtherSchoolCode(n)];
      expect(schoolId).toBeDefined();
      const found = await counts(schoolId!);
      for (const kind of ["news", "events", "circulars", "toppers", "birthdays"]) {
        expect(found[kind], `${furtherSchoolCode(n)} ${kind}`).toBeGreaterThan(0);
      }
      // Their files are the demo school's, copied to their own addresses.
      const [album] = await database.db
        .select({ attachments: t.galleries.attachments })
        .from(t.galleries)
        .where(eq(t.galleries.schoolId, schoolId!))
        .limit(1);
      const photo = album!.attachments[0]!;
      expect(photo.startsWith(`${furtherSchoolCode(n)}/`)).toBe(true);
      expect(await files.exists(photo)).toBe(true);
    }
  });

  it("adds nothing when run again", async () => {
    const before = await counts(ids[schoolCode]!);
    const [schoolsBefore] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.schools);
    const again = await run();
    expect(Object.values(again.added).every((n) => n === 0)).toBe(true);
    expect(again.schoolsAdded).toBe(0);
    expect(await counts(ids[schoolCode]!)).toEqual(before);
    const [schoolsAfter] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.schools);
    expect(schoolsAfter!.n).toBe(schoolsBefore!.n);
  });
});
