import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./server-process.ts";

export interface PostgresServer {
  /** A database of its own, empty. */
  url: string;
  stop: () => Promise<void>;
  /**
   * Stops the server as a failover or an upgrade does (every connection ends) and starts it
   * again; only a server of the test's own (not TEST_DATABASE_URL's shared one).
   */
  restart?: () => Promise<void>;
}

/**
 * An empty PostgreSQL database for one test: a new database on TEST_DATABASE_URL's server when
 * that is set (scripts/with-postgres.sh), otherwise a throw-away server of Debian's packages
 * (installed by scripts/install-test-deps.sh) on a free loopback port.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const shared = process.env.TEST_DATABASE_URL;
  if (shared) return newDatabase(shared);

  const [bin] = fs
    .readdirSync("/usr/lib/postgresql")
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => `/usr/lib/postgresql/${version}/bin`);
  if (!bin) throw new Error("PostgreSQL is not installed: run scripts/install-test-deps.sh");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "postgres-"));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  if (root) execFileSync("chown", ["postgres", dir]);
  const run = (command: string) =>
    root
      ? execFileSync("su", ["postgres", "-s", "/bin/bash", "-c", command])
      : execFileSync("bash", ["-c", command]);
  run(`${bin}/initdb -D '${dir}/data' -A trust -U postgres >/dev/null`);
  run(
    `${bin}/pg_ctl -D '${dir}/data' -l '${dir}/log' -w -o "-k '${dir}' -p ${port} ` +
      `-c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run(`${bin}/pg_ctl -D '${dir}/data' -m immediate -w stop >/dev/null`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    async restart() {
      run(`${bin}/pg_ctl -D '${dir}/data' -l '${dir}/log' -m fast -w restart >/dev/null`);
    },
  };
}

async function newDatabase(serverUrl: string): Promise<PostgresServer> {
  const name = `test_${Date.now().toString(36)}_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    stop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
