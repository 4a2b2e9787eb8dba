import { PDFDocument, rgb } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import type { PageDocument } from "#contracts/page-content.ts";
import { altMessage, textlessMessage, type WritingChecks } from "#contracts/writing-checks.ts";
import { notice, signedIn, type OfficeClient } from "../support/office-client.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { sendFile } from "../support/uploads.ts";

// The writing checks on the server (issue 41, point 2): a picture without a description and a
// heading that skips a level stop a page being published, though a draft keeps them; words like
// "click here" and a PDF without text are said and the page is saved. Each refusal is followed
// by the same page accepted once it is put right.

let backend: TestBackend;
let editor: OfficeClient;
const page = "/pages/LifeTags";

beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.211");
});

/** The page's newest words and number. */
async function opened() {
  const answer = await editor.call("GET", page);
  expect(answer.status).toBe(200);
  return answer.json as unknown as {
    number: number;
    document: PageDocument;
    checks: WritingChecks;
  };
}

/** Saves the page with `blocks` before its own, as a draft or published. */
async function save(blocks: unknown[], status: "draft" | "published" = "published") {
  const { number, document } = await opened();
  return editor.call("PUT", page, {
    document: { ...document, blocks: [...blocks, ...document.blocks.slice(blocks.length)] },
    status,
    basedOn: number,
  });
}

const picture = {
  file: "public/Images/library.jpg",
  alt: "",
  width: 800,
  height: 600,
};

describe("a page's writing checks on the server", () => {
  it("publishes a picture only with a description, or marked decorative", async () => {
    const refused = await save([{ type: "image", image: picture }]);
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({ "blocks.0.image.alt": altMessage });
    // A draft keeps it, and says what stops it being published.
    const draft = await save([{ type: "image", image: picture }], "draft");
    expect(draft.status).toBe(200);
    expect((draft.json.checks as WritingChecks).errors).toEqual({
      "blocks.0.image.alt": altMessage,
    });
    expect((await opened()).checks.errors).toEqual({ "blocks.0.image.alt": altMessage });

    const decorative = await save([{ type: "image", image: { ...picture, decorative: true } }]);
    expect(decorative.status).toBe(200);
    const described = await save([
      { type: "image", image: { ...picture, alt: "The library's reading room" } },
    ]);
    expect(described.status).toBe(200);
    expect((described.json.checks as WritingChecks).errors).toEqual({});
  });

  it("publishes headings only in order, level by level", async () => {
    const refused = await save([
      { type: "heading", text: "Tags we wear", level: 3 },
      { type: "prose", markdown: "Each house has its colour." },
    ]);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.fields as object)).toEqual(["blocks.0.level"]);
    expect((refused.json.fields as Record<string, string>)["blocks.0.level"]).toMatch(
      /skips a level/,
    );
    const ordered = await save([
      { type: "heading", text: "Tags we wear" },
      { type: "prose", markdown: "### Houses\n\nEach house has its colour." },
    ]);
    expect(ordered.status).toBe(200);
  });

  it("saves link words like 'click here' and a PDF without text, and says so", async () => {
    const document = await PDFDocument.create();
    // A scan: a picture of a page, no words in it.
    document
      .addPage([200, 200])
      .drawRectangle({ x: 20, y: 20, width: 160, height: 160, color: rgb(0.8, 0.8, 0.8) });
    const scan = await sendFile(
      backend.request,
      schoolCode,
      editor,
      await document.save(),
      "scan.pdf",
    );
    expect(scan.status).toBe(201);
    const saved = await save([
      { type: "links", items: [{ label: "Click here", to: "/Admission" }] },
      { type: "pdf", file: scan.json.path, title: "Tag sizes", height: 800 },
    ]);
    expect(saved.status, saved.text).toBe(200);
    const checks = saved.json.checks as WritingChecks;
    expect(checks.errors).toEqual({});
    expect(Object.keys(checks.warnings).sort()).toEqual([
      "blocks.0.items.0.label",
      "blocks.1.file",
    ]);
    expect(checks.warnings["blocks.1.file"]).toBe(textlessMessage);

    // Asked before saving, the checks say the same of words being typed.
    const asked = await editor.call("POST", "/pages/check", {
      document: {
        blocks: [{ type: "links", items: [{ label: "the tag sizes", to: "/LifeTags" }] }],
      },
    });
    expect(asked.json).toEqual({ errors: {}, warnings: {} });
  });
});

describe("an item's writing checks on the server", () => {
  it("publishes a notice only with its headings in order, and says what its links' words lack", async () => {
    const skipped = notice("Bus timings from Monday", {
      description: "#### Morning\n\nBuses leave at 7:10.",
    });
    const refused = await editor.call("POST", "/records/news", skipped);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.fields as object)).toEqual(["description"]);
    // Kept as a draft, it says so when opened.
    const draft = await editor.call("POST", "/records/news", { ...skipped, status: "draft" });
    expect(draft.status).toBe(201);
    const opened = await editor.call("GET", `/records/news/${draft.json.id as string}`);
    expect(Object.keys((opened.json.checks as WritingChecks).errors)).toEqual(["description"]);

    const made = await editor.call(
      "POST",
      "/records/news",
      notice("Bus timings from Monday", {
        description: "## Morning\n\nBuses leave at 7:10. [Click here](/SchoolTransportation).",
      }),
    );
    expect(made.status).toBe(201);
    const saved = await editor.call("GET", `/records/news/${made.json.id as string}`);
    expect(Object.keys((saved.json.checks as WritingChecks).warnings)).toEqual(["description"]);
    const asked = await editor.call("POST", "/records/news/check", {
      values: { description: "## Morning\n\nSee [the bus routes](/SchoolTransportation)." },
    });
    expect(asked.json).toEqual({ errors: {}, warnings: {} });
  });
});
