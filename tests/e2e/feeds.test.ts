import { describe, expect, inject, it } from "vitest";
import { axeViolations, desktop, openPage, phone, useBrowser } from "../support/browser.ts";

// The events calendar's offer, on the Events page and on an event's own page, as Chromium
// lays it out: no axe violations, and nothing wider than the screen. The feeds themselves and
// the links to them are tests/pages/feeds.test.ts's.

const baseUrl = inject("baseUrl");
const browser = useBrowser();

interface Listed {
  slug?: string;
}

async function list(path: string): Promise<Listed[]> {
  return (await (await fetch(`${baseUrl}/api/${path}/HLCA`)).json()) as Listed[];
}

describe("the events calendar", () => {
  it("has no axe violations and fits the screen at 1280 and 375 px", async () => {
    const event = (await list("events/All")).find((item) => item.slug)!;
    for (const options of [desktop, phone]) {
      const { page, context } = await openPage(browser(), options);
      for (const path of ["/Events", `/Events/${event.slug}`]) {
        await page.goto(baseUrl + path);
        expect(await axeViolations(page), path).toEqual([]);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, path).toBeLessThanOrEqual(options.viewport!.width);
      }
      await context.close();
    }
  });
});
