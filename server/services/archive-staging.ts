import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { FileStore } from "../files/file-store.ts";

// An archive's files are written first where nobody is sent (`.staging/{import}/{path}`, never
// served), and put in their places only once the import is committed: its audit line, written
// in the same transaction as its pages, is the mark. An import cut short (a failure, a killed
// process) is thus either wholly committed, and its files are put in place later, or not at
// all, and its staged files are removed, on the next start or the next import.

/** The store's folder for imports under way; /api/image answers nothing inside it. */
export const stagingFolder = ".staging";

/** Imports this process is running now: their staged files are not leftovers. */
const running = new Set<string>();

export interface Staging {
  /** Also the import's audit line's record id, which marks it committed. */
  id: string;
  write(path: string, bytes: Uint8Array): Promise<void>;
  /** Puts every staged file in its place, once the import is committed. */
  publish(): Promise<void>;
  /** Removes what was staged, when the import failed before it was committed. */
  discard(): Promise<void>;
}

export function startStaging(files: FileStore): Staging {
  const id = `${Date.now().toString(36)}-${randomUUID()}`;
  const folder = `${stagingFolder}/${id}`;
  running.add(id);
  return {
    id,
    write: (path, bytes) => files.write(`${folder}/${path}`, bytes),
    async publish() {
      try {
        await publishFolder(files, id);
      } finally {
        running.delete(id);
      }
    },
    async discard() {
      running.delete(id);
      await files.remove(folder);
    },
  };
}

/**
 * An import's staging older than this was cut short: no import takes an hour. A younger one
 * may be under way on another instance sharing the store, and is left to it.
 */
export const abandonedAfterMs = 60 * 60_000;

/** When a staging id (`{Date.now() in base 36}-{uuid}`) was begun. */
const begunAt = (id: string) => parseInt(id.split("-")[0]!, 36);

/**
 * Finishes what interrupted imports left: a committed one's files are put in place, an
 * uncommitted one's are removed. Imports this process is running are left alone, and so are
 * those begun within `abandonedAfterMs`, unless `alone` says no other process uses the store
 * (a start on this machine's own folder), when everything staged is a leftover.
 */
export async function settleImports(
  db: Db,
  files: FileStore,
  options: { alone?: boolean; now?: number } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  const staged = await files.list(stagingFolder);
  const ids = [...new Set(staged.map((path) => path.split("/")[1]!))].filter(
    (id) => !running.has(id) && (options.alone || !(now - begunAt(id) < abandonedAfterMs)),
  );
  const committed =
    ids.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ id: t.auditLog.recordId })
              .from(t.auditLog)
              .where(
                and(
                  eq(t.auditLog.action, "import"),
                  eq(t.auditLog.kind, "archive"),
                  inArray(t.auditLog.recordId, ids),
                ),
              )
          ).map((row) => row.id),
        );
  for (const id of ids) {
    if (committed.has(id)) await publishFolder(files, id);
    else await files.remove(`${stagingFolder}/${id}`);
  }
  // Files cut off while being written are not listed; with no import under way here or
  // anywhere else, nothing in the folder is wanted.
  if (options.alone && running.size === 0) await files.remove(stagingFolder);
}

async function publishFolder(files: FileStore, id: string): Promise<void> {
  const folder = `${stagingFolder}/${id}`;
  for (const path of await files.list(folder)) {
    const target = path.slice(folder.length + 1);
    // The office's uploads are named once for ever: one that is already here stays as it is.
    if (target.startsWith("office/") && (await files.exists(target))) continue;
    await files.move(path, target);
  }
  await files.remove(folder);
}
