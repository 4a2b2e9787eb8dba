import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression } from "./compression.ts";
import { negotiate } from "./encodings.ts";

describe("choosing an encoding from Accept-Encoding", () => {
  it("prefers Brotli, as browsers send it, and falls back to gzip", () => {
    expect(negotiate("gzip, deflate, br, zstd", ["br", "gzip"])).toBe("br");
    expect(negotiate("gzip, deflate", ["br", "gzip"])).toBe("gzip");
    expect(negotiate("gzip, deflate, br", ["gzip"])).toBe("gzip");
  });

  it("follows q-values: a higher q wins, q=0 refuses, * stands for the rest", () => {
    expect(negotiate("br;q=0.5, gzip;q=0.8", ["br", "gzip"])).toBe("gzip");
    expect(negotiate("br;q=0, gzip", ["br", "gzip"])).toBe("gzip");
    expect(negotiate("br;q=0, gzip;q=0", ["br", "gzip"])).toBeUndefined();
    expect(negotiate("*", ["br", "gzip"])).toBe("br");
    expect(negotiate("br;q=0, *;q=0.1", ["br", "gzip"])).toBe("gzip");
  });

  it("sends the plain form when nothing offered is accepted", () => {
    expect(negotiate(undefined, ["br", "gzip"])).toBeUndefined();
    expect(negotiate("identity", ["br", "gzip"])).toBeUndefined();
    expect(negotiate("deflate, zstd", ["br", "gzip"])).toBeUndefined();
  });
});

describe("compressing answers made per request", () => {
  const page = `<!doctype html><title>News</title>${"<p>Sports day is on Friday.</p>".repeat(300)}`;
  const app = new Hono();
  app.use(compression());
  app.get("/page", (c) => c.html(page));
  app.get("/small", (c) =>
    c.body("<p>Hello</p>", 200, { "Content-Type": "text/html", "Content-Length": "12" }),
  );
  app.get("/photo", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/jpeg" }));
  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });

  it("streams a page in Brotli to a browser and in gzip to a client without it", async () => {
    const brotli = await get("/page", "gzip, deflate, br, zstd");
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotli.headers.get("Content-Length")).toBeNull();
    expect(brotli.headers.get("Vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await brotli.arrayBuffer());
    expect(bytes.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(page);

    const gzip = await get("/page", "gzip");
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);
  });

  it("leaves small answers, pictures and clients that ask for none as they are", async () => {
    for (const response of [
      await get("/page"),
      await get("/small", "br"),
      await get("/photo", "br, gzip"),
    ]) {
      expect(response.headers.get("Content-Encoding")).toBeNull();
    }
    expect(await (await get("/page")).text()).toBe(page);
  });
});
