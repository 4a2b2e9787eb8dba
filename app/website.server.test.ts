import { describe, expect, it } from "vitest";
import { ApiError } from "./api/client.ts";
import { connectBackend } from "./website.server.ts";

// A file the office sends has no deadline of its own: a camera's photos, several at once on a
// busy machine, take the backend longer than any fixed one, and the page that gave up on them
// left them stored all the same. It waits for the answer, or until the browser stops waiting.

const slowBackend = (ms: number) => (request: Request) =>
  new Promise<Response>((resolve, reject) => {
    const answered = setTimeout(
      () => resolve(Response.json({ path: "office/x.jpg" }, { status: 201 })),
      ms,
    );
    request.signal.addEventListener("abort", () => {
      clearTimeout(answered);
      reject(request.signal.reason);
    });
  });

describe("the website's door to the backend", () => {
  it("waits for an upload past the deadline every other call keeps", async () => {
    const backend = connectBackend({ schoolCode: "S", timeoutMs: 20, fetch: slowBackend(400) });
    await expect(backend.fetch(new Request("http://b.test/api/news/S"))).rejects.toBeInstanceOf(
      ApiError,
    );
    const answer = await backend.upload(
      new Request("http://b.test/api/office/S/files", { method: "POST" }),
    );
    expect(answer.status).toBe(201);
  });

  it("stops waiting for an upload when the browser that sent it goes", async () => {
    const backend = connectBackend({ schoolCode: "S", timeoutMs: 20, fetch: slowBackend(10_000) });
    const browser = new AbortController();
    const sent = backend.upload(
      new Request("http://b.test/api/office/S/files", { method: "POST", signal: browser.signal }),
    );
    setTimeout(() => browser.abort(), 50);
    await expect(sent).rejects.toThrow("was cancelled");
  });
});
