import http from "node:http";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrustProxy } from "#contracts/config.ts";
import { tcAttemptLimit } from "#server/services/transfer-certificates.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// Behind a proxy, rate limits count the right-most X-Forwarded-For address that is not a
// trusted proxy: what a client writes to the left of it is its own invention. Over a real
// socket (from 127.0.0.1, standing for the operator's proxy), one keep-alive connection.

let backend: TestBackend;
const servers: ReturnType<typeof serve>[] = [];

beforeAll(async () => {
  backend = await testBackend();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server of a fresh app (fresh limits) configured with `trustProxy`, and its port. */
async function listening(trustProxy: TrustProxy): Promise<number> {
  const { app } = backend.configured({ trustProxy });
  return new Promise((resolve) => {
    servers.push(
      serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port)),
    );
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

function send(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: target, method, headers, agent },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The statuses of 30 wrong TC attempts, each naming another client left of `rightPart`. */
async function attempts(port: number, forwarded: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= 30; i++) {
    const { status } = await send(
      port,
      "POST",
      `/api/tc/${schoolCode}`,
      { "Content-Type": "application/json", "X-Forwarded-For": forwarded(i) },
      JSON.stringify({ name: "Nobody Known", admission: `X-${i}` }),
    );
    statuses.push(status);
  }
  return statuses;
}

const limited = (statuses: number[]) => statuses.filter((status) => status === 429).length;

describe("the client address behind proxies (TRUST_PROXY)", () => {
  it("one trusted proxy: addresses a client wrote left of its own do not escape the limit", async () => {
    const port = await listening(1);
    const statuses = await attempts(port, (i) => `203.0.113.${i}, 10.0.0.1`);
    expect(statuses.slice(0, tcAttemptLimit.points).every((s) => s === 404)).toBe(true);
    expect(limited(statuses)).toBe(30 - tcAttemptLimit.points);
  });

  it("no trusted proxy: the socket's address counts, whatever the header says", async () => {
    const port = await listening(0);
    const statuses = await attempts(port, (i) => `198.51.100.${i}`);
    expect(limited(statuses)).toBe(30 - tcAttemptLimit.points);
  });

  it("a list of trusted proxies: the first address from the right outside it is the client", async () => {
    const port = await listening(["127.0.0.1", "10.0.0.0/8"]);
    // Each attempt from another client through two trusted proxies: none is limited.
    expect(limited(await attempts(port, (i) => `192.0.2.${i}, 10.1.2.3, 10.0.0.1`))).toBe(0);
    // One client, whatever it puts in front of its own address.
    const one = await attempts(port, (i) => `203.0.113.${i}, 192.0.2.200, 10.0.0.1`);
    expect(limited(one)).toBe(30 - tcAttemptLimit.points);
  });

  it("a count of hops: two proxies in front are both passed over", async () => {
    const port = await listening(2);
    expect(limited(await attempts(port, (i) => `192.0.2.${i}, 10.0.0.7`))).toBe(0);
    expect(limited(await attempts(port, (i) => `192.0.2.${i}, 198.51.100.9, 10.0.0.7`))).toBe(
      30 - tcAttemptLimit.points,
    );
  });

  it("HSTS from X-Forwarded-Proto only when the socket's peer is a trusted proxy", async () => {
    const headers = { "X-Forwarded-Proto": "https" };
    const hsts = async (trustProxy: TrustProxy) =>
      (await send(await listening(trustProxy), "GET", "/api/health", headers)).headers[
        "strict-transport-security"
      ];
    expect(await hsts(0)).toBeUndefined();
    expect(await hsts(["10.0.0.0/8"])).toBeUndefined();
    expect(await hsts(["127.0.0.1"])).toBe("max-age=31536000; includeSubDomains");
    expect(await hsts(1)).toBe("max-age=31536000; includeSubDomains");
  });
});
