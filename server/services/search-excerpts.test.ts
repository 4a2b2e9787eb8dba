import { describe, expect, it } from "vitest";
import { excerptOf, queryStems, stemOf } from "./search-excerpts.ts";

const marked = (parts: ReturnType<typeof excerptOf>) =>
  parts.filter((part) => part.mark).map((part) => part.text);
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

describe("a search result's excerpt", () => {
  it("asks for the stems a query names, not those it excludes", () => {
    expect(queryStems("'fee' & !'late' & 'annual' <-> 'day' & 'o''brien'")).toEqual(
      new Set(["fee", "annual", "day", "o'brien"]),
    );
  });

  it("marks every form of a wanted word, as the database's English stemmer reads them", () => {
    const parts = excerptOf(
      "Examinations begin on Monday. The examination hall opens at 8 AM; fees are due.",
      queryStems("'examin' & 'fee'"),
    );
    expect(marked(parts)).toEqual(["Examinations", "examination", "fees"]);
    // Nothing is lost or added between the marks: the parts read as the text.
    expect(parts.map((part) => part.text).join("")).toBe(
      "Examinations begin on Monday. The examination hall opens at 8 AM; fees are due.",
    );
    expect(["holidays", "libraries", "running"].map(stemOf)).toEqual(["holiday", "librari", "run"]);
  });

  it("shows at most two pieces of a long text, each around a match", () => {
    const filler = (from: number) =>
      Array.from({ length: 40 }, (_, index) => `word${from + index}`).join(" ");
    const text = `${filler(0)} the uniform list ${filler(100)} uniform again ${filler(200)} uniform third`;
    const parts = excerptOf(text, queryStems("'uniform'"));
    expect(marked(parts)).toEqual(["uniform", "uniform"]);
    const pieces = parts
      .map((part) => part.text)
      .join("")
      .split(" … ");
    expect(pieces).toHaveLength(2);
    for (const piece of pieces) expect(wordsOf(piece).length).toBeLessThanOrEqual(30);
    // Each piece opens a few words before its match, so the match reads in its phrase.
    expect(pieces[0]).toMatch(/^word3\d /);
  });

  it("shows a text's opening words when none of it matches", () => {
    const parts = excerptOf(
      "Dear parents, the school will remain closed on Friday for the annual maintenance of the buildings.",
      queryStems("'xylophon'"),
    );
    expect(marked(parts)).toEqual([]);
    expect(wordsOf(parts.map((part) => part.text).join(""))).toHaveLength(12);
  });

  it("is empty for a text without words", () => {
    expect(excerptOf("  … ", queryStems("'fee'"))).toEqual([]);
  });
});
