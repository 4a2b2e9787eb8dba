import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { format } from "node:util";
import type { MiddlewareHandler } from "hono";

// The process's log: one JSON object per line on stdout (warnings and errors on stderr), each
// with the id of the request it was written during, so that a log collector can put together
// everything one request did on whichever instance answered it.

export type Level = "info" | "warn" | "error";

const currentRequest = new AsyncLocalStorage<string>();

/** One line of the log; `fields` are added to it as they are. */
export function writeLog(level: Level, message: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg: message,
    requestId: currentRequest.getStore(),
    ...fields,
  });
  (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
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

/**
 * Gives every request an id (the balancer's `X-Request-Id`, or a new one), sends it back in
 * `X-Request-Id`, and with `accessLog` writes one line per answer: method, path, status and time.
 */
export function requestLog(options: { accessLog: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header("x-request-id");
    const id = given && requestIdPattern.test(given) ? given : randomUUID();
    const started = performance.now();
    await currentRequest.run(id, next);
    c.res.headers.set("X-Request-Id", id);
    if (options.accessLog) {
      writeLog("info", "request", {
        requestId: id,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}

/** The path without what must not be kept: a download token is as good as the certificate. */
function loggedPath(path: string): string {
  return path.startsWith("/api/image/tc/") ? "/api/image/tc/…" : path;
}
