import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { pages } from "#app/pages.ts";
import { itemLists } from "#contracts/item-paths.ts";
import { pathIn } from "#contracts/languages.ts";
import { openPage, phone, useBrowser } from "../support/browser.ts";
import { knownTc } from "../support/forms.ts";
import { checkHtml, type NuMessage } from "../support/nu-checker.ts";
import { administratorOf } from "../support/office-browser.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";
import { sitemapXmlOf } from "../support/sitemap.ts";

// Every route's HTML, as the server sends it, through the Nu HTML Checker: public pages in both
// languages, each
// kind of item page, the not-found page, the forms' answers without JavaScript and every office
// page. On a server of its own, so that its administrator can sign in with both steps.

const browser = useBrowser();
let server: ServerProcess;
/** What is checked, in three groups, each by a name that says what it is. */
const checked = {
  pages: new Map<string, string>(),
  hindi: new Map<string, string>(),
  answers: new Map<string, string>(),
  office: new Map<string, string>(),
};
let found: Map<string, NuMessage[]>;

async function read(address: string, init?: RequestInit): Promise<string> {
  const response = await fetch(server.url + address, init);
  expect(response.headers.get("content-type"), address).toMatch(/^text\/html/);
  return response.text();
}

/** The HTML the server answers a form with, sent by a browser without JavaScript. */
async function answerOf(page: Page, submit: () => Promise<void>): Promise<string> {
  let body = "";
  // The answer is read as it passes, before the browser follows any redirect it names.
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document" || route.request().method() !== "POST") {
      return route.fallback();
    }
    const response = await route.fetch({ maxRedirects: 0 });
    body = await response.text();
    await route.fulfill({ response });
  });
  await submit();
  await page.waitForLoadState();
  await page.unrouteAll();
  expect(body).toMatch(/^<!DOCTYPE html>/i);
  return body;
}

/** The office's pages, found by following its own links from the dashboard (one of each kind). */
async function officePages(page: Page): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const queue = ["/office"];
  // A record's page, a page's editor, and a list's filters are each checked once.
  const shape = (address: string) =>
    address
      .split("?")[0]!
      .replace(/^(\/office\/records\/[^/]+)\/(?!new$)[^/]+$/, "$1/:id")
      .replace(/^\/office\/pages\/.+$/, "/office/pages/:path");
  const shapes = new Set<string>();
  while (queue.length > 0) {
    const address = queue.shift()!;
    if (shapes.has(shape(address))) continue;
    shapes.add(shape(address));
    const response = await page.context().request.get(server.url + address);
    expect(response.status(), address).toBe(200);
    const html = await response.text();
    seen.set(address, html);
    for (const [, href] of html.matchAll(/href="(\/office[^"#]*)"/g)) {
      const link = href!.replace(/&amp;/g, "&");
      // Sign-out ends the session; downloads and the upload endpoint are not pages.
      if (/sign-out|\.csv|\.tar|\/upload/.test(link)) continue;
      queue.push(link);
    }
  }
  return seen;
}

beforeAll(async () => {
  // With a mail server named, /Subscribe offers its form (nothing here is sent).
  server = await startServer({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });

  for (const { path } of pages.filter((page) => page.module)) {
    const address = path === "/Search" ? "/Search?q=fee" : path;
    checked.pages.set(address, await read(address));
    // Its Hindi twin (issue 37).
    checked.hindi.set(pathIn(address, "hi"), await read(pathIn(address, "hi")));
  }
  checked.pages.set("a missing page", await read("/no-such-page"));
  checked.hindi.set("a missing Hindi page", await read("/hi/no-such-page"));
  // The first item of each list from the sitemap, which names every item's page.
  const sitemap = await sitemapXmlOf(server.url);
  const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!));
  for (const [list, path] of Object.entries(itemLists)) {
    const item = locations.find((url) => url.pathname.startsWith(`${path}/`));
    if (item) checked.pages.set(`an item of ${list}`, await read(item.pathname));
    if (item) checked.hindi.set(`a Hindi item of ${list}`, await read(pathIn(item.pathname, "hi")));
  }

  const { page, context } = await openPage(browser(), { ...phone, javaScriptEnabled: false });
  await page.goto(server.url + "/ContactUs");
  checked.answers.set(
    "an enquiry sent empty",
    await answerOf(page, () => page.getByRole("button", { name: "Submit" }).click()),
  );
  await page.goto(server.url + "/Tc");
  await page.getByLabel("Admission No.").fill(knownTc.admission);
  await page.getByLabel("Student Full Name").fill(`${knownTc.name}x`);
  checked.answers.set(
    "a certificate asked for under a wrong name",
    await answerOf(page, () => page.getByRole("button", { name: "View Details" }).click()),
  );
  await page.goto(server.url + "/Subscribe");
  checked.answers.set(
    "a subscription sent empty",
    await answerOf(page, () => page.getByRole("button", { name: "Subscribe" }).click()),
  );
  checked.office.set("/office/sign-in", await read("/office/sign-in"));
  await context.close();

  const office = await administratorOf(() => server.url, browser)();
  for (const [address, html] of await officePages(office.page)) checked.office.set(address, html);
  await office.context.close();

  found = await checkHtml(new Map(Object.values(checked).flatMap((group) => [...group])));
}, 240_000);

afterAll(async () => {
  if (server) await stopServer(server);
});

/** The checker's errors in a group's documents, by name, each on one line: only documents with any. */
const errorsIn = (group: Map<string, string>) =>
  Object.fromEntries(
    [...group.keys()]
      .map(
        (name) =>
          [name, found.get(name)!.map((m) => `${m.message} at: ${m.extract ?? ""}`)] as const,
      )
      .filter(([, messages]) => messages.length > 0),
  );

describe("the Nu HTML Checker finds no error", () => {
  it("on any page of the route table, a missing page or an item's page", () => {
    // Every route, one item of each list, and the missing page.
    expect(checked.pages.size).toBe(
      pages.filter((page) => page.module).length + Object.keys(itemLists).length + 1,
    );
    expect(errorsIn(checked.pages)).toEqual({});
  });

  it("on the Hindi twin of every such page", () => {
    expect(checked.hindi.size).toBe(checked.pages.size);
    expect(errorsIn(checked.hindi)).toEqual({});
  });

  it("on the forms' answers without JavaScript", () => {
    expect(errorsIn(checked.answers)).toEqual({});
  });

  it("on any page of the office", () => {
    // The dashboard, the records of each kind with one record's page, the pages, settings ...
    expect(checked.office.size).toBeGreaterThan(15);
    expect(errorsIn(checked.office)).toEqual({});
  });
});
