import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "../process/project-root.ts";

/** The versioned SQL migrations (drizzle/), and the journal that lists them in order. */
export const migrationsFolder = path.join(projectRoot, "drizzle");

/** The tag of the newest migration, e.g. "0010_search_index". */
export function newestMigration(): string {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: { tag: string }[] };
  return journal.entries.at(-1)?.tag ?? "";
}
