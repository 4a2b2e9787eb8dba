// npm run bench [-- --quick] [-- --soak] [-- --no-build] [-- --side-only] [-- --note="..."]
// Builds the site, starts it with its own data folder on a free port, measures the pages with
// Lighthouse and a first-visit browser, loads the server at fixed rates, stops it, then prints
// the table and writes docs/benchmarks.md.
// npm run bench -- --decade [--quick] [--decade-scale 0.1] [--schools 10] [--decade-dir <folder>]
// instead measures the demo beside the ten-year school (decade.ts) and writes only its section.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startServer, stopServer } from "../../tests/support/server-process.ts";
import { benchDecade } from "./decade.ts";
import { decadeHeading, sectionOf, withSection } from "./decade-table.ts";
import { readMemory, runLoad, type LoadFigures, type Memory } from "./load.ts";
import { measurePageWeights } from "./page-weight.ts";
import { renderReport, type BenchResults, type PageResult } from "./report.ts";
import { sideBySide } from "./side-by-side.ts";
import { launchChromium, runLighthouse } from "./run-lighthouse.ts";

const { values: flags } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    soak: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    // Only the side-by-side throughput, printed, not written: for measuring one change.
    "side-only": { type: "boolean", default: false },
    note: { type: "string" },
    out: { type: "string", default: "docs/benchmarks.md" },
    // The demo beside the decade fixture (decade.ts), the decade made or found in the folder.
    decade: { type: "boolean", default: false },
    "decade-scale": { type: "string", default: "1" },
    schools: { type: "string", default: "100" },
    "decade-dir": { type: "string", default: process.env.BENCH_DECADE_DIR },
  },
});

const pages = [
  { name: "Home", path: "/" },
  { name: "Static page", path: "/AboutUs" },
  { name: "Fee table", path: "/Feestructure" },
  { name: "Gallery", path: "/Gallery" },
  { name: "News list", path: "/News" },
  { name: "Message", path: "/PrincipalMessage" },
  { name: "Contact", path: "/ContactUs" },
];
const schoolCode = process.env.SCHOOL_CODE || "HLCA";
const lighthouseRuns = flags.quick ? 1 : 3;
const loadSeconds = flags.quick ? 5 : 20;
const warmUpSeconds = flags.quick ? 2 : 5;
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const log = (message: string) => console.log(`[bench] ${message}`);

const startedAt = new Date();
const loadAverageAtStart = os.loadavg();
if (!flags["no-build"]) {
  log("building");
  execFileSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
}
if (flags.decade) {
  await benchDecade({
    quick: flags.quick,
    scale: Number(flags["decade-scale"]),
    schools: Number(flags.schools),
    folder: flags["decade-dir"],
    schoolCode,
    startedAt,
    loadAverageAtStart,
    out: flags.out,
    log,
  });
  process.exit();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-bench-"));
log(`starting the server (data in ${dataDir})`);
const server = await startServer({ dataDir, env: { NODE_ENV: "production" } });
const pid = server.child.pid!;
try {
  log(`server at ${server.url}, pid ${pid}`);
  // An event's own page, whose address is made from the demo's dates: asked of the list.
  const events = (await (await fetch(`${server.url}/api/events/${schoolCode}`)).json()) as {
    slug?: string;
  }[];
  const event = events.find((item) => item.slug);
  if (event) pages.push({ name: "Event page", path: `/Events/${event.slug}` });
  // Every route once, so the figures are of a warm server, as visitors meet it.
  for (const page of pages) await fetch(server.url + page.path).then((r) => r.arrayBuffer());
  const restAtStart = await memoryAtRest(pid);

  // The server is stopped in `finally` either way: exiting here would leave it running.
  if (flags["side-only"]) console.table(await sideBySideRun());
  else await fullRun(restAtStart);
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Our throughput beside a bare node:http server's sending the same bytes. */
function sideBySideRun() {
  return sideBySide({
    baseUrl: server.url,
    paths: ["/AboutUs", `/api/news/all/${schoolCode}`, "/"],
    connections: 16,
    seconds: flags.quick ? 5 : 10,
    warmUpSeconds: 2,
    rounds: 2,
    log,
  });
}

/** Resident memory after ten idle seconds: the server at rest between visitors. */
async function memoryAtRest(processId: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  return readMemory(processId).rssMb;
}

/** The server's resident memory now, for the progress lines. */
function rss(): string {
  return `${Math.round(readMemory(pid).rssMb)} MB`;
}

/** Pictures the pages ask for narrowed (`?w=`), as a browser asks for them. */
async function pictureVariants(): Promise<string[]> {
  const variants = new Set<string>();
  for (const path of ["/", "/Gallery", "/News", "/Toppers"]) {
    const html = await (await fetch(server.url + path)).text();
    for (const [, url] of html.matchAll(/(\/[^"\s,]+\?w=\d+)/g)) {
      variants.add(url!.replaceAll("&amp;", "&"));
    }
  }
  return [...variants];
}

/** Lighthouse, page weights, the fixed-rate runs, side by side and the soak: the report. */
async function fullRun(restAtStart: number) {
  const chromium = await launchChromium();
  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      log(`Lighthouse x${lighthouseRuns} ${page.path} (server ${rss()})`);
      const lighthouse = await runLighthouse(chromium, server.url + page.path, lighthouseRuns);
      results.push({ ...page, lighthouse, weight: undefined! });
    }
  } finally {
    await chromium.close();
  }
  log(`first-visit page weights (server ${rss()})`);
  const weights = await measurePageWeights(
    server.url,
    pages.map((p) => p.path),
  );
  for (const result of results) result.weight = weights.get(result.path)!;

  const loads: LoadFigures[] = [];
  const runs = [
    { name: "static page, drawn once", paths: ["/AboutUs"], rate: 1000 },
    { name: "home page", paths: ["/"], rate: 1000 },
    { name: "list page", paths: ["/News"], rate: 1000 },
    { name: "list API", paths: [`/api/news/all/${schoolCode}`], rate: 500 },
  ];
  for (const run of runs) {
    // A warm-up at the same rate first, not counted (see load-generator.ts): even a bare Node
    // server's p99 is several times its warm one in the first seconds.
    log(
      `load: ${run.name} at ${run.rate}/s, ${warmUpSeconds} s warm-up, ${loadSeconds} s measured (server ${rss()})`,
    );
    loads.push(
      await runLoad({
        ...run,
        baseUrl: server.url,
        durationS: loadSeconds,
        warmUpS: warmUpSeconds,
        pid,
      }),
    );
  }

  const sideBySideFigures = await sideBySideRun();

  let soak: BenchResults["soak"];
  if (flags.soak) {
    const paths = [
      "/",
      "/AboutUs",
      "/Feestructure",
      "/News",
      "/Gallery",
      `/api/news/all/${schoolCode}`,
      `/api/gallery/${schoolCode}`,
      `/api/events/${schoolCode}`,
      // Narrowed pictures: the first ask of each makes it with sharp, later ones read it.
      ...(await pictureVariants()),
    ];
    const rate = 100;
    log(`soak: ${paths.length} routes at ${rate}/s for ${soakSeconds} s (server ${rss()})`);
    // A short warm-up first, so the start figure is of a server that has met every route.
    await runLoad({ name: "warm-up", baseUrl: server.url, paths, rate, durationS: 10, pid });
    const samples: Memory[] = [];
    const start = readMemory(pid);
    // A line a minute, so a growth can be placed in time.
    const progress = setInterval(() => log(`soak: ${samples.length} s, server ${rss()}`), 60_000);
    const load = await runLoad({
      name: "soak",
      baseUrl: server.url,
      paths,
      rate,
      durationS: soakSeconds,
      pid,
      samples,
    }).finally(() => clearInterval(progress));
    // The end figure: the median of the last ten samples, so one garbage collection's timing
    // does not decide it.
    const tail = samples
      .slice(-10)
      .map((s) => s.rssMb)
      .sort((a, b) => a - b);
    const endMb = tail[Math.floor(tail.length / 2)] ?? load.rssEndMb;
    soak = {
      load,
      startMb: start.rssMb,
      endMb,
      growthPercent: ((endMb - start.rssMb) / start.rssMb) * 100,
    };
  }

  const memory = {
    restAtStartMb: restAtStart,
    peakMb: readMemory(pid).peakMb,
    restAfterMb: await memoryAtRest(pid),
    databaseMakerPeakMb:
      Number(/database in .*peak (\d+) MB/.exec(server.output())?.[1]) || undefined,
    seedingPeakMb:
      Number(/Seeded the demo school.*peak (\d+) MB/.exec(server.output())?.[1]) || undefined,
  };
  const report = renderReport({
    mode: flags.quick ? "quick" : "full",
    lighthouseRuns,
    pages: results,
    load: loads,
    sideBySide: sideBySideFigures,
    soak,
    memory,
    startedAt,
    loadAverageAtStart,
    note: flags.note,
  });
  console.log("\n" + report);
  // The decade's section is written by its own run (`--decade`): kept as it was.
  const earlier = fs.existsSync(flags.out) ? fs.readFileSync(flags.out, "utf8") : "";
  const decadeSection = sectionOf(earlier, decadeHeading);
  fs.writeFileSync(flags.out, decadeSection ? withSection(report, decadeSection) : report);
  log(`written to ${flags.out}`);
}
