import { describe, expect, it } from "vitest";
import { createCache } from "#contracts/cache.ts";
import { serverCachePolicies } from "./caches.ts";
import { listAnswers, listEntryBytes } from "./list-cache.ts";

const setUp = (options: { encode?: boolean; maxEntries?: number; maxBytes?: number } = {}) => {
  const cache = createCache({
    ...serverCachePolicies.lists,
    maxEntries: options.maxEntries,
    ...(options.maxBytes !== undefined && { maxBytes: options.maxBytes }),
  });
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

  it("holds every school's answers within its budget of bytes, compressed forms counted", async () => {
    const { cache, ask, loads } = setUp({ maxBytes: 25_000 });
    const news = (school: string) => `${school}'s news `.repeat(600);
    for (const school of ["north", "south", "east", "west"])
      await ask(school, "news", undefined, news(school));
    expect(cache.bytes).toBeLessThanOrEqual(25_000);
    expect(cache.bytes).toBe(
      ["south", "east", "west"]
        .map((school) => listEntryBytes(cache.kept(`${school}\u0000news`)!))
        .reduce((sum, bytes) => sum + bytes),
    );
    // The school asked longest ago went first, and is read again.
    expect(cache.kept("north\u0000news")).toBeUndefined();
    await ask("east", "news", undefined, news("east"));
    expect(loads()).toBe(4);
    await ask("north", "news", undefined, news("north"));
    expect(loads()).toBe(5);
    expect(cache.kept("south\u0000news")).toBeUndefined();
  });
});

describe("what a list answer holds in memory", () => {
  it("is its text, two bytes a character past Latin-1, and its compressed forms", () => {
    const entry = {
      body: '["₹ 1,200"]',
      etag: '"e"',
      br: new Uint8Array(3),
      gzip: new Uint8Array(5),
    };
    expect(listEntryBytes(entry)).toBe(2 * entry.body.length + 3 + 5);
  });
});
