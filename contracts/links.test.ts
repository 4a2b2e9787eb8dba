import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LinkRef } from "./page-content.ts";
import { recordSchema } from "./office-records.ts";
import { isLink, linkMessage, safeHref } from "./links.ts";

// Each link field the school fills in: a page's link (its page, or another site's address), and
// a record's link (an alert's "More about it", a notice's).
const pageLink = (to: string) => LinkRef.safeParse({ label: "More", to }).success;
const pageAddress = (href: string) => LinkRef.safeParse({ label: "More", href }).success;
/** Whether an alert's "More about it" takes `url` (its other fields aside). */
const alerts = recordSchema("alerts");
const alertLink = (url: string) =>
  !alerts
    .safeParse({ title: "Closed", severity: "information", url, status: "published" })
    .error?.issues.some((issue) => issue.path[0] === "url");
const fields = { pageLink, pageAddress, alertLink };

/** Where a browser's address bar would take a link drawn on a page of the school's site. */
const landsOn = (link: string) => new URL(link, "https://school.example/Admission").host;

const otherSites = [
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  "/ /evil.example",
  "https:evil.example",
  "https:/evil.example",
  "https:\\\\evil.example",
  "https:/\\evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "\u0001javascript:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "evil.example",
];

describe("a link field", () => {
  it.each(otherSites)("refuses %j", (link) => {
    expect(pageLink(link)).toBe(false);
    expect(pageAddress(link)).toBe(false);
    expect(alertLink(link)).toBe(false);
    expect(safeHref(link)).toBeUndefined();
  });

  it.each(["/", "/Admission", "/Tc#lookup", "/Notices?category=Exams", "/a/b%5Cc"])(
    "takes the page of this site %j",
    (link) => {
      expect(pageLink(link)).toBe(true);
      expect(alertLink(link)).toBe(true);
      expect(safeHref(link)).toBe(link);
    },
  );

  it("draws a place on the same page, as the placeholder tiles' '#', never one with a backslash", () => {
    expect(safeHref("#")).toBe("#");
    expect(safeHref("#lookup")).toBe("#lookup");
    expect(safeHref("#\\evil.example")).toBeUndefined();
  });

  it("takes another site's full address, https:// everywhere and http:// where allowed", () => {
    expect(pageAddress("https://cbse.gov.in/circulars?year=2026")).toBe(true);
    expect(alertLink("https://cbse.gov.in/circulars")).toBe(true);
    expect(alertLink("http://old-portal.example/fees")).toBe(true);
    expect(pageAddress("http://old-portal.example/fees")).toBe(false);
  });

  it("says what it takes, in words", () => {
    const refused = recordSchema("alerts").safeParse({
      title: "Closed",
      severity: "information",
      url: "/\\evil.example",
      status: "published",
    });
    expect(refused.error?.issues.find((issue) => issue.path[0] === "url")?.message).toBe(
      linkMessage("More about it", { site: true, http: true }),
    );
    expect(linkMessage("Link", { site: true, https: true })).toMatch(
      /^Link must be a page of this site starting with one \/ .* or an address starting with https:\/\/\.$/,
    );
  });

  it("takes mailto: and tel: only where a field allows them", () => {
    expect(isLink("mailto:office@school.example", { site: true, mailAndPhone: true })).toBe(true);
    expect(isLink("tel:+91 98765 43210", { site: true, mailAndPhone: true })).toBe(true);
    expect(isLink("mailto:office@school.example", { site: true, https: true })).toBe(false);
    expect(isLink("mailto:a@b.example\n//evil", { mailAndPhone: true })).toBe(false);
  });

  it("never takes a link that a browser would open on another site, unless it names that site", () => {
    const pieces = fc.constantFrom(
      "/",
      "\\",
      "\t",
      "\n",
      "\r",
      " ",
      "\u0000",
      "evil.example",
      ":",
      "https",
      "http",
      "javascript",
      "%2F",
      "@",
      ".",
      "a",
    );
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join("")),
        (link) => {
          for (const [name, takes] of Object.entries(fields)) {
            if (!takes(link)) continue;
            const trimmed = link.trim();
            const namesItsSite = /^https?:\/\//i.test(trimmed);
            if (!namesItsSite)
              expect(landsOn(trimmed), `${name} took ${JSON.stringify(link)}`).toBe(
                "school.example",
              );
            else expect(trimmed, name).not.toMatch(/[\s\\]/);
          }
        },
      ),
      { numRuns: 1500 },
    );
  });

  it("takes every path of this site a browser reads as one", () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const link = `/${segments.join("/")}`;
        expect(pageLink(link)).toBe(true);
        expect(alertLink(link)).toBe(true);
        expect(landsOn(link)).toBe("school.example");
      }),
    );
  });
});
