import { configDefaults, defineConfig } from "vitest/config";

// Layers, each tested where it is cheapest: pure units (npm run test:unit, under a minute), the
// slow ones beside them that start databases, processes and threads, the API and the pages'
// loaders and actions against a real database, and the built site in a real browser.
export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/slowest-files.ts"],
    // `npm run coverage`: the lines of the server and the shared code that the projects run in
    // this process cover (docs/testing.md, "Coverage"). The website is read by the pages
    // project through its build, so its own files count only where a unit or API test runs them.
    coverage: {
      provider: "v8",
      include: ["server/**/*.ts", "contracts/**/*.ts", "content/**/*.ts", "app/**/*.{ts,tsx}"],
      exclude: ["**/*.test.{ts,tsx}", "**/*.d.ts"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "coverage",
    },
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "content/**/*.test.ts",
            "contracts/**/*.test.ts",
            "demo/**/*.test.ts",
            "scripts/**/*.test.ts",
            "server/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, "**/*.slow.test.*"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          // Files share a worker's modules rather than import them afresh each (half the
          // suite's time); what a test changes of them is put back after it.
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        // Beside the code too, but each starts a database, a process or a thread, or waits on
        // the clock over a real connection: seconds each, so kept out of the quick unit run.
        // One file at a time, as their timings assume a machine not busy with another file.
        test: {
          name: "slow",
          include: ["{app,content,contracts,demo,server}/**/*.slow.test.{ts,tsx}"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts", "tests/routes/**/*.test.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One seeded database serves every API test file of a worker.
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        // The built site in this process (tests/support/site.ts), asked with app.request():
        // what the server sends, without a browser or a process of its own.
        test: {
          name: "pages",
          // crawl/ is run by crawl.test.ts, which imports its files.
          include: ["tests/pages/*.test.ts"],
          // Files share one worker's loaded website and seeded database, as the API tests do,
          // rather than each import and open them afresh (a minute and a half of two and a half).
          isolate: false,
          fileParallelism: false,
          globalSetup: ["tests/support/seed-in-process.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The built server as a process of its own, over HTTP, without a browser: starts and
        // stops, slow clients, several instances, deployment files. Seeded once (global-setup).
        test: {
          name: "process",
          include: ["tests/process/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Timing that a busy machine would upset (visitors' times beside a load, every page within a
        // second while the backend hangs): run on its own,
        // after both lanes, when nothing else runs (scripts/test.sh).
        test: {
          name: "alone",
          include: ["tests/alone/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts", "tests/support/seed-in-process.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Only what a browser alone can see: scripts, layout, focus, keyboard, axe, the office.
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          // Files share one worker's loaded modules (Playwright's driver among them) rather than
          // import them afresh each: 1.7 s a file, a tenth of the small files' time.
          isolate: false,
          // What a browser shows is polled for as long as Playwright waits for a step: the 1 s
          // default is short while the other lane shares the machine.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
