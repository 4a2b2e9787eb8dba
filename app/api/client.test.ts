import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient, orFallback, withDeadline } from "./client.ts";
import { fileUrl, photoUrl } from "./urls.ts";
import { checkedCopies } from "../caches.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("createApiClient", () => {
  it("calls the spec's paths on the configured base URL for the school", async () => {
    const seen: string[] = [];
    const api = createApiClient({
      baseUrl: "https://backend.example",
      schoolCode: "HLCA",
      copies: checkedCopies(),
      fetch: (request) => {
        seen.push(request.url);
        return json([]);
      },
    });
    await api.highlights();
    await api.allEvents();
    await api.circulars();
    expect(seen).toEqual([
      "https://backend.example/api/highlight/HLCA",
      "https://backend.example/api/events/All/HLCA",
      "https://backend.example/api/circular/all/HLCA",
    ]);
  });

  it("reads a single path where a list is expected and keeps divisions as sent", async () => {
    const api = createApiClient({
      baseUrl: "http://x.test",
      schoolCode: "S",
      copies: checkedCopies(),
      fetch: () =>
        json([
          {
            _id: "1",
            name: "A",
            class: "X",
            sessionYear: "2025-2026",
            division: "95.2",
            stream: "Science",
            attachments: "a.jpg",
          },
          {
            _id: "2",
            name: "B",
            class: "X",
            sessionYear: "2025-2026",
            division: 96,
            attachments: null,
          },
        ]),
    });
    const toppers = await api.toppers();
    expect(toppers.map((t) => [t.division, t.attachments, t.stream])).toEqual([
      ["95.2", ["a.jpg"], "Science"],
      [96, [], ""],
    ]);
  });

  it("drops an unreadable item rather than the whole list", async () => {
    const api = createApiClient({
      baseUrl: "http://x.test",
      schoolCode: "S",
      copies: checkedCopies(),
      fetch: () => json([{ _id: "1", title: "Fine" }, { title: 42 }, null]),
    });
    expect((await api.onlineRegistration()).map((r) => r.title)).toEqual(["Fine"]);
  });

  it("fails with ApiError on an error status, a non-list answer or a network failure", async () => {
    const failing = (fetch: () => Response | Promise<Response>) =>
      createApiClient({
        baseUrl: "http://x.test",
        schoolCode: "S",
        fetch,
        copies: checkedCopies(),
      }).news();
    await expect(failing(() => json({ error: "x" }, 500))).rejects.toBeInstanceOf(ApiError);
    await expect(failing(() => json({ not: "a list" }))).rejects.toThrow(
      /did not answer with a list/,
    );
    await expect(
      failing(() => {
        throw new TypeError("fetch failed");
      }),
    ).rejects.toThrow(/fetch failed/);
  });

  it("gives up on a call that takes longer than its deadline", async () => {
    const api = createApiClient({
      baseUrl: "http://x.test",
      schoolCode: "S",
      copies: checkedCopies(),
      fetch: withDeadline(() => new Promise<Response>(() => {}), 50),
    });
    const started = Date.now();
    await expect(api.videos()).rejects.toThrow(/took longer than 50 ms/);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("withDeadline", () => {
  const stalledBody = () =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("[{"));
          // ...and nothing more, ever.
        },
      }),
      { headers: { "Content-Type": "application/json" } },
    );

  it("covers the body as well as the headers", async () => {
    const bounded = withDeadline(stalledBody, 60);
    const started = Date.now();
    await expect(bounded(new Request("http://x.test/api/news/S"))).rejects.toThrow(
      "/api/news/S took longer than 60 ms",
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("aborts the call it gives up on", async () => {
    let aborted = false;
    // Held, as a real fetch holds the request it sends: undici's Request follows the deadline
    // through a weak reference, so a request nothing held was sometimes collected before the
    // deadline and never heard it (a red CI run).
    let sent: Request | undefined;
    const bounded = withDeadline(
      (request) =>
        new Promise<Response>(() => {
          sent = request;
          request.signal.addEventListener("abort", () => (aborted = true));
        }),
      40,
    );
    await expect(bounded(new Request("http://x.test/api/news/S"))).rejects.toBeInstanceOf(ApiError);
    expect(aborted).toBe(true);
    expect(sent?.signal.aborted).toBe(true);
  });

  it("passes a prompt answer through whole, status and headers included", async () => {
    const bounded = withDeadline(() => json([{ title: "Sports Day" }], 201), 1000);
    const response = await bounded(new Request("http://x.test/api/news/S"));
    expect(response.status).toBe(201);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(await response.json()).toEqual([{ title: "Sports Day" }]);
  });
});

describe("orFallback", () => {
  it("answers the fallback when the call fails, and logs why", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await orFallback(Promise.reject(new Error("down")), ["fallback"], "news")).toEqual([
      "fallback",
    ]);
    expect(warn).toHaveBeenCalledWith("news: down");
    expect(await orFallback(Promise.resolve(["live"]), [], "news")).toEqual(["live"]);
    warn.mockRestore();
  });
});

describe("file addresses", () => {
  it("encode each segment of a stored path under /api/image/", () => {
    expect(fileUrl("HLCA/uploads/a b/c#1.jpg")).toBe("/api/image/HLCA/uploads/a%20b/c%231.jpg");
    expect(fileUrl("HLCA/x.pdf", "https://backend.example")).toBe(
      "https://backend.example/api/image/HLCA/x.pdf",
    );
  });

  it("send birthday photos through the url query", () => {
    expect(photoUrl("HLCA/uploads/birthdays/a.jpg")).toBe(
      "/api/image?url=HLCA%2Fuploads%2Fbirthdays%2Fa.jpg",
    );
  });
});
