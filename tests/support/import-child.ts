import fs from "node:fs";
import { openDatabase } from "#server/db/database.ts";
import * as t from "#server/db/schema.ts";
import { LocalFileStore } from "#server/files/file-store.ts";
import { importSchool } from "#server/services/school-archive.ts";
import { findSchool } from "#server/services/schools.ts";

// A process of its own that imports one archive into a file store, for a test to kill part way:
// `node import-child.ts {store folder} {archive file} {school code}`.
const [root, archivePath, schoolCode] = process.argv.slice(2) as [string, string, string];
const database = await openDatabase({ dataDir: "memory://" });
await database.db.insert(t.schools).values({ schoolCode, name: "Killed School" });
const school = (await findSchool(database.db, schoolCode))!;
const files = new LocalFileStore(root);
await importSchool(database.db, files, school, new Uint8Array(fs.readFileSync(archivePath)), {
  id: null,
  name: "test",
});
process.stdout.write("imported\n");
await database.close();
