import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { choosesLanguage, languageChoice } from "./language-choice.ts";

const site = new Hono();
site.use(languageChoice());
site.get("*", (c) => c.text(`page ${new URL(c.req.url).pathname}`));

const visit = (path: string, headers: Record<string, string> = {}) =>
  site.request(`http://school.example${path}`, {
    headers: { "Sec-Fetch-Dest": "document", ...headers },
  });

describe("the visitor's language, remembered", () => {
  it("is remembered when a Hindi page is read", async () => {
    const answer = await visit("/hi/SchoolFees", { "Sec-Fetch-Site": "same-origin" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Set-Cookie")).toMatch(/^lang=hi;.*Max-Age=31536000.*HttpOnly/);
  });

  it("brings a visitor who chose Hindi back to the Hindi page on the next visit", async () => {
    const arrivals: Record<string, string>[] = [
      {},
      { "Sec-Fetch-Site": "none" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const arrival of arrivals) {
      const answer = await visit("/SchoolFees?x=1", { Cookie: "lang=hi", ...arrival });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/hi/SchoolFees?x=1");
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
    }
    const home = await visit("/", { Cookie: "lang=hi" });
    expect(home.headers.get("Location")).toBe("/hi");
  });

  it("forgets Hindi when the visitor follows the link to the English page", async () => {
    const answer = await visit("/SchoolFees", {
      Cookie: "lang=hi",
      "Sec-Fetch-Site": "same-origin",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Set-Cookie")).toMatch(/^lang=;.*Max-Age=0/);
    // An older browser that sends no Sec-Fetch-Site names the page it came from.
    const older = await visit("/SchoolFees", {
      Cookie: "lang=hi",
      "Sec-Fetch-Dest": "",
      Referer: "http://school.example/hi/SchoolFees",
    });
    expect(older.status).toBe(200);
  });

  it("sets nothing for a visitor who reads in English and never chose", async () => {
    const answer = await visit("/SchoolFees");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Set-Cookie")).toBeNull();
  });

  it("is not changed by a script's fetch, a file, a feed or the office", async () => {
    const fetched = await visit("/Events/calendar/2026-12", {
      Cookie: "lang=hi",
      "Sec-Fetch-Dest": "empty",
      "Sec-Fetch-Site": "same-origin",
    });
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("Set-Cookie")).toBeNull();
    for (const path of ["/feeds/news.rss", "/files/public/a.pdf", "/office/records", "/api/x"]) {
      const answer = await visit(path, { Cookie: "lang=hi" });
      expect(answer.status).toBe(200);
    }
  });
});

describe("which visits the language choice acts on", () => {
  const header = (headers: Record<string, string>) => (name: string) => headers[name.toLowerCase()];

  it("is a visit to a page in the other language than the one remembered", () => {
    const visit = { "sec-fetch-dest": "document" };
    expect(choosesLanguage("GET", "/hi/News", header(visit))).toBe(true);
    expect(choosesLanguage("GET", "/News", header({ ...visit, cookie: "a=1; lang=hi" }))).toBe(
      true,
    );
    // Already as remembered: an answer given before will do (the server's front door).
    expect(choosesLanguage("GET", "/News", header(visit))).toBe(false);
    expect(choosesLanguage("GET", "/hi/News", header({ ...visit, cookie: "lang=hi" }))).toBe(false);
    // Not a visit, not a page, not a read.
    expect(choosesLanguage("GET", "/hi/News", header({ "sec-fetch-dest": "empty" }))).toBe(false);
    expect(choosesLanguage("GET", "/feeds/news.rss", header({ cookie: "lang=hi" }))).toBe(false);
    expect(choosesLanguage("POST", "/hi/ContactUs", header(visit))).toBe(false);
  });
});
