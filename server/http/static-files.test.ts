import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { compression } from "./compression.ts";
import { createStaticFiles } from "./static-files.ts";

const page = `<!doctype html><title>About Us</title>${"<p>The school was founded in 1952.</p>".repeat(200)}`;
const script = `export const rooms = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Room ${i}`))};`;
let app: Hono;
beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-files-"));
  fs.mkdirSync(path.join(dir, "AboutUs"));
  fs.writeFileSync(path.join(dir, "AboutUs", "index.html"), page);
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "logo-abc123.png"), Buffer.alloc(2048, 7));
  // As the build leaves it (scripts/precompress.ts): the script's Brotli form beside it.
  fs.writeFileSync(path.join(dir, "assets", "app-abc123.js"), script);
  fs.writeFileSync(path.join(dir, "assets", "app-abc123.js.br"), brotliCompressSync(script));
  app = new Hono();
  // As in server/http/app.ts: compression around the static files.
  app.use(compression());
  app.use(createStaticFiles(dir));
  app.all("*", (c) => c.text("rendered", 200));
});

const get = (target: string, headers?: Record<string, string>) =>
  app.request(new Request(new URL(target, "http://school.test"), { headers }));

describe("static files", () => {
  it("answers a prerendered page gzipped to a client without Brotli, the same bytes once unzipped", async () => {
    const response = await get("/AboutUs", { "Accept-Encoding": "gzip, deflate" });
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

  it("answers a browser that reads Brotli with the build's Brotli form, or one made at start", async () => {
    const headers = { "Accept-Encoding": "gzip, deflate, br, zstd" };
    const built = await get("/assets/app-abc123.js", headers);
    expect(built.headers.get("Content-Encoding")).toBe("br");
    const bytes = Buffer.from(await built.arrayBuffer());
    expect(bytes.equals(brotliCompressSync(script))).toBe(true);
    expect(brotliDecompressSync(bytes).toString()).toBe(script);
    // The .br file itself is not an address of the site.
    expect(await (await get("/assets/app-abc123.js.br")).text()).toBe("Not found");

    const made = await get("/AboutUs", headers);
    expect(made.headers.get("Content-Encoding")).toBe("br");
    expect(made.headers.get("ETag")).toMatch(/-br"$/);
    expect(brotliDecompressSync(Buffer.from(await made.arrayBuffer())).toString()).toBe(page);
    const gzipped = await get("/AboutUs", { "Accept-Encoding": "br;q=0, gzip" });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
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

  it("answers a plain 404 for a missing file, and leaves a missing page to the pages", async () => {
    for (const missing of [
      "/images/no-such-picture.png",
      "/Images/logo.svg",
      "/images/..%2f..%2fetc%2fpasswd",
      "/assets/app-gone99.js",
      "/favicon.ico",
      "/old/banner.JPG",
    ]) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
      expect(await response.text(), missing).toBe("Not found");
    }
    for (const page of ["/NoSuchPage", "/a/b/c", "/index.php", "/AboutUs/extra"]) {
      expect(await (await get(page)).text(), page).toBe("rendered");
    }
  });
});
