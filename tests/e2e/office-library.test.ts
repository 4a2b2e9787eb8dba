import { describe, expect, inject, it } from "vitest";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { patiently, phone, useBrowser, desktop } from "../support/browser.ts";
import { expectAccessible, staffOf } from "../support/office-browser.ts";

// The office's file library as a clerk uses it on a phone: a document added to it, named so
// that it is found again, then chosen for a notice's attachment from the notice's own form,
// where it shows by that name; and the same library without JavaScript.

const baseUrl = inject("baseUrl");
const browser = useBrowser();
/** The editor signs in once for the file. */
const asStaff = staffOf(baseUrl, browser);

async function pdfFile(name: string, text: string) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 18, font });
  return { name, mimeType: "application/pdf", buffer: Buffer.from(await pdf.save()) };
}

describe("the file library", () => {
  it("takes a document, names it, and offers it by that name to a notice's attachment", async () => {
    const { page, context, problems } = await asStaff("editor", phone);
    const words = `Bus routes ${Date.now().toString(36)}`;
    await page.goto(`${baseUrl}/office/files`);
    // The bar's sections scroll in a row on a phone; the screen's own is in view, last as it is.
    const current = await page
      .getByRole("navigation", { name: "Office" })
      .locator("[aria-current=page]")
      .boundingBox();
    expect(current!.x + current!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectAccessible(page);

    await page.locator("#upload-library").setInputFiles([await pdfFile("IMG_0042.pdf", words)]);
    await page.waitForFunction(
      () => document.querySelectorAll("[data-upload-list] li[data-state=done]").length === 1,
    );
    await page.getByRole("button", { name: "Add to the library" }).click();
    expect(await page.getByRole("status").textContent()).toContain("1 file added");
    const card = page.getByRole("listitem").filter({
      has: page.locator('input[name="name"][value="IMG_0042.pdf"]'),
    });
    await card.getByLabel("Name").fill(words);
    await card.getByLabel("Description").fill("Stops and times of every school bus");
    await card.getByRole("button", { name: "Save" }).click();
    expect(await page.getByRole("status").textContent()).toContain(`Saved: ${words}`);
    await page.getByLabel("Words of a file's name or description").fill(words);
    await page.getByRole("button", { name: "Find" }).click();
    await expect.poll(() => page.locator('input[name="name"]').count(), patiently).toBe(1);
    const path = await page.getByLabel("Its address, to paste in a field").inputValue();
    expect(path).toMatch(/^office\/\d{4}\/[0-9a-f-]{36}\.pdf$/);

    // Chosen for a notice from its form: the picker finds it by its new name.
    await page.goto(`${baseUrl}/office/records/news/new`);
    await page.getByLabel("Title (required)").fill(`Notice with ${words}`);
    const attachments = page.locator("#field-attachments");
    await page.locator('a[data-library-pick="field-attachments"]').click();
    const dialog = page.getByRole("dialog", { name: "Choose from the library" });
    await dialog.getByLabel("Words of its name or description").fill(words);
    await expect
      .poll(() => dialog.getByRole("status").textContent(), patiently)
      .toContain("1 file");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: words }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await attachments.inputValue()).toBe(path);
    await page.getByRole("button", { name: "Save as draft" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Saved as a draft");
    // The form shows the attachment by its name in the library, not its address.
    expect(
      await page.getByRole("link", { name: words, exact: true }).getAttribute("href"),
    ).toContain(path);
    await page.getByRole("button", { name: "Delete" }).click();
    expect(await page.getByRole("status").textContent()).toContain("Deleted");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("offers its photos to an import by name, as a CSV names them", async () => {
    const { page, context, problems } = await asStaff("editor", desktop);
    await page.goto(`${baseUrl}/office/import/toppers`);
    await page.getByRole("link", { name: "Choose photos from the library" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose from the library" });
    await dialog.getByLabel("Words of its name or description").fill("jasleen");
    await expect
      .poll(() => dialog.getByRole("status").textContent(), patiently)
      .toContain("1 file");
    await dialog.locator("li button").click();
    expect(await page.locator("#field-stored").inputValue()).toMatch(
      /^jasleen-kaur-sandhu\.jpg\t\S+\/jasleen-kaur-sandhu\.jpg$/,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it("takes a file with the form alone, without JavaScript", async () => {
    const { page, context } = await asStaff("editor", { ...desktop, javaScriptEnabled: false });
    await page.goto(`${baseUrl}/office/files`);
    const name = `Sports day heats ${Date.now().toString(36)}.pdf`;
    await page.locator("#upload-library").setInputFiles([await pdfFile(name, "Heats")]);
    await page.getByRole("button", { name: "Add to the library" }).click();
    expect(await page.getByRole("status").textContent()).toContain("1 file added");
    await expect
      .poll(() => page.locator(`input[name="name"][value="${name}"]`).count(), patiently)
      .toBe(1);
    // A "Choose from the library" link opens the library itself, where addresses are copied.
    await page.goto(`${baseUrl}/office/records/news/new`);
    expect(
      await page.locator('a[data-library-pick="field-attachments"]').getAttribute("href"),
    ).toBe("/office/files");
    await context.close();
  });
});
