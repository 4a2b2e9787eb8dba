import { describe, expect, it } from "vitest";
import { consentUses } from "#contracts/records/consents.ts";
import { seededRandom } from "./random.ts";
import {
  albumTexts,
  birthdayTexts,
  circularTexts,
  decadeEnd,
  decadeStart,
  decadeToday,
  eventTexts,
  noticeTexts,
  topperTexts,
} from "./texts.ts";

const share = (titles: string[]) =>
  new Set(titles.map((t) => t.toLowerCase())).size / titles.length;

describe("the decade's words", () => {
  it("makes the same records from the same seed, and others from another", () => {
    expect(noticeTexts(seededRandom(7), 50)).toEqual(noticeTexts(seededRandom(7), 50));
    expect(circularTexts(seededRandom(7), 20)).toEqual(circularTexts(seededRandom(7), 20));
    expect(noticeTexts(seededRandom(8), 50)).not.toEqual(noticeTexts(seededRandom(7), 50));
  });

  it("gives a school's ten years of notices and news mostly distinct titles, half of each", () => {
    const notices = noticeTexts(seededRandom(1), 3000);
    expect(share(notices.map((n) => n.title))).toBeGreaterThanOrEqual(0.95);
    expect(notices.filter((n) => n.category === "News")).toHaveLength(1500);
    expect(notices.every((n) => !/\{\w+\}/.test(n.title + n.description))).toBe(true);
    expect(notices.every((n) => n.title.length <= 200)).toBe(true);
  });

  it("gives events, albums and circulars mostly distinct titles too", () => {
    expect(share(eventTexts(seededRandom(2), 1000).map((e) => e.title))).toBeGreaterThanOrEqual(
      0.95,
    );
    expect(share(albumTexts(seededRandom(3), 300).map((a) => a.title))).toBeGreaterThanOrEqual(0.9);
    const circulars = circularTexts(seededRandom(4), 2000);
    expect(share(circulars.map((c) => c.title))).toBeGreaterThanOrEqual(0.9);
    // Each circular's PDF says something of its own: its number in the register at least.
    expect(new Set(circulars.map((c) => c.reference)).size).toBe(2000);
    expect(new Set(circulars.map((c) => c.paragraphs.join(" "))).size).toBeGreaterThan(1900);
  });

  it("dates the past within the decade up to its today, and only events after it", () => {
    const random = seededRandom(5);
    const notices = noticeTexts(random, 500).map((n) => n.fromDate);
    const albums = albumTexts(random, 200).map((a) => a.date);
    const circulars = circularTexts(random, 300).map((c) => c.day);
    for (const date of [...notices, ...albums, ...circulars]) {
      expect(date >= decadeStart && date <= decadeToday, date).toBe(true);
    }
    const events = eventTexts(random, 1000).map((e) => e.date);
    expect(events.every((date) => date >= decadeStart && date <= decadeEnd)).toBe(true);
    expect(events.filter((date) => date > decadeToday).length).toBeGreaterThan(10);
    expect(new Set(events.map((date) => date.slice(0, 4))).size).toBe(12);
  });

  it("makes children of school age and toppers of the ten board years, most with consent", () => {
    const birthdays = birthdayTexts(seededRandom(6), 1900);
    for (const child of birthdays) {
      const age = Number(decadeToday.slice(0, 4)) - Number(child.dateOfBirth.slice(0, 4));
      expect(age).toBeGreaterThanOrEqual(3);
      expect(age).toBeLessThanOrEqual(17);
      expect(child.class).toMatch(/^(Nursery|LKG|UKG|[IVX]+)-[A-D]$/);
    }
    expect(birthdays.filter((b) => b.consent).length / 1900).toBeGreaterThan(0.8);
    const toppers = topperTexts(seededRandom(6), 300);
    expect(new Set(toppers.map((t) => t.sessionYear)).size).toBe(10);
    expect(toppers.filter((t) => t.consent).length / 300).toBeGreaterThan(0.8);
  });

  it("numbers every child apart, and registers a consent under the child's own number", () => {
    const children = [
      ...birthdayTexts(seededRandom(9), 1900),
      ...topperTexts(seededRandom(9), 300),
    ];
    const numbers = children.flatMap((child) => child.children);
    expect(numbers).toHaveLength(2200);
    expect(new Set(numbers).size).toBe(2200);
    for (const number of numbers) expect(number).toMatch(/^(19|20)\d{2}\/\d{4}$/);
    for (const {
      name,
      class: className,
      children: [number],
      consent,
    } of children) {
      if (!consent) continue;
      expect(consent).toMatchObject({ childName: name, admissionNumber: number, class: className });
      expect(consent.parentName).toMatch(/^(Mr|Mrs) .+ \((mother|father)\)$/);
      expect(consent.givenOn <= decadeToday).toBe(true);
      expect(consent.uses).toEqual([...consentUses]);
    }
  });
});
