import { beforeAll, describe, expect, it } from "vitest";
import type { Circular, Gallery, SchoolEvent } from "#contracts/entities.ts";
import { loader as itemPage } from "#app/routes/item-page.tsx";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { routeCalls } from "../support/route-calls.ts";
import { notice, signedIn } from "../support/office-client.ts";

// An item's page reads its one item from the backend, not its kind's whole list, and draws,
// redirects and fails as it did when it read the list.

let backend: TestBackend;
let events: SchoolEvent[];
let circulars: Circular[];
let albums: Gallery[];
beforeAll(async () => {
  backend = await testBackend();
  const list = async <T>(path: string) =>
    (await (await backend.request(`/api/${path}/${schoolCode}`)).json()) as T[];
  [events, circulars, albums] = await Promise.all([
    list<SchoolEvent>("events/All"),
    list<Circular>("circular/all"),
    list<Gallery>("gallery/All"),
  ]);
});

/** The item page's loaders, and every address they asked the backend for. */
function watched() {
  const asked: string[] = [];
  const pages = routeCalls({
    ...backend,
    app: {
      fetch: (request: Request) => {
        asked.push(new URL(request.url).pathname);
        return backend.app.fetch(request);
      },
    },
  } as TestBackend);
  return { pages, asked };
}

describe("an item's page", () => {
  it("draws an event from its one item, with its timing, and asks for no list", async () => {
    const event = events[0]!;
    const { pages, asked } = watched();
    const answer = await pages.load(itemPage, "/Events/:slug", `/Events/${event.slug}`);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      list: "Events",
      item: { title: event.title, slug: event.slug, date: event.date, timing: expect.any(String) },
    });
    expect(asked).toEqual([`/api/events/${schoolCode}/item/${event.slug}`]);
  });

  it("shows a description's Markdown as formatting, keeps its new lines, and runs none of its markup", async () => {
    const editor = await signedIn(backend.request, "editor", "198.51.100.188");
    const made = await editor.call(
      "POST",
      "/records/news",
      notice("Sports Day kit list", {
        category: "News",
        fromDate: "2099-05-02",
        description:
          "Please **bring** the *consent form*.\nReport by 8:00.\n\n- water bottle\n- cap\n\n" +
          "See [the timetable](https://example.org/t). <script>alert(1)</script>",
      }),
    );
    expect(made.status).toBe(201);
    const news = (await (await backend.request(`/api/news/all/${schoolCode}`)).json()) as {
      _id: string;
      slug: string;
    }[];
    const slug = news.find((item) => item._id === made.json.id)!.slug;
    const answer = await watched().pages.load(itemPage, "/News/:slug", `/News/${slug}`);
    const html = (answer.data as { descriptionHtml: string }).descriptionHtml;
    expect(html).toContain("<strong>bring</strong>");
    expect(html).toContain("<em>consent form</em>");
    expect(html).toMatch(/consent form<\/em>\.<br ?\/?>\s*Report by 8:00\./);
    expect(html).toMatch(/<ul>\s*<li>water bottle<\/li>\s*<li>cap<\/li>\s*<\/ul>/);
    expect(html).toContain('<a href="https://example.org/t"');
    expect(html).not.toContain("<script");
    expect((await editor.call("DELETE", `/records/news/${made.json.id}`, {})).status).toBe(200);
  });

  it("draws an album with its pictures", async () => {
    const album = albums.find((each) => each.attachments.length > 1)!;
    const answer = await watched().pages.load(itemPage, "/Gallery/:slug", `/Gallery/${album.slug}`);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      item: { title: album.title, pictures: album.attachments },
    });
  });

  it("draws a circular with its documents' sizes", async () => {
    const circular = circulars.find((each) => each.category === "Circular")!;
    const answer = await watched().pages.load(
      itemPage,
      "/Circular/:slug",
      `/Circular/${circular.slug}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      list: "Circular",
      item: { title: circular.title, attachmentSizes: circular.attachmentSizes },
    });
  });

  it("sends a datesheet's address under the circulars to the datesheets, for good", async () => {
    const datesheet = circulars.find((each) => each.category === "Datesheet")!;
    const answer = await watched().pages.load(
      itemPage,
      "/Circular/:slug",
      `/Circular/${datesheet.slug}`,
    );
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(`/Datesheet/${datesheet.slug}`);
  });

  it("is 'not found' for an address no album has, though an event has it", async () => {
    const answer = await watched().pages.load(
      itemPage,
      "/Gallery/:slug",
      `/Gallery/${events[0]!.slug}`,
    );
    expect(answer.status).toBe(404);
  });

  it("says the item cannot be read just now when the backend fails, and is not 'not found'", async () => {
    const failing = routeCalls({
      ...backend,
      app: {
        fetch: (request: Request) =>
          new URL(request.url).pathname.includes("/item/")
            ? Promise.reject(new Error("took longer than 500 ms"))
            : backend.app.fetch(request),
      },
    } as TestBackend);
    const answer = await failing.load(itemPage, "/Events/:slug", `/Events/${events[0]!.slug}`);
    expect(answer.status).toBe(503);
    expect(answer.data).toMatchObject({ item: null, list: "Events" });
  });
});
