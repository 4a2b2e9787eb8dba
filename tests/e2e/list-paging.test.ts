import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, useBrowser } from "../support/browser.ts";
import { notice, signedIn } from "../support/office-client.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";

// A list longer than a page, on a server of its own (the shared one keeps the demo's counts):
// the Notice Board draws one page of the notices its filters keep, and links to the pages on
// either side that keep the filters, with and without JavaScript.

const browser = useBrowser();
let server: ServerProcess;
const titles = Array.from({ length: 30 }, (_, n) => `Fee instalment reminder ${n + 1}`);

beforeAll(async () => {
  server = await startServer();
  const editor = await signedIn((path, init) => fetch(`${server.url}${path}`, init), "editor");
  for (const [n, title] of titles.entries()) {
    // March of a past year, a day each, so the newest is the last one made.
    const day = String(1 + Math.floor(n / 2)).padStart(2, "0");
    const made = await editor.call(
      "POST",
      "/records/news",
      notice(title, { fromDate: `2024-03-${day}` }),
    );
    expect(made.status, made.text).toBe(201);
  }
}, 120_000);

afterAll(async () => {
  if (server) await stopServer(server);
});

const count = (html: string) => Number(/data-list-count[^>]*>(\d+)</.exec(html)?.[1]);
const cardTitles = (html: string) =>
  [...html.matchAll(/>(Fee instalment reminder \d+)<\/a><\/h2>/g)].map((m) => m[1]!);
async function page(address: string) {
  const response = await fetch(server.url + address);
  expect(response.status, address).toBe(200);
  const html = await response.text();
  const links = Object.fromEntries(
    [...html.replace(/&amp;/g, "&").matchAll(/<a href="([^"]+)" rel="(next|prev)"/g)].map((m) => [
      m[2]!,
      m[1]!,
    ]),
  );
  return { html, links };
}

describe("a list longer than a page", () => {
  it("draws 24 notices, then the rest behind a link that keeps the filters", async () => {
    const first = await page("/NoticeBoard?year=2024&month=3&q=instalment");
    expect(count(first.html)).toBe(30);
    const shown = cardTitles(first.html);
    expect(shown).toHaveLength(24);
    expect(first.links.prev).toBeUndefined();
    const next = new URLSearchParams(first.links.next!.replace(/^\?/, ""));
    expect(Object.fromEntries(next)).toMatchObject({ year: "2024", month: "3", q: "instalment" });

    const second = await page(`/NoticeBoard${first.links.next}`);
    expect(count(second.html)).toBe(30);
    const rest = cardTitles(second.html);
    expect(rest).toHaveLength(6);
    expect(new Set([...shown, ...rest])).toEqual(new Set(titles));
    expect(second.links.next).toBeUndefined();

    const back = await page(`/NoticeBoard${second.links.prev}`);
    expect(cardTitles(back.html)).toEqual(shown);
  });

  it("goes from page to page in a browser, with the choices kept", async () => {
    const { page: tab, context } = await openPage(browser());
    await tab.goto(`${server.url}/NoticeBoard?year=2024`);
    await tab.getByLabel("Month").selectOption("3");
    // The page's script draws March's cards and pager in place: its link, not the one before.
    const next = tab.locator('a[href*="month=3"]', { hasText: "Next page" });
    await next.waitFor();
    await next.click();
    await tab.waitForURL(/before=/);
    const url = new URL(tab.url());
    expect(url.searchParams.get("year")).toBe("2024");
    expect(url.searchParams.get("month")).toBe("3");
    expect(await tab.getByLabel("Month").inputValue()).toBe("3");
    expect(await tab.getByRole("link", { name: "Previous page" }).isVisible()).toBe(true);
    await context.close();
  });
});
