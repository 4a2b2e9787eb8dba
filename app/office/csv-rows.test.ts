import { describe, expect, it } from "vitest";
import { importCsvMaxBytes, importRowLimit, recordKinds } from "#contracts/office-records.ts";
import { readCsv, storedFiles } from "./csv-rows.ts";
import { photosFromForm } from "./photo-list.tsx";

describe("a CSV file of records", () => {
  const stored = new Map([["simran.jpg", "office/2026/simran.jpg"]]);

  it("takes columns by name or label, in any order and case, and names each wrong row", () => {
    const csv = [
      "Percentage,NAME,class,Session,Stream,Photo,admission no.",
      "96.8,Simran Kaur,X,2025-2026,Science,simran.jpg,2016/0412",
      '"95,4",Arjun Mehta,X,2025-2026,Commerce,,2016/0413',
      "91,Kabir Sethi,IX,2025-2026,,missing.jpg,",
    ].join("\r\n");
    const { rows, error } = readCsv(recordKinds.toppers, csv, stored);
    expect(error).toBeUndefined();
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4]);
    expect(rows[0]).toMatchObject({
      values: {
        name: "Simran Kaur",
        division: "96.8",
        attachments: ["office/2026/simran.jpg"],
        children: "2016/0412",
      },
      errors: {},
    });
    expect(rows[1]?.errors).toEqual({ division: "Percentage must be a number from 0 to 100." });
    expect(rows[2]?.errors).toEqual({
      class: "Class must be one of: X, XII.",
      attachments: 'No file called "missing.jpg" was chosen with the CSV.',
      children: "Admission number is required.",
    });
  });

  it("says what is wrong with a file it cannot take at all", () => {
    const birthdays = recordKinds.birthdays;
    expect(readCsv(birthdays, "", stored).error).toBe(
      "The file has no rows under its header line.",
    );
    expect(readCsv(birthdays, "Name,Class,Favourite colour\nA,B,C", stored).error).toMatch(
      /^The column "Favourite colour" is not one of: Name, Class, Date of birth/,
    );
    expect(readCsv(birthdays, "Name,Class\nA,B", stored).error).toBe(
      "The file needs a column for Date of birth, Admission number.",
    );
  });

  it("keeps the stored files as lines of name and path", () => {
    expect([...storedFiles("a.pdf\tcertificates/2026/x.pdf\n\nbad line\n")]).toEqual([
      ["a.pdf", "certificates/2026/x.pdf"],
    ]);
  });
});

describe("an album's photos as the form leaves them", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };
  const photos = ["a", "b", "c", "d"].flatMap((path, i): [string, string][] => [
    ["attachments.path", path],
    ["attachments.caption", `Caption ${path}`],
    ["attachments.order", String(i + 1)],
  ]);

  it("puts a photo moved to a place before the one that had it", () => {
    const moved = photos.map(([name, value]): [string, string] =>
      name === "attachments.order" && value === "4" ? [name, "2"] : [name, value],
    );
    const order = photosFromForm(form(moved), "attachments", []).map((p) => p.path);
    expect(order).toEqual(["a", "d", "b", "c"]);
  });

  it("puts the cover first, drops the removed ones and adds the new ones last", () => {
    const result = photosFromForm(
      form([...photos, ["attachments.cover", "c"], ["attachments.remove", "b"]]),
      "attachments",
      ["e"],
    );
    expect(result).toEqual([
      { path: "c", caption: "Caption c" },
      { path: "a", caption: "Caption a" },
      { path: "d", caption: "Caption d" },
      { path: "e", caption: "" },
    ]);
  });
});

describe("the size of an import", () => {
  const birthdays = recordKinds.birthdays;
  const row = (n: number) => `Child ${n},VII-B,2014-08-14,2019/${1000 + n},`;

  it("stops at the row past the limit, without reading what follows it", () => {
    // A quote never closed, far below the limit's row: reading it all would fail on it.
    const rows = Array.from({ length: importRowLimit + 1 }, (_, i) => row(i));
    const text = [
      "Name,Class,Date of birth,Admission number,Photo",
      ...rows,
      ...rows,
      '"never closed',
    ];
    const reading = readCsv(birthdays, text.join("\n"), new Map());
    expect(reading.rows).toEqual([]);
    expect(reading.error).toMatch(/at most 1,000 rows/i);
  });

  it("takes the most rows it allows", () => {
    const rows = Array.from({ length: importRowLimit }, (_, i) => row(i));
    const reading = readCsv(
      birthdays,
      ["Name,Class,Date of birth,Admission number", ...rows].join("\n"),
      new Map(),
    );
    expect(reading.error).toBeUndefined();
    expect(reading.rows).toHaveLength(importRowLimit);
  });

  it("refuses text longer than a CSV of the most rows at their longest, saying what fits", () => {
    const reading = readCsv(birthdays, "x".repeat(importCsvMaxBytes + 1), new Map());
    expect(reading.rows).toEqual([]);
    expect(reading.error).toMatch(/2 MB/);
    expect(reading.error).toMatch(/1,000 rows/);
  });

  it("has room for the most rows at their longest, in a script of three bytes a character", () => {
    // The longest import row: a topper's name (200), stream (100), session, percentage, admission
    // number (30) and a photo's file name (255), each character three bytes in UTF-8.
    const longest = 3 * (200 + 3 + 9 + 10 + 100 + 30 + 255) + 7;
    expect(importRowLimit * longest).toBeLessThan(importCsvMaxBytes);
  });
});
