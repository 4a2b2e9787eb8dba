import { describe, expect, inject, it } from "vitest";
import { whenKept } from "../support/kept.ts";

// The home, list and message pages are drawn from the backend's lists, alike for everyone: the
// server keeps each one drawn (per address, query and the popup's cookie) until its data
// changes, and answers it from memory, byte for byte what drawing it afresh gives.

const baseUrl = inject("baseUrl");
const pages = [
  "/",
  "/News",
  "/NoticeBoard",
  "/Events",
  "/Gallery",
  "/ToppersX",
  "/PrincipalMessage",
];

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(baseUrl + path, { headers: { "Accept-Encoding": "br", ...headers } });

describe("pages drawn from the lists, kept", () => {
  it.each(pages)(
    "%s: from memory, the very bytes of a fresh drawing, with an ETag",
    async (path) => {
      const first = await get(path);
      expect(first.status).toBe(200);
      await whenKept(baseUrl + path);
      const kept = await get(path);
      const body = await kept.text();
      // Another query draws the page afresh: these pages read none of it.
      const fresh = await get(`${path}?drawn=${Date.now()}`);
      expect(await fresh.text()).toBe(body);
      expect(await first.text()).toBe(body);

      const etag = kept.headers.get("ETag");
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(kept.headers.get("Content-Encoding")).toBe("br");
      expect(kept.headers.get("Cache-Control")).toBe("private, no-cache");
      const again = await get(path, { "If-None-Match": etag! });
      expect(again.status).toBe(304);
    },
  );

  it("keeps each filter query apart", async () => {
    const all = await (await get("/News")).text();
    const none = await (await get("/News?q=no-such-words-anywhere")).text();
    expect(none).not.toBe(all);
    expect(await (await get("/News")).text()).toBe(all);
    expect(await (await get("/News?q=no-such-words-anywhere")).text()).toBe(none);
  });
});
