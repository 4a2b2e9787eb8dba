import { describe, expect, it } from "vitest";
import { defaultCacheBudgets } from "#contracts/config.ts";
import type { Db } from "../db/database.ts";
import { serverCache, serverCachePolicies } from "./caches.ts";

// A provider's hundreds of schools share one process: every cache whose keys grow with
// schools, addresses or what visitors type holds at most its budget of bytes.

const db = {} as Db;
const growing = ["answers", "renderings", "lists", "searches"] as const;

describe("the server's caches", () => {
  it.each(growing)("%s: counts the bytes of what it holds, within its default budget", (which) => {
    const policy = serverCachePolicies[which];
    expect(policy.maxBytes).toBe(defaultCacheBudgets[which]);
    expect(policy.sizeOf).toBeTypeOf("function");
  });

  it("take the budgets configured, and each cache's own default for one not given", () => {
    const pages = serverCache(db, "renderings", {}, { renderings: 1_000, lists: 5 });
    const page = (size: number) => ({
      key: "k",
      body: new Uint8Array(size),
      etag: '"e"',
      headers: [] as [string, string][],
    });
    pages.set("/News?x=1", page(600));
    pages.set("/News?x=2", page(300));
    pages.set("/News?x=3", page(300));
    expect(pages.bytes).toBe(600);
    expect(pages.kept("/News?x=1")).toBeUndefined();

    const lists = serverCache(db, "lists", {}, { renderings: 1_000 });
    lists.set("a", { body: "x".repeat(2_000), etag: '"e"' });
    expect(lists.bytes).toBe(2_000);
  });
});
