import { describe, expect, it } from "vitest";
import { ListCache } from "./list-cache.ts";

describe("a list cache with a bound", () => {
  it("keeps at most its bound, letting the least recently used answer go first", async () => {
    const cache = new ListCache({ maxEntries: 2, encode: false });
    let loads = 0;
    const ask = (name: string) =>
      cache.get("school", name, "2026-11-26", async () => ({ value: { name, load: ++loads } }));
    await ask("a");
    await ask("b");
    await ask("a"); // kept, and now the most recently used
    await ask("c"); // "b" goes
    expect(cache.size).toBe(2);
    expect(loads).toBe(3);
    await ask("a");
    expect(loads).toBe(3);
    await ask("b");
    expect(loads).toBe(4);
  });

  it("keeps an answer uncompressed when told to, however long", async () => {
    const cache = new ListCache({ encode: false });
    const answer = await cache.get("school", "long", "2026-11-26", async () => ({
      value: "x".repeat(10_000),
    }));
    expect(answer.br).toBeUndefined();
    expect(answer.gzip).toBeUndefined();
  });
});
