// `npm run demo:decade`: the demo school with ten years of records and 100 further demo schools
// beside it (demo/decade/decade.ts), on the database the server is configured with (DATA_DIR or
// DATABASE_URL). A second run finds them there and adds nothing. `-- --scale 0.1` makes a tenth
// of the records, `-- --schools 10` ten further schools.
import { sql } from "drizzle-orm";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { site } from "../content/site.ts";
import { loadConfig } from "../contracts/config.ts";
import { makeDecade } from "../demo/decade/decade.ts";
import { fileStores } from "../server/files/stores.ts";
import { scriptDatabase } from "./script-database.ts";

const { values: flags } = parseArgs({
  options: { scale: { type: "string", default: "1" }, schools: { type: "string", default: "100" } },
});
/** A flag's number; a run with a wrong one says so and stops before touching the database. */
const option = (name: keyof typeof flags): number => {
  const value = Number(flags[name]);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`--${name} wants a number, not ${flags[name]}`);
    process.exit(1);
  }
  return value;
};

const config = loadConfig(process.env);
if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
const database = await scriptDatabase(
  config,
  `The website is running and is using the data folder ${config.dataDir}: stop it, then run ` +
    "`npm run demo:decade` again.",
);
try {
  const report = await makeDecade({
    db: database.db,
    ...fileStores(config),
    schoolCode: config.schoolCode ?? site.schoolCode,
    timeZone: config.timeZone,
    scale: option("scale"),
    furtherSchools: option("schools"),
    log: (line) => console.log(line),
  });
  const added = Object.values(report.added).reduce((sum, n) => sum + n, 0);
  if (added === 0 && report.schoolsAdded === 0) {
    console.log("The decade is there already: nothing added.");
  } else {
    console.log(
      `Made ${Object.entries(report.added)
        .map(([kind, n]) => `${n} ${kind}`)
        .join(
          ", ",
        )} and ${report.schoolsAdded} further schools in ${(report.ms / 1000).toFixed(1)} s.`,
    );
    // PGlite never gathers statistics by itself: without them the planner takes the school's
    // ten years for a few rows and reads every one rather than an index (decision 199).
    await database.db.execute(sql`analyze`);
  }
} finally {
  await database.close();
  database.release();
}
