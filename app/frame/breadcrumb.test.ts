import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd } from "./breadcrumb.tsx";

describe("the breadcrumb told to search engines", () => {
  it("names each step that is a page by its address and this page last", () => {
    const data = breadcrumbJsonLd(
      [
        { name: "Home", to: "/" },
        { name: "Events" },
        { name: "News", to: "/News" },
        { name: "Annual Day" },
      ],
      "https://school.example/News/2026-11-20-annual-day",
    );
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://school.example/" },
      { "@type": "ListItem", position: 2, name: "News", item: "https://school.example/News" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Annual Day",
        item: "https://school.example/News/2026-11-20-annual-day",
      },
    ]);
  });
});

describe("a Hindi page's breadcrumb told to search engines", () => {
  it("leads each step to its Hindi twin", () => {
    const data = breadcrumbJsonLd(
      [{ name: "मुख्य पृष्ठ", to: "/" }, { name: "समाचार", to: "/News" }, { name: "वार्षिकोत्सव" }],
      "https://school.example/hi/News/2026-11-20-annual-day",
      "hi",
    );
    expect(data.itemListElement.map((step) => step.item)).toEqual([
      "https://school.example/hi",
      "https://school.example/hi/News",
      "https://school.example/hi/News/2026-11-20-annual-day",
    ]);
  });
});
