import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "#app/pages.ts";
import { itemLists } from "#contracts/item-paths.ts";
import { crawl, crawledSite } from "../../support/crawl.ts";
import { formWith, submitForm } from "../../support/form-submission.ts";
import { knownTc } from "../../support/forms.ts";
import { checkHtml, type NuMessage } from "../../support/nu-checker.ts";
import { signedInAdministrator } from "../../support/office-client.ts";
import { read, type Site } from "../../support/site.ts";

// Every route's HTML, as the server sends it, through the Nu HTML Checker in one run: public
// pages in both languages (the crawl's), each kind of item page, the not-found page, the forms'
// answers without JavaScript and every office page its administrator's links lead to.

let site: Site;
/** What is checked, in four groups, each by a name that says what it is. */
const checked = {
  pages: new Map<string, string>(),
  hindi: new Map<string, string>(),
  answers: new Map<string, string>(),
  office: new Map<string, string>(),
};
let found: Map<string, NuMessage[]>;

/** The HTML the server answers a form with, sent by a browser without JavaScript. */
async function answerOf(address: string, button: string, typed: Record<string, string> = {}) {
  const page = await site.page(address);
  const answer = await submitForm(site, address, page, formWith(page.document, button), typed);
  // The answer as it comes, before a browser would follow any redirect it names.
  const body = await answer.text();
  expect(body, address).toMatch(/^<!DOCTYPE html>/i);
  return body;
}

/** A page as a browser shows it: any redirect followed, with the visitor's cookie. */
async function shown(address: string, cookie: string): Promise<Response> {
  let response = await site.request(address, { headers: { Cookie: cookie } });
  for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops++) {
    response = await site.request(response.headers.get("location")!, {
      headers: { Cookie: cookie },
    });
  }
  return response;
}

/** The office's pages, found by following its own links from the dashboard (one of each kind). */
async function officePages(cookie: string): Promise<Map<string, string>> {
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
    const page = await read(await shown(address, cookie));
    expect(page.status, address).toBe(200);
    seen.set(address, page.html);
    for (const linked of page.all('[href^="/office"]')) {
      const link = linked.getAttribute("href")!.split("#")[0]!;
      // Sign-out ends the session; downloads and the upload endpoint are not pages.
      if (/sign-out|\.csv|\.tar|\/upload/.test(link)) continue;
      queue.push(link);
    }
  }
  return seen;
}

beforeAll(async () => {
  // Mail is on in the crawled site, so /Subscribe offers its form (the forms below are sent
  // empty: nothing is ever sent).
  site = await crawledSite();

  // Every route, its Hindi twin (issue 37), the missing page and the first item of each list.
  // The crawl has followed /SubGallery?id=… to its album's page, as a browser would.
  for (const { name, language, answer } of await crawl(site)) {
    expect(answer.response.headers.get("content-type"), name).toMatch(/^text\/html/);
    (language === "en" ? checked.pages : checked.hindi).set(name, answer.html);
  }

  checked.answers.set("an enquiry sent empty", await answerOf("/ContactUs", "Submit"));
  checked.answers.set(
    "a certificate asked for under a wrong name",
    await answerOf("/Tc", "View Details", {
      "Admission No.": knownTc.admission,
      "Student Full Name": `${knownTc.name}x`,
    }),
  );
  checked.answers.set("a subscription sent empty", await answerOf("/Subscribe", "Subscribe"));

  const signIn = await site.page("/office/sign-in");
  expect(signIn.response.headers.get("content-type")).toMatch(/^text\/html/);
  checked.office.set("/office/sign-in", signIn.html);
  const administrator = await signedInAdministrator((path, init) => site.request(path, init));
  const cookie = [...administrator.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  for (const [address, html] of await officePages(cookie)) checked.office.set(address, html);

  found = await checkHtml(new Map(Object.values(checked).flatMap((group) => [...group])));
}, 240_000);

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
