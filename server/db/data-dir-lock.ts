import fs from "node:fs";
import path from "node:path";

// PGlite has no lock of its own; a second process opening the same folder can leave it
// unreadable. One lock file holding the owner's pid keeps a second server out, and a lock left
// by a process that no longer runs (a crash, SIGKILL) is taken over.
export class DataDirLockedError extends Error {}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockPath);
      if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another server (pid ${owner}). ` +
            `Stop that server first, or start this one with a different DATA_DIR.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${lockPath}.`);
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
