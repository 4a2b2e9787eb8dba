import { describe, expect, it } from "vitest";
import { contentWords } from "../content/content.words.ts";
import { notFoundWords } from "../not-found/not-found.words.ts";
import { errorPageWords } from "./error-page.words.ts";
import { footerWords } from "./footer.words.ts";
import { frameWords, languageLinkWords } from "./frame.words.ts";
import { menuWords } from "./menu.words.ts";
import { pageSearchWords, searchFormWords } from "./page-search.words.ts";

const files = {
  frameWords,
  languageLinkWords,
  footerWords,
  menuWords,
  pageSearchWords,
  searchFormWords,
  errorPageWords,
  notFoundWords,
  contentWords,
};

describe("the frame's and the blocks' words", () => {
  it("say the name or figure they are given, in both languages", () => {
    for (const [file, words] of Object.entries(files)) {
      for (const language of ["en", "hi"] as const) {
        for (const [key, entry] of Object.entries(words[language])) {
          if (typeof entry !== "function") continue;
          const said = (entry as (value: string) => string)("«X»");
          expect(said, `${file}.${language}.${key}`).toContain("«X»");
        }
      }
    }
  });
});
