import { afterEach, describe, expect, it, vi } from "vitest";
import { createRateLimiter, memoryStore, type RateLimitStore } from "./rate-limit.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("createRateLimiter", () => {
  it("allows the limit per window, then says how long to wait, per client", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const limiter = createRateLimiter("test", { points: 3, windowMs: 600_000 });
    for (let i = 0; i < 3; i++) {
      expect(await limiter.take("1.2.3.4")).toEqual({ allowed: true });
      vi.setSystemTime(start + (i + 1) * 1000);
    }
    expect(await limiter.take("1.2.3.4")).toEqual({ allowed: false, retryAfterSeconds: 597 });
    expect(await limiter.take("5.6.7.8")).toEqual({ allowed: true });
    vi.setSystemTime(start + 600_000);
    expect(await limiter.take("1.2.3.4")).toEqual({ allowed: true });
  });

  it("keeps each use's counts apart in one store", async () => {
    const settings: string[] = [];
    const store: RateLimitStore = (options) => {
      settings.push(`${options.keyPrefix}:${options.points}/${options.duration}s`);
      return memoryStore(options);
    };
    const enquiries = createRateLimiter("enquiry", { points: 1, windowMs: 60_000 }, { store });
    const lookups = createRateLimiter("tc", { points: 2, windowMs: 90_500 }, { store });
    expect(settings).toEqual(["enquiry:1/60s", "tc:2/91s"]);
    expect((await enquiries.take("a")).allowed).toBe(true);
    expect((await enquiries.take("a")).allowed).toBe(false);
    expect((await lookups.take("a")).allowed).toBe(true);
    expect((await lookups.take("a")).allowed).toBe(true);
    expect((await lookups.take("a")).allowed).toBe(false);
  });

  it("checks a client without counting it", async () => {
    const limiter = createRateLimiter("check", { points: 2, windowMs: 60_000 });
    expect(await limiter.check("a")).toEqual({ allowed: true });
    await limiter.take("a");
    expect(await limiter.check("a")).toEqual({ allowed: true });
    await limiter.take("a");
    const verdict = await limiter.check("a");
    expect(verdict.allowed).toBe(false);
    expect(await limiter.check("b")).toEqual({ allowed: true });
  });

  it("passes on a failing store as an error, not as a refusal", async () => {
    const broken: RateLimitStore = (options) => {
      const limiter = memoryStore(options);
      limiter.consume = () => Promise.reject(new Error("store unreachable"));
      return limiter;
    };
    const limiter = createRateLimiter("x", { points: 1, windowMs: 1000 }, { store: broken });
    await expect(limiter.take("a")).rejects.toThrow("store unreachable");
  });
});
