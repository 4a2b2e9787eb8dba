import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type OfficeClient } from "../support/office-client.ts";
import { whenKept } from "../support/kept.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";

// A page kept in memory is drawn again once the office saves what it shows: the next visitor
// sees the new words, never the kept copy. Records are changed here, so on a server of its own.

let server: ServerProcess;
let editor: OfficeClient;
beforeAll(async () => {
  server = await startServer();
  editor = await signedIn((path, init) => fetch(server.url + path, init), "editor");
});
afterAll(async () => {
  if (server) await stopServer(server);
});

interface Listed {
  _id: string;
  title: string;
  slug?: string;
  category: string;
}

async function listed(path: string): Promise<Listed[]> {
  return (await (await fetch(`${server.url}/api/${path}/HLCA`)).json()) as Listed[];
}

/** What a visitor reads at `path`, a calendar's folded lines joined again. */
const text = async (path: string) =>
  (await (await fetch(server.url + path, { headers: { "Accept-Encoding": "br" } })).text()).replace(
    /\r\n[ \t]/g,
    "",
  );

/** A title in plain words, the same however a page, a feed or a calendar writes it. */
const newTitle = (what: string) => `Kept copies redrawn for ${what} ${Date.now()}`;

/** Saves `record` of `kind` again with a new title, as the office's form does. */
async function retitle(kind: string, record: Listed, title: string) {
  const current = await editor.call("GET", `/records/${kind}/${record._id}`);
  expect(current.status).toBe(200);
  const saved = await editor.call("PUT", `/records/${kind}/${record._id}`, {
    ...(current.json.values as object),
    title,
    status: "published",
    version: current.json.version,
  });
  expect(saved.status).toBe(200);
}

describe("a kept page after an office save", () => {
  it("an item's page, its feed and the sitemap are drawn again with the new title", async () => {
    const news = (await listed("news/all")).find((item) => item.category === "News" && item.slug)!;
    const page = `/News/${news.slug}`;
    const files = ["/feeds/news.rss", "/feeds/news.atom", "/sitemap.xml"];
    for (const path of [page, ...files]) await whenKept(server.url + path);
    const sitemap = await text("/sitemap.xml");
    expect(await text(page)).toContain(news.title);

    const title = newTitle("news");
    await retitle("news", news, title);
    expect(await text(page)).toContain(title);
    for (const feed of files.slice(0, 2)) expect(await text(feed), feed).toContain(title);
    // Its news file's last change is now, so the index says so.
    expect(await text("/sitemap.xml")).not.toBe(sitemap);
    // And the new copies are kept in turn.
    for (const path of [page, ...files]) await whenKept(server.url + path);
    expect(await text(page)).toContain(title);
  });

  it("the circulars' and datesheets' pages and a circular's own page", async () => {
    const circulars = await listed("circular/all");
    for (const [category, list] of [
      ["Circular", "/Circular"],
      ["Datesheet", "/Datesheet"],
    ] as const) {
      const circular = circulars.find((item) => item.category === category && item.slug)!;
      const page = `${list}/${circular.slug}`;
      for (const path of [list, page]) await whenKept(server.url + path);
      const title = newTitle(category);
      await retitle("circulars", circular, title);
      for (const path of [list, page]) expect(await text(path), path).toContain(title);
    }
  });

  it("an event's page and the events calendar", async () => {
    const event = (await listed("events/all")).find((item) => item.slug)!;
    const paths = [`/Events/${event.slug}`, "/feeds/events.ics", `/feeds/events/${event.slug}.ics`];
    for (const path of paths) await whenKept(server.url + path);
    const title = newTitle("events");
    await retitle("events", event, title);
    for (const path of paths) expect(await text(path), path).toContain(title);
  });
});
