import { describe, expect, it } from "vitest";
import { englishPath, isPageAddress, languageAt, localHref, pathIn } from "./languages.ts";

describe("a page's language, by its address", () => {
  it("is Hindi under /hi and English elsewhere", () => {
    expect(languageAt("/hi")).toBe("hi");
    expect(languageAt("/hi/SchoolFees")).toBe("hi");
    expect(languageAt("/HI/SchoolFees")).toBe("hi");
    expect(languageAt("/SchoolFees")).toBe("en");
    // A page whose English name begins with the letters is not Hindi.
    expect(languageAt("/HolidaysHomework")).toBe("en");
    expect(languageAt("/")).toBe("en");
  });

  it("leads each page to its twin and back", () => {
    expect(pathIn("/SchoolFees", "hi")).toBe("/hi/SchoolFees");
    expect(pathIn("/", "hi")).toBe("/hi");
    expect(pathIn("/hi", "en")).toBe("/");
    expect(pathIn("/hi/News/2026-11-20-annual-day", "en")).toBe("/News/2026-11-20-annual-day");
    expect(pathIn("/hi/News", "hi")).toBe("/hi/News");
    expect(englishPath("/hi/")).toBe("/");
  });
});

describe("links on a page", () => {
  it("lead to pages in the page's language, keeping the query and fragment", () => {
    expect(localHref("/Admission", "hi")).toBe("/hi/Admission");
    expect(localHref("/News?year=2026#list", "hi")).toBe("/hi/News?year=2026#list");
    expect(localHref("/", "hi")).toBe("/hi");
    expect(localHref("/hi/Admission", "hi")).toBe("/hi/Admission");
    expect(localHref("/Admission", "en")).toBe("/Admission");
  });

  it("leave files, feeds, the office and other sites as they are", () => {
    for (const address of [
      "/files/public/pdf/fees.pdf",
      "/images/logo.svg",
      "/feeds/news.rss",
      "/office/records",
      "/api/news/all/HLCA",
      "/sitemap.xml",
      "https://cbse.gov.in/",
      "//cdn.example/x",
      "mailto:office@school.example",
    ]) {
      expect(localHref(address, "hi")).toBe(address);
    }
    expect(isPageAddress("/ContactUs")).toBe(true);
  });
});
