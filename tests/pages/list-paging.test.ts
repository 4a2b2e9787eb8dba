import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notice, signedIn, type OfficeClient } from "../support/office-client.ts";
import { siteInProcess, text, type Site } from "../support/site.ts";

// A list longer than a page, its notices taken away again after (the other files of the worker
// share its database, and keep the demo's counts): the Notice Board draws one page of the notices its filters keep, and links to the
// pages on either side that keep the filters. Going from page to page in a browser, with the
// page's script, is in tests/e2e/list-paging.test.ts.

let site: Site;
let editor: OfficeClient;
const made: string[] = [];
const titles = Array.from({ length: 30 }, (_, n) => `Fee instalment reminder ${n + 1}`);

beforeAll(async () => {
  site = await siteInProcess();
  editor = await signedIn(site.backend.request, "editor");
  for (const [n, title] of titles.entries()) {
    // March of a past year, a day each, so the newest is the last one made.
    const day = String(1 + Math.floor(n / 2)).padStart(2, "0");
    const answer = await editor.call(
      "POST",
      "/records/news",
      notice(title, { fromDate: `2024-03-${day}` }),
    );
    expect(answer.status, answer.text).toBe(201);
    made.push(answer.json.id as string);
  }
});
afterAll(async () => {
  for (const id of made) {
    expect((await editor.call("DELETE", `/records/news/${id}`, {})).status).toBe(200);
  }
});

async function page(address: string) {
  const answer = await site.page(address);
  expect(answer.status, address).toBe(200);
  const link = (rel: string) =>
    answer.document.querySelector(`a[rel=${rel}]`)?.getAttribute("href");
  return {
    count: Number(text(answer.one("[data-list-count]"))),
    cardTitles: answer
      .all("main li h2 a")
      .map((a) => text(a))
      .filter((title) => /^Fee instalment reminder \d+$/.test(title)),
    links: { next: link("next") ?? undefined, prev: link("prev") ?? undefined },
  };
}

describe("a list longer than a page", () => {
  it("draws 24 notices, then the rest behind a link that keeps the filters", async () => {
    const first = await page("/NoticeBoard?year=2024&month=3&q=instalment");
    expect(first.count).toBe(30);
    const shown = first.cardTitles;
    expect(shown).toHaveLength(24);
    expect(first.links.prev).toBeUndefined();
    const next = new URLSearchParams(first.links.next!.replace(/^\?/, ""));
    expect(Object.fromEntries(next)).toMatchObject({ year: "2024", month: "3", q: "instalment" });

    const second = await page(`/NoticeBoard${first.links.next}`);
    expect(second.count).toBe(30);
    const rest = second.cardTitles;
    expect(rest).toHaveLength(6);
    expect(new Set([...shown, ...rest])).toEqual(new Set(titles));
    expect(second.links.next).toBeUndefined();

    const back = await page(`/NoticeBoard${second.links.prev}`);
    expect(back.cardTitles).toEqual(shown);
  });
});
