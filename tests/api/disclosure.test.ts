import { beforeAll, describe, expect, it } from "vitest";
import type { Block } from "#contracts/page-content.ts";
import { everyBlock } from "#contracts/shared-tables.ts";
import { pdfWords } from "#server/services/document-texts.ts";
import { OfficeClient, signedIn, signedInAdministrator } from "../support/office-client.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// The CBSE disclosure as data (issue 40): kept on the office's Disclosure page and in the staff
// register, drawn as the public page and a PDF from the same sheet.

let backend: TestBackend;
let administrator: OfficeClient;
let editor: OfficeClient;

beforeAll(async () => {
  backend = await testBackend();
  administrator = await signedInAdministrator(backend.request, "198.51.100.171");
  editor = await signedIn(backend.request, "editor", "198.51.100.172");
});

const page = async (path: string) => {
  const answer = await backend.request(`/api/page/${schoolCode}${path}`);
  expect(answer.status).toBe(200);
  return everyBlock(((await answer.json()) as { document: { blocks: Block[] } }).document.blocks);
};
const tables = async (path: string) =>
  (await page(path)).filter((b): b is Extract<Block, { type: "table" }> => b.type === "table");
const pdfText = async (language = "en") => {
  const answer = await backend.request(
    `/api/disclosure/${schoolCode}/pdf${language === "en" ? "" : `?language=${language}`}`,
  );
  expect(answer.status).toBe(200);
  expect(answer.headers.get("Content-Type")).toBe("application/pdf");
  return pdfWords(new Uint8Array(await answer.arrayBuffer()));
};
// A PDF's text breaks lines where the page's do not: compare without white space.
const bare = (text: string) => text.replace(/\s+/g, "");
const detail = (table: Extract<Block, { type: "table" }>, label: string) =>
  String(table.rows.find((row) => row[1] === label)?.[2]);

describe("the CBSE disclosure", () => {
  it("says the same on its page and in its PDF, field for field", async () => {
    const blocks = await page("/CbseDisclosure");
    const text = bare(await pdfText());
    const cells = blocks.flatMap((block) =>
      block.type === "table" ? [block.caption, ...block.columns, ...block.rows.flat()] : [],
    );
    const documents = blocks.flatMap((block) =>
      block.type === "files"
        ? block.items.flatMap((item) => [item.title, item.subtitle!.replace(/^View( · )?/, "")])
        : [],
    );
    expect(cells.length).toBeGreaterThan(60);
    expect(documents).toHaveLength(32);
    for (const value of [...cells, ...documents].map(String).filter(Boolean)) {
      expect(text, value).toContain(bare(value));
    }
    expect(blocks.find((b) => b.type === "links" && b.items.some((i) => "to" in i))).toBeTruthy();
    // The Hindi sheet gives the same figures (its shaped Devanagari does not read back as typed).
    const hindi = bare(await pdfText("hi"));
    const [general] = blocks.filter((b) => b.type === "table");
    for (const value of general!.rows.map((row) => String(row[2])).filter((v) => /^\d+$/.test(v)))
      expect(hindi).toContain(value);
  });

  it("counts the staff register's teachers, and the staff page lists them", async () => {
    const [teaching] = await tables("/Staff");
    const before = (await tables("/CbseDisclosure")).find((t) => t.caption === "Teaching staff")!;
    const added = await editor.call("POST", "/records/staff", {
      name: "Mrs. Test Kaur Teacher",
      post: "PGT",
      designation: "",
      qualification: "M.Sc. (Physics), B.Ed.",
      status: "published",
    });
    expect(added.status).toBe(201);
    const id = (added.json as { id: string }).id;

    const [teachingNow] = await tables("/Staff");
    expect(teachingNow!.rows).toHaveLength(teaching!.rows.length + 1);
    // Among the PGTs, after those entered before.
    const rows = teachingNow!.rows.map((row) => row.slice(1));
    const at = rows.findIndex((row) => row[0] === "Mrs. Test Kaur Teacher");
    expect(rows[at]).toEqual(["Mrs. Test Kaur Teacher", "PGT", "M.Sc. (Physics), B.Ed."]);
    expect(rows[at - 1]![1]).toBe("PGT");
    expect(rows[at + 1]![1]).toBe("TGT");
    const after = (await tables("/CbseDisclosure")).find((t) => t.caption === "Teaching staff")!;
    expect(Number(detail(after, "PGT"))).toBe(Number(detail(before, "PGT")) + 1);
    expect(Number(detail(after, "Total No. of Teachers"))).toBe(
      Number(detail(before, "Total No. of Teachers")) + 1,
    );
    expect(bare(await pdfText())).toContain(
      bare(`Total No. of Teachers ${detail(after, "Total No. of Teachers")}`),
    );

    expect((await editor.call("DELETE", `/records/staff/${id}`, {})).status).toBe(200);
    expect((await tables("/Staff"))[0]!.rows).toHaveLength(teaching!.rows.length);
  });

  it("is kept by administrators, refusing a certificate valid before it was issued", async () => {
    expect((await editor.call("GET", "/disclosure")).status).toBe(403);
    const current = await administrator.call("GET", "/disclosure");
    expect(current.status).toBe(200);
    const { number, disclosure } = current.json as {
      number: number;
      disclosure: { schoolCode: string; documents: Record<string, object> };
    };
    const refused = await administrator.call("PUT", "/disclosure", {
      basedOn: number,
      disclosure: {
        ...disclosure,
        documents: {
          ...disclosure.documents,
          fireSafety: { issuedOn: "2026-09-01", validUntil: "2026-08-31" },
        },
      },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.json as { fields: object }).fields)).toEqual([
      "documents.fireSafety.validUntil",
    ]);
    expect((await editor.call("PUT", "/disclosure", { basedOn: number, disclosure })).status).toBe(
      403,
    );

    const saved = await administrator.call("PUT", "/disclosure", {
      basedOn: number,
      disclosure: { ...disclosure, schoolCode: "41234" },
    });
    expect(saved.status).toBe(200);
    const [general] = await tables("/CbseDisclosure");
    expect(detail(general!, "School Code")).toBe("41234");
    expect(await pdfText()).toContain("41234");
    // Someone else's older copy is refused rather than saved over this.
    const stale = await administrator.call("PUT", "/disclosure", { basedOn: number, disclosure });
    expect(stale.status).toBe(409);
    // The settings' own page saves them without the disclosure, which stays as it was.
    const settings = await administrator.call("GET", "/settings");
    const withoutDisclosure = {
      ...(settings.json as { settings: Record<string, unknown> }).settings,
    };
    delete withoutDisclosure.disclosure;
    const resaved = await administrator.call("PUT", "/settings", {
      settings: withoutDisclosure,
      basedOn: (saved.json as { number: number }).number,
    });
    expect(resaved.status).toBe(200);
    expect(detail((await tables("/CbseDisclosure"))[0]!, "School Code")).toBe("41234");
    const back = await administrator.call("PUT", "/disclosure", {
      basedOn: (resaved.json as { number: number }).number,
      disclosure,
    });
    expect(back.status).toBe(200);
  });
});
