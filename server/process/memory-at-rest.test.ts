import { describe, expect, it } from "vitest";
import { createRestCollector, type ProcessParts } from "./memory-at-rest.ts";

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
});
