import { describe, expect, inject, it } from "vitest";
import { axeViolations, desktop, openPage, phone, useBrowser } from "../support/browser.ts";

// An item's own page as a browser lays it out: no axe violations and no sideways scrolling at a
// desktop's and a phone's width. What the server sends of it (reached from its card, its head,
// its JSON-LD, its redirects, the sitemap) is tests/pages/item-pages.test.ts's.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

interface Listed {
  slug?: string;
  category?: string;
}

async function list(path: string): Promise<Listed[]> {
  return (await (await fetch(`${baseUrl}/api/${path}/HLCA`)).json()) as Listed[];
}

describe("an item's own page", () => {
  it("has no axe violations at 1280 and 375 px", async () => {
    const notice = (await list("news/all")).find((item) => item.category === "NoticeBoard")!;
    for (const options of [desktop, phone]) {
      const { page, context } = await openPage(browser(), options);
      await page.goto(`${baseUrl}/NoticeBoard/${notice.slug}`);
      expect(await axeViolations(page)).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(options.viewport!.width);
      await context.close();
    }
  });
});
