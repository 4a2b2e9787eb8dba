// Prints the enquiries stored for the school, newest first: `npm run enquiries` (add
// `-- --json` for JSON). It reads the same DATA_DIR / DATABASE_URL as the server. PGlite
// allows one process at a time, so while the server runs on the same data folder this
// refuses and points to the office endpoint instead.
import fs from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { site } from "../content/site.ts";
import { lockDataDir, DataDirLockedError } from "../server/db/data-dir-lock.ts";
import { openDatabase } from "../server/db/database.ts";
import { enquiries } from "../server/db/schema.ts";
import { loadConfig } from "../contracts/config.ts";
import { findSchool } from "../server/services/schools.ts";

const config = loadConfig(process.env);
const schoolCode = config.schoolCode ?? site.schoolCode;
const asJson = process.argv.includes("--json");

if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, "pglite"))) {
  console.error(
    `There is no database in ${config.dataDir} yet: start the website once (npm start), ` +
      `or set DATA_DIR to the folder the website uses.`,
  );
  process.exit(1);
}

let release = () => {};
if (!config.databaseUrl) {
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(
      `The website is running and is using the data folder ${config.dataDir}, so the enquiries ` +
        `cannot be read from here while it runs.\n` +
        `Read them through the website instead (set OFFICE_TOKEN when starting the server):\n` +
        `  curl -H "Authorization: Bearer $OFFICE_TOKEN" ` +
        `http://localhost:${config.port}/api/form/${schoolCode}/enquiries\n` +
        `or stop the server and run \`npm run enquiries\` again.`,
    );
    process.exit(1);
  }
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const school = await findSchool(database.db, schoolCode);
  if (!school) {
    console.error(`No school with the code ${schoolCode} is in this database.`);
    process.exitCode = 1;
  } else {
    const rows = await database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.schoolId, school.id))
      .orderBy(desc(enquiries.createdAt));
    if (asJson) {
      console.log(
        JSON.stringify(
          rows.map(({ id, createdAt, name, email, phone, subject, message }) => ({
            id,
            createdAt,
            name,
            email,
            phone,
            subject,
            message,
          })),
          null,
          2,
        ),
      );
    } else if (rows.length === 0) {
      console.log(`No enquiries for ${school.name} yet.`);
    } else {
      const when = new Intl.DateTimeFormat("en-IN", {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: config.timeZone,
      });
      console.log(`${rows.length} enquiries for ${school.name}, newest first:\n`);
      for (const row of rows) {
        console.log(`${when.format(row.createdAt)}  ${row.subject}`);
        console.log(`  From:  ${row.name} <${row.email}>, ${row.phone}`);
        console.log(`  ${row.message.replace(/\n/g, "\n  ")}\n`);
      }
    }
  }
} finally {
  await database.close();
  release();
}
