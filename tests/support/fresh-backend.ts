import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createServerApp } from "#server/http/app.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import * as t from "#server/db/schema.ts";
import { LocalFileStore } from "#server/files/file-store.ts";
import { quickPasswords } from "./quick-passwords.ts";
import { createAuth } from "#server/office/auth.ts";
import { createStaff } from "#server/office/staff.ts";
import { findSchool } from "#server/services/schools.ts";
import { OfficeClient } from "./office-client.ts";
import { timeZone } from "./test-backend.ts";
import { totp } from "./totp.ts";

/** Another backend with nothing in it: its own database and files, as a school moving finds. */
export interface FreshBackend {
  database: Database;
  files: LocalFileStore;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** The school `code` made here, with its first administrator signed in with both steps. */
  schoolWithAdministrator: (code: string) => Promise<OfficeClient>;
  close: () => Promise<void>;
}

/**
 * An empty backend beside the shared one: a PGlite in memory, or with TEST_DATABASE_URL a new
 * database on the same PostgreSQL server, and a file store in a folder of its own.
 */
export async function freshBackend(): Promise<FreshBackend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-fresh-"));
  const databaseUrl = await freshPostgres(process.env.TEST_DATABASE_URL);
  const database = await openDatabase({ databaseUrl, dataDir: "memory://" });
  const files = new LocalFileStore(path.join(dataDir, "files"));
  const auth = createAuth({
    db: database.db,
    secret: "fresh-office-secret-".repeat(3),
    issuer: "Fresh",
    password: quickPasswords,
  });
  const app = createServerApp({
    db: database.db,
    files,
    privateFiles: new LocalFileStore(path.join(dataDir, "private")),
    variantsDir: path.join(dataDir, "variants"),
    timeZone,
    ping: database.ping,
    auth,
  });
  const request = async (target: string, init?: RequestInit) =>
    app.request(new Request(new URL(target, "http://fresh.test"), init));

  const schoolWithAdministrator = async (code: string) => {
    const { db } = database;
    await db.insert(t.schools).values({ schoolCode: code, name: "Moved School" });
    const school = await findSchool(db, code);
    const account = {
      name: "Moved Administrator",
      email: `administrator@${code.toLowerCase()}.fresh.example`,
      role: "administrator" as const,
      password: "tamarind-harbour-quilt-meadow",
    };
    await createStaff(auth, db, school!.id, account, { id: null, name: "test" });
    const client = new OfficeClient(request, "198.51.100.231", code);
    await client.signIn(account.email, account.password);
    const setUp = await client.call("POST", "/second-factor", { password: account.password });
    const confirmed = await client.call("POST", "/second-factor/confirm", {
      code: totp(String(setUp.json.secret)),
    });
    if (confirmed.status !== 200) throw new Error(`second factor: ${confirmed.text}`);
    return client;
  };

  const close = async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { database, files, request, schoolWithAdministrator, close };
}

/** A new, empty database on the server of `url`, or undefined (PGlite) without one. */
async function freshPostgres(url: string | undefined): Promise<string | undefined> {
  if (!url) return undefined;
  const name = `fresh_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}
