import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { format } from "node:util";
import type { MiddlewareHandler } from "hono";

// The process's log: one JSON object per line on stdout (warnings and errors on stderr), each
// with the id of the request it was written during, so that a log collector can put together
// everything one request did on whichever instance answered it.

export type Level = "info" | "warn" | "error";

const currentRequest = new AsyncLocalStorage<string>();

// Lines for stdout wait for the end of the event loop's turn and leave in one write: a write to
// a pipe is a system call, and a busy server answers many requests in one turn.
let pending = "";
let flushing = false;
function flush() {
  flushing = false;
  if (pending === "") return;
  const lines = pending;
  pending = "";
  process.stdout.write(lines);
}
process.on("exit", flush);

/** One line of the log; `fields` are added to it as they are. */
export function writeLog(level: Level, message: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg: message,
    requestId: currentRequest.getStore(),
    ...fields,
  });
  if (level !== "info") {
    // A warning or an error leaves at once, after what was written before it.
    flush();
    process.stderr.write(`${line}\n`);
    return;
  }
  pending += `${line}\n`;
  if (pending.length >= 64 * 1024) flush();
  else if (!flushing) {
    flushing = true;
    setImmediate(flush);
  }
}

/**
 * Everything written through `console` (ours, the website's and the libraries') becomes a line
 * of the log, with the request id of the request it was written during.
 */
export function logThroughConsole(): void {
  const as =
    (level: Level) =>
    (...args: unknown[]) =>
      writeLog(level, format(...args));
  console.log = console.info = console.debug = as("info");
  console.warn = as("warn");
  console.error = as("error");
}

// A proxy's request id is kept when it looks like one; anything else is replaced.
const requestIdPattern = /^[\w.:-]{1,128}$/;

/** The balancer's request id when it looks like one, otherwise a new one. */
export function requestIdFrom(given: string | undefined): string {
  return given && requestIdPattern.test(given) ? given : randomUUID();
}

/** The access log's line for one answer. `target` is the request's path, with or without query. */
export function logAnswer(answer: {
  requestId: string;
  method: string;
  target: string;
  status: number;
  startedAt: number;
}): void {
  writeLog("info", "request", {
    requestId: answer.requestId,
    method: answer.method,
    path: loggedPath(answer.target),
    status: answer.status,
    ms: Math.round((performance.now() - answer.startedAt) * 10) / 10,
  });
}

/**
 * Gives every request an id (the balancer's `X-Request-Id`, or a new one), sends it back in
 * `X-Request-Id`, and with `accessLog` writes one line per answer: method, path, status and time.
 */
export function requestLog(options: { accessLog: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header("x-request-id"));
    const startedAt = performance.now();
    await currentRequest.run(requestId, next);
    c.res.headers.set("X-Request-Id", requestId);
    if (options.accessLog) {
      logAnswer({
        requestId,
        method: c.req.method,
        target: c.req.path,
        status: c.res.status,
        startedAt,
      });
    }
  };
}

/**
 * The path without what must not be kept: the query (a search holds what a parent typed), and
 * a download token, which is as good as the certificate.
 */
function loggedPath(target: string): string {
  const path = target.split("?", 1)[0]!;
  return path.startsWith("/api/image/tc/") ? "/api/image/tc/…" : path;
}
