import fs from "node:fs";
import { counts, slowest, type FileDuration } from "../tests/support/slowest-files.ts";

// The end of a lane of several vitest runs: its ten slowest test files and its tests counted per
// project, from the lines each run's reporter appended to the file named
// (tests/support/slowest-files.ts).
const [file] = process.argv.slice(2);
if (!file || !fs.existsSync(file)) {
  console.log("No test file's time was recorded.");
} else {
  const rows = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as FileDuration);
  console.log(`${slowest(rows)}\n\n${counts(rows)}`);
}
