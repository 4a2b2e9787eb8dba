import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser, openPage } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

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

async function get(path: string, init?: RequestInit) {
  const response = await fetch(baseUrl + path, init);
  return { response, body: await response.text() };
}

describe("security headers on every answer", () => {
  it("a page drawn for each request (not found): a fresh nonce on every inline script, none without it", async () => {
    const first = await get("/NoSuchPage?q=fee");
    expect(first.response.status).toBe(404);
    const csp = expectPageHeaders(first.response);
    const nonce = /'nonce-([^']+)'/.exec(csp.get("script-src")!.join(" "))?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...first.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      // Inline scripts carry the nonce; external ones come from this site. Data blocks (JSON
      // for search engines and the calendar) never run, so the policy does not cover them.
      if (/\btype="application\/(ld\+)?json"/.test(attributes)) continue;
      if (!/\bsrc=/.test(attributes)) expect(attributes).toContain(`nonce="${nonce}"`);
      else expect(attributes).toMatch(/src="\/assets\//);
    }
    expect(first.body).not.toMatch(/\sstyle="/);

    const second = await get("/NoSuchPage?q=fee");
    const again = second.response.headers.get("Content-Security-Policy")!;
    expect(again).not.toContain(nonce);
  });

  it("a page kept for everyone (home): each inline script and style allowed by its hash, no nonce", async () => {
    const { response, body } = await get("/");
    expect(response.status).toBe(200);
    const csp = expectPageHeaders(response);
    expect(response.headers.get("Content-Security-Policy")).not.toMatch(/nonce-/);
    expect(response.headers.get("x-csp-inline-hashes")).toBeNull();
    const allowed = (directive: string) => new Set(csp.get(directive)!.slice(1));
    const hash = async (text: string) =>
      `'sha256-${Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).toString("base64")}'`;
    const inline = [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes!),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text] of inline) expect(allowed("script-src")).toContain(await hash(text!));
    const styles = [...body.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
    expect(styles.length).toBeGreaterThan(0);
    for (const [, text] of styles) expect(allowed("style-src")).toContain(await hash(text!));
    // Nothing else is allowed: one source per distinct inline script or style, and 'self'.
    expect(allowed("script-src").size).toBe(new Set(inline.map(([, , text]) => text)).size);
    expect(body).not.toMatch(/\sstyle="/);
  });

  it("a prerendered page: no inline script and no style attribute", async () => {
    const { response, body } = await get("/AboutUs");
    expect(response.status).toBe(200);
    expectPageHeaders(response);
    // The one enhancing script, and data for search engines (JSON-LD), which nothing runs.
    for (const [, attributes] of body.matchAll(/<script\b([^>]*)>/g)) {
      expect(attributes).toMatch(
        /src="\/assets\/enhance\.browser-[\w-]+\.js"|^ type="application\/ld\+json"$/,
      );
    }
    expect(body).not.toMatch(/\sstyle="/);
  });

  it("a page's 404, an unknown address's 404, a casing redirect and a missing asset", async () => {
    const album = await get("/SubGallery?id=00000000-0000-0000-0000-000000000000");
    expect(album.response.status).toBe(404);
    expectPageHeaders(album.response);
    for (const [path, status] of [
      ["/NoSuchPage", 404],
      ["/aboutus", 301],
      ["/assets/no-such-file.js", 404],
    ] as const) {
      const response = await fetch(baseUrl + path, { redirect: "manual" });
      expect(response.status, path).toBe(status);
      expectPageHeaders(response);
    }
  });

  it("a site picture that could run a script when opened (SVG)", async () => {
    const { response } = await get("/images/favicon.svg");
    expect(response.status).toBe(200);
    expectPageHeaders(response);
  });

  it("a stylesheet, a script and pictures: only the headers that apply to them", async () => {
    const { body } = await get("/AboutUs");
    const script = /src="(\/assets\/enhance\.browser-[\w-]+\.js)"/.exec(body)![1]!;
    const stylesheet = /href="(\/assets\/[\w-]+\.css)"/.exec(body)![1]!;
    for (const [path, resourcePolicy] of [
      [script, "same-origin"],
      [stylesheet, "same-origin"],
      ["/apple-touch-icon.png", "same-origin"],
      ["/api/image/HLCA/public/Images/slide-1.jpg?w=800", "cross-origin"],
    ] as const) {
      const { response } = await get(path);
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
    }
  });

  it("API answers: JSON, a file, an unknown call, a bad file path", async () => {
    for (const [path, status] of [
      ["/api/news/HLCA", 200],
      ["/api/image/HLCA/public/pdf/SAMPLE_TC.pdf", 200],
      ["/api/no-such-call", 404],
      ["/api/image/..%2f..%2fpackage.json", 400],
    ] as const) {
      const { response } = await get(path);
      expect(response.status, path).toBe(status);
      expectApiHeaders(response);
    }
  });

  it("the TC page's answer to a lookup is never stored", async () => {
    const { response, body } = await get("/Tc", {
      method: "POST",
      body: new URLSearchParams({ admission: "nothing", name: "Nobody" }),
    });
    expect(response.status).toBe(404);
    expect(body).toContain("Wrong credentials");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expectPageHeaders(response);
  });
});

/** Records CSP violations from the first moment of every document the page loads. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

describe("the Content-Security-Policy in Chromium", () => {
  it.each(["/", "/AboutUs", "/ContactUs", "/Tc", "/Gallery", "/VideoGallery", "/LifeTags"])(
    "%s loads, runs its scripts and breaks no rule",
    async (path) => {
      const { page, context, problems } = await openPage(browser());
      const violations = await watchViolations(page);
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      // The menu opens: the page's script (React or the enhancement script) is running.
      const toggle = page.getByRole("button", { name: /menu/i }).first();
      if (await toggle.isVisible()) await toggle.click();
      expect(await violations(), path).toEqual([]);
      expect(problems, path).toEqual([]);
      await context.close();
    },
  );

  it("the search suggests pages, and a video becomes a player", async () => {
    const { page, context, problems } = await openPage(browser());
    const violations = await watchViolations(page);
    await page.goto(baseUrl + "/LifeTags", { waitUntil: "networkidle" });
    const search = page.getByRole("combobox", { name: "Search this website" }).first();
    await search.fill("rules");
    await expect.poll(() => page.getByRole("option").count(), { timeout: 5000 }).toBeGreaterThan(0);
    await page.locator("a[data-video-embed]").first().click();
    await expect
      .poll(() => page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').count())
      .toBe(1);
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the TC form answers in the page, and moving to the home page keeps its styles", async () => {
    const { page, context, problems } = await openPage(browser());
    const violations = await watchViolations(page);
    await page.goto(baseUrl + "/Tc", { waitUntil: "networkidle" });
    await page.getByLabel("Admission No.").fill("nothing");
    await page.getByLabel("Student Full Name").fill("Nobody");
    await page.getByRole("button", { name: "View Details" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Wrong credentials");
    // A client-side move to a page whose carousels and tickers add styles after loading.
    await page.getByRole("link", { name: "Home" }).first().click();
    await page.waitForURL(baseUrl + "/");
    await expect
      .poll(() =>
        page
          .locator("[data-ticker]")
          .first()
          .evaluate((el) => getComputedStyle(el).getPropertyValue("--_duration")),
      )
      .toMatch(/^\d+s$/);
    expect(await violations()).toEqual([]);
    // The browser logs the lookup's 404 answer itself; nothing else may go wrong.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await context.close();
  });
});
