import { eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageDocument } from "#contracts/page-content.ts";
import * as t from "#server/db/schema.ts";
import { writeContent } from "#server/services/content-changes.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { OfficeClient, signedIn, signedInAdministrator } from "../support/office-client.ts";

// A static page in Hindi (issue 37): its Hindi words are versions of their own, written from an
// English version; the site shows them, or the English while there are none; a Hindi version
// written from an older English version is known to be older; editors alone write them.

let backend: TestBackend;
let editor: OfficeClient;
let office: OfficeClient;
let administrator: OfficeClient;
let startedAt: Date;

beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.220");
  office = await signedIn(backend.request, "office", "198.51.100.221");
  administrator = await signedInAdministrator(backend.request, "198.51.100.222");
  startedAt = new Date();
});

afterAll(async () => {
  const { db } = backend.database;
  const [school] = await db.select().from(t.schools).where(eq(t.schools.schoolCode, schoolCode));
  await writeContent(db, school!.id, (tx) =>
    tx.delete(t.pageVersions).where(gte(t.pageVersions.savedAt, startedAt)),
  );
});

interface PublicPage {
  path: string;
  number: number;
  language: "en" | "hi";
  olderThanEnglish?: number;
  document: PageDocument;
}

const publicPage = async (path: string, language?: "hi") => {
  const query = language ? `?language=${language}` : "";
  const response = await backend.request(`/api/page/${schoolCode}${path}${query}`);
  return { status: response.status, json: (await response.json()) as PublicPage };
};

const devanagari = /[\u0900-\u097f]/;

interface Opened {
  number: number;
  newest: number;
  forEnglish?: number;
  document: PageDocument;
  versions: { number: number; status: string }[];
  english: { number: number; document: PageDocument };
}

describe("a page in Hindi", () => {
  it("is served in Hindi where the school wrote one, and the English stays as it is", async () => {
    const hindi = await publicPage("/SchoolFees", "hi");
    expect(hindi.status).toBe(200);
    expect(hindi.json.language).toBe("hi");
    expect(hindi.json.document.heading).toMatch(devanagari);
    expect(hindi.json.olderThanEnglish).toBeUndefined();
    const english = await publicPage("/SchoolFees");
    expect(english.json.language).toBe("en");
    expect(english.json.document.heading).not.toMatch(devanagari);
  });

  it("is served in English, said so, while the school has no Hindi of it", async () => {
    const hindi = await publicPage("/Vision", "hi");
    const english = await publicPage("/Vision");
    expect(hindi.status).toBe(200);
    expect(hindi.json.language).toBe("en");
    expect(hindi.json.number).toBe(english.json.number);
    expect(hindi.json.document).toEqual(english.json.document);
  });

  it("is written beside its English, drafted, published and known older once the English changes", async () => {
    const opened = await editor.call("GET", "/pages/Vision?language=hi");
    expect(opened.status).toBe(200);
    const start = opened.json as unknown as Opened;
    // No Hindi yet: the editor starts from the English on the site, beside it.
    expect(start.number).toBe(0);
    expect(start.versions).toEqual([]);
    expect(start.forEnglish).toBe(start.english.number);
    expect(start.document).toEqual(start.english.document);

    const words: PageDocument = {
      ...start.document,
      heading: "दृष्टि",
      blocks: [{ type: "prose", markdown: "हर विद्यार्थी का सर्वांगीण विकास।" }],
    };
    const draft = await editor.call("PUT", "/pages/Vision", {
      language: "hi",
      forEnglish: start.english.number,
      document: words,
      status: "draft",
      basedOn: 0,
    });
    expect(draft.status).toBe(200);
    expect(draft.json.number).toBe(1);
    // A draft is not on the site: the English still shows there.
    expect((await publicPage("/Vision", "hi")).json.language).toBe("en");

    const published = await editor.call("PUT", "/pages/Vision", {
      language: "hi",
      forEnglish: start.english.number,
      document: words,
      status: "published",
      basedOn: 1,
    });
    expect(published.status).toBe(200);
    const shown = await publicPage("/Vision", "hi");
    expect(shown.json.language).toBe("hi");
    expect(shown.json.number).toBe(2);
    expect(shown.json.document.heading).toBe("दृष्टि");
    expect(shown.json.olderThanEnglish).toBeUndefined();
    // The English versions did not move.
    expect((await publicPage("/Vision")).json.number).toBe(start.english.number);

    // The English changes: the Hindi on the site is now older than it, and says from which.
    const english = await editor.call("GET", "/pages/Vision");
    const changed = await editor.call("PUT", "/pages/Vision", {
      document: {
        ...(english.json.document as PageDocument),
        description: "Our vision, as the school states it this year.",
      },
      status: "published",
      basedOn: english.json.newest,
    });
    expect(changed.status).toBe(200);
    const older = await publicPage("/Vision", "hi");
    expect(older.json.language).toBe("hi");
    expect(older.json.olderThanEnglish).toBe(start.english.number);

    const list = await editor.call("GET", "/pages/translations");
    expect(list.status).toBe(200);
    const pages = list.json as unknown as { path: string; why: string; hindiFor?: number }[];
    // Newest English change first: the page just changed.
    expect(pages[0]).toMatchObject({ path: "/Vision", why: "older", hindiFor: 1 });
    // A page the school never translated is missing; one translated and current is absent.
    expect(pages.find((page) => page.path === "/Mission")?.why).toBe("missing");
    expect(pages.some((page) => page.path === "/SchoolFees")).toBe(false);

    // Each save is in the audit log, said in which language.
    const logged = await administrator.call("GET", "/audit?record=/Vision&limit=3");
    const lines = logged.json as unknown as { action: string }[];
    const actions = lines.map((line) => line.action);
    expect(actions).toEqual(["publish", "publish in Hindi", "save draft in Hindi"]);
  });

  it("refuses a save from an older Hindi version, and one that does not say its English", async () => {
    const opened = (await editor.call("GET", "/pages/Admission?language=hi"))
      .json as unknown as Opened;
    expect(opened.newest).toBeGreaterThanOrEqual(1);
    const stale = await editor.call("PUT", "/pages/Admission", {
      language: "hi",
      forEnglish: opened.english.number,
      document: opened.document,
      status: "published",
      basedOn: opened.newest - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.newest).toBe(opened.newest);
    const unsaid = await editor.call("PUT", "/pages/Admission", {
      language: "hi",
      document: opened.document,
      status: "published",
      basedOn: opened.newest,
    });
    expect(unsaid.status).toBe(400);
    expect(Object.keys(unsaid.json.fields as object)).toEqual(["forEnglish"]);
  });

  it("is restored as a Hindi version, from the English it was written from", async () => {
    const opened = (await editor.call("GET", "/pages/Vision?language=hi"))
      .json as unknown as Opened;
    const restored = await editor.call("POST", "/pages/Vision/restore", {
      language: "hi",
      number: 1,
      basedOn: opened.newest,
    });
    expect(restored.status).toBe(200);
    expect(restored.json.number).toBe(opened.newest + 1);
    const after = (await editor.call("GET", "/pages/Vision?language=hi")).json as unknown as Opened;
    expect(after.forEnglish).toBe(opened.english.number - 1);
  });

  it("is written by editors and administrators only", async () => {
    expect((await office.call("GET", "/pages/Vision?language=hi")).status).toBe(403);
    expect((await office.call("GET", "/pages/translations")).status).toBe(403);
    const refused = await office.call("PUT", "/pages/Vision", {
      language: "hi",
      forEnglish: 1,
      document: { blocks: [] },
      status: "published",
      basedOn: 0,
    });
    expect(refused.status).toBe(403);
    expect((await administrator.call("GET", "/pages/translations")).status).toBe(200);
  });

  it("is found by its Hindi words in a Hindi search, and a page without Hindi by its English", async () => {
    const search = async (q: string, language?: "hi") => {
      const query = `q=${encodeURIComponent(q)}${language ? `&language=${language}` : ""}`;
      const response = await backend.request(`/api/search/${schoolCode}?${query}`);
      expect(response.status).toBe(200);
      const { groups } = (await response.json()) as {
        groups: { kind: string; results: { path: string; title: string }[] }[];
      };
      return groups.find((group) => group.kind === "Page")?.results ?? [];
    };
    const fees = await search("शुल्क", "hi");
    expect(fees.map((page) => page.path)).toContain("/SchoolFees");
    expect(fees.find((page) => page.path === "/SchoolFees")!.title).toMatch(devanagari);
    // The English search reads the English words only.
    expect(await search("शुल्क")).toEqual([]);
    // A page with no Hindi is found in a Hindi search by its English words.
    expect((await search("mission", "hi")).map((page) => page.path)).toContain("/Mission");
  });
});
