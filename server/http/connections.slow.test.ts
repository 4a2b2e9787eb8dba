import type http from "node:http";
import net from "node:net";
import v8 from "node:v8";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import {
  connectionOptions,
  limitConnections,
  maxPipelined,
  oneAnswerAtATime,
} from "./connections.ts";

const timeouts = { headersMs: 1_000, bodyPauseMs: 2_000, keepAliveMs: 1_000, inactivityMs: 500 };
const big = new Uint8Array(64 * 1024 * 1024);

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server guarded as server/main.ts guards it; counts the answers its app draws. */
async function guarded(
  limits = timeouts,
): Promise<{ port: number; drawn: () => number; closes: number[] }> {
  let drawn = 0;
  const app = new Hono();
  // A body cut off while it is read ends the read with an error: the client is gone anyway.
  app.post("/upload", async (c) =>
    c.req.arrayBuffer().then(
      (body) => c.text(String(body.byteLength)),
      () => c.text("cut off", 400),
    ),
  );
  app.get("/big", () => new Response(big));
  // The server's own work on an answer: a check of an uploaded file on a busy machine.
  app.get("/slow/:ms", async (c) => {
    await new Promise((r) => setTimeout(r, Number(c.req.param("ms"))));
    return c.text("worked");
  });
  app.get("/n/:n", (c) => {
    drawn++;
    return c.text(c.req.param("n"));
  });
  const closes: number[] = [];
  const port = await new Promise<number>((resolve) => {
    server = serve(
      {
        fetch: oneAnswerAtATime((request, env) => app.fetch(request, env)),
        port: 0,
        hostname: "127.0.0.1",
        serverOptions: connectionOptions(limits),
      },
      (info) => resolve(info.port),
    ) as http.Server;
    limitConnections(server, limits);
    server.on("connection", (socket: net.Socket) => {
      const opened = Date.now();
      socket.on("close", () => closes.push(Date.now() - opened));
    });
  });
  return { port, drawn: () => drawn, closes };
}

function connect(port: number, sent: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => {
      socket.write(sent);
      resolve(socket);
    });
    socket.on("error", () => {});
  });
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`;

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return condition();
}

describe("connection limits", () => {
  it("drops a client that stops reading a large answer once nothing moves", async () => {
    const { port, closes } = await guarded();
    const socket = await connect(port, get("/big"));
    socket.pause();
    expect(await until(() => closes.length === 1, 5_000)).toBe(true);
    expect(closes[0]).toBeGreaterThanOrEqual(timeouts.inactivityMs);
    socket.destroy();
  });

  it("waits for an answer the server takes longer than the inactivity timeout to draw", async () => {
    const { port, closes } = await guarded();
    const socket = await connect(port, get(`/slow/${4 * timeouts.inactivityMs}`));
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    expect(await until(() => received.endsWith("worked"), 5_000)).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(closes).toEqual([]);
    socket.destroy();
  });

  it("still drops a client that stops reading an answer the server was slow to start", async () => {
    const { port, closes } = await guarded();
    const socket = await connect(port, get(`/slow/${2 * timeouts.inactivityMs}`) + get("/big"));
    socket.pause();
    expect(await until(() => closes.length === 1, 8_000)).toBe(true);
    expect(closes[0]).toBeGreaterThanOrEqual(3 * timeouts.inactivityMs);
    socket.destroy();
  });

  it("cuts off a connection pipelining more than the limit, before drawing the answers", async () => {
    const { port, drawn, closes } = await guarded();
    const socket = await connect(
      port,
      Array.from({ length: 200 }, (_, i) => get(`/n/${i}`)).join(""),
    );
    socket.pause();
    expect(await until(() => closes.length === 1, 2_000)).toBe(true);
    expect(drawn()).toBeLessThanOrEqual(maxPipelined);
    socket.destroy();
  });

  it("answers requests pipelined within the limit, in order, one at a time", async () => {
    const { port, drawn } = await guarded();
    const socket = await connect(
      port,
      Array.from({ length: maxPipelined }, (_, i) => get(`/n/${i}`)).join(""),
    );
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    expect(await until(() => drawn() === maxPipelined, 2_000)).toBe(true);
    await until(() => (received.match(/HTTP\/1\.1 200/g) ?? []).length === maxPipelined, 2_000);
    const bodies = received
      .split("\r\n\r\n")
      .slice(1)
      .map((part) => part.split("HTTP/")[0]);
    expect(bodies).toEqual(Array.from({ length: maxPipelined }, (_, i) => String(i)));
    socket.destroy();
  });

  it("keeps nothing of the answers given on a connection that stays open", async () => {
    // A proxy in front keeps its connections to the server open for hours: whatever is kept
    // per answer on a connection grows until it closes.
    const { port, closes } = await guarded();
    const socket = await connect(port, "");
    socket.setEncoding("utf8");
    const chunks = socket[Symbol.asyncIterator]() as AsyncIterator<string>;
    // One request at a time, as a proxy sends them, each once the answer before it is in.
    const ask = async (n: number) => {
      socket.write(get(`/n/${n}`));
      let answer = "";
      while (!answer.endsWith(`\r\n\r\n${n}`)) answer += (await chunks.next()).value as string;
    };
    for (let n = 0; n < 200; n++) await ask(n);
    const promisesBefore = v8.queryObjects(Promise, { format: "count" });
    for (let n = 200; n < 3200; n++) await ask(n);
    const promisesAfter = v8.queryObjects(Promise, { format: "count" });
    expect(closes).toEqual([]);
    socket.destroy();
    expect(promisesAfter - promisesBefore).toBeLessThan(300);
  });

  it("closes a connection whose headers never end", async () => {
    const { port, closes } = await guarded();
    const socket = await connect(port, "GET / HTTP/1.1\r\nHost: test\r\nX-Slow: ");
    expect(await until(() => closes.length === 1, 5_000)).toBe(true);
    expect(closes[0]).toBeGreaterThanOrEqual(timeouts.inactivityMs);
    socket.destroy();
  });

  // A school office on a phone's uplink sends a 25 MB circular for minutes: a body is cut off
  // only when it stops arriving, never for the time it takes while it keeps coming.
  describe("a request's body", () => {
    const short = { headersMs: 500, bodyPauseMs: 800, keepAliveMs: 1_000, inactivityMs: 1_000 };
    const upload = (length: number) =>
      `POST /upload HTTP/1.1\r\nHost: test\r\nContent-Length: ${length}\r\n\r\n`;

    it("is taken however long it takes while bytes keep arriving", async () => {
      const { port, closes } = await guarded(short);
      const chunks = 25;
      const socket = await connect(port, upload(chunks * 1024));
      let received = "";
      socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
      const started = Date.now();
      // 25 pauses of 200 ms: five times the request timeout, none as long as it.
      for (let i = 0; i < chunks && !socket.destroyed; i++) {
        await new Promise((r) => setTimeout(r, 200));
        socket.write("x".repeat(1024));
      }
      expect(Date.now() - started).toBeGreaterThan(4 * short.bodyPauseMs);
      expect(await until(() => received.includes(`\r\n\r\n${chunks * 1024}`), 2_000)).toBe(true);
      expect(received).toMatch(/^HTTP\/1\.1 200/);
      expect(closes).toEqual([]);
      socket.destroy();
    }, 15_000);

    it("is dropped once it stops arriving", async () => {
      const { port, closes } = await guarded(short);
      const socket = await connect(port, `${upload(10_000)}${"x".repeat(1_000)}`);
      let received = "";
      socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
      expect(await until(() => closes.length === 1, 5_000)).toBe(true);
      expect(closes[0]).toBeGreaterThanOrEqual(short.bodyPauseMs);
      expect(received).not.toMatch(/ 200 /);
      socket.destroy();
    });

    it("still gives headers sent a byte at a time no longer than the headers timeout", async () => {
      const { port, closes } = await guarded(short);
      const socket = await connect(port, "GET / HTTP/1.1\r\nHost: test\r\nX-Slow: ");
      const trickle = setInterval(() => socket.write("a"), 100);
      try {
        expect(await until(() => closes.length === 1, 5_000)).toBe(true);
        expect(closes[0]).toBeGreaterThanOrEqual(short.headersMs);
        expect(closes[0]).toBeLessThan(short.inactivityMs + 1_000);
      } finally {
        clearInterval(trickle);
        socket.destroy();
      }
    });
  });
});
