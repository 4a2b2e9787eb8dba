import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, openPage } from "../support/browser.ts";
import { useProxiedWebsite } from "../support/proxy-backend.ts";

// The website reads a proxy of the demo backend; each test decides which calls fail.
const baseUrl = inject("baseUrl");

const browser = useBrowser();

// These tests are about which section shows what, not speed: a generous limit keeps a busy test
// machine from turning a slow answer into a fallback (tests/e2e/resilience.test.ts times).
const { override, website } = useProxiedWebsite(baseUrl, { API_TIMEOUT_MS: "3000" });

/** What each section shows, as one line of text per section. */
async function sections(page: Page) {
  return page.evaluate(() => {
    const read = (title: string) => {
      const heading = [...document.querySelectorAll("main h2")].find(
        (h) => h.textContent?.trim() === title,
      );
      const section = heading?.closest("section, div");
      return (section?.textContent ?? "").replace(/\s+/g, " ").trim();
    };
    return {
      notices: read("Notice Board"),
      events: read("Upcoming Events"),
      news: read("recent activities & announcements"),
      principal: read("Principal's message"),
      toppers: read("X Toppers"),
      birthdays: read("today's birthday"),
      gallery: read("Activities in Images"),
      popup: document.querySelector("dialog[open]") ? "open" : "closed",
      // The header announcement's attachment, which no home call feeds.
      badge:
        document
          .querySelector("section[aria-label=Announcement] a[href*='/api/image/']")
          ?.getAttribute("href") ?? "",
    };
  });
}

async function load(): Promise<Record<string, string>> {
  const { page, context } = await openPage(browser());
  // After hydration, when the popup has had its chance to open.
  await page.goto(website.url + "/", { waitUntil: "networkidle" });
  const seen = await sections(page);
  await context.close();
  return seen;
}

const calls: [string, RegExp, keyof Awaited<ReturnType<typeof sections>>][] = [
  ["highlight", /^\/api\/highlight\//, "notices"],
  ["events", /^\/api\/events\/HLCA/, "events"],
  ["news", /^\/api\/news\/HLCA/, "news"],
  ["principalMessage", /^\/api\/principalMessage\//, "principal"],
  ["topper", /^\/api\/topper\//, "toppers"],
  ["birthdays", /^\/api\/birthdays\//, "birthdays"],
  ["gallery", /^\/api\/gallery\/HLCA/, "gallery"],
  ["notification", /^\/api\/notification\//, "popup"],
];

describe("each home section fails alone", () => {
  let healthy: Record<string, string>;

  it("first renders every section from the demo data", async () => {
    override.current = () => undefined;
    healthy = await load();
    expect(healthy.popup).toBe("open");
    expect(healthy.notices).not.toContain("Stay Tuned");
    expect(healthy.badge).toMatch(/\.pdf$/);
  });

  it.each(calls)("a failing %s call changes only its own section", async (_, pattern, key) => {
    override.current = (path) =>
      pattern.test(path) ? { status: 500, body: { error: "down" } } : undefined;
    const seen = await load();
    for (const [name, text] of Object.entries(seen)) {
      if (name === key) expect(text, name).not.toBe(healthy[name]);
      else expect(text, name).toBe(healthy[name]);
    }
  });

  it("renders every fallback when the backend hangs", async () => {
    override.current = () => "hang";
    const response = await fetch(website.url + "/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Stay Tuned for More Updates!");
    expect(html).toContain("Gallery Title");
  });
});

describe("leadership message HTML from the backend", () => {
  it("is shown without its script, event handlers or javascript: links", async () => {
    override.current = (path) =>
      /^\/api\/principalMessage\//.test(path)
        ? {
            status: 200,
            body: [
              {
                _id: "evil",
                category: "Principal",
                name: "Sr. Test",
                message:
                  '<p onmouseover="window.__pwned=1">Welcome<script>window.__pwned=2</script>' +
                  '<img src=x onerror="window.__pwned=3"><a href="javascript:window.__pwned=4">Click</a></p>',
                attachments: [],
              },
            ],
          }
        : undefined;
    const { page, context } = await openPage(browser());
    let alerted = false;
    page.on("dialog", () => (alerted = true));
    await page.goto(website.url + "/", { waitUntil: "networkidle" });
    if (await page.locator("dialog[open]").count()) await page.keyboard.press("Escape");
    const message = page.locator("main section", {
      has: page.getByRole("heading", { name: "Principal's message" }),
    });
    const html = await message.innerHTML();
    expect(html).toContain("Welcome");
    expect(html).not.toMatch(/<script|onmouseover|onerror|javascript:|<img src="x"/i);
    await message.getByText("Click").click();
    await message.getByText("Welcome").hover();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
      undefined,
    );
    expect(alerted).toBe(false);
    await context.close();
  });
});
