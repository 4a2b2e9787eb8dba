import type { TestProject } from "vitest/node";
import { startServer, stopServer } from "../support/server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// One built, seeded server for the browser tests, started as `npm start` would start it.
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.url);
  return async () => {
    await stopServer(server);
  };
}
