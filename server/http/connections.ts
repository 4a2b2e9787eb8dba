import type http from "node:http";
import type { Socket } from "node:net";
import type { Http2Bindings, HttpBindings } from "@hono/node-server";
import type { ConnectionTimeouts } from "#contracts/config.ts";

// What one client connection may cost the server. Node's own deadlines cover a client slow to
// send its headers and an idle keep-alive connection; the inactivity timeout covers a client
// that stops reading: its answers stop leaving, nothing moves on the socket, and it is cut
// (`onInactive`). The time the server itself takes over an answer is never the client's fault,
// so it does not count: a 3 MB circular checked on a busy server was cut mid-check, and the
// office saw a failed connection instead of its file taken. A body has no deadline
// for the whole of it, only for its pauses: a school office on a phone's uplink takes minutes
// over a 25 MB circular, and Node's request deadline answered it 408 mid-way.

/** Options for Node's HTTP server (`serve({ serverOptions })`). */
export function connectionOptions(timeouts: ConnectionTimeouts): http.ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    // No deadline on the whole request: `watchBody` drops a body only when it stops arriving.
    requestTimeout: 0,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks the headers' deadline on this beat (every 30 s by default), so it is kept to
    // within a quarter of itself, or a second at most.
    connectionsCheckingInterval: beat(timeouts.headersMs),
  };
}

/** Sets the deadlines Node takes as properties of the listening server. */
export function limitConnections(server: http.Server, timeouts: ConnectionTimeouts): void {
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = 0;
  server.setTimeout(timeouts.inactivityMs, onInactive);
  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    watchBody(request, timeouts.bodyPauseMs);
    const socket = request.socket;
    const unanswered = answering.get(socket) ?? [];
    answering.set(socket, unanswered);
    const exchange = { request, response };
    unanswered.push(exchange);
    const answered = () => {
      const at = unanswered.indexOf(exchange);
      if (at >= 0) unanswered.splice(at, 1);
    };
    response.once("finish", () => {
      answered();
      readRest(request);
    });
    response.once("close", answered);
  });
}

interface Exchange {
  request: http.IncomingMessage;
  response: http.ServerResponse;
}

/** The requests on each connection whose answers have not left yet, oldest first. */
const answering = new WeakMap<Socket, Exchange[]>();

/**
 * Nothing moved on the socket for the inactivity timeout. It is cut, unless the oldest request
 * on it has all arrived and its answer is still being drawn: then the wait is the server's.
 * The socket's timer starts again with the answer's first byte, so a client that then stops
 * reading is still cut.
 */
function onInactive(socket: Socket): void {
  const oldest = answering.get(socket)?.[0];
  if (oldest && oldest.request.complete && !oldest.response.headersSent) return;
  socket.destroy();
}

/** How much of a body is read and thrown away, at most, once it has been answered. */
export const unreadBodyMaxBytes = 16 * 1024 * 1024;

/**
 * Reads what is left of a body the answer did not need (a refused form, a post to a page that
 * takes none), throwing it away, so that its sender sees the answer: closing at once, with the
 * body still arriving, makes the kernel reset the connection, and a browser or fetch still
 * sending reports a failed connection instead (as nginx's lingering close avoids; on a busy
 * server one 10 MB form in four got no 413 page). Past `unreadBodyMaxBytes` the connection is
 * cut, and a body that stops arriving is dropped by `watchBody`.
 */
function readRest(request: http.IncomingMessage): void {
  if (request.complete || request.destroyed) return;
  let read = 0;
  // As Node's own dump of an unread body: whatever was to read it (a web stream of the body that
  // pauses it, unread) is let go.
  request.removeAllListeners("data");
  request.on("data", (chunk: Buffer) => {
    read += chunk.length;
    if (read > unreadBodyMaxBytes) request.socket.destroy();
  });
  request.resume();
}

const beat = (ms: number) => Math.max(50, Math.min(1_000, ms / 4));

/**
 * Drops the connection of a request whose body stops arriving for `pauseMs`; a body that keeps
 * coming may take as long as it needs. What arrives is read off the socket's count of bytes,
 * so the body's stream is left to whoever reads it.
 */
function watchBody(request: http.IncomingMessage, pauseMs: number): void {
  const length = request.headers["content-length"];
  if (length === undefined || length === "0") {
    if (request.headers["transfer-encoding"] === undefined) return;
  }
  const socket = request.socket;
  let read = socket.bytesRead;
  let moved = Date.now();
  const watch = setInterval(() => {
    if (request.complete || socket.destroyed) {
      clearInterval(watch);
    } else if (socket.bytesRead !== read) {
      read = socket.bytesRead;
      moved = Date.now();
    } else if (Date.now() - moved >= pauseMs) {
      clearInterval(watch);
      socket.destroy();
    }
  }, beat(pauseMs));
  watch.unref();
  request.once("close", () => clearInterval(watch));
}

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

/**
 * How many requests one connection may have waiting for their answers. A client that sends
 * more before reading is not a browser (browsers never pipeline): it is cut off.
 */
export const maxPipelined = 16;

interface Turns {
  /** Settles when the last answer queued on the connection has left (or the socket closed). */
  last: Promise<void>;
  /** Wakes the answers still awaited when the socket closes; each leaves once it is settled. */
  onClose: Set<() => void>;
  /** Requests received on the connection whose answers have not left yet. */
  waiting: number;
}

const connections = new WeakMap<Socket, Turns>();

/**
 * Requests pipelined on one connection are answered one at a time, each once the answer before
 * it has been handed to the kernel, and only so many may wait. HTTP/1.1 sends the answers back
 * in order anyway; drawing them all at once only piles answers up in memory when the client
 * is not reading, and takes the processor from every other visitor. The kernel's buffers still
 * take a client's unread answers until they are full: that is what the limit on waiting
 * requests bounds, and the inactivity timeout then drops the connection. Browsers never
 * pipeline, so they never wait here.
 *
 * Nothing of an answer is kept once it has left: a proxy's connection may stay open for hours
 * and carry millions of answers (a promise of the socket's end, raced at every answer, held
 * every answer's handlers until then: 4 promises an answer).
 */
export function oneAnswerAtATime(fetch: Fetch): Fetch {
  return async (request, env) => {
    const { incoming, outgoing } = env;
    const socket: Socket = incoming.socket;
    let turns = connections.get(socket);
    if (!turns) {
      const onClose = new Set<() => void>();
      socket.once("close", () => onClose.forEach((wake) => wake()));
      turns = { last: Promise.resolve(), onClose, waiting: 0 };
      connections.set(socket, turns);
    }
    const mine = turns;
    if (++mine.waiting > maxPipelined) socket.destroy();
    const before = mine.last;
    mine.last = new Promise<void>((resolve) => {
      const left = () => {
        mine.onClose.delete(left);
        resolve();
      };
      mine.onClose.add(left);
      outgoing.once("finish", left);
      outgoing.once("close", left);
    }).then(() => {
      mine.waiting--;
    });
    // The answer before this one has left, or the socket closed.
    await before;
    // The client went away, or was cut off, while this request waited: nobody is left to answer.
    if (socket.destroyed) return new Response(null, { status: 503 });
    return fetch(request, env);
  };
}

/**
 * Stops taking connections and lets the requests under way finish: connections are closed as
 * they fall idle, and any still busy after `timeoutMs` are cut. Settles once none is left.
 */
export function drain(server: http.Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
  });
}
