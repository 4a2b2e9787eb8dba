import { describe, expect, it } from "vitest";
import { createServerApp } from "#server/app.ts";
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
