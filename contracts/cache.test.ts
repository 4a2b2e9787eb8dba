import { describe, expect, it } from "vitest";
import { createCache, textBytes, type CacheOptions } from "./cache.ts";

/** A cache on a clock the test moves, and a backend whose answers the test sets. */
function setUp<V>(options: Omit<CacheOptions<V>, "name" | "now"> = {}) {
  const clock = { now: 0 };
  const cache = createCache<V>({ name: "test", now: () => clock.now, ...options });
  let reads = 0;
  let answer: () => Promise<V> = () => Promise.reject(new Error("no answer set"));
  return {
    cache,
    clock,
    reads: () => reads,
    answer: (next: () => Promise<V>) => (answer = next),
    read: () => {
      reads++;
      return answer();
    },
  };
}

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("one way to key and keep", () => {
  it("keeps each key apart, and answers a kept one without reading again", async () => {
    const { cache, read, reads, answer } = setUp<string>();
    answer(async () => "news");
    expect(await cache.load("news", read)).toBe("news");
    answer(async () => "events");
    expect(await cache.load("events", read)).toBe("events");
    expect(await cache.load("news", read)).toBe("news");
    expect(reads()).toBe(2);
  });

  it("reads again once an entry is older than its policy, or past its own moment", async () => {
    const { cache, clock, read, reads, answer } = setUp<{ until?: number }>({
      freshForMs: 10_000,
      untilOf: (value) => value.until,
    });
    answer(async () => ({}));
    await cache.load("a", read);
    clock.now = 9_999;
    await cache.load("a", read);
    expect(reads()).toBe(1);
    clock.now = 10_000;
    await cache.load("a", read);
    expect(reads()).toBe(2);

    answer(async () => ({ until: 10_500 }));
    await cache.load("b", read);
    clock.now = 10_499;
    await cache.load("b", read);
    expect(reads()).toBe(3);
    clock.now = 10_500;
    await cache.load("b", read);
    expect(reads()).toBe(4);
  });

  it("serves an entry only for the stamp it was kept with (a version, a day)", async () => {
    const { cache, read, reads, answer } = setUp<string>();
    answer(async () => "Monday's birthdays");
    await cache.load("birthdays", read, { stamp: "2026-11-23" });
    expect(await cache.load("birthdays", read, { stamp: "2026-11-23" })).toBe("Monday's birthdays");
    answer(async () => "Tuesday's birthdays");
    expect(await cache.load("birthdays", read, { stamp: "2026-11-24" })).toBe(
      "Tuesday's birthdays",
    );
    expect(reads()).toBe(2);
    expect(cache.get("birthdays", { stamp: "2026-11-23" })).toBeUndefined();
  });

  it("shares one read between callers asking at once", async () => {
    const { cache, read, reads, answer } = setUp<string>();
    answer(() => later().then(() => "once"));
    const answers = await Promise.all([1, 2, 3].map(() => cache.load("k", read)));
    expect(answers).toEqual(["once", "once", "once"]);
    expect(reads()).toBe(1);
  });
});

describe("a bound on what is kept", () => {
  it("keeps at most so many entries, letting go of the one used longest ago", () => {
    const { cache } = setUp<string>({ maxEntries: 2 });
    cache.set("a", "A");
    cache.set("b", "B");
    expect(cache.get("a")).toBe("A"); // now the most recently used
    cache.set("c", "C");
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
    expect(cache.get("c")).toBe("C");
  });

  it("keeps at most so many bytes", () => {
    const { cache } = setUp<string>({ maxBytes: 10, sizeOf: (value) => value.length });
    cache.set("a", "aaaa");
    cache.set("b", "bbbb");
    cache.set("c", "cccc");
    expect(cache.bytes).toBe(8);
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", "bbbbbbbbbb");
    expect(cache.bytes).toBe(10);
    expect(cache.get("c")).toBeUndefined();
  });

  it("lets go by bytes of the one used longest ago, not the one kept first", async () => {
    const { cache, answer, read } = setUp<string>({ maxBytes: 12, sizeOf: (v) => v.length });
    cache.set("a", "aaaa");
    cache.set("b", "bbbb");
    cache.set("c", "cccc");
    // Found (get), confirmed and loaded count as uses; a stale look (`kept`) does not.
    expect(cache.get("a")).toBe("aaaa");
    cache.confirm("b");
    expect(cache.kept("c")).toBe("cccc");
    cache.set("d", "dddd");
    const present = () => [..."abcde"].filter((key) => cache.kept(key) !== undefined);
    expect(present()).toEqual(["a", "b", "d"]);
    expect(cache.bytes).toBe(12);
    answer(() => Promise.resolve("never read"));
    expect(await cache.load("b", read)).toBe("bbbb");
    cache.set("e", "ee");
    // a was used longest ago now: d was kept since, and b loaded.
    expect(present()).toEqual(["b", "d", "e"]);
    expect(cache.bytes).toBe(10);
  });

  it("keeps no entry larger than the whole budget, and lets go of nothing for it", async () => {
    const { cache, answer, read } = setUp<string>({ maxBytes: 8, sizeOf: (v) => v.length });
    cache.set("a", "aaaa");
    cache.set("huge", "h".repeat(9));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("a")).toBe("aaaa");
    expect(cache.bytes).toBe(4);
    // Read anew, it is answered to its caller and still not kept.
    answer(() => Promise.resolve("H".repeat(20)));
    expect(await cache.load("huge", read)).toBe("H".repeat(20));
    expect(cache.size).toBe(1);
    // Nor refined into something too large.
    const kept = cache.kept("a")!;
    expect(cache.refine("a", kept, "a".repeat(9))).toBe(false);
    expect(cache.get("a")).toBe("aaaa");
  });

  it("never grows past its budget, whatever is asked for", () => {
    const { cache } = setUp<string>({ maxBytes: 1_000, sizeOf: (v) => v.length });
    for (let x = 1; x <= 10_000; x++) cache.set(`/News?x=${x}`, "p".repeat(1 + (x % 97)));
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.get("/News?x=10000")).toBeDefined();
    expect(cache.get("/News?x=1")).toBeUndefined();
  });
});

describe("what a text holds in memory", () => {
  it("counts a byte a character, or two once any is past Latin-1", () => {
    expect(textBytes('{"title":"Café"}')).toBe(16);
    expect(textBytes('{"fee":"₹ 1,200"}')).toBe(2 * '{"fee":"₹ 1,200"}'.length);
  });
});

describe("cleared on a change notice", () => {
  it("makes a school's entries stale on its notice, an unscoped one on any, all on one for all", () => {
    const { cache } = setUp<string>();
    cache.set("north news", "N", { scope: "north" });
    cache.set("south news", "S", { scope: "south" });
    cache.set("page", "P");
    cache.clear("north");
    expect(cache.get("north news")).toBeUndefined();
    expect(cache.get("south news")).toBe("S");
    expect(cache.get("page")).toBeUndefined();
    cache.set("page", "P");
    cache.clear();
    expect(cache.get("south news")).toBeUndefined();
    expect(cache.get("page")).toBeUndefined();
  });

  it("keeps a stale entry to confirm: found still right, it is served again", () => {
    const { cache } = setUp<string>();
    cache.set("/AboutUs", "drawn from words #1");
    cache.clear();
    expect(cache.get("/AboutUs")).toBeUndefined();
    expect(cache.kept("/AboutUs")).toBe("drawn from words #1");
    cache.confirm("/AboutUs");
    expect(cache.get("/AboutUs")).toBe("drawn from words #1");
  });

  it("keeps what was read while a notice came as stale, and waits for a new read after one", async () => {
    const { cache, read, reads, answer } = setUp<string>({
      freshForMs: 30_000,
      refreshBehind: true,
    });
    answer(() => later().then(() => "before the change"));
    const reading = cache.load("k", read);
    cache.clear();
    expect(await reading).toBe("before the change");
    answer(async () => "after the change");
    expect(await cache.load("k", read)).toBe("after the change");
    expect(reads()).toBe(2);
  });
});

describe("stale on error", () => {
  it("serves the last value when a read fails, asks nobody for a while, then asks behind", async () => {
    const { cache, clock, read, reads, answer } = setUp<string>({
      freshForMs: 0,
      staleOnErrorRetryMs: 5_000,
    });
    answer(async () => "phones v1");
    expect(await cache.load("settings", read)).toBe("phones v1");
    answer(() => Promise.reject(new Error("down")));
    clock.now = 100;
    expect(await cache.load("settings", read)).toBe("phones v1");
    expect(reads()).toBe(2);
    clock.now = 5_099;
    expect(await cache.load("settings", read)).toBe("phones v1");
    expect(reads()).toBe(2);
    answer(async () => "phones v2");
    clock.now = 5_100;
    expect(await cache.load("settings", read)).toBe("phones v1");
    expect(reads()).toBe(3);
    await later();
    clock.now = 5_101;
    expect(await cache.load("settings", read)).toBe("phones v2");
  });

  it("answers the fallback when nothing was read, or fails without one", async () => {
    const { cache, read, reads, answer } = setUp<string[]>({
      freshForMs: 0,
      staleOnErrorRetryMs: 5_000,
    });
    answer(() => Promise.reject(new Error("down")));
    await expect(cache.load("settings", read)).rejects.toThrow("down");
    expect(await cache.load("alerts", read, { fallback: [] })).toEqual([]);
    expect(await cache.load("alerts", read, { fallback: [] })).toEqual([]);
    expect(reads()).toBe(2);
  });

  it("fails as the read did where the policy serves nothing stale", async () => {
    const { cache, read, answer } = setUp<string>({ freshForMs: 0 });
    answer(async () => "list");
    await cache.load("news", read);
    answer(() => Promise.reject(new Error("database gone")));
    await expect(cache.load("news", read)).rejects.toThrow("database gone");
  });

  it("refreshes an entry that only grew old behind the caller, serving it meanwhile", async () => {
    const { cache, clock, read, reads, answer } = setUp<string>({
      freshForMs: 30_000,
      refreshBehind: true,
    });
    answer(async () => "Old");
    await cache.load("announcement", read);
    answer(async () => "New");
    clock.now = 31_000;
    expect(await cache.load("announcement", read)).toBe("Old");
    await later();
    expect(await cache.load("announcement", read)).toBe("New");
    expect(reads()).toBe(2);
  });
});

describe("a kept value refined", () => {
  it("takes the new value in the old one's place, as fresh as it, and counts its size", () => {
    const { cache, clock } = setUp<string>({ freshForMs: 10_000, sizeOf: (value) => value.length });
    const first = cache.set("page", "drawn");
    expect(cache.refine("page", first, "drawn, and compressed")).toBe(true);
    expect(cache.get("page")).toBe("drawn, and compressed");
    expect(cache.bytes).toBe("drawn, and compressed".length);
    clock.now += 10_000;
    expect(cache.get("page")).toBeUndefined();
  });

  it("leaves a value that was replaced or made stale meanwhile as it is", () => {
    const { cache } = setUp<string>({ sizeOf: (value) => value.length });
    const first = cache.set("page", "drawn");
    cache.set("page", "drawn again");
    expect(cache.refine("page", first, "old, compressed")).toBe(false);
    expect(cache.get("page")).toBe("drawn again");
    const second = cache.kept("page")!;
    cache.clear();
    expect(cache.refine("page", second, "drawn again, compressed")).toBe(true);
    expect(cache.get("page")).toBeUndefined();
    expect(cache.kept("page")).toBe("drawn again, compressed");
    expect(cache.refine("gone", "x", "y")).toBe(false);
  });
});
