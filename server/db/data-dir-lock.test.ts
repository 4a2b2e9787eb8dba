import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

describe("lockDataDir", () => {
  it("refuses a folder held by a running process, naming it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
    // pid 1 always runs.
    fs.writeFileSync(path.join(dir, "server.lock"), "1");
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another server \(pid 1\)/);
  });

  it("takes over a lock left by a process that has ended, and releases it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
    fs.writeFileSync(path.join(dir, "server.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
  });
});
