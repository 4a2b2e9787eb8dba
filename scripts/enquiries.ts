// Prints the enquiries stored for the school, newest first: `npm run enquiries` (add
// `-- --json` for JSON, `-- --csv` for a spreadsheet). It reads the same DATA_DIR / DATABASE_URL as the server. PGlite
// allows one process at a time, so while the server runs on the same data folder this
// refuses and points to the school office's inbox instead.
import fs from "node:fs";
import path from "node:path";
import { site } from "../content/site.ts";
import { loadConfig } from "../contracts/config.ts";
import { enquiriesListing } from "./enquiries-listing.ts";
import { scriptDatabase } from "./script-database.ts";

const config = loadConfig(process.env);
const schoolCode = config.schoolCode ?? site.schoolCode;
const format = process.argv.includes("--csv")
  ? "csv"
  : process.argv.includes("--json")
    ? "json"
    : "text";

if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, "pglite"))) {
  console.error(
    `There is no database in ${config.dataDir} yet: start the website once (npm start), ` +
      `or set DATA_DIR to the folder the website uses.`,
  );
  process.exit(1);
}

const database = await scriptDatabase(
  config,
  `The website is running and is using the data folder ${config.dataDir}, so the enquiries ` +
    `cannot be read from here while it runs.\n` +
    `Read them in the school office instead: http://localhost:${config.port}/office/enquiries\n` +
    `or stop the server and run \`npm run enquiries\` again.`,
);
try {
  const listing = await enquiriesListing(database.db, schoolCode, {
    format,
    timeZone: config.timeZone,
  });
  if (listing.ok) {
    // CSV ends its own records; the others end with a line break.
    process.stdout.write(format === "csv" ? listing.text : `${listing.text}\n`);
  } else {
    console.error(listing.error);
    process.exitCode = 1;
  }
} finally {
  await database.close();
  database.release();
}
