import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ViewportSize } from "playwright-core";
import { openPage, patiently, phone, useBrowser } from "../support/browser.ts";
import { expectAccessible, signIn } from "../support/office-browser.ts";

// The site in Hindi (issue 37) in a browser: the language link leads to the twin and back, the
// browser's cookie remembering the choice for the next visit, and sits in the phone's header;
// and the office's list of what to translate after an English change. What each page says in
// Hindi, and search, feeds and the calendar in Hindi, are tests/pages/crawl/hindi.test.ts's.

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const devanagari = /[\u0900-\u097f]/;

interface PublicNews {
  _id: string;
  category: string;
  slug: string;
  title: string;
  hi?: { fields: Record<string, string> };
}

/** The school's news and notices as the API sends them, each with its Hindi if it has one. */
const allNews = async () =>
  (await (await fetch(`${baseUrl}/api/news/all/HLCA`)).json()) as PublicNews[];

// One phone page with JavaScript, opened once and made each test's size in turn: a new context
// and its first visit took a second and a half, a later visit a quarter of one.
let phonePage: Awaited<ReturnType<typeof openPage>> | undefined;
beforeAll(async () => {
  phonePage = await openPage(browser(), phone);
});
afterAll(async () => {
  await phonePage?.context.close();
});

/** The phone's page at a size, as a new visitor's: no cookies, so no language and no sign-in. */
async function onPhone(viewport: ViewportSize = phone.viewport!) {
  const { page, context } = phonePage!;
  await page.setViewportSize(viewport);
  await context.clearCookies();
  return page;
}

describe("the language link", () => {
  it("leads to the twin and back without JavaScript, and is remembered for the next visit", async () => {
    const { page, context } = await openPage(browser(), { ...phone, javaScriptEnabled: false });
    await page.goto(baseUrl + "/SchoolFees");
    await page.locator('header a[hreflang="hi-IN"]').click();
    expect(new URL(page.url()).pathname).toBe("/hi/SchoolFees");
    expect(await page.locator("html").getAttribute("lang")).toBe("hi-IN");

    // The next visit, by a typed address or a bookmark, opens in Hindi.
    await page.goto(baseUrl + "/Admission");
    expect(new URL(page.url()).pathname).toBe("/hi/Admission");

    // Back to English by the link: English is remembered instead.
    await page.locator('header a[hreflang="en-IN"]').click();
    expect(new URL(page.url()).pathname).toBe("/Admission");
    await page.goto(baseUrl + "/SchoolTiming");
    expect(new URL(page.url()).pathname).toBe("/SchoolTiming");
    await context.close();
  });

  it("is in the phone's one header row and nothing scrolls sideways at 320 px", async () => {
    const page = await onPhone({ width: 320, height: 640 });
    for (const at of ["/hi/SchoolFees", "/SchoolFees"]) {
      await page.goto(baseUrl + at);
      const link = page.locator("header a[hreflang]");
      await expect.poll(() => link.isVisible(), { ...patiently, message: at }).toBe(true);
      const box = (await link.boundingBox())!;
      expect(box.y + box.height, at).toBeLessThan(80);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
    }
  });
});

describe("the office's Hindi", () => {
  it("lists a page whose English changed, beside which its Hindi is brought up to date", async () => {
    const page = await onPhone();
    await signIn(page, baseUrl, "editor");

    // An English change to a page that has its Hindi.
    await page.goto(baseUrl + "/office/pages/ToTheParents");
    const description = page.getByLabel("Description");
    await description.fill(`${await description.inputValue()} Read with your child each evening.`);
    await page.getByRole("button", { name: "Publish now" }).first().click();
    await page.getByRole("status").filter({ hasText: "Published" }).waitFor();

    // The Hindi page now says its English is newer, with a link to it.
    await page.goto(baseUrl + "/hi/ToTheParents");
    const note = page.locator('main [role="note"]');
    expect(await note.textContent()).toMatch(devanagari);
    expect(await note.getByRole("link").getAttribute("href")).toBe("/ToTheParents");

    // The office lists it first, newest English change first.
    await page.goto(baseUrl + "/office/translations");
    const first = page.locator("tbody tr").first();
    expect(await first.locator('td[data-label="Page"]').textContent()).toBe("To the Parents");
    await expectAccessible(page);
    await first.getByRole("link", { name: /Bring up to date/ }).click();

    // Beside the English on the site, the Hindi is brought up to date and published.
    const changed = page.getByText(/The English has changed since this Hindi was written/);
    await changed.first().waitFor();
    expect(await changed.count()).toBe(1);
    expect(await page.locator("details[lang='en-IN'] summary").textContent()).toMatch(/English/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Publish now" }).first().click();
    await page.getByRole("status").filter({ hasText: "Published" }).waitFor();
    expect(new URL(page.url()).searchParams.get("language")).toBe("hi");

    await page.goto(baseUrl + "/office/translations");
    const listed = await page.locator('td[data-label="Page"]').allTextContents();
    expect(listed).not.toContain("To the Parents");
    await page.goto(baseUrl + "/hi/ToTheParents");
    expect(await page.locator('main [role="note"]').count()).toBe(0);
  });

  it("writes an item's Hindi beside its English, and lists it again once its English changes", async () => {
    const page = await onPhone();
    await signIn(page, baseUrl, "editor");
    // The oldest notice the school has not written in Hindi.
    const notice = (await allNews())
      .filter((item) => item.category === "NoticeBoard" && !item.hi)
      .at(-1)!;
    const hindiPage = `/hi/NoticeBoard/${notice.slug}`;

    await page.goto(baseUrl + `/office/records/news/${notice._id}`);
    await page.getByRole("link", { name: "Write the Hindi" }).click();
    await expectAccessible(page);
    // The English to write from is above the Hindi field.
    expect(await page.locator("#field-title-english [lang='en-IN']").textContent()).toBe(
      notice.title,
    );
    await page.getByLabel("Title in Hindi").fill("विद्यालय की वार्षिक पत्रिका के लिए रचनाएँ आमंत्रित");
    await page.getByRole("button", { name: "Publish the Hindi" }).click();
    await page.getByRole("status").filter({ hasText: "The Hindi is on the site" }).waitFor();

    await page.goto(baseUrl + hindiPage);
    expect(await page.locator("h1").textContent()).toBe(
      "विद्यालय की वार्षिक पत्रिका के लिए रचनाएँ आमंत्रित",
    );
    expect(await page.locator("h1 [lang='en-IN']").count()).toBe(0);

    // Its English title changes: the Hindi page says its English is newer, and the office lists it.
    await page.goto(baseUrl + `/office/records/news/${notice._id}`);
    await page.getByLabel("Title (required)").fill(`${notice.title} (revised)`);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Saved and published" }).waitFor();
    await page.goto(baseUrl + hindiPage);
    const note = page.locator('main [role="note"]');
    expect(await note.getByRole("link").getAttribute("href")).toBe(`/NoticeBoard/${notice.slug}`);

    await page.goto(baseUrl + "/office/translations");
    const row = page.locator("tbody tr").filter({ hasText: `${notice.title} (revised)` });
    expect(await row.locator('td[data-label="Hindi"]').textContent()).toMatch(/Older/);
    await expectAccessible(page);
    await row.getByRole("link", { name: /Bring up to date/ }).click();
    // The page the link leads to, once it has come.
    const changed = page.getByText(/changed since the Hindi was written/);
    await changed.first().waitFor();
    expect(await changed.count()).toBe(1);
  });
});
