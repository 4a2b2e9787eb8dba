import { randomUUID } from "node:crypto";
import pg from "pg";
import { changedElsewhere, relayContentChanges } from "../services/content-changes.ts";
import type { Db } from "./db.ts";

// Instances on one PostgreSQL keep copies of what they read (list answers, drawn pages). A
// change made on one reaches the others as a NOTIFY on this channel, within milliseconds.
export const changesChannel = "school_content_changes";

/** How long to wait before listening again after the connection was lost. */
const reconnectMs = 1_000;

interface Notice {
  /** The instance that made the change: it has dropped its own copies already. */
  from: string;
  /** The school whose collections changed; null: any school's. */
  school: string | null;
}

export interface ChangeNotices {
  /** Resolves once this instance is listening (the start waits for it). */
  readonly started: Promise<void>;
  /** Whether it hears the others now; while not, its copies may go stale unseen. */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * Sends every change made through `db` to the other instances, and tells this instance's
 * listeners (`onContentChange`) of theirs, over one connection of its own that does nothing but
 * LISTEN. While that connection is down, notices are missed: once it is back, every copy is
 * dropped, since any of them may be stale.
 */
export function shareContentChanges(
  db: Db,
  pool: pg.Pool,
  connectionString: string,
): ChangeNotices {
  const self = randomUUID();
  relayContentChanges(db, (schoolId) => {
    const notice: Notice = { from: self, school: schoolId ?? null };
    pool
      .query("select pg_notify($1, $2)", [changesChannel, JSON.stringify(notice)])
      .catch((error: unknown) =>
        console.error(`Could not tell the other instances of a change: ${String(error)}`),
      );
  });

  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const hear = (message: pg.Notification) => {
    if (message.channel !== changesChannel || !message.payload) return;
    try {
      const notice = JSON.parse(message.payload) as Notice;
      if (notice.from !== self) changedElsewhere(db, notice.school ?? undefined);
    } catch {
      changedElsewhere(db);
    }
  };
  const listen = async (again: boolean): Promise<void> => {
    const connection = new pg.Client({ connectionString });
    connection.on("notification", hear);
    connection.on("error", () => {
      // Followed by "end", where it is handled.
    });
    connection.on("end", () => {
      if (closed || client !== connection) return;
      client = undefined;
      changedElsewhere(db);
      retry = setTimeout(() => void listen(true).catch(() => {}), reconnectMs);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${changesChannel}`);
    } catch (error) {
      await connection.end().catch(() => {});
      if (closed) return;
      if (!again) throw error;
      retry = setTimeout(() => void listen(true).catch(() => {}), reconnectMs);
      return;
    }
    if (closed) return void (await connection.end().catch(() => {}));
    client = connection;
    // Whatever changed while nobody listened is unknown: every copy is read again.
    if (again) changedElsewhere(db);
  };

  return {
    started: listen(false),
    listening: () => client !== undefined,
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
