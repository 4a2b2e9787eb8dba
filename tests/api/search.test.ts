// The Devanagari shaper of the font library that embeds a Hindi face is written for it.
import "regenerator-runtime/runtime.js";
import fontkit from "@pdf-lib/fontkit";
import fs from "node:fs";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "#server/db/schema.ts";
import { keepDocumentText, readMissingDocumentTexts } from "#server/services/document-texts.ts";
import { resultsPerKind } from "#server/services/search.ts";
import { stemOf } from "#server/services/search-excerpts.ts";
import { searchKinds, type SearchAnswer, type SearchGroup } from "#contracts/search.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { notice, signedIn, type OfficeClient } from "../support/office-client.ts";
import { searchLimit } from "#server/api/search.ts";

let backend: TestBackend;
let schoolId: string;
let editor: OfficeClient;
// What this file adds, removed afterwards so the other files see the demo school as seeded.
const made = { news: [] as string[], events: [] as string[], circulars: [] as string[] };
let textsBefore: Set<string>;

beforeAll(async () => {
  backend = await testBackend();
  const db = backend.database.db;
  const [school] = await db
    .select({ id: t.schools.id })
    .from(t.schools)
    .where(eq(t.schools.schoolCode, schoolCode));
  schoolId = school!.id;
  editor = await signedIn(backend.request, "editor", "198.51.100.190");
  textsBefore = new Set(
    (await db.select({ path: t.documentTexts.path }).from(t.documentTexts)).map((r) => r.path),
  );
  // The start's pass, as the server runs it: the demo's circulars come with PDFs never read.
  await readMissingDocumentTexts(db, backend.files);
});

afterAll(async () => {
  const db = backend.database.db;
  if (made.news.length) await db.delete(t.news).where(inArray(t.news.id, made.news));
  if (made.events.length) await db.delete(t.events).where(inArray(t.events.id, made.events));
  if (made.circulars.length) {
    await db.delete(t.circulars).where(inArray(t.circulars.id, made.circulars));
  }
  const texts = await db.select({ path: t.documentTexts.path }).from(t.documentTexts);
  const added = texts.map((r) => r.path).filter((path) => !textsBefore.has(path));
  if (added.length) await db.delete(t.documentTexts).where(inArray(t.documentTexts.path, added));
});

async function search(q: string): Promise<SearchGroup[]> {
  const response = await backend.request(`/api/search/${schoolCode}?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return ((await response.json()) as SearchAnswer).groups;
}

const titlesOf = (groups: SearchGroup[], kind: string) =>
  groups.find((group) => group.kind === kind)?.results.map((r) => r.title) ?? [];

const hour = 3_600_000;

async function addNotice(values: Partial<typeof t.news.$inferInsert> & { title: string }) {
  const [row] = await backend.database.db
    .insert(t.news)
    .values({ schoolId, category: "NoticeBoard", fromDate: "2026-01-10", ...values })
    .returning({ id: t.news.id });
  made.news.push(row!.id);
}

describe("the words of stored PDFs", () => {
  it("finds a circular by a word only its PDF holds, at its own page", async () => {
    // "tracksuit" is in the uniform circular's PDF, not in its title or anywhere else.
    const groups = await search("tracksuit");
    expect(groups.map((group) => group.kind)).toEqual(["Circular"]);
    const [result] = groups[0]!.results;
    expect(result!.title).toBe("School uniform for the season");
    expect(result!.path).toMatch(/^\/Circular\/\d{4}-\d{2}-\d{2}-school-uniform-for-the-season$/);
    // The excerpt is the PDF's words around the match, the match marked.
    expect(result!.excerpt.filter((part) => part.mark).map((p) => p.text.toLowerCase())).toEqual([
      "tracksuit",
    ]);
  });

  it("keeps the words of a PDF the office uploads, so its circular is found by them", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf
      .addPage()
      .drawText("Bring the signed xylophonics consent slip by Friday.", { font, y: 700 });
    const form = new FormData();
    form.set("file", new File([Buffer.from(await pdf.save())], "consent.pdf"));
    const response = await backend.request(`/api/office/${schoolCode}/files`, {
      method: "POST",
      headers: {
        Cookie: [...editor.cookies].map(([n, v]) => `${n}=${v}`).join("; "),
        "X-Office-Upload": "1",
        // As the office's upload page sends it on, once it has checked where the form came from.
        "Sec-Fetch-Site": "same-origin",
        "X-Forwarded-For": "198.51.100.190",
      },
      body: form,
    });
    expect(response.status).toBe(201);
    const { path } = (await response.json()) as { path: string };
    const [row] = await backend.database.db
      .insert(t.circulars)
      .values({ schoolId, category: "Datesheet", title: "Consent slips", attachments: [path] })
      .returning({ id: t.circulars.id });
    made.circulars.push(row!.id);
    const groups = await search("xylophonics");
    expect(groups.map((group) => [group.kind, group.results.map((r) => r.title)])).toEqual([
      ["Datesheet", ["Consent slips"]],
    ]);
  });
});

describe("what the public may see, and only that", () => {
  it("finds a notice by its description, never a draft, a deleted, an expired or a later one", async () => {
    const past = new Date(Date.now() - hour);
    const later = new Date(Date.now() + 24 * hour);
    const description = "Bring a quokkafest costume on the day.";
    await addNotice({ title: "Quokka day", description, slug: "2026-01-10-quokka-day" });
    await addNotice({ title: "Quokka draft", description, status: "draft" });
    await addNotice({ title: "Quokka deleted", description, deletedAt: past });
    await addNotice({ title: "Quokka expired", description, expireAt: past });
    await addNotice({ title: "Quokka later", description, publishAt: later });
    const [draftCircular] = await backend.database.db
      .insert(t.circulars)
      .values({ schoolId, category: "Circular", title: "Quokkafest draft", status: "draft" })
      .returning({ id: t.circulars.id });
    made.circulars.push(draftCircular!.id);

    const groups = await search("quokkafest");
    expect(groups.map((group) => [group.kind, group.total])).toEqual([["Notice", 1]]);
    // Words are matched by their stems: "costumes" finds "costume", "quokkafests" the festival.
    expect(titlesOf(await search("costumes"), "Notice")).toContain("Quokka day");
    expect(titlesOf(await search("Quokkafests"), "Notice")).toEqual(["Quokka day"]);
    const [notice] = groups[0]!.results;
    expect(notice).toMatchObject({
      kind: "Notice",
      title: "Quokka day",
      path: "/NoticeBoard/2026-01-10-quokka-day",
      date: "2026-01-10",
    });
  });

  it("finds a school's own items only", async () => {
    const db = backend.database.db;
    const [other] = await db
      .insert(t.schools)
      .values({ schoolCode: "SRCHOTHER", name: "Another school" })
      .returning({ id: t.schools.id });
    try {
      await db.insert(t.news).values({
        schoolId: other!.id,
        category: "NoticeBoard",
        fromDate: "2026-01-11",
        title: "Wombatfair at the other school",
      });
      expect(await search("wombatfair")).toEqual([]);
      const response = await backend.request("/api/search/SRCHOTHER?q=wombatfair");
      const groups = ((await response.json()) as SearchAnswer).groups;
      expect(groups.map((group) => [group.kind, group.total])).toEqual([["Notice", 1]]);
    } finally {
      // Its rows go with it.
      await db.delete(t.schools).where(eq(t.schools.id, other!.id));
    }
  });

  it("finds a page by the words it shows, not by its document's files or block types", async () => {
    // "governor" is said on School Transportation only.
    expect(titlesOf(await search("governor"), "Page")).toEqual(["School Transportation"]);
    expect((await search("governor"))[0]!.results[0]!.path).toBe("/SchoolTransportation");
    // Every page has blocks of type "prose"; no page says the word.
    expect(await search("prose")).toEqual([]);
  });
});

describe("the answer's order", () => {
  it("groups by kind in a fixed order, newest first within a kind, and says how many", async () => {
    for (const [title, fromDate] of [
      ["Zebracrossing middle", "2025-06-02"],
      ["Zebracrossing newest", "2025-09-01"],
      ["Zebracrossing oldest", "2025-01-15"],
    ] as const) {
      await addNotice({ title, fromDate });
    }
    const [event] = await backend.database.db
      .insert(t.events)
      .values({ schoolId, date: "2025-03-03", title: "Zebracrossing drill" })
      .returning({ id: t.events.id });
    made.events.push(event!.id);

    const groups = await search("zebracrossing");
    expect(groups.map((group) => group.kind)).toEqual(["Notice", "Event"]);
    expect(titlesOf(groups, "Notice")).toEqual([
      "Zebracrossing newest",
      "Zebracrossing middle",
      "Zebracrossing oldest",
    ]);
  });

  it("keeps the demo's many matches grouped, each group newest first and capped", async () => {
    const groups = await search("school");
    const kinds = groups.map((group) => group.kind);
    expect(kinds.length).toBeGreaterThan(3);
    expect(kinds).toEqual(searchKinds.filter((kind) => kinds.includes(kind)));
    for (const group of groups) {
      expect(group.results.length).toBe(Math.min(group.total, resultsPerKind));
      if (group.kind === "Page" || group.kind.includes("Circular") || group.kind === "Datesheet") {
        continue;
      }
      const dates = group.results.map((result) => result.date!);
      expect(dates, group.kind).toEqual([...dates].sort().reverse());
    }
  });

  it("orders circulars as their list does: newest saved first, then the office's order", async () => {
    const response = await backend.request(`/api/circular/all/${schoolCode}`);
    const listed = ((await response.json()) as { slug: string; category: string }[])
      .filter((circular) => circular.category === "Circular")
      .map((circular) => `/Circular/${circular.slug}`);
    const found = (await search("parents")).find((group) => group.kind === "Circular")!;
    expect(found.results.length).toBeGreaterThan(1);
    const paths = found.results.map((result) => result.path);
    expect(paths).toEqual(listed.filter((path) => paths.includes(path)));
  });

  it("finds titles by a word as far as it is typed", async () => {
    expect((await search("datesh")).map((group) => group.kind)).toContain("Datesheet");
    expect(await search("zzqqxx")).toEqual([]);
  });
});

describe("the excerpts", () => {
  it("mark the words the database matched: the excerpts' stemmer agrees with the database's", async () => {
    // Every word of the demo school's notices, news and pages, stemmed by both.
    const { rows } = await backend.database.db.execute<{ word: string; stem: string }>(sql`
      select word, (ts_lexize('english_stem', word))[1] as stem
      from (select distinct lower(word) as word
        from (select regexp_split_to_table(description, '[^[:alpha:]]+') as word from ${t.news}
          union all select regexp_split_to_table(search_text, '[^[:alpha:]]+') from ${t.pageVersions}) words
        where word ~ '^[a-z]{3,}$') distinct_words`);
    const stemmed = rows.filter((row) => row.stem);
    expect(stemmed.length).toBeGreaterThan(500);
    const different = stemmed.filter((row) => stemOf(row.word) !== row.stem);
    // PostgreSQL's versions differ among themselves on a few words ("added": "ad" in 15, "add"
    // in 17); more than a handful would mean another stemmer.
    expect(different.length / stemmed.length, JSON.stringify(different)).toBeLessThan(0.01);
  });
});

describe("the query", () => {
  it("refuses one over 200 characters or with a control character, saying why", async () => {
    for (const q of ["a".repeat(201), "fees\u0007", "fees\nlate"]) {
      const response = await backend.request(
        `/api/search/${schoolCode}?q=${encodeURIComponent(q)}`,
      );
      expect(response.status, JSON.stringify(q)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/character/);
    }
    expect(await search("fee ".repeat(50))).not.toEqual([]);
  });

  it("answers nothing for an empty query or one of signs alone, and 404 for an unknown school", async () => {
    expect(await search("")).toEqual([]);
    expect(await search(`"-!&|:*'()<>`)).toEqual([]);
    expect((await backend.request("/api/search/NOPE?q=fees")).status).toBe(404);
  });
});

describe("searches kept and counted", () => {
  const from = (client: string, q: string) =>
    backend.request(`/api/search/${schoolCode}?q=${encodeURIComponent(q)}`, {
      headers: { "X-Forwarded-For": client },
    });

  it("answers a query asked again from what it kept, until the school's content changes", async () => {
    const word = "quetzalcoatl";
    expect(await search(word)).toEqual([]);
    // Written behind the office's back: the kept answer stands, as nothing announced a change.
    await addNotice({ title: `A visit by ${word}`, fromDate: "2026-01-15" });
    expect(await search(` ${word.toUpperCase()} `)).toEqual([]);
    // An office write announces itself, and every kept answer of the school is asked again.
    const saved = await editor.call("POST", "/records/news", notice("Library week"));
    expect(saved.status).toBe(201);
    made.news.push(String(saved.json.id));
    expect(titlesOf(await search(word), "Notice")).toEqual([`A visit by ${word}`]);
  });

  it("finds a PDF's words as soon as they are read, though it kept an answer without them", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText("The marimbaphone recital moves to the hall.", { font, y: 700 });
    const path = `${schoolCode}/circulars/marimbaphone-recital.pdf`;
    const [row] = await backend.database.db
      .insert(t.circulars)
      .values({ schoolId, category: "Circular", title: "Recital", attachments: [path] })
      .returning({ id: t.circulars.id });
    made.circulars.push(row!.id);
    expect(await search("marimbaphone")).toEqual([]);
    await keepDocumentText(backend.database.db, schoolId, path, await pdf.save());
    expect(titlesOf(await search("marimbaphone"), "Circular")).toEqual(["Recital"]);
  });

  it("finds a circular by a Hindi word of its PDF, with or without the nukta", async () => {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    const face = fs.readFileSync(
      path.join(
        "node_modules/@fontsource/noto-sans-devanagari/files",
        "noto-sans-devanagari-devanagari-400-normal.woff",
      ),
    );
    const font = await pdf.embedFont(face, { subset: true });
    pdf.addPage().drawText("शीतकालीन अवकाश से पहले फ़ीस जमा करें", { font, y: 700, size: 14 });
    const stored = `${schoolCode}/circulars/winter-fee-reminder.pdf`;
    const [row] = await backend.database.db
      .insert(t.circulars)
      .values({ schoolId, category: "Circular", title: "Fee reminder", attachments: [stored] })
      .returning({ id: t.circulars.id });
    made.circulars.push(row!.id);
    await keepDocumentText(backend.database.db, schoolId, stored, await pdf.save());
    for (const word of ["शीतकालीन", "फ़ीस", "फीस"]) {
      const response = await backend.request(
        `/api/search/${schoolCode}?q=${encodeURIComponent(word)}&language=hi`,
      );
      const groups = ((await response.json()) as SearchAnswer).groups;
      expect(titlesOf(groups, "Circular"), word).toContain("Fee reminder");
    }
  });

  it("finds an item by the words of its latest edit, not those it had", async () => {
    await addNotice({ title: "Choir practice", description: "In the ophicleide room." });
    const id = made.news.at(-1)!;
    await backend.database.db
      .update(t.news)
      .set({ description: "In the sackbut room." })
      .where(eq(t.news.id, id));
    expect(titlesOf(await search("sackbut"), "Notice")).toEqual(["Choir practice"]);
    expect(await search("ophicleide")).toEqual([]);
  });

  it("refuses a client past the limit with a wait, while others and kept answers go on", async () => {
    const client = "203.0.113.77";
    for (let i = 0; i < searchLimit.points; i++) {
      expect((await from(client, `assembly ${i}`)).status).toBe(200);
    }
    const refused = await from(client, "assembly again");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/wait 1 minute/);
    // An answer kept already costs the database nothing and is not refused.
    expect((await from(client, "assembly 3")).status).toBe(200);
    expect((await from("203.0.113.78", "assembly again")).status).toBe(200);
  });
});
