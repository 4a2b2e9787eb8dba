import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { serverNodeArgs } from "./process-settings.ts";

// The collector in a real process started with the server's flags (memory-at-rest.test.ts
// drives it with a process moved by hand).

const MB = 1024 * 1024;

describe("giving memory back when quiet", () => {
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
