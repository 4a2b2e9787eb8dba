import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import type { Reply, Request, ThreadSettings } from "./pglite-messages.ts";
import { scriptBeside } from "../process/script-beside.ts";

type Sendable = Request extends infer R ? (R extends Request ? Omit<R, "id"> : never) : never;

/** What Drizzle and the server ask of PGlite, inside a transaction or out of one. */
export interface PgliteQueries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

export interface RemotePglite extends PgliteQueries {
  transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  /** Writes everything to disk, closes the database and ends its thread. */
  close(): Promise<void>;
}

/**
 * PGlite in a thread of its own. PostgreSQL compiled to WebAssembly runs a query on the thread
 * that calls it: in the server's, a search over years of notices held every visitor's answer
 * until it finished. Here the server sends each statement to the thread and goes on serving.
 *
 * A transaction's statements must not be interleaved with anyone else's, as there is one
 * connection: while one is open, every other statement waits for its end (as PGlite itself
 * does in-process).
 */
export async function startPgliteThread(settings: ThreadSettings): Promise<RemotePglite> {
  const worker = new Worker(scriptBeside(import.meta.url, "pglite-thread"), {
    workerData: settings,
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let ended: Error | undefined;

  const fail = (error: Error) => {
    ended ??= error;
    for (const pending of waiting.values()) pending.reject(ended);
    waiting.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  worker.on("message", (reply: Reply) => {
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
  });
  worker.on("error", (error) => fail(error));
  worker.on("exit", (code) => fail(new Error(`The database's thread ended (exit code ${code})`)));

  const send = <T>(request: Sendable): Promise<T> => {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    const answer = new Promise<T>((resolve, reject) =>
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject }),
    );
    worker.postMessage({ ...request, id });
    return answer;
  };
  const direct: PgliteQueries = {
    query: (text, params = [], options = {}) =>
      send({
        kind: "query",
        text,
        params,
        rowMode: options.rowMode ?? "object",
        keepText: Object.keys(options.parsers ?? {}).map(Number),
      }),
    exec: (text) => send({ kind: "exec", text }),
  };

  // The open transaction's end, if one is open; the next one queues behind it.
  let open: Promise<void> | undefined;
  const outside = async <T>(statement: () => Promise<T>): Promise<T> => {
    // Checked and sent in one turn, so no transaction can begin in between.
    while (open) await open;
    return statement();
  };

  await ready.catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  return {
    query: (text, params, options) => outside(() => direct.query(text, params, options)),
    exec: (text) => outside(() => direct.exec(text)),
    async transaction(work) {
      while (open) await open;
      let end!: () => void;
      open = new Promise((resolve) => (end = resolve));
      try {
        await direct.exec("BEGIN");
        try {
          const result = await work(direct);
          await direct.exec("COMMIT");
          return result;
        } catch (error) {
          await direct.exec("ROLLBACK").catch(() => {});
          throw error;
        }
      } finally {
        open = undefined;
        end();
      }
    },
    async close() {
      while (open) await open;
      await send({ kind: "close" }).catch((error: unknown) => {
        if (!ended) throw error;
      });
      await worker.terminate();
    },
  };
}
