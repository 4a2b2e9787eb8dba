import { brotliCompressSync, constants } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { createCache, type CacheOptions } from "#contracts/cache.ts";
import { serverCachePolicies } from "./caches.ts";
import {
  compressingAtOnce,
  createRenderings,
  renderingsApart,
  type Rendering,
} from "./renderings.ts";

const kept = (policy: Partial<CacheOptions<Rendering>> = {}) =>
  createCache({ ...serverCachePolicies.renderings, ...policy });

const page = (path = "/AboutUs", headers: Record<string, string> = {}) =>
  new Request(`http://school.test${path}`, { headers });
const html = `<!DOCTYPE html><html><body>${"<p>Our school's words.</p>".repeat(200)}</body></html>`;
const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });

describe("drawn pages kept by the server", () => {
  it("answers a page as drawn at once, its compressed forms made later, as fresh as it", async () => {
    const cache = kept();
    const renderings = createRenderings(cache, { early: true });
    const asked = page("/AboutUs", { "Accept-Encoding": "br, gzip" });
    const first = renderings.keep(asked, "/AboutUs#1|s1", html, headers);
    // No compression on the request's path: the page goes out as it is (and the server's
    // compression takes it on its way).
    expect(first.headers.get("content-encoding")).toBeNull();
    expect(await first.text()).toBe(html);
    await vi.waitFor(() =>
      expect(renderings.early(asked)?.headers.get("content-encoding")).toBe("br"),
    );
    expect(cache.bytes).toBeGreaterThan(html.length);
    // A change notice while the forms were made still makes the page stale.
    const other = page("/Vision", { "Accept-Encoding": "br" });
    renderings.keep(other, "/Vision#1|s1", html, headers);
    cache.clear();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renderings.early(other)).toBeUndefined();
  });

  it("answers a page drawn from the same versions, compressed as the browser asks, and 304", async () => {
    const renderings = createRenderings(kept());
    expect(renderings.answer(page(), "/AboutUs#1|s1")).toBeUndefined();
    const first = renderings.keep(page(), "/AboutUs#1|s1", html, headers);
    expect(await first.text()).toBe(html);
    // Its compressed forms come a moment later, made off the event loop.
    const asked = page("/AboutUs", { "Accept-Encoding": "br" });
    await vi.waitFor(() =>
      expect(renderings.answer(asked, "/AboutUs#1|s1")?.headers.get("content-encoding")).toBe("br"),
    );
    const again = renderings.answer(asked, "/AboutUs#1|s1");
    expect(Buffer.from(await again!.clone().arrayBuffer())).toEqual(
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    const etag = again!.headers.get("etag")!;
    const unchanged = renderings.answer(
      page("/AboutUs", { "Accept-Encoding": "br", "If-None-Match": etag }),
      "/AboutUs#1|s1",
    );
    expect(unchanged?.status).toBe(304);
    // A newer version of the page, or other settings, is drawn again.
    expect(renderings.answer(page(), "/AboutUs#2|s1")).toBeUndefined();
    expect(renderings.answer(page(), "/AboutUs#1|s2")).toBeUndefined();
  });

  it("answers before any loader while nothing changed, and checks again after a change or a while", () => {
    let clock = 0;
    const cache = kept({ now: () => clock });
    const renderings = createRenderings(cache, { early: true });
    renderings.keep(page(), "/AboutUs#1|s1", html, headers);
    expect(renderings.early(page())?.status).toBe(200);
    expect(renderings.early(page("/Vision"))).toBeUndefined();

    cache.clear("a school");
    expect(renderings.early(page())).toBeUndefined();
    // The loaders found it still right: it is answered early again.
    renderings.answer(page(), "/AboutUs#1|s1");
    expect(renderings.early(page())?.status).toBe(200);

    clock += 10_000;
    expect(renderings.early(page())).toBeUndefined();
  });

  it("never answers early for a website that reads another backend, or for a form's post", () => {
    const remote = createRenderings(kept(), { early: false });
    remote.keep(page(), "/AboutUs#1|s1", html, headers);
    expect(remote.early(page())).toBeUndefined();
    const local = createRenderings(kept(), { early: true });
    local.keep(page(), "/AboutUs#1|s1", html, headers);
    const post = new Request("http://school.test/AboutUs", { method: "POST", body: "x=1" });
    expect(local.early(post)).toBeUndefined();
  });

  it("keeps each query and each variant of an address apart", async () => {
    const renderings = createRenderings(kept(), {
      early: true,
      variant: (request) => (request.headers.get("Cookie") ? "closed" : ""),
    });
    renderings.keep(page("/News"), "k", "<p>all</p>", headers);
    renderings.keep(page("/News?year=2025"), "k", "<p>2025</p>", headers);
    renderings.keep(page("/", { Cookie: "closed=1" }), "k", "<p>no popup</p>", headers);
    expect(await renderings.early(page("/News"))!.text()).toBe("<p>all</p>");
    expect(await renderings.early(page("/News?year=2025"))!.text()).toBe("<p>2025</p>");
    expect(renderings.early(page("/News?year=2024"))).toBeUndefined();
    expect(await renderings.early(page("/", { Cookie: "x" }))!.text()).toBe("<p>no popup</p>");
    expect(renderings.early(page("/"))).toBeUndefined();
  });

  it("keeps pages within its budget of bytes, letting go of the one used longest ago", () => {
    const cache = kept({ maxBytes: 3.5 * html.length });
    const renderings = createRenderings(cache, { early: true });
    for (const year of [2021, 2022, 2023]) {
      renderings.keep(page(`/News?year=${year}`), "k", html, headers);
    }
    // Counted with its headers.
    expect(cache.bytes).toBeGreaterThan(3 * html.length);
    // 2021 is used again, so 2022 is now the one used longest ago.
    expect(renderings.early(page("/News?year=2021"))).toBeDefined();
    renderings.keep(page("/News?year=2024"), "k", html, headers);
    expect(renderings.size).toBe(3);
    expect(renderings.early(page("/News?year=2022"))).toBeUndefined();
    for (const year of [2021, 2023, 2024]) {
      expect(renderings.early(page(`/News?year=${year}`)), String(year)).toBeDefined();
    }
  });

  it("keeps search pages apart, so that a run of searches pushes no other page out", async () => {
    const renderings = renderingsApart(
      (request) => new URL(request.url).pathname === "/Search",
      createRenderings(kept({ maxEntries: 2 }), { early: true }),
      createRenderings(kept({ maxEntries: 2 }), { early: true }),
    );
    renderings.keep(page("/News"), "k", "<p>news</p>", headers);
    for (const words of ["fees", "uniform", "sports", "holiday"]) {
      renderings.keep(page(`/Search?q=${words}`), "k", `<p>${words}</p>`, headers);
    }
    expect(await renderings.early(page("/News"))!.text()).toBe("<p>news</p>");
    expect(await renderings.early(page("/Search?q=holiday"))!.text()).toBe("<p>holiday</p>");
    expect(renderings.early(page("/Search?q=fees"))).toBeUndefined();
    expect(renderings.size).toBe(3);
  });

  it("compresses a few pages at once, and the others when they are next answered", async () => {
    const cache = kept();
    const renderings = createRenderings(cache, { early: true });
    const asked = (year: number) => page(`/News?x=${year}`, { "Accept-Encoding": "br" });
    // Addresses asked one after another, faster than Brotli at its best compresses them.
    for (let x = 1; x <= 10; x++) renderings.keep(asked(x), "k", html, headers);
    const compressed = () =>
      [...Array(10).keys()].filter((x) => cache.kept(`/News?x=${x + 1}\u0000`)?.compressed);
    await vi.waitFor(() => expect(compressed()).toHaveLength(compressingAtOnce));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(compressed()).toHaveLength(compressingAtOnce);
    // Asked again, each is answered at once and compressed behind.
    expect(renderings.early(asked(10))?.headers.get("content-encoding")).toBeNull();
    await vi.waitFor(() =>
      expect(renderings.early(asked(10))?.headers.get("content-encoding")).toBe("br"),
    );
  });

  it("answers 304 to a copy no older than a kept answer's Last-Modified", async () => {
    const renderings = createRenderings(kept(), { early: true });
    const feed = new Headers({
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Last-Modified": "Fri, 20 Nov 2026 04:30:00 GMT",
    });
    renderings.keep(page("/feeds/news.rss"), "k", "<rss></rss>", feed);
    const since = (date: string) =>
      renderings.early(page("/feeds/news.rss", { "If-Modified-Since": date }))!;
    expect(since("Fri, 20 Nov 2026 04:30:00 GMT").status).toBe(304);
    expect(since("Sat, 21 Nov 2026 00:00:00 GMT").status).toBe(304);
    const older = since("Fri, 20 Nov 2026 04:29:59 GMT");
    expect(older.status).toBe(200);
    expect(await older.text()).toBe("<rss></rss>");
    expect(since("not a date").status).toBe(200);
    // An ETag that does not match wins over a date that would.
    const both = renderings.early(
      page("/feeds/news.rss", {
        "If-None-Match": '"another"',
        "If-Modified-Since": "Sat, 21 Nov 2026 00:00:00 GMT",
      }),
    );
    expect(both!.status).toBe(200);
  });
});
