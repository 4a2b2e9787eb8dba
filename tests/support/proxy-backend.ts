import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { startServer, stopServer, type ServerProcess } from "./server-process.ts";

export type Override = (
  path: string,
) =>
  | { status: number; body: unknown; headers?: Record<string, string> }
  | "hang"
  | { stall: number }
  | undefined;

// What of the backend's headers the website reads: the type, and a page's total and links.
const forwarded = ["content-type", "x-total-count", "link"];

/**
 * A stand-in backend on loopback that forwards to the real one, except for the calls an
 * override answers itself (an error, a doctored record), never answers at all ("hang"), or
 * answers with a status and headers and then stalls in the middle of the body (`stall`).
 */
export async function startProxyBackend(target: string, override: { current: Override }) {
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer(async (req, res) => {
    const path = req.url ?? "/";
    const answer = override.current(path);
    if (answer === "hang") {
      hanging.add(res);
      return;
    }
    if (answer && "stall" in answer) {
      hanging.add(res);
      res.writeHead(answer.stall, { "Content-Type": "application/json" });
      res.write('{"data":"tc/');
      return;
    }
    if (answer) {
      res.writeHead(answer.status, { "Content-Type": "application/json", ...answer.headers });
      res.end(JSON.stringify(answer.body));
      return;
    }
    const upstream = await fetch(target + path);
    res.writeHead(upstream.status, {
      "content-type": "application/octet-stream",
      ...Object.fromEntries(
        forwarded.flatMap((name) => {
          const value = upstream.headers.get(name);
          return value === null ? [] : [[name, value]];
        }),
      ),
    });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * For one test file: a proxy of the backend at `target` and a website reading it (with `env`
 * added to its settings), started before the tests and stopped after them. Tests set
 * `override.current` to change what the proxy answers; the addresses are known once started.
 */
export function useProxiedWebsite(target: string, env: Record<string, string> = {}) {
  const override: { current: Override } = { current: () => undefined };
  let proxy: Awaited<ReturnType<typeof startProxyBackend>> | undefined;
  let website: ServerProcess | undefined;
  beforeAll(async () => {
    proxy = await startProxyBackend(target, override);
    website = await startServer({ env: { API_BASE_URL: proxy.url, ...env } });
  });
  afterAll(async () => {
    if (website) await stopServer(website);
    await proxy?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error("The proxy and website start before the tests: ask in one.");
    return value;
  };
  return {
    override,
    proxy: {
      get url() {
        return started(proxy).url;
      },
    },
    website: {
      get url() {
        return started(website).url;
      },
    },
  };
}
