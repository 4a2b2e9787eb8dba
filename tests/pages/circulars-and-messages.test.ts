import { beforeAll, describe, expect, it } from "vitest";
import { leadership } from "#content/people.ts";
import { siteImages } from "#content/public-files.ts";
import { site as content } from "#content/site.ts";
import { fileUrl } from "#app/api/urls.ts";
import { formatDate } from "#contracts/dates.ts";
import { answeringAt, failure, pathOf, switchable } from "../support/faulty-backend.ts";
import { expectInert, hostileRecord } from "../support/hostile-message.ts";
import {
  breadcrumb,
  expectMainImages,
  heading,
  hrefs,
  landmarks,
  named,
  shown,
} from "../support/reading.ts";
import { siteInProcess, text, type Site, type SiteAnswer } from "../support/site.ts";

// The Circular, CBSE Circular and Datesheet pages, the three leadership message pages and one
// gallery album (spec 2.8, 2.10, 2.11, 4, 8) as the server sends them: first with the demo
// data, then with a backend whose calls each test makes fail or answer differently. What needs a
// browser (the lightbox, scripts without errors, axe) is in tests/e2e/circulars-and-messages.

const school = content.titleName;

interface CircularRecord {
  category: string;
  title: string;
  date: string;
  attachments: string[] | string;
  slug: string;
}
interface MessageRecord {
  category: string;
  name: string;
  attachments: string[] | string;
}
interface GalleryRecord {
  _id: string;
  category: string;
  date: string;
  title: string;
  description: string;
  attachments: string[];
  slug: string;
}

const first = (paths: string[] | string) => (Array.isArray(paths) ? paths[0] : paths);

const { override, backend } = switchable();
let site: Site;
/** The site on a backend that answers as `override` says, and as the real one otherwise. */
let proxied: Site;
beforeAll(async () => {
  site = await siteInProcess();
  proxied = await siteInProcess({ backend });
});

async function api<T>(path: string): Promise<T> {
  const response = await site.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const filePages = [
  { path: "/Circular", name: "Circular", category: "Circular" },
  { path: "/CBSECircular", name: "CBSE Circular", category: "CBSE-Circular" },
  { path: "/Datesheet", name: "Datesheet", category: "Datesheet" },
];

const messagePages = [
  {
    path: "/PrincipalMessage",
    name: "Principal's Message",
    category: "Principal",
    subtitle: "Principal",
    fallbackName: leadership.principal.name,
  },
  {
    path: "/ManagersMessage",
    name: "Manager's Message",
    category: "Manager",
    subtitle: "Manager",
    fallbackName: leadership.manager.name,
  },
  {
    path: "/FormerPrincipalMessage",
    name: "Former Principal's Message",
    category: "Vice Principal",
    subtitle: "Former Principal",
    fallbackName: leadership.vicePrincipal.name,
  },
];

/** The file tiles of the page: the title, the date, the href and the target of each link. */
function tiles(answer: SiteAnswer) {
  // Each tile's first link opens its file; the second is its own page's.
  return answer.all("main article li > a:first-child").map((a) => {
    const [title, date] = [...a.querySelectorAll(":scope > span")].map((span) => text(span));
    return { title, date, href: a.getAttribute("href"), target: a.getAttribute("target") };
  });
}

/** The signature under a message: the name, then the subtitle. */
function signature(answer: SiteAnswer) {
  const paragraphs = answer.all("main article p");
  return [...paragraphs.at(-1)!.querySelectorAll("span")].map((span) => text(span));
}

/** The page shows images, and every one of them has alt text. */
async function checkImages(on: Site, answer: SiteAnswer) {
  const images = await expectMainImages(on, answer);
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image.alt, image.src).toBeTruthy();
}

describe("with the demo data", () => {
  it.each(filePages)(
    "$path lists the $category records as tiles opening the first attachment in a new tab",
    async ({ path, name, category }) => {
      const records = await api<CircularRecord[]>("/api/circular/all/HLCA");
      const expected = records.filter((r) => r.category === category);
      expect(expected.length).toBeGreaterThan(0);
      const answer = await site.page(path);
      expect(answer.status).toBe(200);
      expect(text(answer.one("title"))).toBe(`${name} - ${school}`);
      expect(heading(answer)).toBe(name);
      expect(breadcrumb(answer)).toEqual(["Home", "Academics", name]);
      const shownTiles = tiles(answer);
      expect(shownTiles).toHaveLength(expected.length);
      expected.forEach((record, i) => {
        expect(shownTiles[i]!.title).toBe(record.title);
        // The date as the office wrote it, then what the file is.
        expect(shownTiles[i]!.date).toMatch(
          new RegExp(`^${record.date.replace(/\./g, "\\.")} · PDF, \\d+ KB$`),
        );
        expect(shownTiles[i]!.href).toBe(fileUrl(first(record.attachments)!));
        expect(shownTiles[i]!.target).toBe("_blank");
      });
      const pages = hrefs(shown(answer.one("main"), "a[href]", /^Details and sharing/));
      expect(pages).toEqual(expected.map((record) => `${path}/${record.slug}`));
      expect(answer.all("main article svg").length).toBe(expected.length);
      const pdf = await site.request(shownTiles[0]!.href!);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      await pdf.body?.cancel();
    },
  );

  it.each(messagePages)(
    "$path shows the first $category message with its photo, name and subtitle",
    async ({ path, name, category, subtitle }) => {
      const records = await api<MessageRecord[]>("/api/principalMessage/HLCA");
      const record = records.find((r) => r.category === category)!;
      expect(record).toBeTruthy();
      const answer = await site.page(path);
      expect(answer.status).toBe(200);
      expect(text(answer.one("title"))).toBe(`${name} - ${school}`);
      expect(heading(answer)).toBe(name);
      expect(breadcrumb(answer)).toEqual(["Home", "About Us", name]);
      expect(signature(answer)).toEqual([record.name, subtitle]);
      const photo = answer.one("main article img");
      expect(photo.getAttribute("src")).toBe(fileUrl(first(record.attachments)!));
      expect(photo.getAttribute("alt")).toBe(`${record.name}, ${subtitle}`);
      // The message is HTML: its paragraphs arrive as paragraphs.
      expect(answer.all("main article p").length).toBeGreaterThan(2);
      await checkImages(site, answer);
    },
  );

  // Spec 2.11's /SubGallery?id= is now the album's own page (decision 108), to which it leads.
  it("an album's page, reached from /SubGallery, shows its date, count, title, description and photos in a lightbox", async () => {
    const albums = await api<GalleryRecord[]>("/api/gallery/All/HLCA");
    const album = albums.find((a) => a.attachments.length > 1 && a.description)!;
    expect(album).toBeTruthy();
    const count = album.attachments.length;
    const moved = await site.request(`/SubGallery?id=${album._id}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    const address = new URL(moved.headers.get("location")!, "http://school.test");
    expect(address.pathname).toBe(`/Gallery/${album.slug}`);
    const answer = await site.page(address.pathname + address.search);
    expect(answer.status).toBe(200);
    expect(text(answer.one("title"))).toBe(`${album.title} - ${school}`);
    expect(heading(answer)).toBe(album.title);
    expect(breadcrumb(answer)).toEqual(["Home", "Gallery", album.title]);
    const main = answer.one("main");
    expect(named(main, "a[href]", /^Back to Gallery/).getAttribute("href")).toBe("/Gallery");
    const facts = [...main.querySelectorAll("dl div")].map((row) =>
      [...row.children].map((part) => text(part)).join(": "),
    );
    expect(facts).toEqual([`Date: ${formatDate(album.date)}`, `Photos: ${count}`]);
    expect(shown(main, "p").some((p) => text(p).includes(album.description))).toBe(true);

    const thumbnails = [...main.querySelectorAll("article ul a")];
    expect(thumbnails.length).toBe(count);
    // Without JavaScript each thumbnail is a link to the full picture.
    expect(thumbnails[0]!.getAttribute("href")).toBe(fileUrl(album.attachments[0]!));
    await checkImages(site, answer);
  });
});

describe("when the backend fails or has nothing to show", () => {
  const failing = (pattern: RegExp) => answeringAt(pattern, () => failure(500));
  const answering = (pattern: RegExp, body: unknown) =>
    answeringAt(pattern, () => Response.json(body));
  const placeholder = [{ title: "Title", date: "DD.MM.YY", href: "#", target: "_blank" }];
  // A backend holding these circulars, answering their counts and a page of each category.
  const circularBackend =
    (records: { category: string }[]) =>
    (request: Request): Response | undefined => {
      const path = pathOf(request);
      if (!path.startsWith("/api/circular/")) return undefined;
      const counts = Map.groupBy(records, (record) => record.category);
      if (path.includes("/facets")) {
        const values = [...counts].map(([value, of]) => ({ value, count: of.length }));
        return Response.json({ total: records.length, months: [], values: { category: values } });
      }
      const category = new URL(request.url).searchParams.get("category");
      const body = counts.get(category ?? "") ?? [];
      return Response.json(body, { headers: { "X-Total-Count": String(body.length) } });
    };

  async function tilesAt(path: string) {
    const answer = await proxied.page(path);
    expect(answer.status).toBe(200);
    const name = filePages.find((p) => p.path === path)!.name;
    expect(heading(answer)).toBe(name);
    return tiles(answer);
  }

  it("a failing circular call shows one placeholder tile on all three pages", async () => {
    override.current = failing(/^\/api\/circular\//);
    for (const { path } of filePages) expect(await tilesAt(path), path).toEqual(placeholder);
  });

  it("an empty circular list shows one placeholder tile on all three pages", async () => {
    override.current = circularBackend([]);
    for (const { path } of filePages) expect(await tilesAt(path), path).toEqual(placeholder);
  });

  it("a list without a category: nothing on Circular pages, the placeholder on Datesheet", async () => {
    const circularsOnly = [
      {
        _id: "c1",
        category: "Circular",
        title: "Annual Day rehearsal timings",
        date: "12.01.26",
        attachments: ["HLCA/files/circulars/annual-day.pdf"],
      },
    ];
    override.current = circularBackend(circularsOnly);
    expect(await tilesAt("/Circular")).toEqual([
      {
        title: "Annual Day rehearsal timings",
        // A backend that sends no sizes: the file's kind alone.
        date: "12.01.26 · PDF",
        href: fileUrl("HLCA/files/circulars/annual-day.pdf"),
        target: "_blank",
      },
    ]);
    expect(await tilesAt("/CBSECircular")).toEqual([]);
    expect(await tilesAt("/Datesheet")).toEqual(placeholder);
  });

  it.each(messagePages)(
    "a failing message call shows the fallback message on $path",
    async ({ path, name, subtitle, fallbackName }) => {
      override.current = failing(/^\/api\/principalMessage\//);
      const answer = await proxied.page(path);
      expect(answer.status).toBe(200);
      expect(heading(answer)).toBe(name);
      expect(signature(answer)).toEqual([fallbackName, subtitle]);
      expect(answer.all("main article p").length).toBeGreaterThan(1);
      const src = answer.one("main article img").getAttribute("src");
      expect(src).toBe(fileUrl(`HLCA/${siteImages.principalFallback}`));
      await checkImages(proxied, answer);
    },
  );

  it("a message list without the page's category shows the fallback message", async () => {
    override.current = answering(/^\/api\/principalMessage\//, [
      { _id: "m1", category: "Principal", name: "Sr. Only Principal", message: "<p>Hello</p>" },
    ]);
    expect(signature(await proxied.page("/ManagersMessage"))).toEqual([
      leadership.manager.name,
      "Manager",
    ]);
    expect(signature(await proxied.page("/PrincipalMessage"))).toEqual([
      "Sr. Only Principal",
      "Principal",
    ]);
  });

  it("the message HTML is sanitised", async () => {
    override.current = answering(/^\/api\/principalMessage\//, [hostileRecord("Manager")]);
    // Read from the parsed message, not its markup: no script, handler or script address left.
    expectInert((await proxied.page("/ManagersMessage")).one("main article"));
  });

  function notFound(answer: SiteAnswer, status: number, sentence: RegExp) {
    expect(answer.status).toBe(status);
    expect(text(answer.one("title"))).toBe(`Sub Gallery - ${school}`);
    expect(heading(answer)).toBe("Album not found");
    expect(breadcrumb(answer)).toEqual(["Home", "Gallery", "Sub Gallery"]);
    const main = answer.one("main");
    expect(shown(main, "p").some((p) => sentence.test(text(p)))).toBe(true);
    expect(named(main, "a[href]", /Go Back/).getAttribute("href")).toBe("/Gallery");
    // The frame is still there around it.
    expect(landmarks(answer.document, "footer").length).toBe(1);
  }

  it.each([
    ["an unknown id", "?id=6f1c9a52-1d1b-4c3e-9a7e-000000000000"],
    ["a malformed id", "?id=not-an-id"],
    ["an empty id", "?id="],
    ["no id", ""],
  ])("/SubGallery with %s shows 'Album not found' with status 404", async (_, query) => {
    override.current = () => undefined;
    notFound(await proxied.page(`/SubGallery${query}`), 404, /no album/i);
    notFound(await site.page(`/SubGallery${query}`), 404, /no album/i);
  });

  it("/SubGallery with a failing call says so, with status 503", async () => {
    const albums = await api<GalleryRecord[]>("/api/gallery/All/HLCA");
    override.current = failing(/^\/api\/subGallery/);
    notFound(await proxied.page(`/SubGallery?id=${albums[0]!._id}`), 503, /try again/i);
  });
});

describe("without JavaScript", () => {
  it("opens a datesheet PDF from its tile", async () => {
    const tile = (await site.page("/Datesheet")).one("main article li a");
    // A plain link that opens in a new tab: the browser asks for the file itself.
    expect(tile.getAttribute("target")).toBe("_blank");
    const pdf = await site.request(tile.getAttribute("href")!);
    expect({ status: pdf.status, type: pdf.headers.get("content-type") }).toEqual({
      status: 200,
      type: "application/pdf",
    });
    await pdf.body?.cancel();
  });
});
