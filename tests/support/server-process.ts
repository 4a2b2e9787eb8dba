import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { backendMain } from "#server/process/backend-bundle.ts";
import { serverEnvironment, serverNodeArgs } from "#server/process/process-settings.ts";

export interface ServerProcess {
  url: string;
  dataDir: string;
  /** The data folder was made for this server: `stopServer` removes it. */
  madeDataDir: boolean;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * Where the browser suite's global set-up keeps one data folder seeded with the demo school, to
 * be copied for each server a test starts: seeding takes a server ~20 s, a start on a copy ~4 s.
 * Set in the environment, which the test workers inherit from the process that runs the set-up.
 */
export const seededDataDirVariable = "SCHOOL_TEST_SEEDED_DATA_DIR";

/**
 * Makes the seeded data folder: a first start of the server on an empty folder, stopped once it
 * answers. Answers the folder, which the caller removes.
 */
export async function makeSeededDataDir(): Promise<string> {
  // Seeding takes ~20 s on an idle machine; the other lane may be busy beside it.
  const first = await startServer({ seed: "fresh", waitForReady: false });
  await waitForHealth(first, 300_000);
  await stopServer(first, "SIGTERM", { keepData: true });
  return first.dataDir;
}

/**
 * A new data folder for a server: a copy of the one the set-up seeded, or empty where no set-up
 * made one (the server then seeds it on its first start).
 */
export function seededDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-site-"));
  const seeded = process.env[seededDataDirVariable];
  if (seeded) fs.cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

/** Starts the built server (`npm run build`'s dist/backend) as a school's machine runs it. */
export async function startServer(
  options: {
    dataDir?: string;
    env?: Record<string, string>;
    waitForReady?: boolean;
    /** The project folder to start it in: this one unless a test copied parts elsewhere. */
    cwd?: string;
    /**
     * Without `dataDir`, the folder of its own starts as a copy of the seeded one where the
     * set-up made it; `fresh` starts it empty, for a test about a first start or another school.
     * A server told not to seed the demo (`SEED_DEMO: "false"`) starts empty too.
     */
    seed?: "copy" | "fresh";
  } = {},
): Promise<ServerProcess> {
  // A folder of its own unless the test gives one (a restart on the same data keeps it).
  const fresh = options.seed === "fresh" || options.env?.SEED_DEMO === "false";
  const dataDir =
    options.dataDir ??
    (fresh ? fs.mkdtempSync(path.join(os.tmpdir(), "school-site-")) : seededDataDir());
  const main = path.join(options.cwd ?? ".", backendMain);
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: npm run build makes it.`);
  const port = await freePort();
  const child = spawn(process.execPath, serverNodeArgs(backendMain), {
    env: {
      ...process.env,
      ...serverEnvironment,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // A generous deadline for the website's API calls unless a test is about it: the browser
      // shares the machine with the other lane, and what is read is what a page shows and does,
      // not how fast a busy machine draws it (tests/alone holds pages to the deadline).
      API_TIMEOUT_MS: "10000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    cwd: options.cwd,
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const madeDataDir = options.dataDir === undefined;
  const server = { url, dataDir, madeDataDir, child, output: () => output, exited };
  if (options.waitForReady !== false) await waitForHealth(server);
  return server;
}

export async function waitForHealth(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`The server stopped while starting:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy in time:\n${server.output()}`);
}

/**
 * Stops the server and waits for it to end; the data folder made for it goes with it (a test
 * that reads or restarts on a server's data stops it with `keepData`).
 */
export async function stopServer(
  server: ServerProcess,
  signal: NodeJS.Signals = "SIGTERM",
  options: { keepData?: boolean } = {},
) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  const code = await server.exited;
  if (server.madeDataDir && !options.keepData) {
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  return code;
}
