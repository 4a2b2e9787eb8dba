import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations, desktop, useBrowser, openPage, phone } from "../support/browser.ts";
import { useProxiedWebsite } from "../support/proxy-backend.ts";
import { monthAbbreviations } from "../support/spec-figures.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const api = async <T>(path: string): Promise<T[]> =>
  (await fetch(baseUrl + path)).json() as Promise<T[]>;
// The cards, not the lists of attachments inside them.
const cards = (page: Page) => page.getByRole("main").locator("ul:not(li ul) > li");
const count = async (page: Page) =>
  Number(await page.getByRole("status").filter({ hasText: /:/ }).locator("strong").textContent());

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const [thisYear] = today.split("-").map(Number) as [number];

describe("list pages with the demo data", () => {
  it.each([
    ["/Gallery", "Gallery"],
    ["/VideoGallery", "Video Gallery"],
    ["/News", "News"],
    ["/NoticeBoard", "Notice Board"],
    ["/Events", "Events"],
    ["/ToppersX", "Toppers X"],
  ])("%s shows its cards, its count, and no axe violation at two widths", async (path, heading) => {
    for (const options of [desktop, phone]) {
      const { page, context, problems } = await openPage(browser(), options);
      await page.goto(baseUrl + path);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
      const shown = await cards(page).count();
      expect(shown).toBeGreaterThan(0);
      expect(await count(page)).toBe(shown);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it("says of each event whether it is upcoming, on today or past, by the school's day", async () => {
    const events = await api<{ date: string; endDate?: string; title: string }>(
      "/api/events/All/HLCA",
    );
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/Events");
    const shown = await cards(page).evaluateAll((items) =>
      items.map((item) => [
        item.querySelector("h2")?.textContent?.trim(),
        item.querySelector("[data-timing]")?.getAttribute("data-timing"),
      ]),
    );
    const expected = (event: { date: string; endDate?: string }) =>
      event.date > today ? "upcoming" : (event.endDate ?? event.date) < today ? "past" : "today";
    expect(Object.fromEntries(shown)).toEqual(
      Object.fromEntries(events.map((event) => [event.title, expected(event)])),
    );
    expect(new Set(shown.map(([, timing]) => timing))).toContain("past");
    expect(new Set(shown.map(([, timing]) => timing))).toContain("upcoming");
    await context.close();
  });

  it("shows only NoticeBoard items on the Notice Board, this year's by default", async () => {
    const news = await api<{ category: string; fromDate: string }>("/api/news/all/HLCA");
    const notices = news.filter((n) => n.category === "NoticeBoard");
    const thisYears = notices.filter((n) => n.fromDate.startsWith(String(thisYear)));
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/NoticeBoard");
    expect(await page.getByLabel("Year").inputValue()).toBe(
      thisYears.length > 0 ? String(thisYear) : expect.any(String),
    );
    expect(await count(page)).toBe(thisYears.length || notices.length);
    await context.close();
  });

  it("keeps filters in the URL: shareable, reloadable, and undone by Back", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/News");
    const all = await count(page);
    const months = await page.getByLabel("Month").locator("option").allTextContents();
    const month = months[1]!;
    await page.getByLabel("Month").selectOption({ label: month });
    await page.waitForURL(/month=\d+/);
    await expect.poll(() => count(page)).toBeLessThan(all);
    const filtered = await count(page);
    expect(filtered).toBeLessThan(all);
    expect(await cards(page).count()).toBe(filtered);

    await page.reload();
    expect(await page.getByLabel("Month").inputValue()).not.toBe("All");
    expect(await count(page)).toBe(filtered);

    await page.goBack();
    await page.waitForURL(baseUrl + "/News");
    await expect.poll(() => count(page)).toBe(all);
    await page.goForward();
    await page.waitForURL(/month=\d+/);
    await expect.poll(() => count(page)).toBe(filtered);
    await context.close();
  });

  it("orders News with this month's items first, then newest first", async () => {
    const news = await api<{ title: string; fromDate: string }>("/api/news/all/HLCA");
    const month = today.slice(0, 7);
    const newest = [...news].sort((a, b) => b.fromDate.localeCompare(a.fromDate));
    const expected = [
      ...newest.filter((n) => n.fromDate.startsWith(month)),
      ...newest.filter((n) => !n.fromDate.startsWith(month)),
    ].map((n) => n.title);
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/News");
    expect(await cards(page).locator("h2").allTextContents()).toEqual(expected);
    await context.close();
  });

  it("opens a news picture in a lightbox with no axe violation", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/News");
    await cards(page)
      .first()
      .getByRole("link", { name: /enlarge picture/ })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });

  it("filters videos by year and embeds only those without a thumbnail", async () => {
    const videos = await api<{ date: string; attachments: string[] }>("/api/video/all/HLCA");
    const year = videos[0]!.date.slice(0, 4);
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/VideoGallery");
    expect(await count(page)).toBe(videos.length);
    // Every card alike: a play mark; one with a thumbnail opens its video's own site.
    expect(await page.getByRole("link", { name: /^Play video:/ }).count()).toBe(videos.length);
    expect(await page.locator("main a[data-video-embed]").count()).toBe(
      videos.filter((v) => v.attachments.length === 0).length,
    );
    expect(
      await page.getByRole("link", { name: /^Play video: .* \(opens in a new tab\)$/ }).count(),
    ).toBe(videos.filter((v) => v.attachments.length > 0).length);
    await page.getByLabel("Year").selectOption(year);
    await expect.poll(() => count(page)).toBe(videos.filter((v) => v.date.startsWith(year)).length);
    await context.close();
  });

  it("filters by title as you type", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/Events");
    const first = (await cards(page).first().locator("h2").textContent())!;
    await page.getByPlaceholder("Search Here..").fill(first.slice(0, 12).toUpperCase());
    await page.waitForURL(/q=/);
    expect(await cards(page).first().locator("h2").textContent()).toBe(first);
    await page.getByPlaceholder("Search Here..").fill("zzzz no such event");
    await expect.poll(() => count(page)).toBe(0);
    await context.close();
  });

  it("offers January and every month present in the events", async () => {
    const events = await api<{ date: string }>("/api/events/All/HLCA");
    const months = [...new Set(events.map((e) => Number(e.date.slice(5, 7))))].sort(
      (a, b) => a - b,
    );
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/Events");
    const options = await page.getByLabel("Month").locator("option").allTextContents();
    const names = monthAbbreviations;
    expect(options).toEqual(["All", ...months.map((m) => names[m - 1])]);
    await context.close();
  });

  it("starts Toppers at this session, class X only, best first, with a name search", async () => {
    const toppers = await api<{
      class: string;
      sessionYear: string;
      name: string;
      division: number | string;
    }>("/api/topper/HLCA");
    // This session when it has toppers, otherwise the newest one (spec 4).
    const sessions = [...new Set(toppers.filter((t) => t.class === "X").map((t) => t.sessionYear))]
      .sort()
      .reverse();
    const current = `${thisYear - 1}-${thisYear}`;
    const session = sessions.includes(current) ? current : sessions[0]!;
    const expected = toppers
      .filter((t) => t.class === "X" && t.sessionYear === session)
      .sort((a, b) => Number.parseFloat(String(b.division)) - Number.parseFloat(String(a.division)))
      .map((t) => t.name);
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/ToppersX");
    expect(await page.getByLabel("Session").inputValue()).toBe(session);
    expect(await cards(page).locator("h2").allTextContents()).toEqual(expected);
    await page.getByLabel("Search by name").fill(expected[0]!.split(" ")[0]!.toLowerCase());
    expect(await cards(page).locator("h2").allTextContents()).toContain(expected[0]);
    await context.close();
  });

  it("links each album to its own page, counts its photos, and sends its old address there", async () => {
    const albums = await api<{ _id: string; category: string; slug: string }>(
      "/api/gallery/All/HLCA",
    );
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/Gallery?year=All");
    const photo = albums.filter((a) => a.category === "PhotoGallery");
    expect(await count(page)).toBe(photo.length);
    const link = page.getByRole("link", { name: /^View More/ }).first();
    expect(await link.getAttribute("href")).toBe(`/Gallery/${photo[0]!.slug}`);
    expect(await page.getByText(/^Number Of Photos : \d+$/).count()).toBe(photo.length);
    const old = await fetch(`${baseUrl}/SubGallery?id=${photo[0]!._id}`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/Gallery/${photo[0]!.slug}`);
    await context.close();
  });

  it("filters with a plain GET form when JavaScript is off", async () => {
    const context = await browser().newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + "/Events");
    const all = await count(page);
    const months = await page.getByLabel("Month").locator("option").allTextContents();
    await page.getByLabel("Month").selectOption({ label: months[1]! });
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/month=\d+/);
    expect(await count(page)).toBeLessThan(all);
    expect(await cards(page).count()).toBe(await count(page));
    await context.close();
  });
});

describe("list pages with the backend down", () => {
  // Down for every call but the school's settings, without which no page is drawn.
  const { override, website } = useProxiedWebsite(baseUrl);
  override.current = (path) =>
    path.startsWith("/api/settings/") ? undefined : { status: 503, body: { error: "down" } };

  it.each([
    ["/NoticeBoard", 2, "Title"],
    ["/Gallery", 3, "Title"],
    ["/ToppersX", 4, "Student Name"],
  ])("%s shows its %i placeholders", async (path, n, heading) => {
    const response = await fetch(website.url + path);
    expect(response.status).toBe(200);
    const { page, context } = await openPage(browser());
    await page.goto(website.url + path);
    expect(await page.getByRole("main").locator("li h2", { hasText: heading }).count()).toBe(n);
    await context.close();
  });
});
