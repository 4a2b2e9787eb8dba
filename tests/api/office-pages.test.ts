import { and, eq, gt, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Block, PageDocument } from "#contracts/page-content.ts";
import type { SchoolSettings } from "#contracts/school-settings.ts";
import * as t from "#server/db/schema.ts";
import { writeContent } from "#server/services/content-changes.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { notice, OfficeClient, signedIn, signedInAdministrator } from "../support/office-client.ts";

// The static pages' words and the school's settings live in the database: editors change a
// page, publish or schedule it, see its versions and restore one; administrators change the
// settings. The public API serves what is published, at once.

let backend: TestBackend;
let editor: OfficeClient;
let office: OfficeClient;
let administrator: OfficeClient;
let startedAt: Date;

beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.210");
  office = await signedIn(backend.request, "office", "198.51.100.211");
  administrator = await signedInAdministrator(backend.request, "198.51.100.212");
  startedAt = new Date();
});

// Versions and settings saved here go again, so other tests see the demo school as seeded.
afterAll(async () => {
  const { db } = backend.database;
  const [school] = await db.select().from(t.schools).where(eq(t.schools.schoolCode, schoolCode));
  await writeContent(db, school!.id, async (tx) => {
    await tx.delete(t.pageVersions).where(gte(t.pageVersions.savedAt, startedAt));
    await tx
      .delete(t.schoolSettings)
      .where(and(eq(t.schoolSettings.schoolId, school!.id), gt(t.schoolSettings.number, 1)));
  });
});

interface PublicPage {
  path: string;
  number: number;
  document: PageDocument;
}

const publicPage = async (path: string) => {
  const response = await backend.request(`/api/page/${schoolCode}${path}`);
  return { status: response.status, json: (await response.json()) as PublicPage };
};

/** The first table among `blocks`, wherever it is nested (the fee table of /SchoolFees). */
function feeTable(blocks: Block[]): Extract<Block, { type: "table" }> {
  const find = (list: Block[]): Extract<Block, { type: "table" }> | undefined => {
    for (const block of list) {
      if (block.type === "table") return block;
      const inner = block.type === "section" ? find(block.blocks) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  const table = find(blocks);
  if (!table) throw new Error("no table on the page");
  return table;
}

describe("pages in the database", () => {
  it("serves every seeded page's published words, and 404 for a page it does not have", async () => {
    const fees = await publicPage("/SchoolFees");
    expect(fees.status).toBe(200);
    expect(fees.json.number).toBeGreaterThanOrEqual(1);
    expect(fees.json.document.blocks.length).toBeGreaterThan(0);
    // Addresses are matched without regard to case, as the site's are.
    expect((await publicPage("/schoolfees")).json.path).toBe("/SchoolFees");
    expect((await publicPage("/NoSuchPage")).status).toBe(404);
    expect((await publicPage("/..%2Fetc")).status).toBe(404);
  });

  it("lets an editor change a fee once and both fee pages show it at once; the office may not", async () => {
    const opened = await editor.call("GET", "/pages/Feestructure");
    expect(opened.status).toBe(200);
    const document = opened.json.document as PageDocument;
    const table = feeTable(document.blocks);
    const row = table.rows.findIndex((cells) => String(cells[0]).trim() === "6th");
    expect(row).toBeGreaterThanOrEqual(0);
    table.rows[row]![1] = 6543;
    // School Fees keeps no copy of the table: it names it.
    const schoolFees = (await editor.call("GET", "/pages/SchoolFees")).json
      .document as PageDocument;
    expect(JSON.stringify(schoolFees)).not.toContain(String(feeTable(document.blocks).rows[0]![1]));
    const before = await publicPage("/SchoolFees");

    const refused = await office.call("PUT", "/pages/Feestructure", {
      document,
      status: "published",
      basedOn: opened.json.number,
    });
    expect(refused.status).toBe(403);

    const saved = await editor.call("PUT", "/pages/Feestructure", {
      document,
      status: "published",
      basedOn: opened.json.number,
    });
    expect(saved.status).toBe(200);
    for (const path of ["/Feestructure", "/SchoolFees"]) {
      const shown = await publicPage(path);
      const sixth = feeTable(shown.json.document.blocks).rows.find((r) => r[0] === "6th");
      expect(sixth, path).toEqual(["6th", 6543]);
    }
    // School Fees is a new drawing (its version names the table's page's), at its own number.
    const after = (await publicPage("/SchoolFees")).json as PublicPage & {
      shown: { path: string; number: number }[];
    };
    expect(after.number).toBe(before.json.number);
    expect(after.shown).toEqual([{ path: "/Feestructure", number: saved.json.number }]);
    // The log says which fee it was, from what to what, and nothing else of the page.
    const logged = await administrator.call("GET", "/audit?record=/Feestructure&limit=1");
    const [line] = logged.json as unknown as { changes: Record<string, [unknown, unknown]> }[];
    const changes = Object.entries(line!.changes);
    expect(changes).toHaveLength(1);
    expect(changes[0]![0]).toMatch(/^block \d+ .*\(Table\) › 6th › Rs\. per month$/);
    expect(changes[0]![1][1]).toBe(6543);
    expect(changes[0]![1][0]).not.toBe(6543);

    // A save from the version before is refused, and says which is newest.
    const late = await editor.call("PUT", "/pages/Feestructure", {
      document,
      status: "published",
      basedOn: opened.json.number,
    });
    expect(late.status).toBe(409);
    expect(late.json.newest).toBe(saved.json.number);
  });

  it("refuses a table from a page that does not keep it, and taking away a table another page shows", async () => {
    const fees = await editor.call("GET", "/pages/SchoolFees");
    const document = structuredClone(fees.json.document) as PageDocument;
    const at = document.blocks.findIndex(
      (block) => block.type === "section" && block.blocks[0]?.type === "sharedTable",
    );
    const section = document.blocks[at] as Extract<Block, { type: "section" }>;
    section.blocks[0] = { type: "sharedTable", page: "/Feestructure", name: "no-such-table" };
    section.blocks.push({ type: "sharedTable", page: "/NoSuchPage", name: "fees" });
    const missing = await editor.call("PUT", "/pages/SchoolFees", {
      document,
      status: "published",
      basedOn: fees.json.number,
    });
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toEqual({
      [`blocks.${at}.blocks.0.name`]: "The page /Feestructure has no table named no-such-table.",
      [`blocks.${at}.blocks.1.page`]: "The school has no page /NoSuchPage.",
    });

    // The table's own page may not drop it, nor rename it, while School Fees shows it.
    const kept = await editor.call("GET", "/pages/Feestructure");
    const renamed = structuredClone(kept.json.document) as PageDocument;
    feeTable(renamed.blocks).name = "fees-by-class";
    const refused = await editor.call("PUT", "/pages/Feestructure", {
      document: renamed,
      status: "draft",
      basedOn: kept.json.number,
    });
    expect(refused.status).toBe(400);
    expect((refused.json.fields as Record<string, string>).form).toMatch(
      /fees is shown on \/SchoolFees/,
    );
    expect((await editor.call("GET", "/pages/Feestructure")).json.number).toBe(kept.json.number);
  });

  it("keeps a draft and a scheduled version off the site until their time", async () => {
    const opened = await editor.call("GET", "/pages/OurMotto");
    const document = opened.json.document as PageDocument;
    const before = (await publicPage("/OurMotto")).json.number;
    const draft = await editor.call("PUT", "/pages/OurMotto", {
      document: { ...document, heading: "A draft heading" },
      status: "draft",
      basedOn: opened.json.number,
    });
    expect(draft.status).toBe(200);
    const scheduled = await editor.call("PUT", "/pages/OurMotto", {
      document: { ...document, heading: "Next year's heading" },
      status: "published",
      publishAt: "2099-04-01T07:00",
      basedOn: draft.json.number,
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.json.publishAt).toBe("2099-04-01T01:30:00.000Z");
    const shown = await publicPage("/OurMotto");
    expect(shown.json.number).toBe(before);
    expect(shown.json.document.heading).not.toBe("A draft heading");
  });

  it("lists a page's versions and restores an earlier one as a new version", async () => {
    const opened = await editor.call("GET", "/pages/Vision");
    const original = opened.json.document as PageDocument;
    const changed = await editor.call("PUT", "/pages/Vision", {
      document: { ...original, description: "A changed sentence for search engines." },
      status: "published",
      basedOn: opened.json.number,
    });
    expect((await publicPage("/Vision")).json.document.description).toBe(
      "A changed sentence for search engines.",
    );
    const history = await editor.call("GET", "/pages/Vision");
    const versions = history.json.versions as { number: number; savedBy: string }[];
    expect(versions.map((v) => v.number)).toEqual([changed.json.number, opened.json.number]);
    expect(versions[0]!.savedBy).toBe("Demo Editor");

    const earlier = await editor.call("GET", `/pages/Vision?version=${opened.json.number}`);
    expect(earlier.json.document).toEqual(original);

    const restored = await editor.call("POST", "/pages/Vision/restore", {
      number: opened.json.number,
      basedOn: changed.json.number,
    });
    expect(restored.status).toBe(200);
    expect(restored.json.note).toBe(`restore of ${opened.json.number}`);
    const shown = await publicPage("/Vision");
    expect(shown.json.number).toBe(restored.json.number);
    expect(shown.json.document.description).toBe(original.description);
  });

  it("refuses a malformed table and names the row; a script in a cell is kept as plain text", async () => {
    const opened = await editor.call("GET", "/pages/SchoolFees");
    const document = structuredClone(opened.json.document) as PageDocument;
    const table = feeTable(document.blocks);
    table.rows[0] = [...table.rows[0]!, "one cell too many"];
    const ragged = await editor.call("PUT", "/pages/SchoolFees", {
      document,
      status: "published",
      basedOn: opened.json.number,
    });
    expect(ragged.status).toBe(400);
    const messages = Object.entries(ragged.json.fields as Record<string, string>);
    expect(messages).toContainEqual([
      expect.stringMatching(/rows\.0$/),
      expect.stringMatching(/^Row 1 has \d+ cells?; the table has \d+ columns?\.$/),
    ]);

    // Markup typed into a cell is words like any other (the page draws it as text).
    const scripted = structuredClone(opened.json.document) as PageDocument;
    feeTable(scripted.blocks).rows[0]![0] = "<script>alert(1)</script>";
    const kept = await editor.call("PUT", "/pages/SchoolFees", {
      document: scripted,
      status: "draft",
      basedOn: opened.json.number,
    });
    expect(kept.status).toBe(200);
    const draft = await editor.call("GET", "/pages/SchoolFees");
    expect(feeTable((draft.json.document as PageDocument).blocks).rows[0]![0]).toBe(
      "<script>alert(1)</script>",
    );

    const unknown = await editor.call("PUT", "/pages/SchoolFees", {
      document: { ...(opened.json.document as object), blocks: [{ type: "script", code: "x" }] },
      status: "published",
      basedOn: kept.json.number,
    });
    expect(unknown.status).toBe(400);
  });

  it("answers the office's page list with each page's session and the pages behind", async () => {
    const list = await editor.call("GET", "/pages");
    expect(list.status).toBe(200);
    const pages = list.json.pages as { path: string; session?: string }[];
    expect(pages.length).toBeGreaterThanOrEqual(44);
    expect(list.json.session).toMatch(/^\d{4}-\d{2}$/);
  });
});

describe("a new session", () => {
  interface Behind {
    path: string;
    why: string;
    session?: string;
    wordsOf?: string;
    lastDate?: string;
    draftFor?: string;
  }
  const warning = async () => {
    const listed = await editor.call("GET", "/pages");
    return listed.json as { session: string; next: string; behind: Behind[] };
  };

  it("starts in one step: the settings name it, each page of an earlier one gets a draft, and the warning clears only when the words change", async () => {
    const before = await warning();
    const fees = before.behind.find((page) => page.path === "/Feestructure");
    expect(fees).toMatchObject({ why: "session", session: "2025-26" });
    // The admission page names the session in force, but every date it gives has passed.
    expect(before.behind.find((page) => page.path === "/AdmissionXI")).toMatchObject({
      why: "dates",
      lastDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const next = before.next;
    const onSite = (await publicPage("/Feestructure")).json.number;

    expect((await office.call("POST", "/pages/start-session", { session: next })).status).toBe(403);
    const tooFar = await editor.call("POST", "/pages/start-session", { session: "2099-00" });
    expect(tooFar.status).toBe(400);
    const ended = await editor.call("POST", "/pages/start-session", { session: "2019-20" });
    expect(ended.status).toBe(400);
    expect(ended.json.error).toMatch(/has ended/);

    const started = await editor.call("POST", "/pages/start-session", { session: next });
    expect(started.status).toBe(200);
    const drafted = (started.json.drafts as { path: string }[]).map((page) => page.path);
    expect(drafted).toEqual(expect.arrayContaining(["/Feestructure", "/AdmissionXI"]));
    expect(drafted).not.toContain("/SchoolFees");
    const settings = (await (await backend.request(`/api/settings/${schoolCode}`)).json()) as {
      settings: SchoolSettings;
    };
    expect(settings.settings.session).toBe(next);
    // The site shows what it showed; the drafts wait, named in the warning.
    expect((await publicPage("/Feestructure")).json.number).toBe(onSite);
    const after = await warning();
    expect(after.session).toBe(next);
    expect(after.behind.find((page) => page.path === "/Feestructure")).toMatchObject({
      why: "session",
      draftFor: next,
    });
    // A second start changes nothing: every page already has its draft.
    const again = await editor.call("POST", "/pages/start-session", { session: next });
    expect(again.json.drafts).toEqual([]);

    // The draft published as it was, with only its label moved on, is still listed.
    const draft = await editor.call("GET", "/pages/Feestructure");
    expect((draft.json.document as PageDocument).session).toBe(next);
    const relabelled = await editor.call("PUT", "/pages/Feestructure", {
      document: draft.json.document,
      status: "published",
      basedOn: draft.json.number,
    });
    expect(relabelled.status).toBe(200);
    expect((await warning()).behind.find((page) => page.path === "/Feestructure")).toMatchObject({
      why: "label",
      session: next,
      wordsOf: "2025-26",
    });

    // Its figures changed and published: it is the new session's.
    const document = structuredClone(draft.json.document) as PageDocument;
    feeTable(document.blocks).rows[0]![1] = 4999;
    const changed = await editor.call("PUT", "/pages/Feestructure", {
      document,
      status: "published",
      basedOn: relabelled.json.number,
    });
    expect(changed.status).toBe(200);
    expect((await warning()).behind.map((page) => page.path)).not.toContain("/Feestructure");

    // An item still on the site whose title names only an ended session is listed with the
    // pages; one for this session or a later one, or taken down, is not.
    const [old, current] = await Promise.all(
      [`Quillmere admissions open for 2019-2020`, `Quillmere admissions ${next}`].map((title) =>
        editor.call("POST", "/records/news", notice(title)),
      ),
    );
    const items = async () =>
      ((await editor.call("GET", "/pages")).json.items as { id: string; session: string }[]).filter(
        (item) => [old!.json.id, current!.json.id].includes(item.id),
      );
    expect(await items()).toEqual([
      expect.objectContaining({ id: old!.json.id, session: "2019-20" }),
    ]);
    for (const made of [old!, current!]) {
      expect((await editor.call("DELETE", `/records/news/${made.json.id}`, {})).status).toBe(200);
    }
    expect(await items()).toEqual([]);

    // The log says who started it.
    const logged = await administrator.call("GET", "/audit?kind=settings&limit=1");
    const [line] = logged.json as unknown as { action: string; changes: Record<string, unknown> }[];
    expect(line).toMatchObject({
      action: "start session",
      changes: { session: [before.session, next] },
    });
  });
});

describe("school settings", () => {
  it("are read by anyone, and changed by administrators only, each value checked", async () => {
    const shown = await backend.request(`/api/settings/${schoolCode}`);
    const { number, settings } = (await shown.json()) as {
      number: number;
      settings: SchoolSettings;
    };
    expect(settings.name).toBeTruthy();

    expect((await editor.call("PUT", "/settings", { settings, basedOn: number })).status).toBe(403);
    const wrong = await administrator.call("PUT", "/settings", {
      settings: {
        ...settings,
        phones: ["call us"],
        links: { ...settings.links, parentPortal: "http://parents.example" },
      },
      basedOn: number,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toMatchObject({
      "phones.0": expect.any(String),
      "links.parentPortal": expect.any(String),
    });

    const saved = await administrator.call("PUT", "/settings", {
      settings: { ...settings, phones: ["+91 98765 43210"] },
      basedOn: number,
    });
    expect(saved.status).toBe(200);
    const after = (await (await backend.request(`/api/settings/${schoolCode}`)).json()) as {
      settings: SchoolSettings;
    };
    expect(after.settings.phones).toEqual(["+91 98765 43210"]);
  });
});
