import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Queryable } from "#server/services/rate-limit.ts";
import { createServerApp, type ServerAppOptions } from "#server/http/app.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { LocalFileStore } from "#server/files/file-store.ts";
import { ensureContentFiles, seedDemoSchool } from "#demo/demo-school.ts";
import { quickPasswords } from "./quick-passwords.ts";
import { createAuth, type Auth } from "#server/office/auth.ts";
import { todayIn } from "#contracts/dates.ts";

export const schoolCode = "HLCA";
export const timeZone = "Asia/Kolkata";

export interface TestBackend {
  app: ReturnType<typeof createServerApp>;
  database: Database;
  files: LocalFileStore;
  privateFiles: LocalFileStore;
  dataDir: string;
  /** The school office's sign-in, shared by every app made here. */
  auth: Auth;
  /** GET (or another method) against the app without a listening server. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** Another app on the same database and files, configured otherwise (office token, proxy). */
  configured: (options: Partial<ServerAppOptions>) => TestApp;
}

export interface TestApp {
  app: ReturnType<typeof createServerApp>;
  request: (path: string, init?: RequestInit) => Promise<Response>;
}

let shared: Promise<TestBackend> | undefined;

/**
 * One migrated, seeded backend per test worker (PGlite takes seconds to start). With
 * TEST_DATABASE_URL set, the same suite runs against that PostgreSQL server, on a schema it
 * empties first.
 */
export function testBackend(): Promise<TestBackend> {
  shared ??= create();
  return shared;
}

/**
 * Where a project's set-up keeps one database and its files seeded with the demo
 * (`makeSeededFolder`), for each test file to copy rather than seed again: a copy opens in about
 * a second, a seed takes several. Set in the environment the test workers inherit.
 */
export const seededFolderVariable = "SCHOOL_TEST_SEEDED_FOLDER";

/**
 * The demo seeded on a PGlite folder with its files beside it, the content pages' pictures too
 * (drawn by a real server's start), for pages that show them; the caller removes it.
 */
export async function makeSeededFolder(): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "school-seeded-"));
  const database = await openDatabase({ dataDir: folder });
  await seed(database, folder);
  await ensureContentFiles({ ...stores(folder), schoolCode });
  await database.close();
  return folder;
}

const stores = (folder: string) => ({
  files: new LocalFileStore(path.join(folder, "files")),
  privateFiles: new LocalFileStore(path.join(folder, "private")),
});

const seed = (database: Database, folder: string) =>
  seedDemoSchool({ db: database.db, ...stores(folder), schoolCode, today: todayIn(timeZone) });

async function create(): Promise<TestBackend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-api-"));
  // Its files go when the test process ends: repeated runs must not fill the disk.
  process.once("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const seeded = databaseUrl ? undefined : process.env[seededFolderVariable];
  if (databaseUrl) await emptyPostgres(databaseUrl);
  if (seeded) fs.cpSync(seeded, dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl, dataDir: seeded ? dataDir : "memory://" });
  const files = new LocalFileStore(path.join(dataDir, "files"));
  const privateFiles = new LocalFileStore(path.join(dataDir, "private"));
  if (!seeded) await seed(database, dataDir);
  const auth = createAuth({
    db: database.db,
    secret: "test-office-secret-".repeat(3),
    issuer: "Test",
    password: quickPasswords,
  });
  const configured = (options: Partial<ServerAppOptions>): TestApp => {
    const app = createServerApp({
      db: database.db,
      files,
      privateFiles,
      variantsDir: path.join(dataDir, "variants"),
      timeZone,
      ping: database.ping,
      auth,
      ...options,
    });
    const request = async (target: string, init?: RequestInit) =>
      app.request(new Request(new URL(target, "http://school.test"), init));
    return { app, request };
  };
  return { ...configured({}), database, files, privateFiles, dataDir, auth, configured };
}

/** The test database as the PostgreSQL rate-limit store reads it: the pool, or PGlite's client. */
export function queryableOf(backend: TestBackend): Queryable {
  const { database } = backend;
  return (
    database.pool ?? {
      query: ({ text, values }) => (database.db.$client as PGlite).query(text, values),
    }
  );
}

async function emptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("drop schema if exists public cascade");
    await client.query("drop schema if exists drizzle cascade");
    await client.query("create schema public");
  } finally {
    await client.end();
  }
}
