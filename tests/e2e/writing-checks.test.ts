import { describe, expect, inject, it } from "vitest";
import { openPage, phone, useBrowser } from "../support/browser.ts";
import { expectAccessible, signIn } from "../support/office-browser.ts";

// The writing checks as an editor meets them on a phone (issue 41, point 2): beside the field,
// a moment after typing and before any saving, and again when publishing is pressed; put
// right, the message goes. Nothing here is saved: the shared demo school is left as it was.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

describe("the page editor's writing checks", () => {
  it("say what is wrong beside the field while one types, and publishing refuses it", async () => {
    const { page, context } = await openPage(browser(), phone);
    try {
      await signIn(page, baseUrl, "editor");
      await page.goto(`${baseUrl}/office/pages/Classroom`);
      const versionsBefore = await page.locator("#history li, #history tr").count();

      // A picture's description taken away: said beside it, then settled by "decorative".
      const alt = page.locator("textarea[name$='image.alt']").first();
      const altName = (await alt.getAttribute("name"))!;
      const altCheck = page.locator(`[id='field-${altName}-check']`);
      await alt.fill("");
      await expect.poll(() => altCheck.textContent(), { timeout: 5_000 }).toMatch(/^Describe/);
      expect(await alt.getAttribute("aria-describedby")).toContain(`field-${altName}-check`);
      await page.locator(`input[name='${altName.replace(/alt$/, "decorative")}']`).check();
      await expect.poll(() => altCheck.count(), { timeout: 5_000 }).toBe(0);

      // A sub-heading before any heading, then link words that say nothing.
      const prose = page.locator("textarea[name$='.markdown']").first();
      const proseName = (await prose.getAttribute("name"))!;
      const proseCheck = page.locator(`[id='field-${proseName}-check']`);
      const words = await prose.inputValue();
      await prose.fill(`### Our rooms\n\n${words}`);
      await expect
        .poll(() => proseCheck.textContent(), { timeout: 5_000 })
        .toMatch(/skips a level/);
      await expectAccessible(page);
      await prose.fill(`## Our rooms\n\nSee [click here](/Admission).\n\n${words}`);
      await expect
        .poll(() => proseCheck.textContent(), { timeout: 5_000 })
        .toMatch(/^The link "click here" says nothing/);
      await prose.fill(`## Our rooms\n\nSee [the admission procedure](/Admission).\n\n${words}`);
      await expect.poll(() => proseCheck.count(), { timeout: 5_000 }).toBe(0);
      // None of it was saved.
      expect(new URL(page.url()).search).toBe("");

      // Pressed anyway, publishing refuses the skipped level beside its field, words kept.
      await prose.fill(`### Our rooms\n\n${words}`);
      await page.getByRole("button", { name: "Publish now" }).first().click();
      await expect
        .poll(() => page.locator(`[id='field-${proseName}-error']`).textContent())
        .toMatch(/skips a level/);
      expect(await page.locator(`textarea[name='${proseName}']`).inputValue()).toBe(
        `### Our rooms\n\n${words}`,
      );
      expect(await page.locator("#history li, #history tr").count()).toBe(versionsBefore);
    } finally {
      await context.close();
    }
  });
});
