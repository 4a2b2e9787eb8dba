import { beforeAll, describe, expect, it } from "vitest";
import { failure, pathOf } from "../support/faulty-backend.ts";
import { formRequest } from "../support/form-submission.ts";
import { chosen, control, heading, named, shown } from "../support/reading.ts";
import { siteInProcess, text, type Site, type SiteAnswer } from "../support/site.ts";
import { monthAbbreviations } from "../support/spec-figures.ts";

// The list pages as the server sends them, without JavaScript: their cards and count, the
// filters a query string chooses, the order of their items, the choices the filters offer, and
// the placeholders drawn while the backend is down. What the page's script does (filters that
// update in place, the lightbox, axe) is in tests/e2e/list-pages.test.ts.

let site: Site;
beforeAll(async () => {
  site = await siteInProcess();
});

const api = async <T>(path: string): Promise<T[]> =>
  (await site.request(path)).json() as Promise<T[]>;
// The cards, not the lists of attachments inside them.
const cards = (answer: SiteAnswer) => answer.all("main ul:not(li ul) > li");
const titles = (answer: SiteAnswer) => cards(answer).map((card) => text(card.querySelector("h2")));
/** The number the page says it shows: the status line's figure. */
const count = (answer: SiteAnswer) => {
  const status = answer.all("[role=status]").filter((line) => text(line).includes(":"));
  expect(status.length).toBe(1);
  return Number(text(status[0]!.querySelector("strong")));
};

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
  ])("%s shows its cards, its count, and no axe violation at two widths", async (path, title) => {
    const answer = await site.page(path);
    expect(heading(answer)).toBe(title);
    const shownCards = cards(answer).length;
    expect(shownCards).toBeGreaterThan(0);
    expect(count(answer)).toBe(shownCards);
  });

  it("says of each event whether it is upcoming, on today or past, by the school's day", async () => {
    const events = await api<{ date: string; endDate?: string; title: string }>(
      "/api/events/All/HLCA",
    );
    const shownTimings = cards(await site.page("/Events")).map((item) => [
      text(item.querySelector("h2")),
      item.querySelector("[data-timing]")?.getAttribute("data-timing"),
    ]);
    const expected = (event: { date: string; endDate?: string }) =>
      event.date > today ? "upcoming" : (event.endDate ?? event.date) < today ? "past" : "today";
    expect(Object.fromEntries(shownTimings)).toEqual(
      Object.fromEntries(events.map((event) => [event.title, expected(event)])),
    );
    expect(new Set(shownTimings.map(([, timing]) => timing))).toContain("past");
    expect(new Set(shownTimings.map(([, timing]) => timing))).toContain("upcoming");
  });

  it("shows only NoticeBoard items on the Notice Board, this year's by default", async () => {
    const news = await api<{ category: string; fromDate: string }>("/api/news/all/HLCA");
    const notices = news.filter((n) => n.category === "NoticeBoard");
    const thisYears = notices.filter((n) => n.fromDate.startsWith(String(thisYear)));
    const answer = await site.page("/NoticeBoard");
    expect(chosen(control(answer.document, "Year"))).toBe(
      thisYears.length > 0 ? String(thisYear) : expect.any(String),
    );
    expect(count(answer)).toBe(thisYears.length || notices.length);
  });

  it("orders News with this month's items first, then newest first", async () => {
    const news = await api<{ title: string; fromDate: string }>("/api/news/all/HLCA");
    const month = today.slice(0, 7);
    const newest = [...news].sort((a, b) => b.fromDate.localeCompare(a.fromDate));
    const expected = [
      ...newest.filter((n) => n.fromDate.startsWith(month)),
      ...newest.filter((n) => !n.fromDate.startsWith(month)),
    ].map((n) => n.title);
    expect(titles(await site.page("/News"))).toEqual(expected);
  });

  it("filters videos by year and embeds only those without a thumbnail", async () => {
    const videos = await api<{ date: string; attachments: string[] }>("/api/video/all/HLCA");
    const answer = await site.page("/VideoGallery");
    expect(count(answer)).toBe(videos.length);
    // Every card alike: a play mark; one with a thumbnail opens its video's own site.
    expect(shown(answer.document, "a[href]", /^Play video:/).length).toBe(videos.length);
    expect(answer.all("main a[data-video-embed]").length).toBe(
      videos.filter((v) => v.attachments.length === 0).length,
    );
    expect(
      shown(answer.document, "a[href]", /^Play video: .* \(opens in a new tab\)$/).length,
    ).toBe(videos.filter((v) => v.attachments.length > 0).length);
  });

  it("offers January and every month present in the events", async () => {
    const events = await api<{ date: string }>("/api/events/All/HLCA");
    const months = [...new Set(events.map((e) => Number(e.date.slice(5, 7))))].sort(
      (a, b) => a - b,
    );
    const month = control((await site.page("/Events")).document, "Month");
    const options = [...month.querySelectorAll("option")].map((option) => text(option));
    const names = monthAbbreviations;
    expect(options).toEqual(["All", ...months.map((m) => names[m - 1])]);
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
    const answer = await site.page("/ToppersX");
    expect(chosen(control(answer.document, "Session"))).toBe(session);
    expect(titles(answer)).toEqual(expected);
    // Without a script, the search by name is the form's field `q`, sent as the query string.
    expect(control(answer.document, "Search by name").getAttribute("name")).toBe("q");
    const name = expected[0]!.split(" ")[0]!.toLowerCase();
    const searched = await site.page(`/ToppersX?${new URLSearchParams({ session, q: name })}`);
    expect(titles(searched)).toContain(expected[0]);
  });

  it("links each album to its own page, counts its photos, and sends its old address there", async () => {
    const albums = await api<{ _id: string; category: string; slug: string }>(
      "/api/gallery/All/HLCA",
    );
    const answer = await site.page("/Gallery?year=All");
    const photo = albums.filter((a) => a.category === "PhotoGallery");
    expect(count(answer)).toBe(photo.length);
    const link = shown(answer.document, "a[href]", /^View More/)[0]!;
    expect(link.getAttribute("href")).toBe(`/Gallery/${photo[0]!.slug}`);
    const counted = answer.all("main p").filter((p) => /^Number Of Photos : \d+$/.test(text(p)));
    expect(counted.length).toBe(photo.length);
    const old = await site.request(`/SubGallery?id=${photo[0]!._id}`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/Gallery/${photo[0]!.slug}`);
  });

  it("filters with a plain GET form when JavaScript is off", async () => {
    const answer = await site.page("/Events");
    const all = count(answer);
    const month = control(answer.document, "Month");
    const form = month.closest("form")!;
    // What a browser sends for this form: a GET to the page itself, with each field's value,
    // once a visitor has chosen the second of the months.
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action") ?? "").toBe("");
    named(form, "button[type=submit]", "Show");
    const options = [...month.querySelectorAll("option")];
    for (const option of options) option.removeAttribute("selected");
    options[1]!.setAttribute("selected", "");
    const { url, init } = formRequest("/Events", answer, form);
    expect(new URL(url).searchParams.get("month")).toMatch(/^\d+$/);
    const filtered = await site.page(url, init);
    expect(count(filtered)).toBeLessThan(all);
    expect(cards(filtered).length).toBe(count(filtered));
  });
});

describe("list pages with the backend down", () => {
  // Down for every call but the school's settings, without which no page is drawn.
  let down: Site;
  beforeAll(async () => {
    down = await siteInProcess({
      backend: (api) => (request) =>
        pathOf(request).startsWith("/api/settings/") ? api(request) : failure(503),
    });
  });

  it.each([
    ["/NoticeBoard", 2, "Title"],
    ["/Gallery", 3, "Title"],
    ["/ToppersX", 4, "Student Name"],
  ])("%s shows its %i placeholders", async (path, n, title) => {
    const answer = await down.page(path);
    expect(answer.status).toBe(200);
    const placeholders = answer.all("main li h2").filter((h2) => text(h2).includes(title));
    expect(placeholders.length).toBe(n);
  });
});
