import fs from "node:fs";
import { makeSeededFolder, seededFolderVariable } from "./test-backend.ts";

// The pages project's set-up: the demo seeded once on a folder, which each test file's backend
// copies (test-backend.ts).
export default async function setup() {
  const folder = await makeSeededFolder();
  process.env[seededFolderVariable] = folder;
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
