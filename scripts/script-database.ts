// The database for a command run beside the server (npm run enquiries, npm run office): the
// same settings as the server. PGlite allows one process at a time, so its data folder is
// locked first, and a running server is told plainly with `whileServing`.
import type { Config } from "../contracts/config.ts";
import { lockDataDir, DataDirLockedError } from "../server/db/data-dir-lock.ts";
import { openDatabase, type Database } from "../server/db/database.ts";

export async function scriptDatabase(
  config: Config,
  whileServing: string,
): Promise<Database & { release: () => void }> {
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      console.error(whileServing);
      process.exit(1);
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  return { ...database, release };
}
