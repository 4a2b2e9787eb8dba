// Prints the enquiries stored for the school, newest first: `npm run enquiries` (add
// `-- --json` for JSON). It reads the same DATA_DIR / DATABASE_URL as the server. PGlite
// allows one process at a time, so while the server runs on the same data folder this
// refuses and points to the office endpoint instead.
import fs from "node:fs";
import path from "node:path";
import { site } from "../content/site.ts";
import { lockDataDir, DataDirLockedError } from "../server/db/data-dir-lock.ts";
import { openDatabase } from "../server/db/database.ts";
import { readEnv } from "../server/env.ts";
import { enquiriesListing } from "./enquiries-listing.ts";

const env = readEnv();
const schoolCode = process.env.SCHOOL_CODE || site.schoolCode;
const asJson = process.argv.includes("--json");

if (!env.DATABASE_URL && !fs.existsSync(path.join(env.dataDir, "pglite"))) {
  console.error(
    `There is no database in ${env.dataDir} yet: start the website once (npm start), ` +
      `or set DATA_DIR to the folder the website uses.`,
  );
  process.exit(1);
}

let release = () => {};
if (!env.DATABASE_URL) {
  try {
    release = lockDataDir(env.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(
      `The website is running and is using the data folder ${env.dataDir}, so the enquiries ` +
        `cannot be read from here while it runs.\n` +
        `Read them through the website instead (set OFFICE_TOKEN when starting the server):\n` +
        `  curl -H "Authorization: Bearer $OFFICE_TOKEN" ` +
        `http://localhost:${env.PORT}/api/form/${schoolCode}/enquiries\n` +
        `or stop the server and run \`npm run enquiries\` again.`,
    );
    process.exit(1);
  }
}

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  const listing = await enquiriesListing(database.db, schoolCode, {
    json: asJson,
    timeZone: env.TZ_SCHOOL,
  });
  if (listing.ok) {
    console.log(listing.text);
  } else {
    console.error(listing.error);
    process.exitCode = 1;
  }
} finally {
  await database.close();
  release();
}
