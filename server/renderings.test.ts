import { describe, expect, it } from "vitest";
import { createRenderings } from "./renderings.ts";

const page = (path = "/AboutUs", headers: Record<string, string> = {}) =>
  new Request(`http://school.test${path}`, { headers });
const html = `<!DOCTYPE html><html><body>${"<p>Our school's words.</p>".repeat(200)}</body></html>`;
const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });

describe("drawn pages kept by the server", () => {
  it("answers a page drawn from the same versions, compressed as the browser asks, and 304", async () => {
    const renderings = createRenderings();
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
    const renderings = createRenderings({ early: true, recheckMs: 10_000, now: () => clock });
    renderings.keep(page(), "/AboutUs#1|s1", html, headers);
    expect(renderings.early(page())?.status).toBe(200);
    expect(renderings.early(page("/Vision"))).toBeUndefined();

    renderings.changed();
    expect(renderings.early(page())).toBeUndefined();
    // The loaders found it still right: it is answered early again.
    renderings.answer(page(), "/AboutUs#1|s1");
    expect(renderings.early(page())?.status).toBe(200);

    clock += 10_000;
    expect(renderings.early(page())).toBeUndefined();
  });

  it("never answers early for a website that reads another backend, or for a form's post", () => {
    const remote = createRenderings({ early: false });
    remote.keep(page(), "/AboutUs#1|s1", html, headers);
    expect(remote.early(page())).toBeUndefined();
    const local = createRenderings({ early: true });
    local.keep(page(), "/AboutUs#1|s1", html, headers);
    const post = new Request("http://school.test/AboutUs", { method: "POST", body: "x=1" });
    expect(local.early(post)).toBeUndefined();
  });
});
