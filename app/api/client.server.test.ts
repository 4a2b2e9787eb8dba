import { afterEach, describe, expect, it } from "vitest";
import { setInProcessApi, upstreamFetch, upstreamTimeoutMs } from "./client.server.ts";
import { ApiError } from "./client.ts";

afterEach(() => {
  delete process.env.API_TIMEOUT_MS;
  setInProcessApi(() => new Response("[]"));
});

describe("the website's door to the backend", () => {
  it("waits at most half a second unless told otherwise", () => {
    expect(upstreamTimeoutMs()).toBe(500);
    process.env.API_TIMEOUT_MS = "250";
    expect(upstreamTimeoutMs()).toBe(250);
    process.env.API_TIMEOUT_MS = "soon";
    expect(upstreamTimeoutMs()).toBe(500);
  });

  it("gives up on a backend that never answers, and aborts the call", async () => {
    process.env.API_TIMEOUT_MS = "60";
    let aborted = false;
    setInProcessApi(
      (request) =>
        new Promise<Response>(() => {
          request.signal.addEventListener("abort", () => (aborted = true));
        }),
    );
    const call = upstreamFetch(new Request("http://in-process.invalid/api/news/HLCA"));
    await expect(call).rejects.toThrow(ApiError);
    await expect(call).rejects.toThrow("/api/news/HLCA took longer than 60 ms");
    expect(aborted).toBe(true);
  });

  it("passes a prompt answer through untouched", async () => {
    setInProcessApi(() => Response.json([{ title: "Sports Day" }], { status: 200 }));
    const response = await upstreamFetch(new Request("http://in-process.invalid/api/news/HLCA"));
    expect(await response.json()).toEqual([{ title: "Sports Day" }]);
  });
});
