import { afterAll, describe, expect, inject, it } from "vitest";
import type { APIRequestContext, BrowserContext } from "playwright-core";
import { desktop, patiently, phone, useBrowser } from "../support/browser.ts";
import { expectAccessible, staffOf } from "../support/office-browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
/** The editor signs in once for the file. */
const asStaff = staffOf(baseUrl, browser);

// A clerk on a phone finds last March's notice about fees in a school's long list of notices
// by typing and choosing, without a script: the list is a form sent as a plain GET, and its
// page links keep the filters.

const lastYear = new Date().getFullYear() - 1;
const made: string[] = [];
let request: APIRequestContext | undefined;
let signedIn: BrowserContext | undefined;

/** A notice added through the office API with the signed-in editor's cookies. */
async function add(title: string, fields: Record<string, string>) {
  const answer = await request!.post(`${baseUrl}/api/office/HLCA/records/news`, {
    headers: { Origin: baseUrl },
    data: {
      category: "NoticeBoard",
      title,
      description: "",
      attachments: "",
      status: "published",
      ...fields,
    },
  });
  expect(answer.status(), title).toBe(201);
  made.push(((await answer.json()) as { id: string }).id);
}

// What this file added goes, so the site's other tests see the demo's notices as they were.
afterAll(async () => {
  for (const id of made) {
    await request?.delete(`${baseUrl}/api/office/HLCA/records/news/${id}`, {
      headers: { Origin: baseUrl },
      data: {},
    });
  }
  await signedIn?.close();
});

describe("the office's list of notices on a phone", () => {
  it("narrows to last March's fee notice by typing and choosing, and its pages keep the filters", async () => {
    const { page, context, problems } = await asStaff("editor", {
      ...phone,
      javaScriptEnabled: false,
    });
    request = context.request;

    const wanted = `Fee reminder: March quarter due by 15 Mar ${lastYear}`;
    await add(wanted, { fromDate: `${lastYear}-03-06` });
    await add(`Fee reminder: April quarter due by 14 Apr ${lastYear}`, {
      fromDate: `${lastYear}-04-04`,
    });
    await add(`Sports day heats in March ${lastYear}`, { fromDate: `${lastYear}-03-09` });
    await add(`Fees for the March trip, ${lastYear}`, {
      fromDate: `${lastYear}-03-12`,
      category: "News",
    });
    for (let n = 1; n <= 51; n++) {
      await add(`Hollyhock fee ledger page ${n}`, {
        fromDate: `${lastYear}-05-01`,
        status: "draft",
      });
    }

    await page.getByRole("link", { name: "Notices and news" }).first().click();
    await page.getByLabel("Words of the title").fill("fees");
    await page.getByLabel("Shown on").selectOption("NoticeBoard");
    await page.getByLabel("Year (date)").selectOption(String(lastYear));
    await page.getByLabel("Month").selectOption({ label: "March" });
    await page.getByRole("button", { name: "Find" }).click();

    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: "fees",
      filter: "NoticeBoard",
      year: String(lastYear),
      month: "3",
    });
    const shown = await page.getByRole("row").allTextContents();
    expect(shown.some((row) => row.includes(wanted))).toBe(true);
    for (const other of ["April quarter", "Sports day heats", "March trip", "Hollyhock"]) {
      expect(
        shown.some((row) => row.includes(other)),
        other,
      ).toBe(false);
    }
    await page.getByRole("link", { name: wanted }).click();
    expect(await page.getByLabel("Title (required)").inputValue()).toBe(wanted);

    // More than a page of drafts: the next page keeps the words and the state chosen.
    await page.goto(`${baseUrl}/office/records/news`);
    await page.getByLabel("Words of the title").fill("hollyhock");
    await page.getByLabel("Showing").selectOption({ label: "Draft" });
    await page.getByRole("button", { name: "Find" }).click();
    expect(await page.locator("caption").textContent()).toContain("51 records found");
    await expect.poll(() => page.getByRole("row").count(), patiently).toBe(51);
    const pages = page.getByRole("navigation", { name: "Pages" });
    expect(await pages.textContent()).toContain("Page 1 of 2");
    await pages.getByRole("link", { name: "Next page" }).click();
    const next = new URL(page.url()).searchParams;
    expect(Object.fromEntries(next)).toMatchObject({ q: "hollyhock", state: "draft", page: "2" });
    await expect.poll(() => page.getByRole("row").count(), patiently).toBe(2);
    expect(await page.getByLabel("Words of the title").inputValue()).toBe("hollyhock");
    expect(await page.getByLabel("Showing").inputValue()).toBe("draft");
    await pages.getByRole("link", { name: "Page 1" }).click();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      q: "hollyhock",
      state: "draft",
    });
    expect(problems).toEqual([]);
    await context.close();
    request = undefined;

    // Readable and within the screen at 375 px and at 1280, filters and page links included.
    const seen = await asStaff("editor", desktop);
    signedIn = seen.context;
    request = seen.context.request;
    await seen.page.goto(`${baseUrl}/office/records/news?q=hollyhock&state=draft&page=2`);
    await expectAccessible(seen.page);
    // The office's home says how many notices are on the site, counted by the database.
    await seen.page.goto(`${baseUrl}/office`);
    const card = seen.page.getByRole("link", { name: /^Notices and news.*on the site/ });
    expect(await card.textContent()).toMatch(/[\d,]+ on the site/);
  });

  it("publishes and deletes the ticked notices at once, without a script, on a phone", async () => {
    const { page, context, problems } = await asStaff("editor", {
      ...phone,
      javaScriptEnabled: false,
    });
    request = context.request;
    for (const n of [1, 2, 3]) {
      // Scheduled far ahead once published, so the site's lists, which other tests read at
      // the same time, do not change.
      await add(`Marigold bulk notice ${n}`, {
        fromDate: `${lastYear}-07-0${n}`,
        status: "draft",
        publishAt: "2099-01-01T09:00",
      });
    }
    await page.goto(`${baseUrl}/office/records/news?q=marigold%20bulk`);
    expect(await page.getByRole("row").count()).toBe(4);
    await page.getByRole("checkbox", { name: "Tick Marigold bulk notice 1" }).check();
    await page.getByRole("checkbox", { name: "Tick Marigold bulk notice 3" }).check();
    await page
      .getByRole("group", { name: "With the ticked records" })
      .getByRole("button", { name: "Publish" })
      .click();
    expect(await page.getByRole("status").textContent()).toContain("Published: 2.");
    const stateOf = async (n: number) =>
      (await page
        .getByRole("row", { name: new RegExp(`Marigold bulk notice ${n}`) })
        .textContent()) ?? "";
    expect(await stateOf(1)).toContain("Scheduled");
    expect(await stateOf(2)).toContain("Draft");
    expect(await stateOf(3)).toContain("Scheduled");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // Nothing ticked: said, and nothing changed.
    await page
      .getByRole("group", { name: "With the ticked records" })
      .getByRole("button", { name: "Delete" })
      .click();
    expect(await page.getByRole("alert").textContent()).toContain("Tick the records");
    for (const n of [1, 2, 3]) {
      await page.getByRole("checkbox", { name: `Tick Marigold bulk notice ${n}` }).check();
    }
    await page
      .getByRole("group", { name: "With the ticked records" })
      .getByRole("button", { name: "Delete" })
      .click();
    expect(await page.getByRole("status").textContent()).toContain("Deleted");
    expect(await page.getByRole("row").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
    request = undefined;
  });

  it("finds a thing from the search box of any office screen, without a script, on a phone", async () => {
    const { page, context, problems } = await asStaff("editor", {
      ...phone,
      javaScriptEnabled: false,
    });
    request = context.request;
    await add(`Periwinkle fee reminder for Class IV`, {
      fromDate: `${lastYear}-08-01`,
      status: "draft",
    });
    await page.goto(`${baseUrl}/office/pages`);
    await page.getByRole("search").first().getByLabel("Search the office").fill("periwinkle");
    await page.getByRole("search").first().getByRole("button", { name: "Search" }).click();
    expect(new URL(page.url()).pathname).toBe("/office/search");
    const news = page.getByRole("region", { name: /^Notices and news \(1\)$/ });
    await news.getByRole("link", { name: "Periwinkle fee reminder for Class IV" }).click();
    expect(await page.getByLabel("Title (required)").inputValue()).toBe(
      "Periwinkle fee reminder for Class IV",
    );
    await page.goto(`${baseUrl}/office/search?q=school%20fees`);
    const pages = page.getByRole("region", { name: /^Pages/ });
    expect(await pages.getByRole("link", { name: "School Fees" }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(problems).toEqual([]);
    await context.close();
    request = undefined;
  });
});
