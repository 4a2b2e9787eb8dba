import fs from "node:fs";
import path from "node:path";
import { counts, slowest, type FileDuration } from "../tests/support/slowest-files.ts";

// What `npm test` (scripts/test.sh) prints at a lane's end and at the run's end, from the records
// its steps left in one folder (scripts/test-lane.sh): a lane's ten slowest test files and its
// counts; and last of all, as what a CI log shows of a run first, each step with its time and
// exit status, the counts of every project, and each failed test by name.
//
//   node scripts/test-summary.ts <records folder> [<lane>]
const [folder, lane] = process.argv.slice(2);
if (!folder) throw new Error("usage: test-summary.ts <records folder> [<lane>]");

function rowsOf(file: string): FileDuration[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as FileDuration);
}

if (lane) {
  const rows = rowsOf(path.join(folder, `${lane}.jsonl`));
  console.log(
    rows.length ? `${slowest(rows)}\n\n${counts(rows)}` : "No test file's time was recorded.",
  );
} else {
  const rows = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".jsonl"))
    .flatMap((name) => rowsOf(path.join(folder, name)));
  const stepsFile = path.join(folder, "steps.tsv");
  const steps = fs.existsSync(stepsFile)
    ? fs
        .readFileSync(stepsFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const [name = "", status = "", seconds = "", command = ""] = line.split("\t");
          const verdict = status === "0" ? "passed" : `FAILED (exit ${status})`;
          return `${name.padEnd(8)} ${seconds.padStart(5)} s  ${verdict.padEnd(16)} ${command}`;
        })
    : [];
  const failures = rows.flatMap((row) =>
    (row.failures ?? []).map((failure) => `  ${row.project} ${row.file} > ${failure}`),
  );
  console.log(
    [
      "===== npm test: summary =====",
      "Each step (lane, seconds, outcome, command):",
      ...steps,
      "",
      "Tests per project:",
      counts(rows),
      ...(failures.length ? ["", "Failed tests:", ...failures] : []),
    ].join("\n"),
  );
}
