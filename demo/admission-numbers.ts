// The demo's children are named on the site by their admission numbers (a birthday's, a
// topper's, an award's `children`), and each parent's consent is registered under the same
// number, so a child's number must follow from the name alone: the records and the consents
// are made apart.

import { createHash } from "node:crypto";

/** A number as the school's register writes it: the year of admission and a serial, 2016/0342. */
export const admissionNumber = (year: number, serial: number) =>
  `${year}/${String(serial).padStart(4, "0")}`;

// A named child's serial stays below 1000: the decade fixture (demo/decade/) numbers its
// thousands of children from 1000 up in the same school, where a consent's number is unique.
const namedSerials = 999;
/** The first serial of the children the decade fixture adds to the demo school. */
export const unnamedSerialsFrom = namedSerials + 1;

const firstYear = 2012;
const years = 2025 - firstYear + 1;

const numberOfName = new Map<string, string>();
const nameOfNumber = new Map<string, string>();

/** A demo child's admission number: the same for the same name, another for another name. */
export function admissionNumberOf(name: string): string {
  const known = numberOfName.get(name);
  if (known) return known;
  const digest = createHash("sha256").update(`admission:${name}`).digest();
  const year = firstYear + (digest.readUInt32BE(0) % years);
  let serial = digest.readUInt32BE(4) % namedSerials;
  let number = admissionNumber(year, serial + 1);
  // Two names on one number: the later one takes the next free serial of that year.
  while (nameOfNumber.has(number)) {
    serial = (serial + 1) % namedSerials;
    number = admissionNumber(year, serial + 1);
  }
  numberOfName.set(name, number);
  nameOfNumber.set(number, name);
  return number;
}
