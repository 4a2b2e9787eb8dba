// Lighthouse mobile runs (the default mobile emulation and simulated throttling) against one
// Chromium launched here with a DevTools port; each figure is the median of the runs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface Chromium {
  port: number;
  close(): Promise<void>;
}

/** Starts headless Chromium with a fresh profile and answers once its DevTools port is known. */
export async function launchChromium(): Promise<Chromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "school-bench-chromium-"));
  const child = spawn(
    chromiumPath,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${seen}`)), 30_000);
    child.stderr!.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on("exit", (code) => reject(new Error(`Chromium exited (${code}):\n${seen}`)));
    // No Chromium at that path: said plainly, and the bench stops its server as on any failure.
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(
        new Error(
          `Chromium could not be started from ${chromiumPath} (${error.message}): ` +
            "`apt-get install chromium` installs it, or set CHROMIUM_PATH.",
        ),
      );
    });
  });
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** `runs` Lighthouse mobile runs of one address; the median of each figure. */
export async function runLighthouse(
  chromium: Chromium,
  url: string,
  runs: number,
): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  // Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run is
  // run again, a few times, rather than ending the whole bench.
  let retries = 3;
  for (let run = 0; run < runs; run++) {
    const answer = await lighthouse(url, {
      port: chromium.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = answer.lhr;
    if (runtimeError && retries-- > 0) {
      console.error(`[bench] Lighthouse: ${runtimeError.code} on ${url}, running it again`);
      run--;
      continue;
    }
    if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    results.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: value("first-contentful-paint"),
      lcpMs: value("largest-contentful-paint"),
      tbtMs: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
    });
  }
  const keys = Object.keys(results[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(results.map((r) => r[key]))]),
  ) as unknown as LighthouseFigures;
}
