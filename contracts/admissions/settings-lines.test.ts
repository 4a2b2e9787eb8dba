import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { demoAdmissions } from "#demo/demo-admissions.ts";
import { classNames } from "../classes.ts";
import { AdmissionClass, AdmissionStream, assessments } from "./settings.ts";
import {
  branchesText,
  classesText,
  formatBranches,
  formatClasses,
  formatRounds,
  formatStreams,
  roundsText,
  streamsText,
} from "./settings-lines.ts";

const demo = demoAdmissions("2026-11-27");

/** The message the office sees for `text`, or undefined when it is taken. */
const problem = (reader: z.ZodType, text: string) =>
  reader.safeParse(text).error?.issues[0]?.message;

describe("the demo school's admission settings as lines", () => {
  it("read back to the same settings", () => {
    expect(classesText.parse(formatClasses(demo.classes))).toStrictEqual(demo.classes);
    expect(streamsText.parse(formatStreams(demo.streams))).toStrictEqual(demo.streams);
    expect(roundsText.parse(formatRounds(demo.rounds))).toStrictEqual(demo.rounds);
    expect(branchesText.parse(formatBranches(demo.sisterBranches))).toStrictEqual(
      demo.sisterBranches,
    );
  });

  it("are written one a line, as the office reads them", () => {
    const classes = formatClasses(demo.classes).split("\n");
    expect(classes[0]).toBe("Nursery: 80 seats, ages 3 to 4, interaction");
    expect(classes.at(-1)).toBe("XI: 120 seats, ages 15 to 17, test");
    expect(formatStreams(demo.streams).split("\n")[0]).toBe("Non-Medical: 70%, 40 seats");
    expect(formatRounds(demo.rounds).split("\n")[0]).toBe(
      "First test: test on 2026-12-07, allotment on 2026-12-14",
    );
    expect(formatBranches(demo.sisterBranches)).toBe(
      "Holy Lamp Convent School, Rampur Road\nHoly Lamp Convent School, Sitalganj",
    );
  });
});

describe("the classes' lines", () => {
  it("write a class without an upper age, and one seat, as people say them", () => {
    const text = formatClasses([
      { name: "I", seats: 15, minAge: 6, assessment: "test" },
      { name: "II", seats: 1, minAge: 7, maxAge: 9, assessment: "test" },
    ]);
    expect(text).toBe("I: 15 seats, age 6 or more, test\nII: 1 seat, ages 7 to 9, test");
  });

  it("take the small variations people type, and blank lines", () => {
    const read = classesText.parse(
      [
        "  nursery :  80 Seats,  age 3-5 , Interaction ",
        "",
        "Class xi: 1 seat, ages 15 - 18, a test",
        "I: ages 6 to 8, TEST, 15 seats",
        "ukg: 10 seats, age 5+, test",
        "VI: 10 seats, aged 11–13, test",
      ].join("\r\n"),
    );
    expect(read).toStrictEqual([
      { name: "Nursery", seats: 80, minAge: 3, maxAge: 5, assessment: "interaction" },
      { name: "XI", seats: 1, minAge: 15, maxAge: 18, assessment: "test" },
      { name: "I", seats: 15, minAge: 6, maxAge: 8, assessment: "test" },
      { name: "UKG", seats: 10, minAge: 5, assessment: "test" },
      { name: "VI", seats: 10, minAge: 11, maxAge: 13, assessment: "test" },
    ]);
    expect(classesText.parse(" \n\n")).toEqual([]);
  });

  it("refuse an unknown class, a class twice, missing seats or ages, and ages the wrong way", () => {
    expect(problem(classesText, "XIII: 10 seats, ages 17 to 19, test")).toBe(
      `Line 1: "XIII" is not a class (${classNames.join(", ")}).`,
    );
    expect(
      problem(
        classesText,
        "XI: 120 seats, ages 15 to 18, test\n\nxi: 10 seats, age 15 or more, test",
      ),
    ).toBe("Line 3: XI is written twice.");
    expect(problem(classesText, "Nursery: ages 3 to 5, interaction")).toMatch(
      /^Line 1: give Nursery's seats, e.g. /,
    );
    expect(problem(classesText, "Nursery: 80 seats, interaction")).toMatch(
      /^Line 1: give the ages Nursery takes/,
    );
    expect(problem(classesText, "Nursery: 80 seats, ages 5 to 3, interaction")).toBe(
      "Line 1: the upper age is not below the lower, e.g. ages 3 to 4.",
    );
    // One age only is a range of one.
    expect(classesText.parse("Nursery: 80 seats, ages 3 to 3, interaction")[0]).toMatchObject({
      minAge: 3,
      maxAge: 3,
    });
    expect(problem(classesText, "Nursery: 80 seats, ages 3 to 5")).toBe(
      "Line 1: say whether Nursery has an interaction or a test.",
    );
    expect(problem(classesText, "Nursery 80 seats")).toMatch(/^Line 1: write the class, a colon/);
    expect(problem(classesText, "Nursery: 80 seats, ages 3 to 5, exam")).toMatch(
      /^Line 1: "exam" is not understood; write e\.g\. XI: 120 seats/,
    );
    expect(problem(classesText, "Nursery: 80 seats, 90 seats, ages 3 to 5, test")).toMatch(
      /seats are written twice/,
    );
  });

  it("refuse what the settings would not keep, naming the line", () => {
    expect(problem(classesText, "IX: 2001 seats, ages 14 to 16, test")).toMatch(/^Line 1: .*2000/);
    expect(problem(classesText, "IX: 8 seats, ages 1 to 16, test")).toMatch(/lower age is from 2/);
    expect(problem(classesText, "IX: 8 seats, ages 14 to 22, test")).toMatch(/at most 21/);
    expect(problem(classesText, "IX: -8 seats, ages 14 to 16, test")).toMatch(/not understood/);
  });

  it("give back any classes they were written from", () => {
    const oneClass = (name: (typeof classNames)[number]) =>
      fc
        .record({
          seats: fc.integer({ min: 0, max: 2000 }),
          minAge: fc.integer({ min: 2, max: 20 }),
          upper: fc.option(fc.integer({ min: 1, max: 19 }), { nil: undefined }),
          assessment: fc.constantFrom(...assessments),
        })
        .map(({ upper, ...one }): AdmissionClass => {
          const maxAge = upper === undefined ? undefined : Math.min(one.minAge + upper, 21);
          return maxAge === undefined ? { name, ...one } : { name, ...one, maxAge };
        });
    const classes = fc
      .shuffledSubarray([...classNames])
      .chain((names) => fc.tuple(...names.map(oneClass)));
    fc.assert(
      fc.property(classes, (written) => {
        const read = classesText.parse(formatClasses(written));
        expect(read).toStrictEqual(written);
        expect(z.array(AdmissionClass).parse(read)).toStrictEqual(read);
      }),
    );
  });
});

describe("the streams' lines", () => {
  it("take the cut-off and the seats as people write them", () => {
    expect(
      streamsText.parse(
        "non-medical : 72.5 %, 40 seat\nScience: PCM: 70 percent, 1 Seats\nArts: 60, 30",
      ),
    ).toStrictEqual([
      { name: "non-medical", cutoff: 72.5, seats: 40 },
      { name: "Science: PCM", cutoff: 70, seats: 1 },
      { name: "Arts", cutoff: 60, seats: 30 },
    ]);
    expect(streamsText.parse("Arts: 30 seats, 60")).toStrictEqual([
      { name: "Arts", cutoff: 60, seats: 30 },
    ]);
    expect(formatStreams([{ name: "Arts", cutoff: 60, seats: 1 }])).toBe("Arts: 60%, 1 seat");
  });

  it("refuse a stream twice, a missing cut-off or seats, and more than the settings keep", () => {
    expect(problem(streamsText, "Medical: 70%, 40 seats\nmedical: 60%, 10 seats")).toBe(
      'Line 2: "medical" is written twice.',
    );
    expect(problem(streamsText, "Medical: 40 seats")).toBe(
      "Line 1: give Medical's cut-off, e.g. Non-Medical: 70%, 40 seats.",
    );
    expect(problem(streamsText, "Medical: 70%")).toMatch(/^Line 1: give Medical's seats/);
    expect(problem(streamsText, "Medical: 101%, 40 seats")).toMatch(/from 0 to 100/);
    expect(problem(streamsText, "Medical: 70%, 1001 seats")).toMatch(/at most 1000 seats/);
    expect(problem(streamsText, ": 70%, 40 seats")).toMatch(/the stream's name before the colon/);
    expect(problem(streamsText, "Medical 70%")).toMatch(/^Line 1: write the stream, a colon/);
    const nine = Array.from({ length: 9 }, (_, index) => `Stream ${index + 1}: 60%, 10 seats`);
    expect(problem(streamsText, nine.join("\n"))).toBe("Line 9: Class XI has at most 8 streams.");
  });

  it("give back any streams they were written from", () => {
    const name = fc
      .string({ unit: fc.constantFrom(..."Aa Zz09-&().,:%/'विज्ञान"), minLength: 1, maxLength: 60 })
      .map((text) => text.trim().replace(/\s+/g, " "))
      .filter(Boolean);
    const streams = fc.uniqueArray(
      fc
        .record({
          name,
          cutoff: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
          seats: fc.integer({ min: 0, max: 1000 }),
        })
        // fast-check's records have no prototype; the reader's streams are plain objects.
        .map((stream): AdmissionStream => ({ ...stream })),
      { maxLength: 8, selector: (stream) => stream.name.toLowerCase() },
    );
    fc.assert(
      fc.property(streams, (written) => {
        const read = streamsText.parse(formatStreams(written));
        expect(read).toStrictEqual(written);
        expect(z.array(AdmissionStream).parse(read)).toStrictEqual(read);
      }),
    );
  });
});

describe("the allotment rounds' lines", () => {
  it("take a round with its test, or an allotment alone", () => {
    const text =
      "First test: test on 2026-12-07, allotment on 2026-12-14\nSecond allotment: allotment on 2027-01-17";
    const read = roundsText.parse(text);
    expect(read).toStrictEqual([
      { name: "First test", testOn: "2026-12-07", allotmentOn: "2026-12-14" },
      { name: "Second allotment", allotmentOn: "2027-01-17" },
    ]);
    expect(formatRounds(read)).toBe(text);
    expect(roundsText.parse("Third: Allotment 2027-2-1, test on 2027-1-31")).toStrictEqual([
      { name: "Third", testOn: "2027-01-31", allotmentOn: "2027-02-01" },
    ]);
    expect(roundsText.parse("Same day: test on 2027-01-31, allotment on 2027-01-31")).toHaveLength(
      1,
    );
  });

  it("refuse a day that is not real, an allotment before its test or none", () => {
    expect(problem(roundsText, "First: test on 2027-02-29, allotment on 2027-03-05")).toBe(
      'Line 1: "2027-02-29" is not a day; write a date as 2026-12-07.',
    );
    expect(problem(roundsText, "First: allotment on 07-12-2026")).toMatch(
      /"07-12-2026" is not a day/,
    );
    expect(problem(roundsText, "First: test on 2026-12-14, allotment on 2026-12-07")).toBe(
      "Line 1: the allotment is on or after the test.",
    );
    expect(problem(roundsText, "\nFirst: test on 2026-12-07")).toMatch(
      /^Line 2: give the day First's allotment is published/,
    );
    expect(
      problem(roundsText, "First: allotment on 2026-12-07\nfirst: allotment on 2026-12-08"),
    ).toMatch(/^Line 2: "first" is written twice/);
    expect(problem(roundsText, "First: result on 2026-12-07")).toMatch(
      /"result on 2026-12-07" is not understood/,
    );
  });
});

describe("the sister branches' lines", () => {
  it("are one name a line, blank lines aside", () => {
    expect(
      branchesText.parse("\n  Holy Lamp,  Sitalganj \n\nHoly Lamp, Rampur Road\n"),
    ).toStrictEqual(["Holy Lamp, Sitalganj", "Holy Lamp, Rampur Road"]);
  });

  it("refuse more than ten, a name twice or one too long", () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `Branch ${index + 1}`);
    expect(problem(branchesText, eleven.join("\n"))).toBe(
      "Line 11: there are at most 10 sister branches.",
    );
    expect(problem(branchesText, "Rampur\nrampur")).toBe('Line 2: "rampur" is written twice.');
    expect(problem(branchesText, "x".repeat(121))).toMatch(/at most 120 characters/);
  });
});
