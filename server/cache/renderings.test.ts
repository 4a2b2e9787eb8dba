import { describe, expect, it } from "vitest";
import { createCache, type CacheOptions } from "#contracts/cache.ts";
import { serverCachePolicies } from "./caches.ts";
import { createRenderings, type Rendering } from "./renderings.ts";

const kept = (policy: Partial<CacheOptions<Rendering>> = {}) =>
  createCache({ ...serverCachePolicies.renderings, ...policy });

const page = (path = "/AboutUs", headers: Record<string, string> = {}) =>
  new Request(`http://school.test${path}`, { headers });
const html = `<!DOCTYPE html><html><body>${"<p>Our school's words.</p>".repeat(200)}</body></html>`;
const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });

describe("drawn pages kept by the server", () => {
  it("answers a page drawn from the same versions, compressed as the browser asks, and 304", async () => {
    const renderings = createRenderings(kept());
    expect(renderings.answer(page(), "/AboutUs#1|s1")).toBeUndefined();
    const first = renderings.keep(page(), "/AboutUs#1|s1", html, headers);
    expect(await first.text()).toBe(html);
    const again = renderings.answer(page("/AboutUs", { "Accept-Encoding": "br" }), "/AboutUs#1|s1");
    expect(again?.headers.get("content-encoding")).toBe("br");
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

  it("keeps at most so many pages, letting go of the one used longest ago", () => {
    const renderings = createRenderings(kept({ maxEntries: 3 }), { early: true });
    for (const year of [2021, 2022, 2023]) {
      renderings.keep(page(`/News?year=${year}`), "k", html, headers);
    }
    // 2021 is used again, so 2022 is now the one used longest ago.
    expect(renderings.early(page("/News?year=2021"))).toBeDefined();
    renderings.keep(page("/News?year=2024"), "k", html, headers);
    expect(renderings.size).toBe(3);
    expect(renderings.early(page("/News?year=2022"))).toBeUndefined();
    for (const year of [2021, 2023, 2024]) {
      expect(renderings.early(page(`/News?year=${year}`)), String(year)).toBeDefined();
    }
  });
});
