import { describe, expect, it } from "vitest";
import { classNames } from "../classes.ts";
import {
  ApplicationNumber,
  applicationNumbersIn,
  classCodes,
  formatApplicationNumber,
  normalApplicationNumber,
  parseApplicationNumber,
} from "./application-number.ts";

describe("an application number", () => {
  it("is the session's year, the class's code and a four-digit count", () => {
    expect(formatApplicationNumber(2027, "Nursery", 1)).toBe("2027-NUR-0001");
    expect(formatApplicationNumber(2027, "XI", 42)).toBe("2027-XI-0042");
    expect(formatApplicationNumber(2027, "IV", 130)).toBe("2027-IV-0130");
    expect(formatApplicationNumber(2027, "UKG", 12345)).toBe("2027-UKG-12345");
    expect(() => formatApplicationNumber(2027, "I", 0)).toThrow(RangeError);
    expect(() => formatApplicationNumber(27, "I", 1)).toThrow(RangeError);
  });

  it("gives every class a code of its own, read back to the same class", () => {
    const codes = classNames.map((name) => classCodes[name]);
    expect(new Set(codes).size).toBe(classNames.length);
    for (const name of classNames) {
      expect(parseApplicationNumber(formatApplicationNumber(2027, name, 7))).toEqual({
        year: 2027,
        className: name,
        sequence: 7,
      });
    }
  });

  it("is read however a bank or an app wrote its separators and case", () => {
    for (const written of [
      "2027-XI-0042",
      "2027XI0042",
      "2027/XI/0042",
      "2027 xi 0042",
      " 2027-xi-0042 ",
      "2027_Xi_0042",
      "2027 - XI - 0042",
      "2027–XI–0042",
    ]) {
      expect(normalApplicationNumber(written), written).toBe("2027-XI-0042");
    }
    expect(normalApplicationNumber("2027nur0001")).toBe("2027-NUR-0001");
    expect(normalApplicationNumber("2027-XI-00042")).toBe("2027-XI-0042");
  });

  it("never takes one class's number for another's", () => {
    expect(parseApplicationNumber("2027I0042")?.className).toBe("I");
    expect(parseApplicationNumber("2027II0042")?.className).toBe("II");
    expect(parseApplicationNumber("2027XI0042")?.className).toBe("XI");
    expect(parseApplicationNumber("2027XII0042")?.className).toBe("XII");
    expect(parseApplicationNumber("2027 VIII 0042")?.className).toBe("VIII");
    expect(normalApplicationNumber("2027-IIII-0042")).toBeUndefined();
    expect(normalApplicationNumber("2027-XIII-0042")).toBeUndefined();
  });

  it("is not read from anything else", () => {
    for (const text of [
      "",
      "2027-XI",
      "2027-XI-42",
      "27-XI-0042",
      "2027-NURSERY-0001",
      "2027-XI-0000",
      "2027-XI-0042-1",
      "12027-XI-0042",
      "2027-XI-1234567",
      "2027 XI 0042 paid",
    ]) {
      expect(parseApplicationNumber(text), text).toBeUndefined();
    }
  });

  it("is found in a bank's narration, as printed", () => {
    expect(applicationNumbersIn("UPI/412345678901/2027XI0042/ANITA SHARMA/okaxis")).toEqual([
      "2027-XI-0042",
    ]);
    expect(
      applicationNumbersIn("UPI-RAVI KUMAR-ravi.k@oksbi-SBIN0001234-412345678901-2027 i 0007"),
    ).toEqual(["2027-I-0007"]);
    expect(applicationNumbersIn("NEFT fees 2027/II/0042 and 2027-II-0043, 2027II0042")).toEqual([
      "2027-II-0042",
      "2027-II-0043",
    ]);
    expect(applicationNumbersIn("2027XI0042ANITA")).toEqual(["2027-XI-0042"]);
  });

  it("is not found in a UPI reference, an IFSC, an amount or a date", () => {
    for (const narration of [
      "UPI/412345678901/PAYMENT FROM PHONE/anita@okaxis",
      "UPI/202712345678/FEE/anita@okaxis",
      "NEFT-HDFC0002027-SUNRISE TRADERS-202701420042",
      "IMPS/P2A/612027/XI/SCHOOL",
      "CASH DEPOSIT 1,500.00 ON 05/11/2026",
      "05-NOV-2026 INR 2027.00",
      "TRF 2026-11-05 REF 2027 CR 1500",
      "CHQ 2027 X 12 DEP",
      // Digits running on either side belong to a longer number.
      "UPI/412345672027/X/1500/okaxis",
      "ACCT 2027 XI 00421234567",
    ]) {
      expect(applicationNumbersIn(narration), narration).toEqual([]);
    }
  });
});

describe("the ApplicationNumber schema", () => {
  it("gives the number as printed, or says how to write it", () => {
    expect(ApplicationNumber.parse("2027 xi 0042")).toBe("2027-XI-0042");
    const result = ApplicationNumber.safeParse("XI-42");
    expect(result.error?.issues[0]?.message).toBe(
      "Give the application number as printed on the acknowledgement, e.g. 2027-XI-0042.",
    );
  });
});
