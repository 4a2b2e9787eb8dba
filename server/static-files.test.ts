import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaticFiles } from "./static-files.ts";

const page = `<!doctype html><title>About Us</title>${"<p>The school was founded in 1952.</p>".repeat(200)}`;
let app: Hono;
beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-files-"));
  fs.mkdirSync(path.join(dir, "AboutUs"));
  fs.writeFileSync(path.join(dir, "AboutUs", "index.html"), page);
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "logo-abc123.png"), Buffer.alloc(2048, 7));
  app = new Hono();
  // As in server/app.ts: compression around the static files.
  app.use(compress());
  app.use(createStaticFiles(dir));
  app.all("*", (c) => c.text("rendered", 200));
});

const get = (target: string, headers?: Record<string, string>) =>
  app.request(new Request(new URL(target, "http://school.test"), { headers }));

describe("static files", () => {
  it("answers a prerendered page gzipped for a browser, the same bytes once unzipped", async () => {
    const response = await get("/AboutUs", { "Accept-Encoding": "gzip, deflate, br" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("Content-Length"))).toBe(body.length);
    expect(body.length).toBeLessThan(page.length / 5);
    expect(gunzipSync(body).toString()).toBe(page);
  });

  it("answers the plain page to a client that does not ask for gzip, and 304 to a revalidation", async () => {
    const response = await get("/AboutUs/");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(await response.text()).toBe(page);
    const etag = response.headers.get("ETag")!;
    const again = await get("/AboutUs", { "If-None-Match": etag, "Accept-Encoding": "gzip" });
    expect(again.status).toBe(304);
  });

  it("serves a byte range and binary files from disk", async () => {
    const range = await get("/AboutUs", { Range: "bytes=0-14" });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe("<!doctype html>");
    const logo = await get("/assets/logo-abc123.png");
    expect(logo.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await logo.arrayBuffer()).byteLength).toBe(2048);
    expect(await (await get("/Gallery")).text()).toBe("rendered");
  });
});
