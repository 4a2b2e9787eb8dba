import { z } from "zod";
import type { ClassName } from "../classes.ts";

// An application's number, given when the family submits it and printed on the acknowledgement:
// 2027-XI-0042, the session's first year, the class's code and the class's own count in that
// session. The family puts it in the UPI payment's note, and the office finds it again in the
// bank's statement, where banks and UPI apps drop the hyphens, put slashes or spaces in their
// place and change the case ("2027XI0042", "2027/xi/0042"). So the number is read back from
// any of those, but only ever as a whole: the letters between the year and the count must be
// one class's code entirely, so 2027-I-0042 is never read as II's or XI's.

/** The code each class has in an application number. */
export const classCodes: Record<ClassName, string> = {
  Nursery: "NUR",
  LKG: "LKG",
  UKG: "UKG",
  I: "I",
  II: "II",
  III: "III",
  IV: "IV",
  V: "V",
  VI: "VI",
  VII: "VII",
  VIII: "VIII",
  IX: "IX",
  X: "X",
  XI: "XI",
  XII: "XII",
};

const classOfCode = new Map(
  Object.entries(classCodes).map(([name, code]) => [code, name as ClassName]),
);

// The year is this century's, the count four digits or up to six past 9999; between them as
// many as three of the separators banks and apps put in place of the hyphens.
const separators = String.raw`[\s\-\u2013\u2014/_.:]{0,3}`;
const shape = String.raw`(20\d{2})${separators}([a-z]+)${separators}(\d{4,6})`;
const whole = new RegExp(String.raw`^\s*${shape}\s*$`, "i");
// Inside other text, the digits on either side may not run on: a longer run is a UPI
// reference, an account number or an amount, not a year or a count.
const inside = new RegExp(String.raw`(?<!\d)${shape}(?!\d)`, "gi");

/** The number of the `sequence`th application for `className` in the session starting `year`. */
export function formatApplicationNumber(
  year: number,
  className: ClassName,
  sequence: number,
): string {
  if (!Number.isInteger(year) || year < 2000 || year > 2099) {
    throw new RangeError(`${year} is not a session's first year.`);
  }
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) {
    throw new RangeError(`${sequence} is not an application's count.`);
  }
  return `${year}-${classCodes[className]}-${String(sequence).padStart(4, "0")}`;
}

function read(year: string, code: string, count: string) {
  const className = classOfCode.get(code.toUpperCase());
  const sequence = Number(count);
  if (!className || sequence < 1) return undefined;
  return { year: Number(year), className, sequence };
}

/** What an application number says, written with any separators or case; else undefined. */
export function parseApplicationNumber(
  text: string,
): { year: number; className: ClassName; sequence: number } | undefined {
  const match = whole.exec(text);
  return match ? read(match[1]!, match[2]!, match[3]!) : undefined;
}

/** An application number as printed (2027-XI-0042), however it was written; else undefined. */
export function normalApplicationNumber(text: string): string | undefined {
  const number = parseApplicationNumber(text);
  return number && formatApplicationNumber(number.year, number.className, number.sequence);
}

/** Every application number in `text` (a bank's narration), as printed, each once. */
export function applicationNumbersIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(inside)) {
    const number = read(match[1]!, match[2]!, match[3]!);
    if (number) {
      found.add(formatApplicationNumber(number.year, number.className, number.sequence));
    }
  }
  return [...found];
}

/** An application number a family or the office types, as printed. */
export const ApplicationNumber = z.string().transform((text, context) => {
  const number = normalApplicationNumber(text);
  if (number) return number;
  context.addIssue({
    code: "custom",
    message: "Give the application number as printed on the acknowledgement, e.g. 2027-XI-0042.",
  });
  return z.NEVER;
});
