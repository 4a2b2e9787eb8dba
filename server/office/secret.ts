import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The office's secret when none is configured: made once and kept in the data folder beside
 * PGlite's files (readable by this user only), so sign-ins outlive a restart.
 */
export function storedOfficeSecret(dataDir: string): string {
  const file = path.join(dataDir, "office-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  // "wx": if another start wrote it first, theirs is read instead.
  try {
    fs.writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fs.readFileSync(file, "utf8").trim();
  }
}
