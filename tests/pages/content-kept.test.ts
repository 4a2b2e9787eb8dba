import { beforeAll, describe, expect, it } from "vitest";
import { failure, pathOf } from "../support/faulty-backend.ts";
import { askCompressed, whenKeptIn } from "../support/kept-answers.ts";
import { siteInProcess, type Site } from "../support/site.ts";

// A static page is drawn once from the school's words and answered from that rendering, and
// stays readable while the backend cannot answer. What a site keeps is its own backend's (its
// school's): another site in the same process having drawn a page keeps nothing for this one.

/** Whether the backend refuses the pages' words and the school's settings to `flaky`. */
let down = false;
let site: Site;
let flaky: Site;
beforeAll(async () => {
  site = await siteInProcess();
  flaky = await siteInProcess({
    backend: (api) => (request) =>
      down && /^\/api\/(page|settings)\//.test(pathOf(request)) ? failure(500) : api(request),
  });
});

describe("static pages drawn from the school's words", () => {
  it("are drawn once and served from that rendering until they change", async () => {
    const get = (headers: Record<string, string> = {}) => askCompressed(site, "/AboutUs", headers);
    // Its compressed forms are made off the event loop a moment after the first drawing; until
    // then it is answered compressed on its way out, under a weak tag.
    await whenKeptIn(site, "/AboutUs");
    const first = await get();
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const again = await get();
    expect(again.headers.get("etag")).toBe(etag);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    const unchanged = await get({ "If-None-Match": etag! });
    expect(unchanged.status).toBe(304);
  });

  it("keep showing the words they were drawn from while the backend cannot answer", async () => {
    const routes = ["/SchoolFees", "/Staff", "/StudentStrength"];
    for (const route of routes) expect((await flaky.request(route)).status).toBe(200);
    expect((await site.request("/Vision")).status).toBe(200);
    down = true;
    try {
      for (const route of routes) {
        const answer = await flaky.page(route);
        expect(answer.status).toBe(200);
        expect(answer.all("table").length).toBeGreaterThan(0);
      }
      // A page this website has never read cannot be guessed, though another drew it: it says
      // so, and asks for patience.
      const unseen = await flaky.request("/Vision");
      expect(unseen.status).toBe(503);
    } finally {
      down = false;
    }
  });
});
