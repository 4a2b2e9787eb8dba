import { beforeAll, describe, expect, it } from "vitest";
import type { NewsItem } from "#contracts/entities.ts";
import type { ListData } from "#app/lists/list-view.tsx";
import { loader as homePage } from "#app/routes/home.tsx";
import { loader as circularPage } from "#app/routes/circular-page.tsx";
import { loader as itemPage } from "#app/routes/item-page.tsx";
import { loader as messagePage } from "#app/routes/message-page.tsx";
import { loader as noticeBoard } from "#app/routes/notice-board.tsx";
import { loader as search } from "#app/routes/search.tsx";
import { searchLimit } from "#server/api/search.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { routeCalls } from "../support/route-calls.ts";

// The public pages' loaders, called as the server calls them, against the seeded demo school.

let backend: TestBackend;
let pages: ReturnType<typeof routeCalls>;
let news: NewsItem[];
beforeAll(async () => {
  backend = await testBackend();
  pages = routeCalls(backend);
  news = (await (await backend.request(`/api/news/all/${schoolCode}`)).json()) as NewsItem[];
});

const notices = () => news.filter((item) => item.category === "NoticeBoard");

describe("the Notice Board's loader", () => {
  it("lists the school's notices of its year and no news, newest first, for every visitor alike", async () => {
    const answer = await pages.load(noticeBoard, "/NoticeBoard", "/NoticeBoard");
    expect(answer.status).toBe(200);
    const list = answer.data as ListData<NewsItem>;
    const year = list.filters[0]!.defaultValue;
    const ofYear = notices().filter((item) => year === "All" || item.fromDate.startsWith(year));
    expect(ofYear.length).toBeGreaterThan(1);
    expect(list.total).toBe(ofYear.length);
    expect(list.items.length).toBe(Math.min(ofYear.length, 24));
    const titles = new Set(ofYear.map((item) => item.title));
    expect(list.items.every((item) => titles.has(item.title))).toBe(true);
    const dates = list.items.map((item) => item.fromDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.shared).toBe(true);
  });

  it("offers a year for each year a notice is dated, newest first, after All, and every month", async () => {
    const list = (await pages.load(noticeBoard, "/NoticeBoard", "/NoticeBoard"))
      .data as ListData<NewsItem>;
    const years = [...new Set(notices().map((item) => item.fromDate.slice(0, 4)))].sort().reverse();
    const [year, month] = list.filters;
    expect(year!.options.map((option) => option.value)).toEqual(["All", ...years]);
    expect(years).toContain(year!.defaultValue);
    expect(month!.options.map((option) => option.label)).toEqual([
      "All",
      ...["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    ]);
  });
});

describe("an item's page loader", () => {
  it("answers a notice at its address under the Notice Board, with its address to share", async () => {
    const notice = notices()[0]!;
    const answer = await pages.load(itemPage, "/NoticeBoard/:slug", `/NoticeBoard/${notice.slug}`);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      list: "NoticeBoard",
      item: { title: notice.title, slug: notice.slug },
      url: expect.stringMatching(new RegExp(`/NoticeBoard/${notice.slug}$`)),
      // Drawn alike for everyone from the item: the server keeps it until its data changes.
      shared: true,
    });
  });

  it("is 'not found' for an address that names no item", async () => {
    const answer = await pages.load(itemPage, "/News/:slug", "/News/2020-01-01-no-such-item");
    expect(answer.status).toBe(404);
  });

  it("sends a notice's address under the News to the Notice Board, for good", async () => {
    const notice = notices()[0]!;
    const answer = await pages.load(itemPage, "/News/:slug", `/News/${notice.slug}`);
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(`/NoticeBoard/${notice.slug}`);
  });

  it("sends an address typed with capitals to the item's own", async () => {
    const notice = notices()[0]!;
    const answer = await pages.load(
      itemPage,
      "/NoticeBoard/:slug",
      `/NoticeBoard/${notice.slug!.toUpperCase()}`,
    );
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(`/NoticeBoard/${notice.slug}`);
  });
});

describe("the search page's loader", () => {
  it("finds a notice by the words of its title, at its own page", async () => {
    const notice = notices()[0]!;
    const answer = await pages.load(
      search,
      "/Search",
      `/Search?q=${encodeURIComponent(notice.title)}`,
    );
    const { query, failed, groups } = answer.data as {
      query: string;
      failed: boolean;
      groups: { kind: string; results: { title: string; path: string }[] }[];
    };
    expect(query).toBe(notice.title);
    expect(failed).toBe(false);
    const results = groups.flatMap((group) => group.results);
    expect(results).toContainEqual(
      expect.objectContaining({ title: notice.title, path: `/NoticeBoard/${notice.slug}` }),
    );
  });

  it("is kept for every visitor of its query, unless the search failed", async () => {
    const kept = await pages.load(search, "/Search", "/Search?q=fees");
    expect(kept.data).toMatchObject({ failed: false, shared: true });
    // The search misses its deadline: the page says so, and the next visitor asks again.
    const failing = routeCalls({
      ...backend,
      app: {
        fetch: (request: Request) =>
          new URL(request.url).pathname.startsWith("/api/search/")
            ? Promise.reject(new Error("took longer than 500 ms"))
            : backend.app.fetch(request),
      },
    } as TestBackend);
    const failed = (await failing.load(search, "/Search", "/Search?q=fees")).data as {
      failed: boolean;
      shared?: true;
    };
    expect(failed.failed).toBe(true);
    expect(failed.shared).toBeUndefined();
  });

  it("counts its searches against the visitor who asks, not against every visitor at once", async () => {
    const visitor = "198.51.100.61";
    for (let i = 0; i < searchLimit.points; i++) {
      const response = await backend.request(`/api/search/${schoolCode}?q=assembly%20v${i}`, {
        headers: { "X-Forwarded-For": visitor },
      });
      expect(response.status).toBe(200);
    }
    const refused = await pages.load(search, "/Search", "/Search?q=assembly%20again", {
      forwardedFor: visitor,
    });
    expect(refused.data).toMatchObject({ failed: true });
    const another = await pages.load(search, "/Search", "/Search?q=assembly%20again", {
      forwardedFor: "198.51.100.62",
    });
    expect(another.data).toMatchObject({ failed: false, shared: true });
  });

  it("says what is wrong with a search it cannot make, and shows no results", async () => {
    const answer = await pages.load(search, "/Search", "/Search?q=fee%01");
    expect(answer.data).toMatchObject({
      problem: expect.stringMatching(/cannot be used/),
      failed: false,
      groups: [],
    });
  });
});

describe("a page drawn while a list fails", () => {
  // The backend's lists of news and messages fail, as a call does that misses its deadline
  // while the backend refills its copy after an office save.
  const failing = () =>
    routeCalls({
      ...backend,
      app: {
        fetch: (request: Request) =>
          /^\/api\/(news|principalMessage|circular)\//.test(new URL(request.url).pathname)
            ? Promise.reject(new Error("took longer than 500 ms"))
            : backend.app.fetch(request),
      },
    } as TestBackend);

  it("shows its placeholder, and is never kept to be served to the next visitors", async () => {
    const list = (await failing().load(noticeBoard, "/NoticeBoard", "/NoticeBoard"))
      .data as ListData<NewsItem>;
    expect(list.items).toEqual([]);
    expect(list.shared).toBeUndefined();
    const home = (await failing().load(homePage, "/", "/")).data as { shared?: true };
    expect(home.shared).toBeUndefined();
    const message = (await failing().load(messagePage, "/PrincipalMessage", "/PrincipalMessage"))
      .data as { shared?: true };
    expect(message.shared).toBeUndefined();
    for (const path of ["/Circular", "/Datesheet"]) {
      const circulars = (await failing().load(circularPage, path, path)).data as {
        tiles: { title: string }[];
        shared?: true;
      };
      expect(circulars.tiles.map((tile) => tile.title)).toEqual(["Title"]);
      expect(circulars.shared).toBeUndefined();
    }
    // An item's page is not drawn at all without its list: it asks the visitor to try again.
    const notice = notices()[0]!;
    const item = await failing().load(
      itemPage,
      "/NoticeBoard/:slug",
      `/NoticeBoard/${notice.slug}`,
    );
    expect(item.status).toBe(503);
  });

  it("is kept again once its lists answer", async () => {
    for (const [loader, path] of [
      [noticeBoard, "/NoticeBoard"],
      [homePage, "/"],
      [messagePage, "/PrincipalMessage"],
      [circularPage, "/Circular"],
      [circularPage, "/Datesheet"],
    ] as const) {
      expect(((await pages.load(loader, path, path)).data as { shared?: true }).shared).toBe(true);
    }
  });
});
