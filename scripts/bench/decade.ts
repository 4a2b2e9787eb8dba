// npm run bench -- --decade [--quick] [--decade-scale 0.1] [--schools 10] [--decade-dir <folder>]
// The demo beside a ten-year school: two servers of the same build, A on a new data folder with
// the demo school, B on the decade fixture (`npm run demo:decade`, made in `--decade-dir` or
// BENCH_DECADE_DIR and kept there for the next run, or in a temporary folder removed after).
// Each path is asked once of each for its bytes, paced at one fixed rate for its latency, then
// asked as fast as each answers; the table (decade-table.ts) is printed and written to its own
// section of docs/benchmarks.md.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { itemPath } from "#contracts/item-paths.ts";
import { demoAccounts } from "#demo/office-accounts.ts";
import { startServer, stopServer, type ServerProcess } from "../../tests/support/server-process.ts";
import {
  burstTable,
  decadeTable,
  fixedRateFor,
  ratio,
  renderDecadeSection,
  withSection,
  type DecadeRow,
  type PathFigures,
  type SkippedRow,
} from "./decade-table.ts";
import { browserAcceptEncoding, readMemory, runLoad, type Memory } from "./load.ts";
import { captureAnswers, type CapturedAnswer } from "./reference-server.ts";
import { burstQueries, searchBursts } from "./search-bursts.ts";
import { flatOut, startReference } from "./side-by-side.ts";

export interface DecadeBenchOptions {
  quick: boolean;
  /** The share of the decade's records, and the further schools beside it. */
  scale: number;
  schools: number;
  /** Where the decade is, or is to be made and kept; a temporary folder when not given. */
  folder?: string;
  schoolCode: string;
  startedAt: Date;
  loadAverageAtStart: number[];
  /** The report to write the section into. */
  out: string;
  log: (message: string) => void;
}

/** One row of the table: a path asked of A and of B, the same or each its own. */
interface Target {
  name: string;
  a: string;
  b: string;
  /** A signed-in member of staff's cookie, for the office's pages. */
  headers?: { a: Record<string, string>; b: Record<string, string> };
}

const connections = 16;

export async function benchDecade(options: DecadeBenchOptions): Promise<void> {
  const { log, schoolCode } = options;
  const seconds = options.quick ? { warmUp: 1, fixed: 3, max: 2 } : { warmUp: 1, fixed: 6, max: 3 };
  const decadeDir = options.folder ?? fs.mkdtempSync(path.join(os.tmpdir(), "school-decade-"));
  const demoDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-bench-"));
  const servers: ServerProcess[] = [];
  try {
    makeDecadeFolder(decadeDir, options);
    log(`starting A on the demo (data in ${demoDir})`);
    // One proxy trusted: the search bursts send each search from an address of its own.
    const env = { NODE_ENV: "production", TRUST_PROXY: "1" };
    const a = await startServer({ dataDir: demoDir, env });
    servers.push(a);
    log(`starting B on the decade (data in ${decadeDir})`);
    const b = await startServer({ dataDir: decadeDir, env });
    servers.push(b);

    const restAfterStart = await atRest(servers);
    const skipped: SkippedRow[] = [];
    const targets = await targetsOf(a, b, schoolCode, skipped);
    const rows: DecadeRow[] = [];
    for (const target of targets) {
      const headers = target.headers ?? { a: {}, b: {} };
      // One request's time, the slower server's, sets the pace of both.
      const probeA = await probe(a.url, target.a, headers.a);
      const probeB = await probe(b.url, target.b, headers.b);
      const rate = fixedRateFor(Math.max(probeA.seconds, probeB.seconds));
      const measure = async (
        server: ServerProcess,
        at: string,
        probed: Probe,
        sent: Record<string, string>,
      ) => {
        log(`${target.name} on ${server === a ? "A" : "B"}: ${rate}/s, then flat out`);
        const settle = async () => {
          if (!(await idle(servers))) log("a server was still busy after 30 s; measuring on");
        };
        await settle();
        const paced = await runLoad({
          name: target.name,
          baseUrl: server.url,
          paths: [at],
          rate,
          durationS: seconds.fixed,
          warmUpS: seconds.warmUp,
          pid: server.child.pid!,
          headers: sent,
        });
        await settle();
        const flat = await flatOut(server.url, at, {
          connections,
          seconds: seconds.max,
          warmUpSeconds: seconds.warmUp,
          headers: sent,
        });
        // The same bytes from a bare server: where B falls behind A, is it the bytes it shows?
        // (Not for a signed-in page: drawn for one person, it has no bytes to compare.)
        let bare: { rate: number } | undefined;
        if (Object.keys(sent).length === 0) {
          await settle();
          const reference = await startReference({ [at]: probed.answer });
          bare = await flatOut(reference.url, at, {
            connections,
            seconds: seconds.max,
            warmUpSeconds: seconds.warmUp,
          }).finally(reference.stop);
        }
        return {
          path: at,
          status: probed.status,
          bytes: probed.bytes,
          encoding: probed.encoding,
          p50Ms: paced.p50Ms,
          p99Ms: paced.p99Ms,
          maxPerSecond: flat.rate,
          bareMaxPerSecond: bare?.rate,
          fixedErrors: paced.errors,
          maxErrors: flat.errors,
        } satisfies PathFigures;
      };
      rows.push({
        name: target.name,
        rate,
        a: await measure(a, target.a, probeA, headers.a),
        b: await measure(b, target.b, probeB, headers.b),
      });
    }

    // The page, then the backend's answer alone, each with queries of its own: a query the
    // page asked is kept, and would cost the backend nothing.
    const bursts = [];
    const burstsEach = options.quick ? 3 : 4;
    for (const [index, at] of ["/Search?q=", `/api/search/${schoolCode}?q=`].entries()) {
      const queries = burstQueries(burstsEach, 20, index * burstsEach * 20);
      const figures = [];
      for (const server of [a, b]) {
        log(`twenty different searches at once, ${at} on ${server === a ? "A" : "B"}`);
        if (!(await idle(servers))) log("a server was still busy after 30 s; measuring on");
        figures.push(await searchBursts(server.url, at, queries));
      }
      bursts.push({ a: figures[0]!, b: figures[1]! });
    }

    const restAfterLoad = await atRest(servers);
    const facts = await Promise.all(
      [a, b].map(async (server, index) => {
        const items = (await fetchJson(`${server.url}/api/news/all/${schoolCode}`)) as unknown[];
        return (
          `${index === 0 ? "A" : "B"}: ${items.length} notices and news in ` +
          `\`/api/news/all/${schoolCode}\`; resident memory at rest after start ` +
          `${restAfterStart[index]!.rssMb.toFixed(0)} MB, at rest after the load ` +
          `${restAfterLoad[index]!.rssMb.toFixed(0)} MB, peak ${restAfterLoad[index]!.peakMb.toFixed(0)} MB`
        );
      }),
    );
    const [restA, restB] = restAfterLoad as [Memory, Memory];
    facts.push(
      `B/A memory: at rest after start ${ratio(restAfterStart[1]!.rssMb, restAfterStart[0]!.rssMb)}, ` +
        `at rest after the load ${ratio(restB.rssMb, restA.rssMb)}, peak ${ratio(restB.peakMb, restA.peakMb)}`,
    );
    const section = renderDecadeSection({
      rows,
      skipped,
      startedAt: options.startedAt,
      loadAverageAtStart: options.loadAverageAtStart,
      mode: options.quick ? "quick" : "full",
      scale: options.scale,
      schools: options.schools,
      fixedRateSeconds: seconds.fixed,
      maxSeconds: seconds.max,
      connections,
      facts,
      bursts,
    });
    console.log(`\n${decadeTable(rows)}\n\n${burstTable(bursts)}\n`);
    for (const line of [...skipped.map((s) => `${s.name}: ${s.reason}`), ...facts]) {
      console.log(line);
    }
    const report = fs.existsSync(options.out) ? fs.readFileSync(options.out, "utf8") : "";
    fs.writeFileSync(options.out, withSection(report, section));
    const minutes = (Date.now() - options.startedAt.getTime()) / 60_000;
    log(`written to ${options.out} (its last section), ${minutes.toFixed(1)} min in all`);
  } finally {
    for (const server of servers) await stopServer(server);
    fs.rmSync(demoDir, { recursive: true, force: true });
    if (!options.folder) fs.rmSync(decadeDir, { recursive: true, force: true });
  }
}

/**
 * The decade in `folder`: made by `npm run demo:decade`'s script unless a run of this bench
 * made it there before at the same size (its note, bench-decade.json, says which).
 */
function makeDecadeFolder(folder: string, options: DecadeBenchOptions) {
  const note = path.join(folder, "bench-decade.json");
  const wanted = { scale: options.scale, schools: options.schools };
  if (fs.existsSync(note)) {
    const made = JSON.parse(fs.readFileSync(note, "utf8")) as typeof wanted;
    if (made.scale === wanted.scale && made.schools === wanted.schools) {
      options.log(
        `the decade is in ${folder} already (scale ${made.scale}, ${made.schools} schools)`,
      );
      return;
    }
    throw new Error(
      `${folder} holds a decade of scale ${made.scale} with ${made.schools} further schools, ` +
        `not ${wanted.scale} with ${wanted.schools}: give another folder.`,
    );
  }
  options.log(
    `making the decade in ${folder} (scale ${wanted.scale}, ${wanted.schools} further schools)`,
  );
  fs.mkdirSync(folder, { recursive: true });
  execFileSync(
    process.execPath,
    [
      "--disable-warning=ExperimentalWarning",
      "scripts/decade.ts",
      "--scale",
      String(wanted.scale),
      "--schools",
      String(wanted.schools),
    ],
    { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DATA_DIR: folder } },
  );
  fs.writeFileSync(note, JSON.stringify(wanted));
}

/** The paths, with those each server names for itself: an item page, a sitemap file. */
async function targetsOf(
  a: ServerProcess,
  b: ServerProcess,
  schoolCode: string,
  skipped: SkippedRow[],
): Promise<Target[]> {
  const both = (at: string, name = at): Target => ({ name, a: at, b: at });
  const each = async (name: string, find: (server: ServerProcess) => Promise<string>) => ({
    name,
    a: await find(a),
    b: await find(b),
  });
  const targets: Target[] = [
    both("/News"),
    both("/Events"),
    both("/"),
    both("/Circular"),
    await each("a news item's page", newsItemPage(schoolCode)),
    both("/Search?q=holistic"),
    both("/Search?q=examination"),
    both("/feeds/events.ics"),
    both("/sitemap.xml"),
    await each("the largest news sitemap", largestNewsSitemap),
    both(`/api/news/all/${schoolCode}`),
  ];
  const office = "the office's list of notices";
  const signedIn = await Promise.all([a, b].map((server) => editorCookie(server, schoolCode)));
  const [cookieA, cookieB] = signedIn;
  if (typeof cookieA === "string" && typeof cookieB === "string") {
    targets.push({
      ...both("/office/records/news", office),
      headers: { a: { cookie: cookieA }, b: { cookie: cookieB } },
    });
  } else {
    skipped.push({
      name: office,
      reason: [cookieA, cookieB].find((c) => c instanceof Error)!.message,
    });
  }
  return targets;
}

/** The page of the newest item of the News list (a notice's would be under /NoticeBoard). */
function newsItemPage(schoolCode: string) {
  return async (server: ServerProcess): Promise<string> => {
    const items = (await fetchJson(`${server.url}/api/news/all/${schoolCode}`)) as {
      category?: string;
      slug?: string;
    }[];
    const item = items.find((one) => one.category === "News" && one.slug);
    if (!item) throw new Error(`${server.url} has no News item with a page`);
    return itemPath("News", item.slug)!;
  };
}

/** The news file of the sitemap's index with the most bytes. */
async function largestNewsSitemap(server: ServerProcess): Promise<string> {
  const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, url]) => new URL(url!).pathname)
    .filter((at) => /^\/sitemaps\/news-\d{4}\.xml$/.test(at));
  let largest = { at: "", bytes: -1 };
  for (const at of files) {
    const bytes = (await (await fetch(server.url + at)).arrayBuffer()).byteLength;
    if (bytes > largest.bytes) largest = { at, bytes };
  }
  if (!largest.at) throw new Error(`${server.url}/sitemap.xml names no news file`);
  return largest.at;
}

/** The demo editor's session cookie, or why there is none (a second step asked for). */
async function editorCookie(server: ServerProcess, schoolCode: string): Promise<string | Error> {
  const editor = demoAccounts(schoolCode).find((account) => account.role === "editor")!;
  const response = await fetch(`${server.url}/api/office/${schoolCode}/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({ email: editor.email, password: editor.password }),
  });
  const answer = (await response.json().catch(() => ({}))) as { next?: string };
  if (response.status !== 200) {
    return new Error(`signing in as the demo editor was answered ${response.status}`);
  }
  if (answer.next !== "done") {
    return new Error(`signing in as the demo editor asks for a second step (${answer.next})`);
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

interface Probe {
  /** The last answer, as sent. */
  answer: CapturedAnswer;
  status: number;
  bytes: number;
  encoding: string;
  /** How long one asking takes (the median of three). */
  seconds: number;
}

/**
 * `at` asked as a browser asks, once to draw what is kept, then three times: the last answer's
 * status, bytes and encoding, and the median time of the three.
 */
async function probe(url: string, at: string, headers: Record<string, string>): Promise<Probe> {
  await captureAnswers(url, [at], browserAcceptEncoding, headers);
  const times: number[] = [];
  let answer: CapturedAnswer | undefined;
  for (let ask = 0; ask < 3; ask++) {
    const started = performance.now();
    answer = (await captureAnswers(url, [at], browserAcceptEncoding, headers))[at]!;
    times.push((performance.now() - started) / 1000);
  }
  return {
    answer: answer!,
    status: answer!.status,
    bytes: Buffer.from(answer!.bodyBase64, "base64").length,
    encoding: answer!.headers.find(([name]) => name === "content-encoding")?.[1] ?? "",
    seconds: times.sort((x, y) => x - y)[1]!,
  };
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** CPU seconds the process has used: user and system, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command's name in parentheses: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Until every server has been idle for half a second (under a tenth of a core), at most 30 s: a
 * run's requests still queued when it ends, or a page compressed after it, must not count in
 * the next.
 */
/**
 * The servers' memory at rest: once both are idle, ten seconds on (the server gives back what
 * its collections emptied after two quiet seconds), as the main bench reads it.
 */
async function atRest(servers: ServerProcess[]): Promise<Memory[]> {
  await idle(servers);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  return servers.map((server) => readMemory(server.child.pid!));
}

async function idle(servers: ServerProcess[]): Promise<boolean> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const before = servers.map((server) => cpuSeconds(server.child.pid!));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const busiest = Math.max(
      ...servers.map((server, index) => cpuSeconds(server.child.pid!) - before[index]!),
    );
    if (busiest < 0.05) return true;
  }
  return false;
}
