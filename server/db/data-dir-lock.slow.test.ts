import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

const lockModule = fileURLToPath(new URL("./data-dir-lock.ts", import.meta.url));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

const newDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));

/** Another process that takes the lock on `dir` and keeps it until it is killed. */
async function holder(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      "--disable-warning=ExperimentalWarning",
      "--input-type=module",
      "-e",
      `import { lockDataDir } from ${JSON.stringify(lockModule)};
       lockDataDir(${JSON.stringify(dir)});
       console.log("locked");
       setInterval(() => {}, 60_000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`the holder ended (${code})`)));
  });
  return child;
}

describe("lockDataDir", () => {
  it("refuses a folder held by another running server, naming it", async () => {
    const dir = newDir();
    const other = await holder(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`in use by another server \\(pid ${other.pid}\\)`),
    );
  });

  it("takes the folder once its holder was killed with SIGKILL", async () => {
    const dir = newDir();
    const other = await holder(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    other.kill("SIGKILL");
    await new Promise((resolve) => other.once("exit", resolve));
    const release = lockDataDir(dir);
    release();
  });

  it("is not fooled by a lock file naming a live process that holds no lock", () => {
    const dir = newDir();
    // The test runner's parent runs, but it never locked this folder.
    fs.writeFileSync(path.join(dir, "server.lock"), String(process.ppid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8").trim()).toBe(String(process.pid));
    release();
  });

  it("keeps a second lock out within one process too, and lets go on release", () => {
    const dir = newDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`in use by another server \\(pid ${process.pid}\\)`),
    );
    release();
    lockDataDir(dir)();
  });
});
