import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Readership } from "#contracts/reads.ts";
import type { MountedWebsite } from "#server/http/website.ts";
import type { Db } from "#server/db/database.ts";
import { createReadCounter, type ReadCounter } from "#server/reads/read-counter.ts";
import { signedIn, type OfficeClient } from "../support/office-client.ts";
import { schoolCode, testBackend, timeZone, type TestApp } from "../support/test-backend.ts";
import { sendFile } from "../support/uploads.ts";

// What parents read (issue 41, point 4): two instances of the server on one database count the
// pages and documents people's browsers ask for, each in its own memory, and the office reads
// the sum. Robots, previews, prefetches, HEAD and failed answers are not reads; no answer sets a
// cookie. The website here answers every address with a page of its own (the built site's pages
// are counted alike in tests/e2e/instances.test.ts); what is counted is the server's part.

const browser =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

/** A website drawing a small page for every address: the search page says what it found. */
function testSite(): MountedWebsite {
  const html = { "Content-Type": "text/html; charset=utf-8" };
  return {
    settings: { schoolCode, siteUrl: "http://school.test" },
    embeddedOrigins: [],
    clientDir: fs.mkdtempSync(path.join(os.tmpdir(), "reads-site-")),
    changed() {},
    variant: () => "",
    handler: () => async (request) => {
      const url = new URL(request.url);
      if (url.pathname === "/NoSuchPage") return new Response("<p>Not found</p>", { status: 404 });
      if (request.headers.get("If-None-Match") === '"seen"') {
        return new Response(null, { status: 304, headers: { ETag: '"seen"' } });
      }
      if (url.pathname === "/Search") {
        const found = url.searchParams.get("q") === "fees" ? "4" : "0";
        return new Response("<p>Results</p>", { headers: { ...html, "X-Search-Found": found } });
      }
      return new Response("<p>A page</p>", { headers: html });
    },
  };
}

let editor: OfficeClient;
let office: OfficeClient;
let instances: { app: TestApp; counter: ReadCounter }[];
let backendDb: Db;
let letters: { unopened: string; opened: string; openedFile: string; photo: string };
const answers: Response[] = [];

/** `path` asked of instance `which` as a phone's browser asks, with `headers` besides. */
async function visit(which: 0 | 1, target: string, headers: Record<string, string> = {}) {
  const answer = await instances[which]!.app.request(target, {
    headers: { "User-Agent": browser, ...headers },
  });
  answers.push(answer);
  return answer;
}

async function pdf(text: string) {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText(text, { x: 20, y: 100, size: 12 });
  return document.save();
}

beforeAll(async () => {
  const backend = await testBackend();
  backendDb = backend.database.db;
  editor = await signedIn(backend.request, "editor", "198.51.100.201");
  office = await signedIn(backend.request, "office", "198.51.100.202");
  // Written only when the test says, so what each instance held is seen to add up.
  instances = [0, 1].map(() => {
    const counter = createReadCounter({
      db: backend.database.db,
      schoolCode,
      timeZone,
      everyMs: 3_600_000,
    });
    return { counter, app: backend.configured({ website: testSite(), readCounter: counter }) };
  });
  const stored = async (bytes: Uint8Array, name: string) => {
    const answer = await sendFile(backend.request, schoolCode, editor, bytes, name);
    expect(answer.status).toBe(201);
    return answer.json.path!;
  };
  const circular = async (title: string, file: string) => {
    const made = await editor.call("POST", "/records/circulars", {
      category: "Circular",
      title,
      date: "28.11.26",
      attachments: [file],
      status: "published",
    });
    expect(made.status).toBe(201);
    return made.json.id as string;
  };
  const openedFile = await stored(await pdf("Winter uniform"), "winter-uniform.pdf");
  letters = {
    unopened: await circular("Fee concession forms", await stored(await pdf("Forms"), "forms.pdf")),
    opened: await circular("Winter uniform from 1 December", openedFile),
    openedFile,
    photo: await stored(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
        .jpeg()
        .toBuffer(),
      "assembly.jpg",
    ),
  };
});

describe("what parents read, counted by two instances", () => {
  it("adds each instance's pages, downloads and searches that found nothing", async () => {
    for (let i = 0; i < 3; i++) await visit(0, "/AboutUs");
    for (let i = 0; i < 2; i++) await visit(1, "/AboutUs");
    // A page the browser already had is read again.
    expect((await visit(1, "/AboutUs", { "If-None-Match": '"seen"' })).status).toBe(304);
    const file = `/api/image/${letters.openedFile}`;
    expect((await visit(0, file)).status).toBe(200);
    expect((await visit(1, file)).status).toBe(200);
    await visit(0, "/Search?q=Hostel%20%20Fees");
    await visit(1, "/Search?q=hostel fees");
    await visit(0, "/Search?q=fees");

    // Not reads: robots, previews, scripts and driven browsers, a prefetch, a HEAD, no
    // User-Agent (the server's own warm-up), a page not found, a picture, a part of a file.
    await visit(0, "/AboutUs", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" });
    await visit(1, "/AboutUs", { "User-Agent": "WhatsApp/2.23.20.0" });
    await visit(0, "/AboutUs", { "User-Agent": "curl/8.5.0" });
    await visit(1, "/AboutUs", {
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0",
    });
    await visit(0, "/AboutUs", { "Sec-Purpose": "prefetch" });
    answers.push(
      await instances[0]!.app.request("/AboutUs", {
        method: "HEAD",
        headers: { "User-Agent": browser },
      }),
    );
    answers.push(await instances[1]!.app.request("/AboutUs"));
    expect((await visit(0, "/NoSuchPage")).status).toBe(404);
    expect((await visit(1, `/api/image/${letters.photo}`)).status).toBe(200);
    expect((await visit(0, file, { Range: "bytes=0-99" })).status).toBe(206);

    await Promise.all(instances.map((instance) => instance.counter.flush()));
    const read = await editor.call("GET", "/reads");
    expect(read.status).toBe(200);
    const week = read.json as unknown as Readership;
    expect(week.pages).toContainEqual({ key: "/AboutUs", count: 6 });
    expect(week.pages.some((page) => page.key === "/NoSuchPage")).toBe(false);
    expect(week.downloads).toContainEqual({ key: letters.openedFile, count: 2 });
    expect(week.downloads.some((download) => download.key === letters.photo)).toBe(false);
    expect(week.nothingFound).toEqual([{ key: "hostel fees", count: 2 }]);
    expect(week.pages).toContainEqual({ key: "/Search", count: 3 });
  });

  it("lists the circulars whose page and files nobody opened", async () => {
    const week = (await editor.call("GET", "/reads")).json as unknown as Readership;
    const unopened = week.unopenedCirculars.map((circular) => circular.id);
    expect(unopened).toContain(letters.unopened);
    expect(unopened).not.toContain(letters.opened);
  });

  it("sets no cookie on any answer it counts, and is not the office role's to read", async () => {
    expect(answers.length).toBeGreaterThan(10);
    for (const answer of answers) expect(answer.headers.getSetCookie()).toEqual([]);
    expect((await office.call("GET", "/reads")).status).toBe(403);
  });

  it("counts more of the same page on a later write, and nothing twice", async () => {
    await visit(0, "/AboutUs");
    await instances[0]!.counter.flush();
    await instances[0]!.counter.flush();
    const week = (await editor.call("GET", "/reads")).json as unknown as Readership;
    expect(week.pages).toContainEqual({ key: "/AboutUs", count: 7 });
  });

  it("keeps what it counted when a write fails, and adds it with the next write", async () => {
    let refusals = 1;
    // The database as an instance sees it when a connection drops in the middle of a write.
    const flaky = new Proxy(backendDb, {
      get(target, name, receiver) {
        if (name === "insert" && refusals > 0) {
          refusals--;
          return () => {
            throw new Error("Connection terminated unexpectedly");
          };
        }
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    const counter = createReadCounter({ db: flaky, schoolCode, timeZone, everyMs: 3_600_000 });
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    counter.count("page", "/ContactUs");
    counter.count("page", "/ContactUs");
    await counter.flush();
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/Connection terminated/));
    counter.count("page", "/ContactUs");
    await counter.close();
    const week = (await editor.call("GET", "/reads")).json as unknown as Readership;
    expect(week.pages).toContainEqual({ key: "/ContactUs", count: 3 });
  });
});
