import type { PGlite } from "@electric-sql/pglite";
import { beforeAll, describe, expect, it } from "vitest";
import { createRateLimiter, postgresStore, type Queryable } from "#server/services/rate-limit.ts";
import { testBackend, type TestBackend } from "../support/test-backend.ts";

let backend: TestBackend;
let client: Queryable;
beforeAll(async () => {
  backend = await testBackend();
  const { database } = backend;
  // On PostgreSQL the pool the instances use; on PGlite the same table through its client.
  client = database.pool ?? {
    query: ({ text, values }) => (database.db.$client as PGlite).query(text, values),
  };
});

// Two limiters on one store stand for two instances of the backend sharing its database.
const instances = (name: string, points: number) =>
  [1, 2].map(() =>
    createRateLimiter(name, { points, windowMs: 60_000 }, { store: postgresStore(client) }),
  );

describe("rate limits counted in the database", () => {
  it("hold at their figure across instances", async () => {
    const [first, second] = instances("shared-limit", 3);
    expect((await first!.take("198.51.100.7")).allowed).toBe(true);
    expect((await second!.take("198.51.100.7")).allowed).toBe(true);
    expect((await first!.take("198.51.100.7")).allowed).toBe(true);
    const refused = await second!.take("198.51.100.7");
    expect(refused).toMatchObject({ allowed: false });
    expect(await first!.check("198.51.100.7")).toMatchObject({ allowed: false });
    // Another client, and another use of the same client, have their own counts.
    expect((await second!.take("198.51.100.8")).allowed).toBe(true);
    expect((await instances("other-limit", 3)[0]!.take("198.51.100.7")).allowed).toBe(true);
  });

  it("lose no count when instances count at once", async () => {
    const [first, second] = instances("concurrent-limit", 10);
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? first! : second!).take("198.51.100.9")),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });
});
