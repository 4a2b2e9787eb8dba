import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import sharp from "sharp";
import type { Block, PageDocument } from "#contracts/page-content.ts";
import { desktop, patiently, phone, useBrowser } from "../support/browser.ts";
import { expectAccessible, staffOf } from "../support/office-browser.ts";

// The static pages' editor in the school office, used as an editor uses it: a fee changed in
// the table of Fee Structure and published, and seen there and on School Fees, which shows the
// same table; the new version seen in the history, a wrong edit refused with its message beside
// the field and every word kept, and the earlier version restored, so that the shared demo
// school is left showing the fees as seeded.

const baseUrl = inject("baseUrl");
const browser = useBrowser();
/** The editor signs in once for the file. */
const asStaff = staffOf(baseUrl, browser);

/** Problems beyond the statuses a refused form answers with (Chrome logs those as errors). */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/status of (400|409)\b/.test(problem));

interface Opened {
  number: number;
  newest: number;
  document: PageDocument;
  versions: unknown[];
}

/** Fee Structure as the office API has it now, read as the page's signed-in editor. */
async function opened(page: Page): Promise<Opened> {
  const cookies = await page.context().cookies(baseUrl);
  // Asked afresh with the page's cookies: Playwright's own request context may send it on a
  // kept-alive connection the server has just closed.
  const answer = await fetch(`${baseUrl}/api/office/HLCA/pages/Feestructure`, {
    headers: { Cookie: cookies.map(({ name, value }) => `${name}=${value}`).join("; ") },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Opened;
}

/** The first table of the page, wherever it is nested: the fees of 2025-26 by class. */
function feeTable(blocks: Block[]): Extract<Block, { type: "table" }> {
  for (const block of blocks) {
    if (block.type === "table") return block;
    if (block.type === "section") {
      const inner = block.blocks.find((b) => b.type === "table");
      if (inner?.type === "table") return inner;
    }
  }
  throw new Error("no table on Fee Structure");
}

/** The input of the 6th class's fee: the cell beside the one that says "6th". */
async function sixthClassFee(page: Page) {
  const name = await page.locator('input[value="6th"]').first().getAttribute("name");
  expect(name).toMatch(/^blocks\.\d+\.rows\.\d+\.0$/);
  return page.locator(`input[name="${name!.replace(/\.0$/, ".1")}"]`);
}

/**
 * What a visitor gets at /Feestructure and at /SchoolFees, which shows its table: the 6th
 * class's fee on each, and the scripts named.
 */
async function publicFees() {
  const [kept, shown] = await Promise.all(
    ["/Feestructure", "/SchoolFees"].map(async (at) => (await fetch(baseUrl + at)).text()),
  );
  const sixth = (html: string) =>
    /<th scope="row"[^>]*>6th<\/th><td[^>]*>([^<]*)<\/td>/.exec(html)?.[1];
  return {
    sixth: sixth(kept!),
    onSchoolFees: sixth(shown!),
    scripts: [...kept!.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
  };
}

describe("the page editor of the school office", () => {
  it("an editor changes a fee, publishes it, is told what is wrong with a bad edit, and restores the fees", async () => {
    const { page, context, problems } = await asStaff("editor", desktop);
    const before = await opened(page);
    const seeded = feeTable(before.document.blocks);
    const publicBefore = await publicFees();
    expect(publicBefore.sixth).toBe("5247");
    expect(publicBefore.onSchoolFees).toBe("5247");
    try {
      await page
        .getByRole("navigation", { name: "Office" })
        .getByRole("link", { name: "Pages" })
        .click();
      expect(new URL(page.url()).pathname).toBe("/office/pages");
      await expectAccessible(page);
      // The list is searched by name.
      await page.getByLabel("Search", { exact: true }).fill("fee structure");
      await page.getByRole("button", { name: "Find" }).click();
      await expect.poll(() => page.locator("tbody tr").count(), patiently).toBe(1);
      await page
        .locator("tbody")
        .getByRole("link", { name: /^Fee Structure/ })
        .click();
      expect(new URL(page.url()).pathname).toBe("/office/pages/Feestructure");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(
        /^Edit Fee Structure/,
      );
      await expectAccessible(page);

      // The 6th class's fee, in the cell labelled by its row and column.
      const fee = await sixthClassFee(page);
      expect(await fee.getAttribute("aria-label")).toBe("Row 7, Rs. per month");
      expect(await fee.inputValue()).toBe("5247");
      await fee.fill("5300");
      await page.getByRole("button", { name: "Publish now" }).first().click();
      const published = before.newest + 1;
      expect(await page.getByRole("status").textContent()).toBe(
        `Published: version ${published} is on the site.`,
      );
      expect(await (await sixthClassFee(page)).inputValue()).toBe("5300");
      // The public page shows the new fee at once, and so does School Fees, typed once; with
      // the same scripts as before: none but the site's one small script.
      const publicAfter = await publicFees();
      expect(publicAfter.sixth).toBe("5300");
      expect(publicAfter.onSchoolFees).toBe("5300");
      expect(publicAfter.scripts).toEqual(publicBefore.scripts);
      expect(publicAfter.scripts).toEqual([
        expect.stringMatching(/^\/assets\/enhance\.browser-[\w-]+\.js$/),
      ]);
      // Kept as a figure, not as the words "5300".
      const after = await opened(page);
      expect(after.newest).toBe(published);
      expect(feeTable(after.document.blocks).rows.find((row) => row[0] === "6th")).toEqual([
        "6th",
        5300,
      ]);
      // The history names the new version as the one on the site, saved by this editor.
      const history = page.getByRole("region", { name: "History" });
      const newest = history.locator("tbody tr").first();
      expect(await newest.textContent()).toContain("On the site");
      expect(await newest.textContent()).toContain("by Demo Editor");
      expect(await history.locator("tbody tr").count()).toBe(before.versions.length + 1);

      // A row added and removed again, with the words typed elsewhere kept each time.
      await page.getByLabel("Description").fill("Typed, not yet saved.");
      const table = page.locator("fieldset", { has: fee.first() }).last();
      await table.getByRole("button", { name: "Add row" }).click();
      const rows = seeded.rows.length + 1;
      const added = page.getByRole("group", { name: `Row ${rows}` }).first();
      await added.waitFor();
      expect(await added.getByRole("textbox").count()).toBe(2);
      expect(await page.getByLabel("Description").inputValue()).toBe("Typed, not yet saved.");
      await added.getByRole("button", { name: `Remove row ${rows}` }).click();
      await expect.poll(() => page.getByRole("group", { name: `Row ${rows}` }).count()).toBe(0);
      expect(await page.getByLabel("Description").inputValue()).toBe("Typed, not yet saved.");

      // A wrong edit: two columns of one name, and a row with a cell too many. Nothing is saved;
      // each message is beside its place and in the summary, and every word stays as typed.
      const columns = await page.locator('input[aria-label="Column 2 name"]').first();
      await columns.fill("Class");
      const rowName = (await fee.getAttribute("name"))!.replace(/\.\d+\.1$/, ".1");
      await page.evaluate((name) => {
        const extra = document.createElement("input");
        extra.name = `${name}.2`;
        extra.value = "an extra cell";
        document.querySelector("form[enctype]")!.append(extra);
      }, rowName);
      await page.getByRole("button", { name: "Publish now" }).first().click();
      const summary = page.getByRole("alert");
      expect(await summary.textContent()).toContain("Column names: Two columns share a name.");
      expect(await summary.textContent()).toContain(
        "Row 2: Row 2 has 3 cells; the table has 2 columns.",
      );
      const tableId = rowName.replace(/\.rows\.1$/, "");
      await page
        .locator(`[id="field-${tableId}.columns"] >> text=Two columns share a name.`)
        .waitFor({ state: "visible" });
      const row2 = page.locator(`[id="field-${rowName}"]`);
      expect(await row2.textContent()).toContain("Row 2 has 3 cells; the table has 2 columns.");
      expect(await row2.locator(`[id="field-${rowName}.2"]`).inputValue()).toBe("an extra cell");
      expect(await page.locator('input[aria-label="Column 2 name"]').first().inputValue()).toBe(
        "Class",
      );
      expect(await page.getByLabel("Description").inputValue()).toBe("Typed, not yet saved.");
      expect(await (await sixthClassFee(page)).inputValue()).toBe("5300");
      // The summary's links lead to the fields.
      expect(await summary.getByRole("link").first().getAttribute("href")).toMatch(
        /^#field-blocks\./,
      );
      expect((await opened(page)).newest).toBe(published);
      await expectAccessible(page);

      // Someone saves while this editor is typing: the save is refused, the words stay, and
      // the newer version is a link away.
      await page.goto(`${baseUrl}/office/pages/Feestructure`);
      const other = await opened(page);
      const elsewhere = await page.request.put(`${baseUrl}/api/office/HLCA/pages/Feestructure`, {
        data: { document: other.document, status: "draft", publishAt: "", basedOn: other.newest },
        headers: { Origin: baseUrl },
      });
      expect(elsewhere.status()).toBe(200);
      await (await sixthClassFee(page)).fill("5400");
      await page.getByRole("button", { name: "Publish now" }).first().click();
      const stale = page.getByRole("alert");
      expect(await stale.textContent()).toContain("Someone saved this page since you opened it.");
      expect(await stale.getByRole("link").getAttribute("href")).toBe(
        `/office/pages/Feestructure?version=${other.newest + 1}`,
      );
      expect(await (await sixthClassFee(page)).inputValue()).toBe("5400");
      expect((await opened(page)).newest).toBe(other.newest + 1);

      // The version before this editor's comes back as a new one, on the site at once.
      await page.goto(`${baseUrl}/office/pages/Feestructure`);
      const last = (await opened(page)).newest;
      await page.getByRole("button", { name: `Restore version ${before.newest}` }).click();
      expect(await page.getByRole("status").textContent()).toBe(
        `Restored version ${before.newest} as version ${last + 1}; it is on the site now.`,
      );
      expect(await (await sixthClassFee(page)).inputValue()).toBe("5247");
      expect(await publicFees()).toMatchObject({ sixth: "5247", onSchoolFees: "5247" });
      expect(
        await page
          .getByRole("region", { name: "History" })
          .locator("tbody tr")
          .first()
          .textContent(),
      ).toContain(`Restored from version ${before.newest}`);
      expect(unexpected(problems)).toEqual([]);
    } finally {
      // Whatever happened above, the shared demo school shows the fees as seeded again.
      const now = await opened(page);
      if (JSON.stringify(now.document) !== JSON.stringify(before.document)) {
        const restored = await page.request.post(
          `${baseUrl}/api/office/HLCA/pages/Feestructure/restore`,
          { data: { number: before.newest, basedOn: now.newest }, headers: { Origin: baseUrl } },
        );
        expect(restored.status()).toBe(200);
      }
      await context.close();
    }
  });

  it("an editor adds a picture to a page and sees its size filled in and the page previewed, without saving", async () => {
    const { page, context, problems } = await asStaff("editor", desktop);
    const before = await opened(page);
    await page.goto(`${baseUrl}/office/pages/Feestructure`);
    const blocks = before.document.blocks.length;
    await page.getByLabel("Add a block", { exact: true }).selectOption("image");
    await page.locator('button[value="add:blocks"]').click();
    const block = page.getByRole("group", { name: `Block ${blocks + 1}: Image` });
    await block.waitFor();
    const picture = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#2a6f97" },
    })
      .jpeg()
      .toBuffer();
    await block
      .getByLabel(/Or upload one/)
      .setInputFiles({ name: "library.jpg", mimeType: "image/jpeg", buffer: picture });
    await block.getByLabel("What the picture shows").fill("The new library");
    await page.getByRole("button", { name: "Preview" }).first().click();
    const stored = page.getByRole("group", { name: `Block ${blocks + 1}: Image` });
    expect(await stored.getByLabel("Picture", { exact: true }).inputValue()).toMatch(
      /^office\/\d{4}\/[\w-]+\.jpg$/,
    );
    expect(await stored.getByLabel("Width").inputValue()).toBe("640");
    expect(await stored.getByLabel("Height").inputValue()).toBe("480");
    const preview = page.getByRole("region", { name: "Preview: not saved yet" });
    expect(await preview.getByRole("img", { name: "The new library" }).getAttribute("width")).toBe(
      "640",
    );
    await expectAccessible(page);
    // Nothing was saved.
    expect((await opened(page)).newest).toBe(before.newest);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("shows every column of the fee table, and each row's Remove, on a 375 px phone", async () => {
    const { page, context } = await asStaff("editor", phone);
    await page.goto(`${baseUrl}/office/pages/Feestructure`);
    const grid = page.getByRole("group", { name: /^Cells of the table/ }).first();
    const box = (await grid.boundingBox())!;
    const rights = await grid
      .locator("input:not([type=hidden]), button")
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right));
    expect(rights.length).toBeGreaterThan(4);
    for (const right of rights) expect(right).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await context.close();
  });

  it("the office home names the pages behind the session and why, with the one step that starts it", async () => {
    const { page, context } = await asStaff("editor", phone);
    const answer = await page.request.get(`${baseUrl}/api/office/HLCA/pages`);
    const { session, behind } = (await answer.json()) as {
      session: string;
      behind: { path: string; why: string }[];
    };
    // The demo's fee table names the session before, and its admission dates have passed.
    expect(behind).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "/Feestructure", why: "session" }),
        expect.objectContaining({ path: "/AdmissionXI", why: "dates" }),
      ]),
    );
    const warning = page.getByRole("region", { name: `A new session (${session}) has begun` });
    for (const { path } of behind) {
      const item = warning.getByRole("listitem").filter({
        has: page.locator(`a[href="/office/pages${path}"]`),
      });
      expect(await item.count()).toBe(1);
    }
    const dates = warning.getByRole("listitem").filter({
      has: page.locator('a[href="/office/pages/AdmissionXI"]'),
    });
    expect(await dates.textContent()).toMatch(/dates have passed \(the last is \d+ \w{3} \d{4}\)/);
    await warning.getByRole("button", { name: `Start session ${session}` }).waitFor();
    // Nothing on the phone is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectAccessible(page);
    await context.close();
  });
});
