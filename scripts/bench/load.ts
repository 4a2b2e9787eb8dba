// Fixed-rate load with autocannon on loopback, and the server process's memory from
// /proc/<pid>/status (VmRSS now, VmHWM the peak) sampled while it runs.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type autocannon from "autocannon";

const generator = fileURLToPath(new URL("./load-generator.ts", import.meta.url));

/** What a browser sends: the load, and the reference's captured answers, ask for the same. */
export const browserAcceptEncoding = "gzip, deflate, br, zstd";

/** A phone's browser, as it names itself: the server counts its pages as read (server/reads/). */
export const browserUserAgent =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

/** The headers a browser's visit sends that the server's answer depends on. */
export const browserHeaders = {
  "accept-encoding": browserAcceptEncoding,
  "user-agent": browserUserAgent,
};

/** autocannon's run in a separate process (see load-generator.ts), after its warm-up. */
export async function fire(
  options: autocannon.Options,
  warmUpSeconds: number,
): Promise<autocannon.Result> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      "--disable-warning=ExperimentalWarning",
      generator,
      JSON.stringify(options),
      String(warmUpSeconds),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as autocannon.Result;
}

export interface LoadFigures {
  name: string;
  paths: string[];
  rate: number;
  durationS: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors (timeouts included) and answers other than 2xx. */
  errors: number;
  requests: number;
  /** Resident memory (MB) when the run started and ended, and the process's peak so far. */
  rssStartMb: number;
  rssEndMb: number;
  peakMb: number;
}

export interface Memory {
  rssMb: number;
  peakMb: number;
}

/** The process's resident memory now and its peak (high-water mark) since it started. */
export function readMemory(pid: number): Memory {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/**
 * `rate` requests per second in all, spread over the paths in turn, for `durationS` seconds,
 * after `warmUpS` seconds of the same load that are not counted. Requests accept what browsers
 * accept (Brotli, gzip), with `headers` besides. With `samples`, memory is recorded every second.
 */
export async function runLoad(options: {
  name: string;
  baseUrl: string;
  paths: string[];
  rate: number;
  durationS: number;
  warmUpS?: number;
  pid: number;
  samples?: Memory[];
  /** Sent with every request besides `Accept-Encoding` (a signed-in member of staff's cookie). */
  headers?: Record<string, string>;
}): Promise<LoadFigures> {
  const start = readMemory(options.pid);
  let peakMb = start.peakMb;
  const sampler = setInterval(() => {
    const memory = readMemory(options.pid);
    peakMb = Math.max(peakMb, memory.peakMb);
    options.samples?.push(memory);
  }, 1000);
  try {
    const result = await fire(
      {
        url: options.baseUrl,
        // Enough connections that a slow answer does not hold the rate back.
        connections: Math.max(10, Math.min(100, Math.ceil(options.rate / 20))),
        overallRate: options.rate,
        duration: options.durationS,
        timeout: 10,
        headers: { ...options.headers, ...browserHeaders },
        requests: options.paths.map((path) => ({ method: "GET", path })),
      },
      options.warmUpS ?? 0,
    );
    const end = readMemory(options.pid);
    peakMb = Math.max(peakMb, end.peakMb);
    return {
      name: options.name,
      paths: options.paths,
      rate: options.rate,
      durationS: options.durationS,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
      requests: result.requests.total,
      rssStartMb: start.rssMb,
      rssEndMb: end.rssMb,
      peakMb,
    };
  } finally {
    clearInterval(sampler);
  }
}
