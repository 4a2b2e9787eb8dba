// The table of `npm run bench -- --decade` (decade.ts): each path on the demo (A) and on the
// ten-year school (B) side by side, and the section of docs/benchmarks.md that holds it. Pure,
// so the figures' formatting and the section's replacement are tested without servers.
import type { BurstFigures } from "./search-bursts.ts";

/** One path's figures on one server. */
export interface PathFigures {
  path: string;
  /** The answer's status and bytes as a browser receives them, and their encoding (br). */
  status: number;
  bytes: number;
  encoding: string;
  p50Ms: number;
  p99Ms: number;
  /** Requests per second with many connections, as fast as the server answers. */
  maxPerSecond: number;
  /** The same, from a bare node:http server sending the same bytes (reference-server.ts). */
  bareMaxPerSecond?: number;
  /** Timeouts and answers other than 2xx in the fixed-rate run and in the one flat out. */
  fixedErrors: number;
  maxErrors: number;
}

export interface DecadeRow {
  name: string;
  /** Requests per second of the fixed-rate run, the same for A and B. */
  rate: number;
  a: PathFigures;
  b: PathFigures;
}

/** A row left out, and why (the office's list when it cannot be signed in to). */
export interface SkippedRow {
  name: string;
  reason: string;
}

export interface DecadeResults {
  rows: DecadeRow[];
  skipped: SkippedRow[];
  startedAt: Date;
  loadAverageAtStart: number[];
  mode: "full" | "quick";
  scale: number;
  schools: number;
  fixedRateSeconds: number;
  maxSeconds: number;
  connections: number;
  /** Lines said under the table: what each school holds, the servers' memory. */
  facts: string[];
  /** Bursts of different searches at once, by what was asked (search-bursts.ts). */
  bursts?: { a: BurstFigures; b: BurstFigures }[];
}

export const decadeHeading = "## The demo beside a ten-year school";

/** B's figure over A's, "n/a" when A's is nothing to divide by. */
export function ratio(b: number, a: number): string {
  return a > 0 ? `${(b / a).toFixed(2)}x` : "n/a";
}

/** Bytes as KB below a megabyte, as MB above. */
export function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${(bytes / 1024).toFixed(1)} KB`;
}

/** The fixed rate for a path whose slower server took `seconds` for one request: at most 20/s,
 * and no more than keeps the server half busy, so the run measures latency and not a queue. */
export function fixedRateFor(seconds: number): number {
  if (!(seconds > 0)) return 20;
  return Math.max(1, Math.min(20, Math.floor(0.5 / seconds)));
}

function bytesCell(figures: PathFigures): string {
  const shown = `${size(figures.bytes)}${figures.encoding ? ` ${figures.encoding}` : ""}`;
  return figures.status === 200 ? shown : `${shown} (status ${figures.status})`;
}

function latencyCell(figures: PathFigures): string {
  const cell = `${Math.round(figures.p50Ms)} / ${Math.round(figures.p99Ms)} ms`;
  return withErrors(cell, figures.fixedErrors);
}

function maxCell(figures: PathFigures): string {
  const value = figures.maxPerSecond;
  return withErrors(value >= 10 ? value.toFixed(0) : value.toFixed(1), figures.maxErrors);
}

const withErrors = (cell: string, errors: number) =>
  errors > 0 ? `${cell} (${errors} errors)` : cell;

/** Ours over the bare server's maximum for the same bytes, "-" when not measured. */
function ofBare(figures: PathFigures): string {
  return figures.bareMaxPerSecond
    ? (figures.maxPerSecond / figures.bareMaxPerSecond).toFixed(2)
    : "-";
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** A path's name, and its addresses when A and B answer it at different ones (an item page). */
function pathCell(row: DecadeRow): string {
  if (row.a.path === row.b.path && row.name === row.a.path) return `\`${row.a.path}\``;
  if (row.a.path === row.b.path) return `${row.name} \`${row.a.path}\``;
  return `${row.name} (A \`${row.a.path}\`, B \`${row.b.path}\`)`;
}

export function decadeTable(rows: DecadeRow[]): string {
  return table(
    [
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
    ],
    rows.map((row) => [
      pathCell(row),
      bytesCell(row.a),
      bytesCell(row.b),
      `${row.rate}/s`,
      latencyCell(row.a),
      latencyCell(row.b),
      maxCell(row.a),
      maxCell(row.b),
      ratio(row.b.maxPerSecond, row.a.maxPerSecond),
      `${ofBare(row.a)}, ${ofBare(row.b)}`,
    ]),
  );
}

/** A row per thing searched: A's and B's latency over bursts of different searches at once. */
export function burstTable(rows: { a: BurstFigures; b: BurstFigures }[]): string {
  const cell = (figures: BurstFigures) =>
    withErrors(`${Math.round(figures.p50Ms)} / ${Math.round(figures.p99Ms)} ms`, figures.errors);
  return table(
    ["asked", "bursts", "A p50 / p99", "B p50 / p99"],
    rows.map((row) => [`\`${row.a.path}…\``, String(row.b.bursts), cell(row.a), cell(row.b)]),
  );
}

/** The section of docs/benchmarks.md: how it was taken, the table, what was left out. */
export function renderDecadeSection(results: DecadeResults): string {
  const load = results.loadAverageAtStart.map((n) => n.toFixed(1)).join(", ");
  return [
    decadeHeading,
    "",
    "Written by `npm run bench -- --decade` (`scripts/bench/decade.ts`). Two servers of the same",
    `build: A on a new data folder with the demo school, B on the decade fixture (scale ${results.scale},`,
    `${results.schools} further schools; \`npm run demo:decade\`). Bytes: one answer as a browser`,
    "receives it (`Accept-Encoding` as it sends it). p50 / p99: paced at one fixed rate, the same",
    "for A and B: 20/s, lower for a path whose one request is slow (the median of three), for",
    `${results.fixedRateSeconds} s. max/s: as fast as the server answers, ${results.connections} connections for ${results.maxSeconds} s. A, B of bare:`,
    "each server's max/s over that of a bare `node:http` server sending the very same answer",
    "(`scripts/bench/reference-server.ts`); where B/A is low and B of bare is not, B's answer costs",
    "the machine more to send because it shows more. Each run follows a warm-up that is not",
    "counted, and starts once both servers are idle. A loaded 2-core machine: read the ratios",
    "rather than the absolute figures.",
    "",
    `Taken ${results.startedAt.toISOString()} (${results.mode} run; load average at start ${load}).`,
    "",
    decadeTable(results.rows),
    ...(results.skipped.length > 0
      ? ["", ...results.skipped.map((s) => `- ${s.name}: not measured, ${s.reason}`)]
      : []),
    ...(results.facts.length > 0 ? ["", ...results.facts.map((fact) => `- ${fact}`)] : []),
    ...(results.bursts?.length
      ? [
          "",
          "Twenty different searches at once, none asked before (`scripts/bench/search-bursts.ts`):",
          "each burst is twenty queries sent together, each from its own address; a first burst",
          "warms the server and is not counted.",
          "",
          burstTable(results.bursts),
        ]
      : []),
  ].join("\n");
}

/** The lines of the section under `heading`: from it to the next "## " heading or the end. */
function sectionLines(
  lines: string[],
  heading: string,
): { start: number; end: number } | undefined {
  const start = lines.indexOf(heading);
  if (start < 0) return undefined;
  const next = lines.findIndex((line, index) => index > start && line.startsWith("## "));
  return { start, end: next < 0 ? lines.length : next };
}

/** The section under `heading`, without the blank lines at its end; undefined if there is none. */
export function sectionOf(markdown: string, heading: string): string | undefined {
  const lines = markdown.split("\n");
  const found = sectionLines(lines, heading);
  return found && lines.slice(found.start, found.end).join("\n").trimEnd();
}

/** `markdown` with the section under the heading of `section` replaced by it, or added last. */
export function withSection(markdown: string, section: string): string {
  const lines = markdown.trimEnd().split("\n");
  const replacement = section.trimEnd().split("\n");
  const found = sectionLines(lines, replacement[0]!);
  if (!found) {
    return (markdown.trim() ? [...lines, "", ...replacement] : replacement).join("\n") + "\n";
  }
  const after = found.end < lines.length ? ["", ...lines.slice(found.end)] : [];
  return [...lines.slice(0, found.start), ...replacement, ...after].join("\n") + "\n";
}
