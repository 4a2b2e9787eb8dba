import { beforeAll, describe, expect, it } from "vitest";
import { testBackend, type TestBackend } from "../support/test-backend.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await testBackend();
});

// Whatever a client sends, the API answers with a 4xx and JSON, never a 5xx.
const oddCodes = [
  "x".repeat(5000),
  "%27%20OR%201%3D1--",
  "%00",
  "%E2%98%83",
  "..",
  "%2e%2e",
  "a%2Fb",
  "%",
  "<script>",
];
const listPaths = [
  "onlineRegistration/",
  "highlight/",
  "news/",
  "news/all/",
  "events/",
  "events/All/",
  "principalMessage/",
  "topper/",
  "gallery/",
  "gallery/All/",
  "birthdays/",
  "notification/",
  "circular/all/",
  "video/all/",
];

describe("bad input", () => {
  it("never makes a list call fail with a 5xx", async () => {
    for (const path of listPaths) {
      for (const code of oddCodes) {
        const response = await backend.request(`/api/${path}${code}`);
        expect(response.status, `${path}${code}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path}${code}`).toBeLessThan(500);
      }
    }
  });

  it("never makes the sub-gallery call fail with a 5xx", async () => {
    for (const query of ["", "?id", "?id=", "?id[]=1", "?id=%", "?id=" + "9".repeat(10_000)]) {
      const response = await backend.request(`/api/subGallery${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it("answers other methods on read calls with a 4xx", async () => {
    const response = await backend.request("/api/highlight/HLCA", { method: "DELETE" });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
