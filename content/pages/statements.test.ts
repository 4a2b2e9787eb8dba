import { describe, expect, it } from "vitest";
import { site } from "../site.ts";
import { blocksOf, only, sectionOf, sectionTitles, textOf } from "../../tests/support/content.ts";
import Accessibility from "./Accessibility.ts";
import PrivacyPolicy from "./PrivacyPolicy.ts";

// The seeded privacy notice and accessibility statement: what each must cover, by its sections
// and the labels of their lists, the law or standard each names, and the school's own way to
// reach it. The words are the school's.

const mailto = `mailto:${site.email}`;
const tel = `tel:${site.phones[0].replace(/[^\d+]/g, "")}`;

/** The times these words promise an answer in: '3 working days', '30 days'. */
const daysIn = (text: string) =>
  [...text.matchAll(/\b(\d+) (?:working )?days\b/g)].map((m) => Number(m[1]));

/** The bold label a list item starts with: '**How long:** ...' gives 'How long'. */
const labelOf = (item: string) => /^\*\*([^*]+?):\*\*/.exec(item)?.[1];

describe("the privacy notice", () => {
  const collected = [
    "The enquiry form",
    "Transfer Certificate downloads",
    "E-mail updates",
    "Birthdays and toppers",
  ];

  it("names India's Digital Personal Data Protection Act, 2023", () => {
    expect(textOf(PrivacyPolicy)).toMatch(/Digital Personal Data Protection Act,? 2023/);
  });

  it("has a section for everything the website collects, then the rights and the contact", () => {
    const titles = sectionTitles(PrivacyPolicy);
    for (const title of [...collected, "Your rights", "Contact our Grievance Officer"]) {
      expect(titles).toContain(title);
    }
    expect(titles.indexOf("Your rights")).toBeGreaterThan(titles.indexOf(collected.at(-1)!));
  });

  it.each(collected)("says of %s what is held or shown, why, who sees it and how long", (title) => {
    const items = only(blocksOf(sectionOf(PrivacyPolicy, title), "list")).items;
    const labels = items.map(labelOf);
    expect(labels.some((label) => label?.startsWith("What"))).toBe(true);
    for (const label of ["Who can see it", "How long"]) expect(labels).toContain(label);
    // Birthdays and toppers are shown because a parent agreed, not for a purpose of the school.
    expect(labels.some((label) => label === "Why" || label === "Consent first")).toBe(true);
  });

  it("lists the five rights of a Data Principal", () => {
    const rights = only(blocksOf(sectionOf(PrivacyPolicy, "Your rights"), "list")).items;
    expect(rights).toHaveLength(5);
    expect(rights.every((right) => labelOf(right))).toBe(true);
  });

  it("draws the grievance officer's contact and the times it states from the settings", () => {
    // server/privacy/personal-data-blocks.ts fills them (demo/privacy-notice.test.ts).
    expect(
      blocksOf(sectionOf(PrivacyPolicy, "Contact our Grievance Officer"), "personalData"),
    ).toEqual([{ type: "personalData", part: "grievance" }]);
    expect(blocksOf(PrivacyPolicy, "personalData").map((block) => block.part)).toEqual([
      "holdings",
      "grievance",
    ]);
  });
});

describe("the accessibility statement", () => {
  it("states the standard, its known limits, and how to report a barrier", () => {
    const titles = sectionTitles(Accessibility);
    for (const title of ["The standard we meet", "Known limits", "Report a barrier"]) {
      expect(titles).toContain(title);
    }
    const limits = only(blocksOf(sectionOf(Accessibility, "Known limits"), "list")).items;
    expect(limits.length).toBeGreaterThanOrEqual(3);
    expect(limits.every((limit) => labelOf(limit))).toBe(true);
  });

  it("names WCAG 2.2 at level AA as its standard", () => {
    const standard = textOf(sectionOf(Accessibility, "The standard we meet"));
    expect(standard).toMatch(/WCAG\)? 2\.2/);
    expect(standard).toMatch(/\bAA\b/);
  });

  it("gives the school's e-mail and phone and the days within which it answers", () => {
    const report = textOf(sectionOf(Accessibility, "Report a barrier"));
    expect(report).toContain(mailto);
    expect(report).toContain(tel);
    expect(daysIn(report).length).toBeGreaterThan(0);
  });
});
