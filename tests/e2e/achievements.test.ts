import { describe, expect, inject, it } from "vitest";
import { admissionNumberOf } from "#demo/admission-numbers.ts";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { axeViolations, desktop, openPage, useBrowser } from "../support/browser.ts";
import { signIn } from "../support/office-browser.ts";

// Achievements, a kind declared as one module (contracts/records/achievements.ts): published
// in the office with a photo, listed on /Achievements and on the home page; a child whose
// parents have not consented is never shown.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** Problems beyond the statuses a refused form answers with (Chrome logs those as errors). */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/status of (400|403|409|413)\b/.test(problem));

/** Deletes the achievements whose name holds `text`, as the page's signed-in person. */
async function deleteMade(page: Page, text: string) {
  const api = `${baseUrl}/api/office/HLCA/records/achievements`;
  const made = (await (await page.request.get(`${api}?q=${encodeURIComponent(text)}`)).json()) as {
    id: string;
  }[];
  for (const { id } of made) {
    const deleted = await page.request.delete(`${api}/${id}`, {
      data: {},
      headers: { Origin: baseUrl },
    });
    expect(deleted.status()).toBe(200);
  }
}

describe("achievements", () => {
  it("an editor publishes an award with a photo: it is on /Achievements and the home page, and an award without consent is on neither", async () => {
    const { page, context, problems } = await openPage(browser(), desktop);
    await signIn(page, baseUrl, "editor");
    const stamp = Date.now();
    const winner = `Ishita Banerjee ${stamp}`;
    const withheld = `Without Consent ${stamp}`;
    try {
      await page.goto(`${baseUrl}/office/records/achievements/new`);
      await page
        .getByLabel("Award (required)")
        .fill("Gold medal, long jump, CBSE Cluster Athletics Meet (Under-14)");
      await page.getByLabel("Student or team (required)").fill(winner);
      await page.getByLabel("Class", { exact: true }).fill("VIII-A");
      // Dated ahead of every demo award, so it is the newest.
      await page.getByLabel("Date (required)").fill("2099-01-20");
      await page.getByLabel("Level (required)").selectOption("National");
      await page.locator("#upload-attachments").setInputFiles({
        name: "long-jump.jpg",
        mimeType: "image/jpeg",
        buffer: await sharp({
          create: { width: 800, height: 600, channels: 3, background: "hsl(40, 60%, 50%)" },
        })
          .jpeg()
          .toBuffer(),
      });
      await page.waitForFunction(
        () => document.querySelectorAll("[data-upload-list] li[data-state=done]").length === 1,
        undefined,
        { timeout: 30_000 },
      );
      // A child of the demo school whose parents' consent is recorded.
      await page
        .getByLabel("Admission numbers of the children named")
        .fill(admissionNumberOf("Harpreet Singh Gill"));
      await page.getByRole("button", { name: "Publish" }).click();
      expect(await page.getByRole("status").textContent()).toContain("Saved and published");

      // The same award for a child whose parents have not consented yet, dated later still: the
      // server refuses to publish it.
      const made = await page.request.post(`${baseUrl}/api/office/HLCA/records/achievements`, {
        data: {
          title: "First place, Inter-School Quiz",
          name: withheld,
          date: "2099-02-01",
          level: "District",
          children: "2099/0002",
          status: "published",
        },
        headers: { Origin: baseUrl },
      });
      expect(made.status()).toBe(400);

      await page.goto(`${baseUrl}/Achievements`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Achievements");
      // The newest first.
      expect((await page.locator("main li h2").allTextContents())[0]).toBe(winner);
      const first = page.locator("main li").filter({ hasText: winner });
      expect(await first.textContent()).toContain("National");
      expect(await first.textContent()).toContain("Class VIII-A");
      expect(await first.getByRole("img").getAttribute("alt")).toBe(winner);
      const text = await page.locator("main").textContent();
      expect(text).not.toContain(withheld);
      // Nor the demo's pupil whose parents have not sent the form.
      expect(text).not.toContain("Navya Joshi");
      // The level's select keeps only that level's awards.
      await page.goto(`${baseUrl}/Achievements?level=District`);
      expect(await page.locator("main").textContent()).not.toContain(winner);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${baseUrl}/`);
      const section = page.getByRole("region", { name: "Achievements" });
      expect(await section.getByRole("heading", { level: 3 }).first().textContent()).toBe(winner);
      expect(await section.getByRole("listitem").count()).toBe(4);
      expect(await section.textContent()).not.toContain(withheld);
      expect(await section.getByRole("link", { name: /^Read More/ }).getAttribute("href")).toBe(
        "/Achievements",
      );
      expect(unexpected(problems)).toEqual([]);
    } finally {
      await deleteMade(page, String(stamp));
      await context.close();
    }
  });
});
