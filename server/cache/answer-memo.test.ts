import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { createCache, type CacheOptions } from "#contracts/cache.ts";
import { createAnswerMemo, type RememberedAnswer } from "./answer-memo.ts";
import { serverCachePolicies } from "./caches.ts";

// A server whose usual way counts its answers, with the memo in front as server/main.ts puts it.
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function start(
  answerFor: (request: Request) => Response,
  policy: Partial<CacheOptions<RememberedAnswer>> = {},
) {
  let drawn = 0;
  const cache = createCache({ ...serverCachePolicies.answers, ...policy });
  const memo = createAnswerMemo(cache, {
    variant: (cookie) => (cookie?.includes("closed") ? "closed" : ""),
    answered: () => "memo-request-id",
  });
  const listener = getRequestListener(
    memo.remembering((request) => {
      drawn++;
      return answerFor(request);
    }),
  );
  const server = http.createServer((request, response) => {
    if (!memo.answer(request, response)) void listener(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, init?: RequestInit) => fetch(url + path, init);
  return { cache, get, drawn: () => drawn };
}

const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response("<p>the page</p>", {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "script-src 'self' 'sha256-abc'",
      "X-Request-Id": "usual-request-id",
      ...headers,
    },
  });

describe("answers given again from memory", () => {
  it("gives an unchanged answer again, every header and byte as it was, with its own request id", async () => {
    const server = await start(() => page({ ETag: '"v1"' }));
    const first = await server.get("/News");
    const again = await server.get("/News");
    expect(server.drawn()).toBe(1);
    expect(await again.text()).toBe(await first.text());
    const headers = (response: Response) =>
      [...response.headers].filter(([name]) => !/^(date|x-request-id)$/.test(name));
    expect(headers(again)).toEqual(headers(first));
    expect(first.headers.get("x-request-id")).toBe("usual-request-id");
    expect(again.headers.get("x-request-id")).toBe("memo-request-id");
  });

  it("keeps answers apart by query, encoding and cookie variant", async () => {
    const server = await start((request) => page({ "X-Url": request.url }));
    for (const [path, init] of [
      ["/News", {}],
      ["/News?year=2025", {}],
      ["/News", { headers: { "Accept-Encoding": "br" } }],
      ["/", { headers: { Cookie: "popup=closed" } }],
      ["/", {}],
    ] as const) {
      await server.get(path, init);
      await server.get(path, init);
    }
    expect(server.drawn()).toBe(5);
  });

  it("asks the usual way again after a change, and after a while", async () => {
    let clock = 0;
    const server = await start(() => page(), { now: () => clock });
    await server.get("/News");
    await server.get("/News");
    expect(server.drawn()).toBe(1);
    server.cache.clear("a school");
    await server.get("/News");
    expect(server.drawn()).toBe(2);
    clock += 10_000;
    await server.get("/News");
    expect(server.drawn()).toBe(3);
  });

  it("never keeps what differs per request or must not be stored", async () => {
    const answers: Record<string, Response> = {
      "/nonce": page({ "Content-Security-Policy": "script-src 'nonce-abc'" }),
      "/cookie": page({ "Set-Cookie": "a=b" }),
      "/no-store": page({ "Cache-Control": "no-store" }),
      "/missing": page({}, 404),
      // Compressed on its way out, while its best forms are made.
      "/compressing": page({ ETag: 'W/"v1"' }),
    };
    const server = await start((request) => answers[new URL(request.url).pathname]!.clone());
    for (const path of Object.keys(answers)) {
      await server.get(path);
      await server.get(path);
    }
    expect(server.drawn()).toBe(10);
  });

  it("leaves conditional requests, posts and the school office to the usual way", async () => {
    const server = await start(() => page());
    await server.get("/News");
    await server.get("/News", { headers: { "If-None-Match": '"v1"' } });
    await server.get("/News", { method: "POST", body: "x" });
    await server.get("/office/notices");
    await server.get("/office/notices");
    expect(server.drawn()).toBe(5);
  });

  it("keeps at most so many answers", async () => {
    const server = await start(() => page(), { maxEntries: 2 });
    for (const path of ["/a", "/b", "/c"]) await server.get(path);
    expect(server.cache.size).toBe(2);
    await server.get("/a");
    expect(server.drawn()).toBe(4);
  });
});
