import fs from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

// A reporter beside vitest's own: at the end of a run it prints the ten test files that took
// longest, so the next slow file is seen the day it lands. With TEST_DURATIONS naming a file,
// it also appends each file's time and counts there as a line of JSON, for a lane of several
// runs to print its ten slowest and its counts per project together, and the run to end on every
// failed test's name (scripts/test-summary.ts).

export interface FileDuration {
  project: string;
  file: string;
  seconds: number;
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test's full name and the first line of its error. */
  failures?: string[];
}

export function slowest(rows: FileDuration[], count = 10): string {
  const top = [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  const lines = top.map(
    (row) => `${row.seconds.toFixed(1).padStart(8)} s  ${row.project.padEnd(8)} ${row.file}`,
  );
  return [`The ${top.length} slowest test files:`, ...lines].join("\n");
}

/** Tests passed, failed and skipped per project, and in all as the plain closing line. */
export function counts(rows: FileDuration[]): string {
  const projects = new Map<
    string,
    { files: number; passed: number; failed: number; skipped: number }
  >();
  for (const row of rows) {
    const sum = projects.get(row.project) ?? { files: 0, passed: 0, failed: 0, skipped: 0 };
    sum.files += 1;
    sum.passed += row.passed;
    sum.failed += row.failed;
    sum.skipped += row.skipped;
    projects.set(row.project, sum);
  }
  const lines = [...projects].map(
    ([project, sum]) =>
      `${project.padEnd(8)} ${sum.files} files: ${sum.passed} passed, ${sum.failed} failed` +
      (sum.skipped ? `, ${sum.skipped} skipped` : ""),
  );
  const all = [...projects.values()];
  const total = (key: "passed" | "failed") => all.reduce((n, sum) => n + sum[key], 0);
  return [...lines, `${total("passed")} passed, ${total("failed")} failed`].join("\n");
}

export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const rows = modules.map((module): FileDuration => {
      const { duration, collectDuration, setupDuration } = module.diagnostic();
      const tests = [...module.children.allTests()];
      const states = tests.map((test) => test.result().state);
      const failures = tests.flatMap((test) => {
        const result = test.result();
        if (result.state !== "failed") return [];
        const error = result.errors?.[0]?.message?.split("\n")[0] ?? "";
        return [`${test.fullName}: ${error}`];
      });
      // A file can fail with no test failed: it did not load, or a hook before its tests threw.
      if (!module.ok() && failures.length === 0) {
        const error = module.errors()[0]?.message?.split("\n")[0] ?? "";
        failures.push(`(the file itself) ${error}`);
      }
      return {
        project: module.project.name,
        file: module.relativeModuleId,
        seconds: (duration + collectDuration + setupDuration) / 1000,
        passed: states.filter((state) => state === "passed").length,
        // A file that failed to load has no test, and counts as one failed.
        failed: states.filter((state) => state === "failed").length || (module.ok() ? 0 : 1),
        skipped: states.filter((state) => state === "skipped").length,
        failures,
      };
    });
    if (rows.length === 0) return;
    console.log(`\n${slowest(rows)}\n`);
    const file = process.env.TEST_DURATIONS;
    if (file) fs.appendFileSync(file, rows.map((row) => JSON.stringify(row) + "\n").join(""));
  }
}
