import { describe, expect, it } from "vitest";
import { createServerApp } from "#server/http/app.ts";
import { testBackend } from "../support/test-backend.ts";

describe("/api/health when the database cannot be reached", () => {
  it("answers 503 and says so", async () => {
    const { database, files } = await testBackend();
    const app = createServerApp({
      db: database.db,
      files,
      timeZone: "Asia/Kolkata",
      ping: async () => false,
    });
    const response = await app.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: false });
  });
});

describe("the database under test", () => {
  it("is PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise", async () => {
    const { database } = await testBackend();
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
  });
});

describe("/api/ready, which tells a balancer whether to send this instance requests", () => {
  const app = async (options: { listening?: boolean; draining?: boolean; database?: boolean }) => {
    const { database, files } = await testBackend();
    return createServerApp({
      db: database.db,
      files,
      timeZone: "Asia/Kolkata",
      ping: async () => options.database ?? true,
      listening: () => options.listening ?? true,
      draining: () => options.draining ?? false,
    });
  };

  it("is ready while the database answers and changes are heard", async () => {
    const response = await (await app({})).request("/api/ready");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ status: "ready" });
  });

  it("is not ready while shutting down, without the database, or deaf to other instances", async () => {
    for (const [options, failing] of [
      [{ draining: true }, "accepting"],
      [{ database: false }, "database"],
      [{ listening: false }, "changeNotices"],
    ] as const) {
      const response = await (await app(options)).request("/api/ready");
      expect(response.status, failing).toBe(503);
      expect(await response.json()).toMatchObject({ status: "not ready", [failing]: false });
    }
  });
});
