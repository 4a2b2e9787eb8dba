import { describe, expect, it } from "vitest";
import { burstQueries } from "./search-bursts.ts";
import {
  burstTable,
  decadeHeading,
  decadeTable,
  fixedRateFor,
  ratio,
  renderDecadeSection,
  sectionOf,
  size,
  withSection,
  type DecadeRow,
  type PathFigures,
} from "./decade-table.ts";

const figures = (over: Partial<PathFigures> = {}): PathFigures => ({
  path: "/News",
  status: 200,
  bytes: 48_128,
  encoding: "br",
  p50Ms: 3.4,
  p99Ms: 11.6,
  maxPerSecond: 2543.2,
  fixedErrors: 0,
  maxErrors: 0,
  ...over,
});

const newsRow: DecadeRow = {
  name: "/News",
  rate: 20,
  a: figures(),
  b: figures({
    bytes: 3.4 * 1024 * 1024,
    p50Ms: 180,
    p99Ms: 412,
    maxPerSecond: 102,
    bareMaxPerSecond: 204,
  }),
};

describe("the decade's figures", () => {
  it("gives B over A, and no ratio when A is nothing", () => {
    expect(ratio(102, 2543.2)).toBe("0.04x");
    expect(ratio(635, 1302)).toBe("0.49x");
    expect(ratio(12, 6)).toBe("2.00x");
    expect(ratio(3, 0)).toBe("n/a");
  });

  it("writes bytes as KB, and as MB from a megabyte", () => {
    expect(size(48_128)).toBe("47.0 KB");
    expect(size(1024 * 1024 - 1)).toBe("1024.0 KB");
    expect(size(3.4 * 1024 * 1024)).toBe("3.4 MB");
  });

  it("paces at 20/s, slower for a path whose one request is slow, never under 1/s", () => {
    expect(fixedRateFor(0.004)).toBe(20);
    expect(fixedRateFor(0.025)).toBe(20);
    expect(fixedRateFor(0.1)).toBe(5);
    expect(fixedRateFor(0.3)).toBe(1);
    expect(fixedRateFor(9.6)).toBe(1);
    expect(fixedRateFor(0)).toBe(20);
    expect(fixedRateFor(Number.NaN)).toBe(20);
  });
});

describe("the decade's table", () => {
  it("has a row per path with A's and B's figures side by side and B/A of the maximum", () => {
    const lines = decadeTable([newsRow]).split("\n");
    expect(lines).toHaveLength(3);
    const cells = (line: string) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
    expect(cells(lines[0]!)).toEqual([
      "path",
      "A bytes",
      "B bytes",
      "fixed rate",
      "A p50 / p99",
      "B p50 / p99",
      "A max/s",
      "B max/s",
      "B/A max",
      "A, B of bare",
    ]);
    expect(cells(lines[2]!)).toEqual([
      "`/News`",
      "47.0 KB br",
      "3.4 MB br",
      "20/s",
      "3 / 12 ms",
      "180 / 412 ms",
      "2543",
      "102",
      "0.04x",
      "-, 0.50",
    ]);
    // Every line as wide as the header: a Markdown table that reads aligned as text too.
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it("names each server's own address, a failed status, errors and a slow path's tenths", () => {
    const row: DecadeRow = {
      name: "a news item's page",
      rate: 1,
      a: figures({ path: "/News/2026-11-20-annual-day", maxPerSecond: 6.04 }),
      b: figures({
        path: "/News/2019-03-02-science-fair",
        status: 504,
        encoding: "",
        bytes: 900,
        maxPerSecond: 0.7,
        fixedErrors: 3,
        maxErrors: 12,
      }),
    };
    const cells = decadeTable([row])
      .split("\n")[2]!
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    expect(cells).toEqual([
      "a news item's page (A `/News/2026-11-20-annual-day`, B `/News/2019-03-02-science-fair`)",
      "47.0 KB br",
      "0.9 KB (status 504)",
      "1/s",
      "3 / 12 ms",
      "3 / 12 ms (3 errors)",
      "6.0",
      "0.7 (12 errors)",
      "0.12x",
      "-, -",
    ]);
  });

  it("heads the section with its run, the machine's load and what was left out", () => {
    const section = renderDecadeSection({
      rows: [newsRow],
      skipped: [{ name: "the office's list of notices", reason: "a second step is asked for" }],
      startedAt: new Date("2026-11-26T22:00:00.000Z"),
      loadAverageAtStart: [1.25, 2, 0.5],
      mode: "full",
      scale: 1,
      schools: 100,
      fixedRateSeconds: 6,
      maxSeconds: 4,
      connections: 16,
      facts: ["B: 3031 notices and news"],
    });
    const lines = section.split("\n");
    expect(lines[0]).toBe(decadeHeading);
    expect(section.replaceAll("\n", " ")).toContain(
      "B on the decade fixture (scale 1, 100 further schools;",
    );
    expect(section).toContain(
      "Taken 2026-11-26T22:00:00.000Z (full run; load average at start 1.3, 2.0, 0.5).",
    );
    expect(section).toContain(decadeTable([newsRow]));
    expect(lines).toContain(
      "- the office's list of notices: not measured, a second step is asked for",
    );
    expect(lines.at(-1)).toBe("- B: 3031 notices and news");
    // The heading once: the section is found again by it, and only it is a section's heading.
    expect(lines.filter((line) => line.startsWith("## "))).toEqual([decadeHeading]);
  });
});

describe("the decade's section in docs/benchmarks.md", () => {
  const report = ["# Benchmarks", "", "## Machine", "", "- cores: 2", ""].join("\n");
  const section = (figure: string) => `${decadeHeading}\n\nTaken ${figure}.\n`;

  it("is added last to a report that has none", () => {
    expect(withSection(report, section("first"))).toBe(
      "# Benchmarks\n\n## Machine\n\n- cores: 2\n\n" + `${decadeHeading}\n\nTaken first.\n`,
    );
    expect(withSection("", section("first"))).toBe(`${decadeHeading}\n\nTaken first.\n`);
  });

  it("replaces the last run's, leaving the sections before and after it", () => {
    const before = withSection(report, section("first")) + "\n## Soak\n\n| soak |\n";
    const after = withSection(before, section("second"));
    expect(after).toBe(
      "# Benchmarks\n\n## Machine\n\n- cores: 2\n\n" +
        `${decadeHeading}\n\nTaken second.\n\n## Soak\n\n| soak |\n`,
    );
    expect(after).not.toContain("first");
    expect(withSection(after, section("second"))).toBe(after);
  });

  it("is read back as written, and is missing from a report without it", () => {
    const written = withSection(report, section("first")) + "\n## Soak\n";
    expect(sectionOf(written, decadeHeading)).toBe(`${decadeHeading}\n\nTaken first.`);
    expect(sectionOf(report, decadeHeading)).toBeUndefined();
    // A new full report keeps the decade's section it read from the old one.
    expect(withSection(report, sectionOf(written, decadeHeading)!)).toBe(
      withSection(report, section("first")),
    );
  });
});

describe("the search bursts", () => {
  it("ask only queries never asked before, the page's apart from the backend's", () => {
    const page = burstQueries(4, 20, 0).flat();
    const backend = burstQueries(4, 20, 80).flat();
    expect(new Set([...page, ...backend]).size).toBe(160);
    expect(burstQueries(4, 20)[0]).toHaveLength(20);
    expect(() => burstQueries(5, 20, 80)).toThrow(/not enough/);
  });

  it("give A's and B's p50 / p99 for what was asked, and errors", () => {
    const burst = { path: "/Search?q=", bursts: 3, p50Ms: 41.4, p99Ms: 120.6, errors: 0 };
    const row = burstTable([{ a: burst, b: { ...burst, p99Ms: 300, errors: 2 } }])
      .split("\n")[2]!
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    expect(row).toEqual(["`/Search?q=…`", "3", "41 / 121 ms", "41 / 300 ms (2 errors)"]);
  });
});
