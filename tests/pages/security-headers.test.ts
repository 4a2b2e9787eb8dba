import { beforeAll, describe, expect, it } from "vitest";
import { siteInProcess, text, type Site, type SiteAnswer } from "../support/site.ts";

// The security headers on every kind of answer the server gives, and the page policy against
// the markup it covers: which inline scripts and styles it allows, by nonce or by hash. That
// Chromium runs every page under that policy without a violation is
// tests/e2e/security-headers.test.ts's.

let site: Site;
beforeAll(async () => {
  site = await siteInProcess();
});

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(response: Response) {
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
  const csp = directives(policy);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")?.length).toBeGreaterThan(0);
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  const permissions = response.headers.get("Permissions-Policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation"]) {
    expect(permissions).toContain(`${feature}=()`);
  }
  // Served over plain HTTP: no Strict-Transport-Security (browsers ignore it there anyway).
  expect(response.headers.get("Strict-Transport-Security")).toBeNull();
  return csp;
}

function expectPageHeaders(response: Response) {
  const csp = expectCommonHeaders(response);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  return csp;
}

function expectApiHeaders(response: Response) {
  const csp = expectCommonHeaders(response);
  expect(csp.get("default-src")).toEqual(["'none'"]);
  expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
}

/** Data blocks (JSON for search engines and the calendar): nothing runs them. */
const isData = (script: Element) =>
  ["application/json", "application/ld+json"].includes(script.getAttribute("type") ?? "");

/** No element of the page has a style attribute, which the policy would refuse. */
const expectNoStyleAttributes = (answer: SiteAnswer) =>
  expect(answer.all("[style]").map((element) => element.outerHTML)).toEqual([]);

describe("security headers on every answer", () => {
  it("a page drawn for each request (not found): a fresh nonce on every inline script, none without it", async () => {
    const first = await site.page("/NoSuchPage?q=fee");
    expect(first.status).toBe(404);
    const csp = expectPageHeaders(first.response);
    const nonce = /'nonce-([^']+)'/.exec(csp.get("script-src")!.join(" "))?.[1];
    expect(nonce).toBeTruthy();
    const scripts = first.all("script");
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      // Inline scripts carry the nonce; external ones come from this site. Data blocks (JSON
      // for search engines and the calendar) never run, so the policy does not cover them.
      if (isData(script)) continue;
      const src = script.getAttribute("src");
      if (src === null) expect(script.getAttribute("nonce"), script.outerHTML).toBe(nonce);
      else expect(src).toMatch(/^\/assets\//);
    }
    expectNoStyleAttributes(first);

    const second = await site.request("/NoSuchPage?q=fee");
    const again = second.headers.get("Content-Security-Policy")!;
    expect(again).not.toContain(nonce);
  });

  it("a page kept for everyone (home): each inline script and style allowed by its hash, no nonce", async () => {
    const answer = await site.page("/");
    const { response } = answer;
    expect(response.status).toBe(200);
    const csp = expectPageHeaders(response);
    expect(response.headers.get("Content-Security-Policy")).not.toMatch(/nonce-/);
    expect(response.headers.get("x-csp-inline-hashes")).toBeNull();
    const allowed = (directive: string) => new Set(csp.get(directive)!.slice(1));
    const hash = async (text: string) =>
      `'sha256-${Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).toString("base64")}'`;
    const inline = answer
      .all("script")
      .filter((script) => script.getAttribute("src") === null && !isData(script))
      .map((script) => script.textContent ?? "");
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(allowed("script-src")).toContain(await hash(script));
    const styles = answer.all("style").map((style) => style.textContent ?? "");
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(allowed("style-src")).toContain(await hash(style));
    // Nothing else is allowed: one source per distinct inline script or style, and 'self'.
    expect(allowed("script-src").size).toBe(new Set(inline).size);
    expectNoStyleAttributes(answer);
  });

  it("a prerendered page: no inline script and no style attribute", async () => {
    const answer = await site.page("/AboutUs");
    expect(answer.status).toBe(200);
    expectPageHeaders(answer.response);
    // The one enhancing script, and data for search engines (JSON-LD), which nothing runs.
    for (const script of answer.all("script")) {
      const attributes = [...script.attributes].map(({ name, value }) => `${name}=${value}`);
      const src = script.getAttribute("src") ?? "";
      if (/^\/assets\/enhance\.browser-[\w-]+\.js$/.test(src)) continue;
      expect(attributes, script.outerHTML).toEqual(["type=application/ld+json"]);
    }
    expectNoStyleAttributes(answer);
  });

  it("a page's 404, an unknown address's 404, a casing redirect and a missing asset", async () => {
    const album = await site.request("/SubGallery?id=00000000-0000-0000-0000-000000000000");
    expect(album.status).toBe(404);
    expectPageHeaders(album);
    for (const [path, status] of [
      ["/NoSuchPage", 404],
      ["/aboutus", 301],
      ["/assets/no-such-file.js", 404],
    ] as const) {
      // Not followed: app.request() hands back the redirect itself.
      const response = await site.request(path, { redirect: "manual" });
      expect(response.status, path).toBe(status);
      expectPageHeaders(response);
    }
  });

  it("a site picture that could run a script when opened (SVG)", async () => {
    const response = await site.request("/images/favicon.svg");
    expect(response.status).toBe(200);
    expectPageHeaders(response);
  });

  it("a stylesheet, a script and pictures: only the headers that apply to them", async () => {
    const page = await site.page("/AboutUs");
    const script = page
      .all("script[src]")
      .map((element) => element.getAttribute("src")!)
      .find((src) => /^\/assets\/enhance\.browser-[\w-]+\.js$/.test(src))!;
    const stylesheet = page
      .all("link[href]")
      .map((element) => element.getAttribute("href")!)
      .find((href) => /^\/assets\/[\w-]+\.css$/.test(href))!;
    expect(script).toBeDefined();
    expect(stylesheet).toBeDefined();
    for (const [path, resourcePolicy] of [
      [script, "same-origin"],
      [stylesheet, "same-origin"],
      ["/apple-touch-icon.png", "same-origin"],
      ["/api/image/HLCA/public/Images/slide-1.jpg?w=800", "cross-origin"],
    ] as const) {
      const response = await site.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Cross-Origin-Resource-Policy"), path).toBe(resourcePolicy);
      // Never a document: a content, permissions or opener policy would only cost bytes.
      for (const name of [
        "Content-Security-Policy",
        "Permissions-Policy",
        "Cross-Origin-Opener-Policy",
      ]) {
        expect(response.headers.get(name), `${path} ${name}`).toBeNull();
      }
      await response.body?.cancel();
    }
  });

  it("API answers: JSON, a file, an unknown call, a bad file path", async () => {
    for (const [path, status] of [
      ["/api/news/HLCA", 200],
      ["/api/image/HLCA/public/pdf/SAMPLE_TC.pdf", 200],
      ["/api/no-such-call", 404],
      ["/api/image/..%2f..%2fpackage.json", 400],
    ] as const) {
      const response = await site.request(path);
      expect(response.status, path).toBe(status);
      expectApiHeaders(response);
      await response.body?.cancel();
    }
  });

  it("the TC page's answer to a lookup is never stored", async () => {
    const answer = await site.page("/Tc", {
      method: "POST",
      body: new URLSearchParams({ admission: "nothing", name: "Nobody" }),
    });
    expect(answer.status).toBe(404);
    expect(text(answer.document.body)).toContain("Wrong credentials");
    expect(answer.response.headers.get("Cache-Control")).toBe("no-store");
    expectPageHeaders(answer.response);
  });
});
