import { describe, expect, it } from "vitest";
import { csvCell, csvRecords, jsonForTerminal, printable } from "./printable.ts";

describe("printable", () => {
  it("makes terminal control sequences visible instead of obeying them", () => {
    expect(printable("Asha\u001b[2J\u001b[H")).toBe("Asha<U+001B>[2J<U+001B>[H");
    expect(printable("bell\u0007 nul\0 del\u007f csi\u009b")).toBe(
      "bell<U+0007> nul<U+0000> del<U+007F> csi<U+009B>",
    );
  });

  it("makes bidi controls visible, so no text hides behind reordering", () => {
    for (const mark of [
      "\u202a",
      "\u202b",
      "\u202c",
      "\u202d",
      "\u202e",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200e",
      "\u200f",
      "\u061c",
    ]) {
      const shown = printable(`a${mark}b`);
      expect(shown).toBe(
        `a<U+${mark.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}>b`,
      );
    }
  });

  it("keeps line breaks only where asked, and a lone carriage return never", () => {
    expect(printable("one\ntwo\r\nthree", { lineBreaks: true })).toBe("one\ntwo\nthree");
    expect(printable("one\ntwo")).toBe("one<U+000A>two");
    expect(printable("over\rwrite", { lineBreaks: true })).toBe("over<U+000D>write");
    expect(printable("tab\there")).toBe("tab<U+0009>here");
  });

  it("leaves ordinary text of any script alone", () => {
    const text = "Simran Kaur — सिमरन कौर — سمرن 🙂 <b>&amp;</b>";
    expect(printable(text, { lineBreaks: true })).toBe(text);
  });
});

describe("csv", () => {
  it("quotes every cell as RFC 4180 says, doubling quotes, CRLF between records", () => {
    expect(
      csvRecords([
        ["a", 'say "hi"', "x,y"],
        ["line\nbreak", ""],
      ]),
    ).toBe('"a","say ""hi""","x,y"\r\n"line\nbreak",""\r\n');
  });

  it.each(['=HYPERLINK("http://x")', "+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])(
    "keeps %j from being read as a formula",
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );

  it("leaves ordinary cells as they are and removes controls and bidi marks", () => {
    expect(csvCell("Nursery admission")).toBe('"Nursery admission"');
    expect(csvCell("+91 12345 00000")).toBe(`"'+91 12345 00000"`);
    expect(csvCell("a\u202eb\u001bc")).toBe('"a<U+202E>b<U+001B>c"');
  });
});

describe("jsonForTerminal", () => {
  it("is the same JSON with C1, bidi and separator characters escaped", () => {
    const value = { name: "a\u202eb\u0085c\u2028d\u001b" };
    const text = jsonForTerminal(value);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).not.toMatch(
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/,
    );
  });
});
