import { and, eq, gt, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Block, PageDocument } from "#contracts/page-content.ts";
import type { SchoolSettings } from "#contracts/school-settings.ts";
import * as t from "#server/db/schema.ts";
import { writeContent } from "#server/services/content-changes.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { OfficeClient, signedIn, signedInAdministrator } from "../support/office-client.ts";

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

  it("lets an editor change a fee and the public page shows it at once; the office may not", async () => {
    const opened = await editor.call("GET", "/pages/SchoolFees");
    expect(opened.status).toBe(200);
    const document = opened.json.document as PageDocument;
    const table = feeTable(document.blocks);
    const row = table.rows.findIndex((cells) => String(cells[0]).trim() === "6th");
    expect(row).toBeGreaterThanOrEqual(0);
    table.rows[row]![1] = 6543;

    const refused = await office.call("PUT", "/pages/SchoolFees", {
      document,
      status: "published",
      basedOn: opened.json.number,
    });
    expect(refused.status).toBe(403);

    const saved = await editor.call("PUT", "/pages/SchoolFees", {
      document,
      status: "published",
      basedOn: opened.json.number,
    });
    expect(saved.status).toBe(200);
    const shown = await publicPage("/SchoolFees");
    expect(feeTable(shown.json.document.blocks).rows[row]![1]).toBe(6543);
    // The log says which fee it was, from what to what, and nothing else of the page.
    const logged = await administrator.call("GET", "/audit?record=/SchoolFees&limit=1");
    const [line] = logged.json as unknown as { changes: Record<string, [unknown, unknown]> }[];
    const changes = Object.entries(line!.changes);
    expect(changes).toHaveLength(1);
    expect(changes[0]![0]).toMatch(/^block \d+ .*\(Table\) › 6th › Rs\. per month$/);
    expect(changes[0]![1][1]).toBe(6543);
    expect(changes[0]![1][0]).not.toBe(6543);

    // A save from the version before is refused, and says which is newest.
    const late = await editor.call("PUT", "/pages/SchoolFees", {
      document,
      status: "published",
      basedOn: opened.json.number,
    });
    expect(late.status).toBe(409);
    expect(late.json.newest).toBe(saved.json.number);
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
