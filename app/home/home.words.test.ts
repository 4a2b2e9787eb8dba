import { describe, expect, it } from "vitest";
import * as home from "#content/home.ts";
import { carouselWords } from "./carousel.words.ts";
import { homePlaceholders, homeWords, inLanguage } from "./home.words.ts";
import { tickerWords } from "./vertical-ticker.words.ts";

describe("the home page's words", () => {
  it("puts the figures and names where each language has them", () => {
    expect(carouselWords.en.slideOf(2, 6)).toBe("2 of 6");
    expect(carouselWords.hi.slideOf(2, 6)).toBe("6 में से 2");
    expect(tickerWords.en.pause("Notices")).toBe("Pause Notices");
    expect(tickerWords.hi.pause("सूचनाएँ")).toBe("सूचनाएँ रोकें");
    expect(homeWords.hi.readMoreAbout("Primary")).toBe("Primary के बारे में और पढ़ें");
  });

  it("names a section of records after 'Read More' by its phrase, or in Hindi by its heading", () => {
    const section = { phrase: "about our students' achievements", heading: "Achievements" };
    expect(homeWords.en.more(section)).toBe(" about our students' achievements");
    expect(homeWords.hi.more(section)).toBe(": Achievements");
  });

  it("keeps spec 8's sample events' figures, with Hindi month names", () => {
    const [en, hi] = [homePlaceholders.en.events, homePlaceholders.hi.events];
    expect(hi.map((event) => event.day)).toEqual(en.map((event) => event.day));
    expect(hi.map((event) => event.month)).toEqual(["अग॰", "सित॰", "अक्टू॰", "नव॰"]);
  });

  it("has Hindi beside every English word of content/home.ts, figures and addresses once", () => {
    // Every object with a `hi` anywhere in the module's exports.
    const entries: Record<string, unknown>[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") {
        const object = value as Record<string, unknown>;
        if ("hi" in object) entries.push(object);
        Object.values(object).forEach(walk);
      }
    };
    walk(home);
    expect(entries.length).toBeGreaterThan(50);
    for (const entry of entries) {
      const hi = entry.hi as Record<string, string>;
      for (const [field, words] of Object.entries(hi)) {
        expect(typeof entry[field], field).toBe("string");
        expect(words, String(entry[field])).toMatch(/[\u0900-\u097F]/);
      }
    }
    expect(inLanguage(home.about.statistics[0]!, "hi").label).toBe("विद्यार्थी");
    expect(inLanguage(home.about.statistics[0]!, "en").label).toBe("Students");
    expect(home.about.statistics.map((item) => item.value)).toContain("1:21");
  });
});
