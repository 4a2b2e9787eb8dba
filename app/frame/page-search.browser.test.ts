import { describe, expect, it } from "vitest";
import type { SearchAnswer } from "#contracts/search.ts";
import { itemSuggestions } from "./page-search.browser.ts";

const answer: SearchAnswer = {
  groups: [
    {
      kind: "Page",
      total: 1,
      results: [
        { kind: "Page", title: "School Fees", language: "en", path: "/SchoolFees", excerpt: [] },
      ],
    },
    {
      kind: "Notice",
      total: 7,
      results: [1, 2, 3, 4].map((n) => ({
        kind: "Notice" as const,
        title: `Notice ${n}`,
        language: "en" as const,
        path: `/NoticeBoard/n${n}`,
        excerpt: [],
      })),
    },
    {
      kind: "Circular",
      total: 2,
      results: [1, 2].map((n) => ({
        kind: "Circular" as const,
        title: `Circular ${n}`,
        language: "en" as const,
        path: `/Circular/c${n}`,
        excerpt: [],
      })),
    },
  ],
};

describe("the header search's suggestions from the backend", () => {
  it("lists the newest items, kinds in order, and then all results when there are more", () => {
    const names = [{ name: "School Fees", to: "/SchoolFees" }];
    const suggestions = itemSuggestions(answer, " fee ", names);
    expect(suggestions.map((s) => [s.name, s.note, s.path])).toEqual([
      ["Notice 1", "Notice", "/NoticeBoard/n1"],
      ["Notice 2", "Notice", "/NoticeBoard/n2"],
      ["Notice 3", "Notice", "/NoticeBoard/n3"],
      ["Notice 4", "Notice", "/NoticeBoard/n4"],
      ["Circular 1", "Circular", "/Circular/c1"],
      ["All results for “fee”", undefined, "/Search?q=fee"],
    ]);
  });

  it("suggests a page found by its words only when no page's name matched", () => {
    const small: SearchAnswer = { groups: answer.groups.slice(0, 1) };
    expect(itemSuggestions(small, "fee", []).map((s) => s.name)).toEqual(["School Fees"]);
    const named = itemSuggestions(small, "fee", [{ name: "School Fees", to: "/SchoolFees" }]);
    expect(named).toEqual([]);
  });

  it("suggests nothing from an answer it cannot read", () => {
    for (const body of [null, {}, { groups: "x" }, { groups: [{ results: [{ path: 3 }] }] }]) {
      expect(itemSuggestions(body, "fee", [])).toEqual([]);
    }
    // An address off the site is never followed.
    const away = {
      groups: [{ kind: "News", total: 1, results: [{ title: "x", path: "//evil.example" }] }],
    };
    expect(itemSuggestions(away, "x", [])).toEqual([]);
  });
});

describe("the header search's suggestions on a Hindi page", () => {
  it("name the kinds and all results in Hindi, addresses left to the twin links", () => {
    const suggestions = itemSuggestions(answer, "fee", [], "hi");
    expect(suggestions[0]).toEqual({ name: "School Fees", note: "पृष्ठ", path: "/SchoolFees" });
    expect(suggestions[1]?.note).toBe("सूचना");
    expect(suggestions.at(-1)).toEqual({ name: "“fee” के सभी परिणाम", path: "/Search?q=fee" });
  });
});
