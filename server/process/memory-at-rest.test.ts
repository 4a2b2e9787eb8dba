import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createRestCollector, type ProcessParts } from "./memory-at-rest.ts";
import { serverNodeArgs } from "./process-settings.ts";

const MB = 1024 * 1024;
const options = { intervalMs: 2_000, quietShare: 0.02, growthBytes: 16 * MB };

/** A process whose processor time and size the test moves by hand. */
function fakeProcess(rssMb: number) {
  const state = { cpuMicros: 0, rss: rssMb * MB, collections: 0, rssAfterCollection: 0 };
  const parts: ProcessParts = {
    cpuMicros: () => state.cpuMicros,
    rssBytes: () => state.rss,
    async collect() {
      state.collections++;
      // A collection costs processor time of its own.
      state.cpuMicros += 80_000;
      state.rss = state.rssAfterCollection * MB;
    },
  };
  return { state, parts };
}

describe("giving memory back when quiet", () => {
  it("collects after a quiet interval, not while there is traffic", async () => {
    const { state, parts } = fakeProcess(380);
    state.rssAfterCollection = 270;
    const collector = createRestCollector(options, parts);
    const share = (part: number) => options.intervalMs * 1000 * part;
    state.cpuMicros += share(0.6); // busy
    expect(await collector.look()).toBeUndefined();
    state.cpuMicros += share(0.01); // quiet
    expect(await collector.look()).toBeDefined();
    expect(state.collections).toBe(1);
    expect(state.rss).toBe(270 * MB);
  });

  it("collects again only once the process has grown", async () => {
    const { state, parts } = fakeProcess(300);
    state.rssAfterCollection = 250;
    const collector = createRestCollector(options, parts);
    expect(await collector.look()).toBeDefined();
    // Its own collection's work does not make the next interval busy, and it is not repeated.
    expect(await collector.look()).toBeUndefined();
    state.rss = 260 * MB;
    expect(await collector.look()).toBeUndefined();
    state.rss = 270 * MB;
    expect(await collector.look()).toBeDefined();
    expect(state.collections).toBe(2);
  });

  it("gives back to the system what a burst left in V8's keeping", async () => {
    // A real process with the server's flags: a burst of allocations leaves V8 holding emptied
    // pages; quiet afterwards, the collector hands them back.
    const script = `
      const { returnMemoryWhenQuiet } = await import(${JSON.stringify(new URL("./memory-at-rest.ts", import.meta.url).href)});
      const rss = () => process.memoryUsage.rss();
      let kept = [];
      for (let i = 0; i < 4000; i++) {
        kept.push(Array.from({ length: 2000 }, (_, j) => ({ j, s: "x" + j })));
        if (kept.length > 60) kept.splice(0, 30);
      }
      kept = [];
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const before = rss();
      returnMemoryWhenQuiet({ intervalMs: 500, quietShare: 0.02, growthBytes: 16 * 1024 * 1024 });
      await new Promise((resolve) => setTimeout(resolve, 2500));
      console.error(JSON.stringify({ before, after: rss() }));
    `;
    const run = await promisify(execFile)(
      process.execPath,
      serverNodeArgs("--input-type=module", "-e", script),
      { encoding: "utf8", timeout: 60_000 },
    );
    const { before, after } = JSON.parse(run.stderr.trim().split("\n").at(-1)!) as {
      before: number;
      after: number;
    };
    expect(before - after).toBeGreaterThan(32 * MB);
    expect(run.stdout).toContain('"msg":"memory given back"');
  }, 60_000);
});
