import { writeLog } from "./log.ts";

// V8 keeps the pages its collections empty, for the next allocations, and gives them back to the
// system only in a collection made to reduce memory. Its memory reducer should make one once the
// process idles, but it waits while the allocation rate it measured under the last load stands,
// and that figure does not change while nothing runs: after a minute of heavy traffic the server
// kept about 100 MB of empty pages for good (docs/scaling.md, "Memory"). So the server makes that
// collection itself, once it has been quiet for a while and has grown since it last did.

export interface RestCollectorOptions {
  /** How often the process looks at itself; quiet means a whole interval was. */
  intervalMs: number;
  /** Quiet: the process used less than this share of one processor over the interval. */
  quietShare: number;
  /** Growth of the resident set since the last collection that makes one worth its pause. */
  growthBytes: number;
}

export const restCollectorDefaults: RestCollectorOptions = {
  intervalMs: 2_000,
  quietShare: 0.02,
  growthBytes: 16 * 1024 * 1024,
};

/** What the collector reads and does, given apart so that its rule can be tested alone. */
export interface ProcessParts {
  /** Processor time used so far, in microseconds. */
  cpuMicros(): number;
  rssBytes(): number;
  /** A full collection that gives back the emptied pages. */
  collect(): Promise<void>;
}

/** One collection: the resident set before and after it, and how long it held the process. */
export interface Collection {
  rssBeforeMb: number;
  rssAfterMb: number;
  ms: number;
}

export function createRestCollector(options: RestCollectorOptions, parts: ProcessParts) {
  let cpuAtLastLook = parts.cpuMicros();
  // None yet: the first quiet interval collects what the start left.
  let rssAfterLastCollection = 0;
  return {
    /** Looks once; collects when the interval was quiet and the process has grown. */
    async look(): Promise<Collection | undefined> {
      const cpu = parts.cpuMicros();
      const used = cpu - cpuAtLastLook;
      cpuAtLastLook = cpu;
      if (used > options.intervalMs * 1000 * options.quietShare) return undefined;
      const before = parts.rssBytes();
      if (before < rssAfterLastCollection + options.growthBytes) return undefined;
      const started = performance.now();
      await parts.collect();
      rssAfterLastCollection = parts.rssBytes();
      // The collection's own work is not traffic.
      cpuAtLastLook = parts.cpuMicros();
      return {
        rssBeforeMb: megabytes(before),
        rssAfterMb: megabytes(rssAfterLastCollection),
        ms: Math.round(performance.now() - started),
      };
    },
  };
}

/**
 * Looks every interval for the rest of the process's life. Needs `gc`, which Node gives with
 * `--expose-gc` (server/process/process-settings.ts); started without it, the server does without.
 */
export function returnMemoryWhenQuiet(options = restCollectorDefaults): void {
  const gc = globalThis.gc;
  if (!gc) return;
  const collector = createRestCollector(options, {
    cpuMicros() {
      const { user, system } = process.cpuUsage();
      return user + system;
    },
    rssBytes: () => process.memoryUsage.rss(),
    // "last-resort" is V8's collection that reduces memory, repeated until nothing more is freed.
    collect: () => gc({ type: "major", execution: "async", flavor: "last-resort" }),
  });
  setInterval(async () => {
    const collection = await collector.look();
    if (collection) writeLog("info", "memory given back", { ...collection });
  }, options.intervalMs).unref();
}

const megabytes = (bytes: number) => Math.round(bytes / 1048576);
