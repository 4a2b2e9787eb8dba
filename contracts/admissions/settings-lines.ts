import { z } from "zod";
import { classNames } from "../classes.ts";
import { isDay } from "./eligibility.ts";
import type { AdmissionClass, AdmissionStream, AllotmentRound } from "./settings.ts";

// The admission settings as the office writes them in plain textareas, on a phone as often as
// not: one class, stream, round or branch a line, read back as `sectionsText` reads sections,
// with the first line's mistake in words the clerk can act on. Each reader is a zod 4 string
// transform that reports through `ctx.addIssue` and returns `z.NEVER` (zod 4, "Transforms").
// Each `format…` writes what its reader reads, so the page shows the settings as they are kept.

/** A line's mistake, told apart from what the line says (a branch's line is a plain string). */
class Mistake {
  readonly message: string;
  constructor(message: string) {
    this.message = message;
  }
}

/**
 * Every written line of `text`, read by `read` in order, or the first line's mistake. Lines are
 * numbered as the clerk sees them, blank ones included; spaces typed twice count once.
 */
const lines = <T>(read: (line: string, earlier: T[]) => T | Mistake) =>
  z.string().transform((text, context): T[] => {
    const values: T[] = [];
    for (const [index, raw] of text.split(/\r?\n/).entries()) {
      const line = raw.trim().replace(/\s+/g, " ");
      if (!line) continue;
      const value = read(line, values);
      if (value instanceof Mistake) {
        context.addIssue({ code: "custom", message: `Line ${index + 1}: ${value.message}` });
        return z.NEVER;
      }
      values.push(value);
    }
    return values;
  });

/** A line's name and what follows it, by the colon after the name ("Science: PCM: 70%" too). */
const namedLine = (line: string, lastColon: boolean) => {
  const at = lastColon ? line.lastIndexOf(":") : line.indexOf(":");
  if (at < 0) return undefined;
  const parts = line
    .slice(at + 1)
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return { name: line.slice(0, at).trim(), parts };
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const seatsPart = /^(\d+) ?seats?$/i;

// Classes ------------------------------------------------------------------------------------

const classExample = "XI: 120 seats, ages 15 to 17, test";

/**
 * "ages 3 to 4" is `minAge` 3 and `maxAge` 4: 3 or 4 whole years old on the day ages are
 * counted, as a clerk reads it; "age 6 or more" has no upper age.
 */
const agesWritten = (one: AdmissionClass) =>
  one.maxAge === undefined ? `age ${one.minAge} or more` : `ages ${one.minAge} to ${one.maxAge}`;

const agesRange = /^age[sd]? ?(\d+)(?: years?)? ?(?:to|-|–|—) ?(\d+)(?: years?)?$/i;
const agesOpen =
  /^age[sd]? ?(\d+)(?: years?)? ?(?:\+|or more|or above|and above|or over|and over)$/i;
const assessmentPart = /^(?:an? )?(interaction|test)$/i;

/** The classes open for admission, one a line: "Nursery: 80 seats, ages 3 to 5, interaction". */
export const formatClasses = (classes: AdmissionClass[]): string =>
  classes
    .map(
      (one) => `${one.name}: ${plural(one.seats, "seat")}, ${agesWritten(one)}, ${one.assessment}`,
    )
    .join("\n");

/**
 * The office's class lines read back, or the first line's mistake: a class the school does not
 * have, a class written twice, no seats, no ages or an upper age not above the lower, no test
 * or interaction. Case, spaces, "seat", "age 3-5" and "ages 3 - 5" are all read.
 */
export const classesText = lines<AdmissionClass>((line, earlier) => {
  const written = namedLine(line, false);
  if (!written) {
    return new Mistake(
      `write the class, a colon, its seats, ages and test or interaction, e.g. ${classExample}.`,
    );
  }
  const head = written.name.replace(/^class /i, "");
  const name = classNames.find((known) => sameName(known, head));
  if (!name) return new Mistake(`"${written.name}" is not a class (${classNames.join(", ")}).`);
  if (earlier.some((one) => one.name === name)) return new Mistake(`${name} is written twice.`);

  let seats: number | undefined;
  let ages: { minAge: number; maxAge?: number } | undefined;
  let assessment: AdmissionClass["assessment"] | undefined;
  for (const part of written.parts) {
    const seatsMatch = seatsPart.exec(part);
    const range = agesRange.exec(part);
    const open = agesOpen.exec(part);
    const assessed = assessmentPart.exec(part);
    if (seatsMatch) {
      if (seats !== undefined) return new Mistake(`${name}'s seats are written twice.`);
      seats = Number(seatsMatch[1]);
    } else if (range || open) {
      if (ages) return new Mistake(`${name}'s ages are written twice.`);
      ages = range
        ? { minAge: Number(range[1]), maxAge: Number(range[2]) }
        : { minAge: Number(open![1]) };
    } else if (assessed) {
      if (assessment) return new Mistake(`${name}'s test or interaction is written twice.`);
      assessment = assessed[1]!.toLowerCase() as AdmissionClass["assessment"];
    } else {
      return new Mistake(`"${part}" is not understood; write e.g. ${classExample}.`);
    }
  }

  if (seats === undefined) {
    return new Mistake(`give ${name}'s seats, e.g. ${classExample}.`);
  }
  if (seats > 2000) return new Mistake(`a class has at most 2000 seats.`);
  if (!ages) {
    return new Mistake(`give the ages ${name} takes, e.g. ages 3 to 4, or age 6 or more.`);
  }
  if (ages.minAge < 2 || ages.minAge > 20) return new Mistake(`the lower age is from 2 to 20.`);
  if (ages.maxAge !== undefined && ages.maxAge < ages.minAge) {
    return new Mistake(`the upper age is not below the lower, e.g. ages 3 to 4.`);
  }
  if (ages.maxAge !== undefined && ages.maxAge > 21) {
    return new Mistake(`the upper age is at most 21.`);
  }
  if (!assessment) {
    return new Mistake(`say whether ${name} has an interaction or a test.`);
  }
  return { name, seats, ...ages, assessment };
});

// Class XI's streams ---------------------------------------------------------------------------

const streamExample = "Non-Medical: 70%, 40 seats";
const cutoffPart = /^(\d+(?:\.\d+)?) ?(?:%|percent)$/i;
const barePart = /^(\d+(?:\.\d+)?)$/;

/** Class XI's streams, one a line: "Non-Medical: 70%, 40 seats" (the cut-off, then the seats). */
export const formatStreams = (streams: AdmissionStream[]): string =>
  streams
    .map((stream) => `${stream.name}: ${stream.cutoff}%, ${plural(stream.seats, "seat")}`)
    .join("\n");

/**
 * The office's stream lines read back, or the first line's mistake: no name, a name written
 * twice, no cut-off or seats, a cut-off above 100%, more than 8 streams. A number without "%"
 * or "seats" is the cut-off, or the seats once the cut-off is given.
 */
export const streamsText = lines<AdmissionStream>((line, earlier) => {
  const written = namedLine(line, true);
  if (!written) {
    return new Mistake(`write the stream, a colon, its cut-off and seats, e.g. ${streamExample}.`);
  }
  const { name } = written;
  if (!name) return new Mistake(`write the stream's name before the colon, e.g. ${streamExample}.`);
  if (name.length > 60) return new Mistake(`a stream's name is at most 60 characters.`);
  if (earlier.some((one) => sameName(one.name, name))) {
    return new Mistake(`"${name}" is written twice.`);
  }
  if (earlier.length === 8) return new Mistake(`Class XI has at most 8 streams.`);

  let cutoff: number | undefined;
  let seats: number | undefined;
  const bare: string[] = [];
  for (const part of written.parts) {
    const percent = cutoffPart.exec(part);
    const seatsMatch = seatsPart.exec(part);
    if (percent) {
      if (cutoff !== undefined) return new Mistake(`${name}'s cut-off is written twice.`);
      cutoff = Number(percent[1]);
    } else if (seatsMatch) {
      if (seats !== undefined) return new Mistake(`${name}'s seats are written twice.`);
      seats = Number(seatsMatch[1]);
    } else if (barePart.test(part)) {
      bare.push(part);
    } else {
      return new Mistake(`"${part}" is not understood; write e.g. ${streamExample}.`);
    }
  }
  // A number without its "%" or "seats": the cut-off comes first on the line, then the seats.
  for (const number of bare) {
    if (cutoff === undefined) cutoff = Number(number);
    else if (seats === undefined && /^\d+$/.test(number)) seats = Number(number);
    else return new Mistake(`"${number}" is not understood; write e.g. ${streamExample}.`);
  }

  if (cutoff === undefined) return new Mistake(`give ${name}'s cut-off, e.g. ${streamExample}.`);
  if (cutoff > 100) return new Mistake(`a cut-off is a percentage from 0 to 100.`);
  if (seats === undefined) return new Mistake(`give ${name}'s seats, e.g. ${streamExample}.`);
  if (seats > 1000) return new Mistake(`a stream has at most 1000 seats.`);
  return { name, cutoff, seats };
});

// Allotment rounds -----------------------------------------------------------------------------

const roundExample = "First test: test on 2026-12-07, allotment on 2026-12-14";
const roundPart = /^(test|allotment)(?: on)? (\S+)$/i;
const writtenDay = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** A day as written, "2026-12-7" as "2026-12-07", or undefined when it is not a real day. */
const dayOf = (text: string) => {
  const parts = writtenDay.exec(text);
  if (!parts) return undefined;
  const day = `${parts[1]}-${parts[2]!.padStart(2, "0")}-${parts[3]!.padStart(2, "0")}`;
  return isDay(day) ? day : undefined;
};

/**
 * The allotment rounds, one a line: "First test: test on 2026-12-07, allotment on 2026-12-14",
 * or "Second allotment: allotment on 2027-01-17" for a round without a test of its own.
 */
export const formatRounds = (rounds: AllotmentRound[]): string =>
  rounds
    .map(
      (round) =>
        `${round.name}: ${round.testOn ? `test on ${round.testOn}, ` : ""}allotment on ${round.allotmentOn}`,
    )
    .join("\n");

/**
 * The office's round lines read back, or the first line's mistake: no name, a name written
 * twice, a day that is not a real day or not written YYYY-MM-DD, no allotment day, an allotment
 * before its test, more than 12 rounds.
 */
export const roundsText = lines<AllotmentRound>((line, earlier) => {
  const written = namedLine(line, true);
  if (!written) {
    return new Mistake(
      `write the round, a colon, its test and allotment days, e.g. ${roundExample}.`,
    );
  }
  const { name } = written;
  if (!name) return new Mistake(`write the round's name before the colon, e.g. ${roundExample}.`);
  if (name.length > 60) return new Mistake(`a round's name is at most 60 characters.`);
  if (earlier.some((one) => sameName(one.name, name))) {
    return new Mistake(`"${name}" is written twice.`);
  }
  if (earlier.length === 12) return new Mistake(`there are at most 12 rounds.`);

  const days: { test?: string; allotment?: string } = {};
  for (const part of written.parts) {
    const [, kind, date] = roundPart.exec(part) ?? [];
    if (!kind || !date) {
      return new Mistake(`"${part}" is not understood; write e.g. ${roundExample}.`);
    }
    const which = kind.toLowerCase() as keyof typeof days;
    if (days[which]) return new Mistake(`the ${which} day is written twice.`);
    const day = dayOf(date);
    if (!day) return new Mistake(`"${date}" is not a day; write a date as 2026-12-07.`);
    days[which] = day;
  }

  if (!days.allotment) {
    return new Mistake(`give the day ${name}'s allotment is published, e.g. ${roundExample}.`);
  }
  if (days.test && days.allotment < days.test) {
    return new Mistake(`the allotment is on or after the test.`);
  }
  return {
    name,
    ...(days.test ? { testOn: days.test } : {}),
    allotmentOn: days.allotment,
  };
});

// Sister branches ------------------------------------------------------------------------------

/** The school's sister branches, one name a line. */
export const formatBranches = (branches: string[]): string => branches.join("\n");

/** The office's branch lines read back, blank lines aside, or the first line's mistake. */
export const branchesText = lines<string>((line, earlier) =>
  line.length > 120
    ? new Mistake(`a branch's name is at most 120 characters.`)
    : earlier.some((one) => sameName(one, line))
      ? new Mistake(`"${line}" is written twice.`)
      : earlier.length === 10
        ? new Mistake(`there are at most 10 sister branches.`)
        : line,
);
