// The school office from the command line, for what no one can do in it yet:
//   npm run office -- create-admin --email EMAIL --name "FULL NAME" [--school-name "…"]
//   npm run office -- reset-password --email EMAIL
// It reads the same settings as the server (DATA_DIR or DATABASE_URL, SCHOOL_CODE). PGlite
// allows one process at a time, so with PGlite the server must be stopped first.
import { site } from "../content/site.ts";
import { loadConfig } from "../contracts/config.ts";
import { createAuth } from "../server/office/auth.ts";
import { storedOfficeSecret } from "../server/office/secret.ts";
import { createAdmin, resetStaffPassword, usage } from "./office-commands.ts";
import { scriptDatabase } from "./script-database.ts";

const config = loadConfig(process.env);
const schoolCode = config.schoolCode ?? site.schoolCode;
const [command, ...args] = process.argv.slice(2);
if (command !== "create-admin" && command !== "reset-password") {
  console.error(usage);
  process.exit(1);
}

const database = await scriptDatabase(
  config,
  `The website is running on the data folder ${config.dataDir}. Stop it, run this again, ` +
    `then start it.`,
);
try {
  const auth = createAuth({
    db: database.db,
    secret: config.officeSecret ?? storedOfficeSecret(config.dataDir),
    issuer: "School office",
  });
  const result =
    command === "create-admin"
      ? await createAdmin(database.db, auth, schoolCode, args)
      : await resetStaffPassword(database.db, auth, args);
  if (result.ok) console.log(result.text);
  else {
    console.error(result.error);
    process.exitCode = 1;
  }
} finally {
  await database.close();
  database.release();
}
