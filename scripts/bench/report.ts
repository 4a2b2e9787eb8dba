// The results table, each figure next to its target with a pass or miss mark, printed and
// written to docs/benchmarks.md with the machine the figures were taken on.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import type { LoadFigures } from "./load.ts";
import type { PageWeight } from "./page-weight.ts";
import type { LighthouseFigures } from "./run-lighthouse.ts";
import type { SideBySide } from "./side-by-side.ts";
import { chromiumPath } from "./run-lighthouse.ts";

export interface PageResult {
  name: string;
  path: string;
  lighthouse: LighthouseFigures;
  weight: PageWeight;
}

export interface SoakFigures {
  load: LoadFigures;
  /** Resident memory after warm-up and at the end, and the growth between them. */
  startMb: number;
  endMb: number;
  growthPercent: number;
}

/** The server's resident memory: at rest after start, its peak over the whole run, at rest after. */
export interface MemoryFigures {
  restAtStartMb: number;
  peakMb: number;
  restAfterMb: number;
  /** The peak of the process that made the new PGlite database before the server opened it. */
  databaseMakerPeakMb?: number;
  /** The peak of the process that seeded the demo school before the server opened it. */
  seedingPeakMb?: number;
}

export interface BenchResults {
  mode: "full" | "quick";
  lighthouseRuns: number;
  pages: PageResult[];
  load: LoadFigures[];
  sideBySide: SideBySide[];
  soak?: SoakFigures;
  memory: MemoryFigures;
  startedAt: Date;
  loadAverageAtStart: number[];
  /** Said under the date, e.g. that the machine was busy with other work. */
  note?: string;
}

export function machineFacts(): Record<string, string> {
  const osRelease = fs.existsSync("/etc/os-release")
    ? fs.readFileSync("/etc/os-release", "utf8")
    : "";
  const prettyName = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(osRelease)?.[1] ?? os.type();
  let chromium = "unknown";
  try {
    chromium = execFileSync(chromiumPath, ["--version"], { encoding: "utf8" }).trim();
  } catch {
    // not installed; Lighthouse would have failed already
  }
  const cpus = os.cpus();
  return {
    CPU: `${cpus[0]?.model.trim() ?? "unknown"}`,
    cores: String(os.availableParallelism()),
    RAM: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`,
    OS: `${prettyName} (kernel ${os.release()}, ${os.arch()})`,
    Node: process.version,
    Chromium: chromium,
  };
}

type Mark = "pass" | "MISS" | "";
const mark = (ok: boolean | undefined): Mark => (ok === undefined ? "" : ok ? "pass" : "MISS");
const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One figure against its target: "1.2 s (<= 1.0 s) MISS". */
function cell(text: string, target: string | undefined, ok: boolean | undefined): string {
  return target === undefined ? text : `${text} (${target}) ${mark(ok)}`;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** Targets of the project's quality issue. */
export const targets = {
  score: 100,
  fcpMs: 1000,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.02,
  homeBytes: 300 * 1024,
  otherBytes: 150 * 1024,
  memoryGrowthPercent: 10,
  /** Resident memory with PGlite, at rest and at the peak of the bench's load. */
  restMb: 300,
  peakMb: 512,
  /** Our throughput as a share of a bare node:http server's sending the same bytes. */
  throughputRatio: 0.6,
  /** p99 paced at half our best throughput. */
  p99AtHalfMs: 20,
};

/** p99 targets of the server runs, by run name. */
export const loadTargets: Record<string, number | undefined> = {
  "static page, drawn once": 20,
  "home page": 20,
  "list page": 20,
  "list API": 25,
};

export function renderReport(results: BenchResults): string {
  const pageRows = results.pages.map(({ name, path, lighthouse: l, weight: w }) => {
    const budget = path === "/" ? targets.homeBytes : targets.otherBytes;
    return [
      `${name} \`${path}\``,
      cell(String(l.performance), "100", l.performance >= targets.score),
      cell(String(l.accessibility), "100", l.accessibility >= targets.score),
      cell(String(l.bestPractices), "100", l.bestPractices >= targets.score),
      cell(String(l.seo), "100", l.seo >= targets.score),
      cell(ms(l.fcpMs), "<= 1000", l.fcpMs <= targets.fcpMs),
      cell(ms(l.lcpMs), "<= 1500", l.lcpMs <= targets.lcpMs),
      cell(ms(l.tbtMs), "<= 50", l.tbtMs <= targets.tbtMs),
      cell(l.cls.toFixed(3), "<= 0.02", l.cls <= targets.cls),
      `${kb(w.jsBytes)} / ${w.jsRequests}`,
      `${kb(w.cssBytes)} / ${w.cssRequests}`,
      String(w.requests),
      cell(kb(w.transferredBytes), `<= ${budget / 1024} KB`, w.transferredBytes <= budget),
    ];
  });
  const pages = table(
    [
      "page",
      "perf",
      "a11y",
      "best pr.",
      "SEO",
      "FCP",
      "LCP",
      "TBT",
      "CLS",
      "JS gzip / req.",
      "CSS gzip / req.",
      "requests",
      "transferred",
    ],
    pageRows,
  );

  const loadRows = results.load.map((run) => {
    const target = loadTargets[run.name];
    return [
      `${run.name} \`${run.paths.join(", ")}\``,
      `${run.rate}/s for ${run.durationS} s`,
      run.requestsPerSecond.toFixed(0),
      ms(run.p50Ms),
      cell(
        ms(run.p99Ms),
        target === undefined ? undefined : `<= ${target}`,
        run.p99Ms <= (target ?? 0),
      ),
      cell(String(run.errors), "0", run.errors === 0),
      `${run.peakMb.toFixed(0)} MB`,
    ];
  });
  const load = table(
    ["server run", "fixed rate", "req/s", "p50", "p99", "errors", "peak memory (VmHWM)"],
    loadRows,
  );

  const sideRows = results.sideBySide.map((run) => [
    `\`${run.path}\``,
    run.ours.toFixed(0),
    run.reference.toFixed(0),
    cell(
      run.ratio.toFixed(2),
      `>= ${targets.throughputRatio}`,
      run.ratio >= targets.throughputRatio,
    ),
    `${run.halfRate}/s`,
    ms(run.p50AtHalfMs),
    cell(ms(run.p99AtHalfMs), `<= ${targets.p99AtHalfMs}`, run.p99AtHalfMs <= targets.p99AtHalfMs),
    cell(String(run.errors), "0", run.errors === 0),
  ]);
  const side = table(
    ["path", "ours req/s", "reference req/s", "ratio", "paced at half", "p50", "p99", "errors"],
    sideRows,
  );

  const facts = machineFacts();
  const out: string[] = [
    "# Benchmarks",
    "",
    "Written by `npm run bench` (`scripts/bench/`); do not edit by hand. The bench builds the site,",
    "starts it with its own data folder on a free port, and measures it on loopback.",
    "The last section, the demo beside a ten-year school, is written by `npm run bench -- --decade`",
    "(`scripts/bench/decade.ts`) and kept by the other runs.",
    "",
    `Taken ${results.startedAt.toISOString()} (${results.mode} run: Lighthouse median of ` +
      `${results.lighthouseRuns}; load average at start ${results.loadAverageAtStart.map((n) => n.toFixed(1)).join(", ")}).`,
    ...(results.note ? ["", results.note] : []),
    "",
    "## Machine",
    "",
    ...Object.entries(facts).map(([key, value]) => `- ${key}: ${value}`),
    "",
    "## Pages (Lighthouse mobile, first visit)",
    "",
    "Scores and FCP/LCP/TBT/CLS: Lighthouse's default mobile emulation and simulated throttling.",
    "JS, CSS and transferred bytes: a first visit with an empty cache in Chromium at a phone's",
    "viewport; JS and CSS as gzip (sent as Brotli, which is smaller), transferred as sent with",
    "headers and images.",
    "",
    pages,
    "",
    "## Server (autocannon on loopback, fixed rate, `Accept-Encoding` as a browser sends it)",
    "",
    "Each run follows a warm-up at the same rate that is not counted (5 s; 2 s in a quick run).",
    "",
    load,
    "",
    "## Side by side with a bare node:http server",
    "",
    `A reference server (\`scripts/bench/reference-server.ts\`, node:http in its own process) sends`,
    "the very status, headers and bytes ours sent for each path. Both are loaded alike by",
    `autocannon with ${results.sideBySide[0]?.connections ?? 16} connections, as fast as they answer, in turns; best of two rounds`,
    "each. Then ours is paced evenly at half its best, for the latency a visitor meets there.",
    "",
    side,
    "",
    "## Memory (the server's resident set, PGlite)",
    "",
    "At rest: after ten idle seconds, once every page above has been asked for once (at start) and",
    "once all of this run's load has ended (after). Peak: the process's high-water mark (VmHWM)",
    "over the whole run, start included. The server's data folder is new, so its database is made",
    "and the demo school seeded first, each by a process of its own that then exits (decisions 141",
    "and 142): their peaks are the last columns.",
    "",
    table(
      [
        "at rest after start",
        "peak",
        "at rest after the load",
        "database maker's peak",
        "demo seeding's peak",
      ],
      [
        [
          cell(
            `${results.memory.restAtStartMb.toFixed(0)} MB`,
            `<= ${targets.restMb}`,
            results.memory.restAtStartMb <= targets.restMb,
          ),
          cell(
            `${results.memory.peakMb.toFixed(0)} MB`,
            `<= ${targets.peakMb}`,
            results.memory.peakMb <= targets.peakMb,
          ),
          cell(
            `${results.memory.restAfterMb.toFixed(0)} MB`,
            `<= ${targets.restMb}`,
            results.memory.restAfterMb <= targets.restMb,
          ),
          ...[results.memory.databaseMakerPeakMb, results.memory.seedingPeakMb].map((mb) =>
            mb === undefined ? "n/a" : `${mb} MB`,
          ),
        ],
      ],
    ),
  ];
  if (results.soak) {
    const s = results.soak;
    out.push(
      "",
      "## Soak",
      "",
      table(
        ["routes", "fixed rate", "requests", "p99", "errors", "memory start -> end", "growth"],
        [
          [
            soakRoutes(s.load.paths),
            `${s.load.rate}/s for ${s.load.durationS} s`,
            String(s.load.requests),
            ms(s.load.p99Ms),
            cell(String(s.load.errors), "0", s.load.errors === 0),
            `${s.startMb.toFixed(0)} MB -> ${s.endMb.toFixed(0)} MB`,
            cell(
              `${s.growthPercent.toFixed(1)} %`,
              `< ${targets.memoryGrowthPercent} %`,
              s.growthPercent < targets.memoryGrowthPercent,
            ),
          ],
        ],
      ),
    );
  }
  return out.join("\n") + "\n";
}

/** The soak's routes: each page and API call named, the narrowed pictures counted. */
function soakRoutes(paths: string[]): string {
  const pictures = paths.filter((p) => p.includes("?w="));
  const named = paths.filter((p) => !p.includes("?w=")).map((p) => `\`${p}\``);
  return [...named, `${pictures.length} narrowed pictures`].join(", ");
}
