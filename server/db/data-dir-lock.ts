import fs from "node:fs";
import path from "node:path";
import { tryLock } from "fs-native-extensions";

// PGlite has no lock of its own; a second process opening the same folder can leave it
// unreadable. The lock is an advisory lock of the operating system on `server.lock` (an
// open-file-description lock on Linux, flock elsewhere), held on a descriptor this process
// keeps open: the kernel lets go of it when the process ends however it ends (SIGKILL, a
// crash), so a lock left behind never blocks a start, and a stored pid that now belongs to
// some other process means nothing. The file holds the owner's pid only to name it.
export class DataDirLockedError extends Error {}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.lock");
  const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  let locked = false;
  try {
    locked = tryLock(fd);
  } finally {
    if (!locked) fs.closeSync(fd);
  }
  if (!locked) {
    const owner = readOwner(lockPath);
    throw new DataDirLockedError(
      `The data folder ${dataDir} is in use by another server` +
        `${owner === undefined ? "" : ` (pid ${owner})`}. ` +
        `Stop that server first, or start this one with a different DATA_DIR.`,
    );
  }
  fs.ftruncateSync(fd);
  fs.writeSync(fd, `${process.pid}\n`, 0);
  fs.fsyncSync(fd);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Closing the descriptor drops the lock; the file stays, empty of meaning without it.
    fs.closeSync(fd);
  };
}

function readOwner(lockPath: string): number | undefined {
  // The holder writes its pid just after taking the lock: a starter racing it may read the
  // file before that, so it looks again for a moment.
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isFinite(pid) && pid > 0) return pid;
    } catch {
      return undefined;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
  return undefined;
}
