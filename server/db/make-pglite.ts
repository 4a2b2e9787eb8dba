// `node server/db/make-pglite.ts <folder>`: makes a new, empty PGlite database in <folder> and
// exits, as PostgreSQL's initdb does. openDatabase runs it in a process of its own: PGlite makes
// a database with a second PostgreSQL and a copy of all its files in memory (about 1 GB for
// five seconds), and a server that did so kept 100 MB of it for the rest of its life. Made
// beside the folder and renamed into place, so a start cut short leaves no half-made database.
// Prints its peak memory, as JSON.
//
// The built server (npm run build) carries an empty database the build made this way, beside
// this script: a copy of it is what initdb would write, in a fraction of a second. It is used
// only when made by the PGlite installed now (pglite-template.ts).
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pgliteStartParams } from "./pglite-settings.ts";
import { pgliteTemplate } from "./pglite-template.ts";

const target = process.argv[2];
if (!target) throw new Error("usage: make-pglite.ts <folder>");
if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
  // Not a database (the caller found no PG_VERSION in it), yet not ours to delete.
  process.stderr.write(`${target} holds files but no database: move it away to start afresh.`);
  process.exit(1);
}
const making = `${target}.making`;
fs.rmSync(making, { recursive: true, force: true });
const template = pgliteTemplate(import.meta.url);
if (template) {
  fs.cpSync(template, making, { recursive: true });
} else {
  const client = new PGlite({ dataDir: making, startParams: pgliteStartParams });
  await client.waitReady;
  await client.close();
}
fs.rmSync(target, { recursive: true, force: true });
fs.renameSync(making, target);
process.stdout.write(
  JSON.stringify({
    peakMb: Math.round(process.resourceUsage().maxRSS / 1024),
    copied: template !== undefined,
  }),
);
