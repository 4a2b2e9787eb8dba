import type { TestProject } from "vitest/node";
import { loadConfig } from "../../contracts/config.ts";
import { startServer, stopServer } from "../support/server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build the server serves (BUILD_DIR), for tests that read its files. */
    buildDir: string;
  }
}

// One built, seeded server for the browser tests, started as `npm start` would start it.
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.url);
  project.provide("buildDir", loadConfig(process.env).buildDir);
  return async () => {
    await stopServer(server);
  };
}
