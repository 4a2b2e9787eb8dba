import fs from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";

// Clients that send many requests down one connection and never read the answers, or never
// finish a request: the server must not pile answers up in its memory, must keep answering
// everyone else, and must drop those connections within the configured times.

const connections = 10;
const pipelined = 200;
const timeouts = { headers: 1_500, request: 3_000, keepAlive: 1_000, inactivity: 3_000 };

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({
    env: {
      HEADERS_TIMEOUT_MS: String(timeouts.headers),
      REQUEST_TIMEOUT_MS: String(timeouts.request),
      KEEP_ALIVE_TIMEOUT_MS: String(timeouts.keepAlive),
      INACTIVITY_TIMEOUT_MS: String(timeouts.inactivity),
    },
  });
});
afterAll(async () => {
  if (server) await stopServer(server);
});

/** The server process's resident memory, in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** Ports of the clients whose connections to `serverPort` the server still holds open. */
function establishedFrom(serverPort: number, clientPorts: Set<number>): number[] {
  const open: number[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").split("\n").slice(1)) {
      const [, local, remote, state] = line.trim().split(/\s+/);
      if (!local || !remote || state !== "01") continue; // 01: ESTABLISHED
      const localPort = Number.parseInt(local.split(":")[1]!, 16);
      const remotePort = Number.parseInt(remote.split(":")[1]!, 16);
      if (localPort === serverPort && clientPorts.has(remotePort)) open.push(remotePort);
    }
  }
  return open;
}

/** A connection that sends `sent` and then reads nothing. */
function nonReader(port: number, sent: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => {
      socket.pause();
      socket.write(sent);
      resolve(socket);
    });
    socket.on("error", () => {}); // the server resetting it is what is expected
    socket.once("error", reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("clients that never read their answers", () => {
  it("are dropped within the inactivity timeout, without delaying other visitors", async () => {
    const serverPort = Number(new URL(server.url).port);
    const pid = server.child.pid!;
    // A visitor's page, once before, to warm up and to compare.
    const visit = async () => {
      const start = performance.now();
      const response = await fetch(`${server.url}/`);
      await response.text();
      expect(response.status).toBe(200);
      return performance.now() - start;
    };
    const quiet = await visit();
    const before = rssMb(pid);

    const started = Date.now();
    const sockets = await Promise.all(
      Array.from({ length: connections }, () =>
        nonReader(serverPort, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".repeat(pipelined)),
      ),
    );
    const clientPorts = new Set(sockets.map((socket) => socket.localPort!));

    // A visitor keeps reading pages while the non-readers sit there, until they are dropped.
    const latencies: number[] = [];
    let during = before;
    let droppedAfterMs: number | undefined;
    const deadline = started + timeouts.inactivity + 20_000;
    while (Date.now() < deadline) {
      latencies.push(await visit());
      during = Math.max(during, rssMb(pid));
      if (droppedAfterMs === undefined && establishedFrom(serverPort, clientPorts).length === 0) {
        droppedAfterMs = Date.now() - started;
      }
      // The visitor goes on for a few seconds either way, for its figures.
      if (droppedAfterMs !== undefined && Date.now() - started > 3_000) break;
      await pause(100);
    }
    const stillOpen = establishedFrom(serverPort, clientPorts).length;
    for (const socket of sockets) socket.destroy();
    await pause(500);
    const after = rssMb(pid);
    const worst = Math.round(Math.max(...latencies));

    console.log(
      `${connections} connections x ${pipelined} pipelined GET /, never read: ` +
        `server memory ${before} MB before, ${during} MB at most during, ${after} MB after; ` +
        `a visitor's page: ${Math.round(quiet)} ms alone, at most ${worst} ms meanwhile ` +
        `(${latencies.length} pages); ` +
        `non-readers dropped after ${droppedAfterMs ?? "(not)"} ms ` +
        `(inactivity timeout ${timeouts.inactivity} ms)`,
    );

    expect(stillOpen, "connections the server still holds").toBe(0);
    // Dropped once nothing moved for the timeout, give or take a loaded machine.
    expect(droppedAfterMs).toBeLessThan(timeouts.inactivity + 10_000);
    // Generous: the machine is shared; unguarded, the visitor waited for thousands of pages.
    expect(worst).toBeLessThan(2_500);
    expect(during - before).toBeLessThan(150);
  });

  it("a few pipelined requests unread, or headers never finished: dropped in time", async () => {
    const serverPort = Number(new URL(server.url).port);
    const started = Date.now();
    const sockets = await Promise.all([
      // Under the pipelining limit: the answers fit the kernel's buffers, then the connection
      // idles (keep-alive timeout).
      ...Array.from({ length: 5 }, () =>
        nonReader(serverPort, "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".repeat(8)),
      ),
      // Headers begun and never finished (headers timeout).
      ...Array.from({ length: 5 }, () =>
        nonReader(serverPort, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "),
      ),
    ]);
    const clientPorts = new Set(sockets.map((socket) => socket.localPort!));
    let droppedAfterMs: number | undefined;
    while (Date.now() < started + 20_000) {
      if (establishedFrom(serverPort, clientPorts).length === 0) {
        droppedAfterMs = Date.now() - started;
        break;
      }
      await pause(100);
    }
    for (const socket of sockets) socket.destroy();
    console.log(
      `5 connections with 8 unread answers and 5 with unfinished headers: dropped after ` +
        `${droppedAfterMs ?? "(not)"} ms (keep-alive ${timeouts.keepAlive} ms, headers ` +
        `${timeouts.headers} ms)`,
    );
    expect(droppedAfterMs).toBeLessThan(Math.max(timeouts.keepAlive, timeouts.headers) + 8_000);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
