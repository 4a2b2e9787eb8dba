import { describe, expect, it } from "vitest";
import { monthFilter, yearFilter } from "./filters.ts";
import { listWords } from "./lists.words.ts";

describe("a list page's words in either language", () => {
  it("name the list the filters and the pages are of", () => {
    expect(listWords.en.filterOf("News")).toBe("Filter News");
    expect(listWords.hi.pagesOf("समाचार")).toBe("समाचार के पृष्ठ");
  });

  it("label the selects in the page's language, their values the same in both", () => {
    const [en, hi] = [monthFilter([1, 11]), monthFilter([1, 11], "hi")];
    expect(en.options.map((option) => option.label)).toEqual(["All", "Jan", "Nov"]);
    expect(hi.options.map((option) => option.label)).toEqual(["सभी", "जनवरी", "नवंबर"]);
    expect(hi.options.map((option) => option.value)).toEqual(["All", "1", "11"]);
    expect(yearFilter([2026], "All", "hi")).toMatchObject({ label: "वर्ष", defaultValue: "All" });
  });
});
