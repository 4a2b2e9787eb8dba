import { beforeAll, describe, expect, it } from "vitest";
import { testBackend, type TestBackend } from "../support/test-backend.ts";

// The API's security headers, on answers of every kind, and HSTS only over TLS.

let backend: TestBackend;
beforeAll(async () => {
  backend = await testBackend();
});

const answers: [string, number][] = [
  ["/api/health", 200],
  ["/api/news/HLCA", 200],
  ["/api/image/HLCA/public/pdf/SAMPLE_TC.pdf", 200],
  ["/api/image/HLCA/no-such-file.pdf", 404],
  ["/api/image/..%2f..%2fpackage.json", 400],
  ["/api/news/NOSUCHSCHOOL", 404],
  ["/api/no-such-call", 404],
];

describe("API security headers", () => {
  it.each(answers)("%s (%i)", async (path, status) => {
    const response = await backend.request(path);
    expect(response.status).toBe(status);
    const policy = response.headers.get("Content-Security-Policy")!;
    expect(policy).toBe(
      "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors *",
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Permissions-Policy")).toMatch(
      /camera=\(\), microphone=\(\), geolocation=\(\)/,
    );
    // Websites on other origins show the backend's pictures and PDFs.
    expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("the same headers on the lookup's POST answers", async () => {
    const response = await backend.request("/api/tc/HLCA", {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-forwarded-for": "192.0.2.77" },
      body: JSON.stringify({ name: "Nobody", admission: "nothing" }),
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("a picture is never a document: no content, permissions or opener policy", async () => {
    const albums = (await (await backend.request("/api/gallery/All/HLCA")).json()) as {
      attachments: string[];
    }[];
    const photo = albums.find((album) => album.attachments.length > 0)!.attachments[0]!;
    for (const path of [`/api/image/${photo}`, `/api/image/${photo}?w=400`]) {
      const response = await backend.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Type"), path).toMatch(/^image\/(jpeg|webp)/);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
      expect(response.headers.get("Content-Security-Policy")).toBeNull();
      expect(response.headers.get("Permissions-Policy")).toBeNull();
    }
  });

  it("a path outside the API gets the page policy, even as a 404", async () => {
    const response = await backend.request("/no-such-page");
    expect(response.status).toBe(404);
    const policy = response.headers.get("Content-Security-Policy")!;
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  });

  it("HSTS when the request came over TLS", async () => {
    const response = await backend.app.request(new Request("https://school.test/api/health"));
    expect(response.headers.get("Strict-Transport-Security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("HSTS behind a proxy only when the operator trusts it (TRUST_PROXY)", async () => {
    const viaProxy = (trustProxy: number) =>
      backend
        .configured({ trustProxy })
        .request("/api/health", { headers: { "X-Forwarded-Proto": "https" } });
    expect((await viaProxy(0)).headers.get("Strict-Transport-Security")).toBeNull();
    expect((await viaProxy(1)).headers.get("Strict-Transport-Security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});
