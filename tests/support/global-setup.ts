import type { TestProject } from "vitest/node";
import { loadConfig } from "../../contracts/config.ts";
import fs from "node:fs";
import {
  makeSeededDataDir,
  seededDataDirVariable,
  startServer,
  stopServer,
} from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build the server serves (BUILD_DIR), for tests that read its files. */
    buildDir: string;
  }
}

// The demo seeded once, for every server of the suite (a copy each); then one built, seeded
// server for the browser tests, started as `npm start` would start it. `npm test` seeds once for
// all its steps (scripts/test.sh) and names the folder; a project run on its own seeds its own.
export default async function setup(project: TestProject) {
  const given = process.env[seededDataDirVariable];
  const seeded = given ?? (await makeSeededDataDir());
  process.env[seededDataDirVariable] = seeded;
  const server = await startServer();
  project.provide("baseUrl", server.url);
  project.provide("buildDir", loadConfig(process.env).buildDir);
  return async () => {
    await stopServer(server);
    if (!given) fs.rmSync(seeded, { recursive: true, force: true });
  };
}
