import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, useBrowser } from "../support/browser.ts";
import { notice, signedIn } from "../support/office-client.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";

// A list longer than a page, on a server of its own (the shared one keeps the demo's counts):
// the Notice Board's script draws the chosen month's cards and pager in place, and its links
// keep the choices. The pages as the server sends them are read in tests/pages/list-paging.test.ts.

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

describe("a list longer than a page", () => {
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
    await tab.getByRole("link", { name: "Previous page" }).waitFor();
    await context.close();
  });
});
