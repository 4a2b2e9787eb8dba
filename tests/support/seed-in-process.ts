import fs from "node:fs";
import { seededDataDirVariable } from "./server-process.ts";
import { makeSeededFolder, seededFolderVariable } from "./test-backend.ts";

// The set-up of the projects that run the site in process (pages, alone): one folder seeded with
// the demo, which each test file's backend copies (test-backend.ts). Under `npm test`, and after
// global-setup.ts in the same project, it is the folder the server's first start seeded for the
// whole run (the same database and files); a project run on its own seeds one here.
export default async function setup() {
  const given = process.env[seededDataDirVariable];
  const folder = given ?? (await makeSeededFolder());
  process.env[seededFolderVariable] = folder;
  return () => {
    if (!given) fs.rmSync(folder, { recursive: true, force: true });
  };
}
