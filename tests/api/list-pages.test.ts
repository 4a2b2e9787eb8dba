import { beforeAll, describe, expect, it } from "vitest";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import type { ListFacets } from "#contracts/list-query.ts";
import * as t from "#server/db/schema.ts";

// The list calls a page at a time (docs/api.md "Lists a page at a time"): every page of a list
// read through its links is the whole list, in its order, once.

let backend: TestBackend;
beforeAll(async () => {
  backend = await testBackend();
});

type Item = Record<string, unknown> & { _id: string };

async function get(path: string) {
  const response = await backend.request(path);
  expect(response.status, path).toBe(200);
  const items = (await response.json()) as Item[];
  const links = Object.fromEntries(
    [...(response.headers.get("link") ?? "").matchAll(/<([^>]+)>; rel="(\w+)"/g)].map((m) => [
      m[2]!,
      m[1]!,
    ]),
  );
  return { items, total: Number(response.headers.get("x-total-count")), links };
}

/** Every page from `path` on, following the `rel` links. */
async function walk(path: string, rel: "next" | "prev" = "next") {
  const pages: Item[][] = [];
  let at: string | undefined = path;
  while (at) {
    const page = await get(at);
    pages.push(page.items);
    at = page.links[rel];
  }
  return pages;
}

const ids = (items: Item[]) => items.map((item) => item._id);
const all = (list: string) => get(`/api/${list}/${schoolCode}`).then((answer) => answer.items);

describe("a list a page at a time", () => {
  it("reads every item once, in the whole list's order, page by page", async () => {
    for (const list of ["news/all", "events/all", "gallery/all", "video/all", "circular/all"]) {
      const whole = await all(list);
      expect(whole.length, list).toBeGreaterThan(3);
      const pages = await walk(`/api/${list}/${schoolCode}?limit=3`);
      expect(
        pages.slice(0, -1).every((page) => page.length === 3),
        list,
      ).toBe(true);
      expect(ids(pages.flat()), list).toEqual(ids(whole));
    }
  });

  it("says how many items its filters keep, on every page", async () => {
    const whole = await all("news/all");
    const first = await get(`/api/news/all/${schoolCode}?limit=2`);
    expect(first.total).toBe(whole.length);
    const second = await get(first.links.next!);
    expect(second.total).toBe(whole.length);
  });

  it("goes back a page with the previous link, to the same items", async () => {
    const pages = await walk(`/api/news/all/${schoolCode}?limit=4`);
    const last = await get(`/api/news/all/${schoolCode}?limit=4`);
    let at = last.links.next;
    let page = last;
    while (at) {
      page = await get(at);
      at = page.links.next;
    }
    const backwards = await walk(page.links.prev!, "prev");
    expect(ids(backwards.reverse().flat())).toEqual(ids(pages.slice(0, -1).flat()));
    expect((await get(`/api/news/all/${schoolCode}?limit=4`)).links.prev).toBeUndefined();
  });

  it("filters by year, month, words and category in the query", async () => {
    const whole = await all("news/all");
    const [year, month] = String(whole[0]!.fromDate).split("-").map(Number) as [number, number];
    const word = String(whole[0]!.title).split(" ")[0]!.toUpperCase();
    const cases: [string, (item: Item) => boolean][] = [
      [`year=${year}`, (item) => String(item.fromDate).startsWith(`${year}-`)],
      [`month=${month}`, (item) => Number(String(item.fromDate).slice(5, 7)) === month],
      [
        `q=${encodeURIComponent(word)}`,
        (item) => String(item.title).toLowerCase().includes(word.toLowerCase()),
      ],
      ["category=NoticeBoard", (item) => item.category === "NoticeBoard"],
    ];
    for (const [query, keeps] of cases) {
      const expected = whole.filter(keeps);
      expect(expected.length, query).toBeGreaterThan(0);
      const pages = await walk(`/api/news/all/${schoolCode}?limit=5&${query}`);
      expect(ids(pages.flat()), query).toEqual(ids(expected));
      expect((await get(`/api/news/all/${schoolCode}?${query}`)).total, query).toBe(
        expected.length,
      );
    }
  });

  it("puts the month asked for first, then the rest newest first", async () => {
    const whole = await all("news/all");
    const month = String(whole.at(-1)!.fromDate).slice(0, 7);
    const inMonth = whole.filter((item) => String(item.fromDate).startsWith(month));
    const pages = await walk(`/api/news/all/${schoolCode}?limit=5&first=${month}`);
    expect(ids(pages.flat())).toEqual(
      ids([...inMonth, ...whole.filter((item) => !inMonth.includes(item))]),
    );
  });

  it("orders the toppers' pages highest percentage first", async () => {
    const pages = await walk(`/api/topper/${schoolCode}?class=X&limit=3`);
    const percentages = pages.flat().map((topper) => Number(topper.division));
    expect(percentages.length).toBeGreaterThan(3);
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
    expect(pages.flat().every((topper) => topper.class === "X")).toBe(true);
  });

  it("reads percentages as the office typed them, unreadable ones last", async () => {
    const [school] = await backend.database.db
      .insert(t.schools)
      .values({ schoolCode: "PCT1", name: "A school of percentages" })
      .returning({ id: t.schools.id });
    const toppers: [string, string, number | string][] = [
      ["ninety", "X", "90"],
      ["unreadable", "X", "A+"],
      ["hundred", "X", 100],
      ["ninety-five-two", "X", "95.2%"],
      ["ninety-nine", "X", " 99 "],
      ["eighty-eight", "X", " 88 % "],
      ["twelfth", "XII", 99.9],
      ["eighty-nine-nine", "X", 89.9],
    ];
    // Each child's parents have consented to the result being shown.
    await backend.database.db.insert(t.consents).values(
      toppers.map(([name], i) => ({
        schoolId: school!.id,
        childName: name,
        admissionNumber: `2025/${1000 + i}`,
        parentName: "A parent",
        method: "Consent form",
        givenOn: "2025-04-01",
        uses: ["Result"],
      })),
    );
    await backend.database.db.insert(t.toppers).values(
      toppers.map(([name, cls, division], i) => ({
        schoolId: school!.id,
        name,
        class: cls,
        sessionYear: "2025-2026",
        division,
        children: [`2025/${1000 + i}`],
        status: "published" as const,
      })),
    );
    const pages = await walk(`/api/topper/PCT1?class=X&limit=2`);
    expect(pages.flat().map((topper) => topper.name)).toEqual([
      "hundred",
      "ninety-nine",
      "ninety-five-two",
      "ninety",
      "eighty-nine-nine",
      "eighty-eight",
      "unreadable",
    ]);
  });

  it("counts a list's items by month and by its named columns", async () => {
    const whole = await all("news/all");
    const response = await backend.request(`/api/news/all/${schoolCode}/facets`);
    expect(response.status).toBe(200);
    const facets = (await response.json()) as ListFacets;
    expect(facets.total).toBe(whole.length);
    expect(facets.months.reduce((sum, month) => sum + month.count, 0)).toBe(whole.length);
    const notices = whole.filter((item) => item.category === "NoticeBoard").length;
    expect(facets.values.category).toContainEqual({ value: "NoticeBoard", count: notices });
    const year = facets.months[0]!.year;
    const ofYear = (await (
      await backend.request(`/api/news/all/${schoolCode}/facets?year=${year}`)
    ).json()) as ListFacets;
    expect(ofYear.months.every((month) => month.year === year)).toBe(true);
  });

  it("answers 400 with a sentence for a query it cannot read", async () => {
    for (const query of [
      "limit=0",
      "limit=101",
      "year=26",
      "month=13",
      "first=2026-13",
      "before=%%%",
      "before=abc&after=abc",
      "before=eyJhIjoxfQ",
    ]) {
      const response = await backend.request(`/api/news/all/${schoolCode}?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error, query).toMatch(/\w/);
    }
  });

  it("answers the whole array, as spec 7 says, when no page is asked for", async () => {
    const response = await backend.request(`/api/news/all/${schoolCode}?unknown=1`);
    expect(response.headers.get("x-total-count")).toBeNull();
    expect(((await response.json()) as Item[]).length).toBe((await all("news/all")).length);
  });
});
