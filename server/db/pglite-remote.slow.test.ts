import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "./database.ts";

// The embedded database as the server opens it: PGlite in a thread of its own.

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  await database.db.execute(sql`create table marks (id int primary key, note text)`);
}, 60_000);
afterAll(() => database?.close());

const rows = async () =>
  (await database.db.execute<{ id: number }>(sql`select id from marks order by id`)).rows.map(
    (row) => row.id,
  );

describe("the embedded database's thread", () => {
  it("leaves the server's thread free while a slow query runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    try {
      await database.db.execute(
        sql`select count(*) from generate_series(1, 3000000) a join generate_series(1, 2) b on true`,
      );
    } finally {
      clearInterval(timer);
    }
    const took = performance.now() - started;
    expect(took).toBeGreaterThan(200);
    // A timer every 10 ms fired through most of the query: nothing held the event loop.
    expect(ticks).toBeGreaterThan(took / 10 / 3);
  });

  it("keeps a transaction's statements apart from everyone else's", async () => {
    let insideOpen!: () => void;
    const opened = new Promise<void>((resolve) => (insideOpen = resolve));
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into marks values (1, 'in the transaction')`);
        insideOpen();
        await held;
        throw new Error("taken back");
      })
      .catch((error: Error) => error.message);
    await opened;
    // Sent while the transaction is open: it waits for its end, and is not undone with it.
    const outside = database.db.execute(sql`insert into marks values (2, 'outside')`);
    letGo();
    expect(await transaction).toBe("taken back");
    await outside;
    expect(await rows()).toEqual([2]);
  });

  it("carries PostgreSQL's error code across", async () => {
    const error = await database.db
      .execute(sql`insert into marks values (2, 'again')`)
      .catch((caught: Error) => caught);
    expect((error as Error & { cause?: { code?: string } }).cause?.code).toBe("23505");
  });

  it("answers a query's dates as Drizzle asks, as the text PostgreSQL wrote", async () => {
    const { rows } = await database.db.execute<{ day: unknown; count: unknown }>(
      sql`select '2026-11-26'::date as day, 3::int as count`,
    );
    expect(rows[0]).toEqual({ day: "2026-11-26", count: 3 });
  });
});
