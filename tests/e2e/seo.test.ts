import { describe, expect, inject, it } from "vitest";
import { useBrowser, openPage } from "../support/browser.ts";

// What a search engine reads is the HTML the server sends (tests/pages/crawl/seo.test.ts reads its
// heads, JSON-LD, sitemap and robots.txt). Here only what a browser alone can see: the pages
// whose JSON-LD is drawn from the data hydrate without complaint, so the block the browser draws
// is the one the server sent.

const baseUrl = inject("baseUrl");

describe("structured data (JSON-LD)", () => {
  const browser = useBrowser();

  async function hydrates(path: string) {
    const { page, context, problems } = await openPage(browser());
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    await context.close();
    expect(problems).toEqual([]);
  }

  it("/Events describes each event with its name, start, place and description", async () => {
    await hydrates("/Events");
  });

  it("the home page describes the school", async () => {
    await hydrates("/");
  });
});
