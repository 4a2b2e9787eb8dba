import { describe, expect, it } from "vitest";
import { searchWords } from "./search.words.ts";

describe("the search page's count of results", () => {
  it("says result for one and results for more in English", () => {
    expect(searchWords.en.resultsFor(1, "fee")).toBe("1 result for “fee”");
    expect(searchWords.en.resultsFor(3, "fee")).toBe("3 results for “fee”");
  });

  it("puts the words searched for first in Hindi", () => {
    expect(searchWords.hi.resultsFor(3, "fee")).toBe("“fee” के लिए 3 परिणाम");
  });
});
