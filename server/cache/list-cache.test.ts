import { describe, expect, it } from "vitest";
import { createCache } from "#contracts/cache.ts";
import { serverCachePolicies } from "./caches.ts";
import { listAnswers } from "./list-cache.ts";

const setUp = (options: { encode?: boolean; maxEntries?: number } = {}) => {
  const cache = createCache({ ...serverCachePolicies.lists, maxEntries: options.maxEntries });
  let loads = 0;
  const lists = listAnswers(cache, { encode: options.encode });
  const ask = (school: string, name: string, day = "2026-11-26", value: unknown = name) =>
    lists.get(school, name, day, async () => ({ value: { value, load: ++loads } }));
  return { cache, ask, loads: () => loads };
};

describe("list answers kept", () => {
  it("keeps each school's list apart, serialised with its ETag, for the school's day", async () => {
    const { ask, loads } = setUp();
    const north = await ask("north", "news");
    expect(JSON.parse(north.body)).toEqual({ value: "news", load: 1 });
    expect(north.etag).toMatch(/^"[\w-]+"$/);
    expect(await ask("north", "news")).toBe(north);
    await ask("south", "news");
    await ask("north", "events");
    expect(loads()).toBe(3);
    // Today's birthdays are read again on the school's next day.
    await ask("north", "news", "2026-11-27");
    expect(loads()).toBe(4);
  });

  it("reads a school's lists again after its change notice, and only that school's", async () => {
    const { cache, ask, loads } = setUp();
    await ask("north", "news");
    await ask("south", "news");
    cache.clear("north");
    await ask("north", "news");
    await ask("south", "news");
    expect(loads()).toBe(3);
  });

  it("keeps a long answer compressed once, or uncompressed when told", async () => {
    const long = "x".repeat(10_000);
    const compressed = await setUp().ask("north", "long", undefined, long);
    expect(compressed.br?.length).toBeLessThan(compressed.body.length);
    expect(compressed.gzip?.length).toBeLessThan(compressed.body.length);
    const plain = await setUp({ encode: false }).ask("north", "long", undefined, long);
    expect(plain.br).toBeUndefined();
    expect(plain.gzip).toBeUndefined();
  });

  it("holds no more answers than its bound (the search's made-up words)", async () => {
    const { cache, ask } = setUp({ maxEntries: 2, encode: false });
    for (const words of ["a", "b", "c"]) await ask("north", words);
    expect(cache.size).toBe(2);
  });
});
