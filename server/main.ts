import "./production-mode.ts";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { site } from "#content/site.ts";
import { createServerApp } from "./app.ts";
import { lockDataDir, DataDirLockedError } from "./db/data-dir-lock.ts";
import { openDatabase } from "./db/database.ts";
import { readEnv } from "./env.ts";
import { FileStore } from "./files/file-store.ts";
import { projectRoot } from "./project-root.ts";
import { ensureContentFiles, seedDemoSchool } from "../demo/demo-school.ts";
import { ListCache } from "./services/list-cache.ts";
import { todayIn } from "./services/today.ts";

// Starts the one process that serves the API, the assets and the pages. The data folder is
// locked while it runs, and the database is checkpointed and closed on SIGTERM and SIGINT.
async function main() {
  const env = readEnv();
  process.env.SCHOOL_CODE ||= site.schoolCode;
  let release = () => {};
  if (!env.DATABASE_URL) {
    try {
      release = lockDataDir(env.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  const started = Date.now();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  const files = new FileStore(path.join(env.dataDir, "files"));
  const privateFiles = new FileStore(path.join(env.dataDir, "private"));
  const schoolCode = process.env.SCHOOL_CODE;
  const { seeded } = await seedDemoSchool({
    db: database.db,
    files,
    privateFiles,
    schoolCode,
    schoolName: site.titleName,
    today: todayIn(env.TZ_SCHOOL),
  });
  await ensureContentFiles({ files, privateFiles, schoolCode });

  const buildFile = path.join(projectRoot, "build/server/index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const app = createServerApp({
    db: database.db,
    files,
    privateFiles,
    timeZone: env.TZ_SCHOOL,
    ping: database.ping,
    // A shared PostgreSQL may be written by other processes, whose writes this one never hears
    // of: their changes show within ten seconds. PGlite is this process's alone.
    listCache: new ListCache({ maxAgeMs: env.DATABASE_URL ? 10_000 : undefined }),
    build,
    clientDir: path.join(projectRoot, "build/client"),
  });

  // The first queries after a start are slow (cold caches); the first visitor should not wait
  // for them, so the home page, which asks for every list, is drawn once before listening.
  await app.request("/");

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(
      `${site.titleName}: http://localhost:${info.port} (${database.kind}` +
        `${database.kind === "pglite" ? ` in ${env.dataDir}` : ""}` +
        `${seeded ? ", demo school seeded" : ""}; ready in ${Date.now() - started} ms)`,
    );
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing the database and stopping.`);
    server.close();
    try {
      await database.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
