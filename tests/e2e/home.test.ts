import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { desktop, useBrowser, openPage, patiently } from "../support/browser.ts";
import { useProxiedWebsite } from "../support/proxy-backend.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

async function closePopup(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Notifications" });
  await dialog.waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
}

const sectionTitles = [
  "Notice Board",
  "academic calendar",
  "Upcoming Events",
  "recent activities & announcements",
  "Principal's message",
  "Our facilities",
  "X Toppers",
  "today's birthday",
  "what sets us apart",
  "Activities in Images",
];

describe("the home page", () => {
  it("shows every part of spec 2.7 in order, with the demo data", async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto(baseUrl + "/");
    await closePopup(page);
    const headings = await page.locator("main h2").allTextContents();
    const order = sectionTitles.map((title) => headings.indexOf(title));
    expect(
      order.every((index) => index >= 0),
      JSON.stringify(headings),
    ).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    const tiles = page.getByRole("navigation", { name: "Quick links" }).getByRole("link");
    expect(await tiles.allTextContents()).toEqual([
      "MISSION vision & motto",
      "Student Login",
      "Admission Information",
      "Mandatory disclosure",
      "ALUMNI ASSOCIATION",
    ]);
    const xi = page.getByRole("link", { name: /^Admission Class XI/ });
    expect(await xi.getAttribute("href")).toBe("/AdmissionXI");
    expect(await xi.getAttribute("target")).toBe("_blank");
    expect(await page.getByRole("link", { name: /^Read Instructions/ }).count()).toBe(1);

    // Upcoming events: at most four, from the demo data.
    expect(
      await page.getByRole("list", { name: "Upcoming Events" }).getByRole("listitem").count(),
    ).toBe(4);
    await page.getByText(/^Today is \w+day, \d{1,2} \w+$/).waitFor({ state: "visible" });
    await page.getByRole("heading", { name: "Principal's message" }).waitFor({ state: "visible" });
    expect(await page.getByRole("link", { name: /^READ MORE/ }).getAttribute("href")).toBe(
      "/PrincipalMessage",
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the latest session's class X toppers only, highest division first", async () => {
    const toppers = (await (await fetch(`${baseUrl}/api/topper/HLCA`)).json()) as {
      name: string;
      class: string;
      sessionYear: string;
      division: number | string;
    }[];
    const classX = toppers.filter((t) => t.class === "X");
    const latest = classX
      .map((t) => t.sessionYear)
      .sort()
      .at(-1);
    const expected = classX
      .filter((t) => t.sessionYear === latest)
      .sort((a, b) => Number.parseFloat(String(b.division)) - Number.parseFloat(String(a.division)))
      .map((t) => t.name);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(classX.length);
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/");
    const carousel = page.getByRole("region", { name: "Class X toppers" });
    const names = await carousel.locator("h3").allTextContents();
    expect(names).toEqual(expected);
    await context.close();
  });

  it("opens the notification popup as a dialog that returns focus when closed", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/");
    const dialog = page.getByRole("dialog", { name: "Notifications" });
    await dialog.waitFor();
    // The popup's first picture covers the slider on the first screen: it alone is fetched first.
    const first = page.locator("img[fetchpriority=high]");
    expect(await first.count()).toBe(1);
    expect(await dialog.locator("img[fetchpriority=high]").count()).toBe(1);
    // axe reads the page with the popup open and closed in tests/e2e/accessibility.test.ts.
    await dialog.getByRole("button", { name: "Next notification" }).waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });

  it("follows the ARIA tabs pattern in 'Our curriculum'", async () => {
    const { page, context } = await openPage(browser(), desktop);
    await page.goto(baseUrl + "/");
    await closePopup(page);
    const tabs = page.getByRole("tablist", { name: "Our curriculum" }).getByRole("tab");
    expect(await tabs.allTextContents()).toEqual([
      "Pre primary",
      "Primary",
      "Middle",
      "Secondary",
      "Sr Secondary",
    ]);
    await tabs.first().focus();
    await page.keyboard.press("End");
    expect(await tabs.last().getAttribute("aria-selected")).toBe("true");
    expect(
      await page.getByRole("link", { name: "Read More about Sr Secondary" }).getAttribute("href"),
    ).toBe("/SrSecondarySchool");
    await context.close();
  });

  it("moves the event calendar one month at a time", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/");
    await closePopup(page);
    const month = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      month: "long",
      year: "numeric",
    }).format(new Date());
    await page.getByText(month, { exact: true }).waitFor({ state: "visible" });
    await page.getByRole("button", { name: "Next month" }).click();
    await expect.poll(() => page.getByText(month, { exact: true }).count(), patiently).toBe(0);
    await page.getByRole("button", { name: "Previous month" }).click();
    await page.getByText(month, { exact: true }).waitFor({ state: "visible" });
    await context.close();
  });

  it("reads another month's events as the calendar moves to it", async () => {
    const events = (await (await fetch(`${baseUrl}/api/events/all/HLCA`)).json()) as {
      date: string;
      title: string;
    }[];
    const thisMonth = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
    }).format(new Date());
    // The nearest earlier month with events: the home page did not bring them.
    const earlier = events
      .map((event) => event.date.slice(0, 7))
      .filter((month) => month < thisMonth)
      .sort()
      .at(-1)!;
    const [year, month] = thisMonth.split("-").map(Number) as [number, number];
    const [toYear, toMonth] = earlier.split("-").map(Number) as [number, number];
    const steps = (year - toYear) * 12 + (month - toMonth);
    const { page, context } = await openPage(browser());
    await page.goto(baseUrl + "/");
    await closePopup(page);
    for (let step = 0; step < steps; step++) {
      await page.getByRole("button", { name: "Previous month" }).click();
    }
    const expected = events.filter((event) => event.date.startsWith(earlier));
    const list = page.locator("[data-event-calendar] ul[aria-label^='Events in']");
    await expect.poll(() => list.locator("li").count()).toBe(expected.length);
    for (const event of expected) {
      expect(await list.textContent()).toContain(event.title);
    }
    await context.close();
  });

  it("does not move by itself under reduced motion", async () => {
    const { page, context } = await openPage(browser());
    await page.emulateMedia({ reducedMotion: "reduce" });
    // The page's timers run on Playwright's clock, so the slider's 3 s pass at once.
    await page.clock.install();
    await page.goto(baseUrl + "/");
    await closePopup(page);
    const slider = page.getByRole("region", { name: "School life in pictures" });
    const first = await slider.locator("[aria-roledescription=slide]").first().boundingBox();
    await page.clock.runFor(3600);
    const later = await slider.locator("[aria-roledescription=slide]").first().boundingBox();
    expect(later?.x).toBe(first?.x);
    await context.close();
  });
});

describe("each section fails alone", () => {
  // A backend down for every call but the school's settings, without which no page is drawn.
  const { override, website: broken } = useProxiedWebsite(baseUrl);
  override.current = (path) =>
    path.startsWith("/api/settings/") ? undefined : { status: 503, body: { error: "down" } };

  it("renders every fallback promptly with the backend down", async () => {
    const started = Date.now();
    const response = await fetch(broken.url + "/");
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    const { page, context } = await openPage(browser());
    await page.goto(broken.url + "/");
    expect(await page.getByRole("dialog").count()).toBe(0);
    // Without a popup, the slider's first picture is the one fetched first.
    const slider = page.getByRole("region", { name: "School life in pictures" });
    expect(await page.locator("img[fetchpriority=high]").count()).toBe(1);
    expect(await slider.locator("img[fetchpriority=high]").count()).toBe(1);
    await page.getByText("Stay Tuned for More Updates!").waitFor({ state: "visible" });
    expect(
      await page.getByRole("list", { name: "Upcoming Events" }).getByRole("listitem").count(),
    ).toBe(4);
    expect(await page.locator("main h3", { hasText: "Gallery Title" }).count()).toBe(6);
    expect(await page.locator("main h3", { hasText: "Student Name" }).count()).toBe(4);
    expect(await page.getByText("90%").count()).toBe(2);
    expect(await page.getByRole("link", { name: /^Read Instructions/ }).count()).toBe(0);
    await context.close();
  });
});

describe("motion on the home page", () => {
  /** The slides a visitor can reach: the others are inert while out of view. */
  const inView = (page: Page, name: string) =>
    page
      .getByRole("region", { name })
      .locator("[aria-roledescription=slide]")
      .evaluateAll((slides) =>
        slides.flatMap((slide, index) => (slide.hasAttribute("inert") ? [] : [index])),
      );

  it("moves the slider by itself, and holds it on hover and with the pause button", async () => {
    const { page, context } = await openPage(browser());
    // The page's timers (the slider's 3 s between moves, its glide's frames) run on
    // Playwright's clock: runFor passes their seconds at once.
    await page.clock.install();
    await page.goto(baseUrl + "/", { waitUntil: "networkidle" });
    await closePopup(page);
    await page.mouse.move(5, 5);
    const start = await inView(page, "School life in pictures");
    // One wait between moves and the glide that follows it.
    await page.clock.runFor(5000);
    await expect
      .poll(async () => (await inView(page, "School life in pictures"))[0], patiently)
      .not.toBe(start[0]);

    const slider = page.getByRole("region", { name: "School life in pictures" });
    await slider.hover();
    // A glide under way as the pointer came ends; no other starts.
    await page.clock.runFor(2000);
    const held = await inView(page, "School life in pictures");
    await page.clock.runFor(4000);
    expect(await inView(page, "School life in pictures")).toEqual(held);

    await page.mouse.move(5, 5);
    await slider.getByRole("button", { name: "Pause slide show" }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(2000);
    const paused = await inView(page, "School life in pictures");
    await page.clock.runFor(4000);
    expect(await inView(page, "School life in pictures")).toEqual(paused);
    await slider.getByRole("button", { name: "Play slide show" }).waitFor({ state: "visible" });
    await context.close();
  });

  it.each([
    [1280, 3],
    [375, 1],
  ])("shows the toppers carousel's slides of spec 9 at %i px", async (width, slides) => {
    const { page, context } = await openPage(browser(), { viewport: { width, height: 900 } });
    await page.goto(baseUrl + "/", { waitUntil: "networkidle" });
    await closePopup(page);
    // A carousel starts as it comes near the screen.
    await page.getByRole("region", { name: "Class X toppers" }).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await inView(page, "Class X toppers")).length).toBe(slides);
    await context.close();
  });
});
