// The embedded database's own thread (started by pglite-remote.ts): PGlite's PostgreSQL runs
// here, so a slow query holds this thread and never the server's, which goes on answering
// every page it keeps in memory while the query runs.
import { getHeapStatistics } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import type { Reply, Request, ThreadSettings } from "./pglite-messages.ts";

const port = parentPort!;
const settings = workerData as ThreadSettings;
const keepText = (value: string) => value;

const opened = (async () => {
  const client = new PGlite({ dataDir: settings.dataDir, startParams: settings.startParams });
  await client.waitReady;
  return client;
})();

/** The error's own fields (PostgreSQL's code, constraint, detail...), which a thread can carry. */
function plain(error: unknown): Reply & { ok: false } {
  const fields: Record<string, string | number | boolean> = {};
  if (error && typeof error === "object") {
    for (const [key, value] of Object.entries(error)) {
      if (["string", "number", "boolean"].includes(typeof value)) {
        fields[key] = value as string | number | boolean;
      }
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  const name = error instanceof Error ? error.name : "Error";
  return { id: 0, ok: false, error: { ...fields, name, message } };
}

async function run(client: PGlite, request: Request): Promise<unknown> {
  switch (request.kind) {
    case "query": {
      const options: QueryOptions = { rowMode: request.rowMode };
      if (request.keepText.length) {
        options.parsers = Object.fromEntries(request.keepText.map((type) => [type, keepText]));
      }
      return client.query(request.text, request.params, options);
    }
    case "exec":
      return client.exec(request.text);
    case "close":
      await client.exec("CHECKPOINT");
      await client.close();
      return undefined;
  }
}

// One request at a time, in the order sent: a transaction's statements are sent between its
// BEGIN and COMMIT by the one caller that holds it (pglite-remote.ts), so order is all it needs.
let queue: Promise<void> = opened.then(
  () => port.postMessage({ id: 0, ok: true, result: "ready" } satisfies Reply),
  (error: unknown) => port.postMessage(plain(error)),
);
// This thread's heap keeps the pages its collections emptied, as the server's own does
// (server/process/memory-at-rest.ts): the rows of a busy hour's answers were parsed here. Once no
// query has come for a while and the heap has grown since, it is collected to give them back.
const quietMs = 2_000;
const growthBytes = 8 * 1024 * 1024;
let lastAsked = Date.now();
let pending = 0;
let heapAfterCollection = 0;
const gc = globalThis.gc;
if (gc) {
  setInterval(async () => {
    if (pending > 0 || Date.now() - lastAsked < quietMs) return;
    if (getHeapStatistics().total_heap_size < heapAfterCollection + growthBytes) return;
    await gc({ type: "major", execution: "async", flavor: "last-resort" });
    heapAfterCollection = getHeapStatistics().total_heap_size;
  }, quietMs).unref();
}

port.on("message", (request: Request) => {
  lastAsked = Date.now();
  pending += 1;
  queue = queue.then(async () => {
    try {
      const result = await run(await opened, request);
      port.postMessage({ id: request.id, ok: true, result } satisfies Reply);
    } catch (error) {
      port.postMessage({ ...plain(error), id: request.id });
    }
    pending -= 1;
    if (request.kind === "close") port.close();
  });
});
