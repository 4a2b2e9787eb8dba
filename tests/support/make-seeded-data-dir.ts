// `node tests/support/make-seeded-data-dir.ts`: seeds the demo school on a new data folder with
// the built server's first start and prints the folder. scripts/test.sh runs it once before
// its steps, so that every server a test starts in the run, in either lane and in the last step,
// starts on a copy of the one folder (global-setup.ts); the caller removes it.
import { makeSeededDataDir } from "./server-process.ts";

process.stdout.write(`${await makeSeededDataDir()}\n`);
