import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

/** At most `points` uses per client in a window of `windowMs`. */
export interface RateLimit {
  points: number;
  windowMs: number;
}

/**
 * Where the counts are kept: given the limit's settings (its `keyPrefix` keeps each use's counts
 * apart in a shared store), a `rate-limiter-flexible` limiter. Memory by default; several
 * instances share PostgreSQL's (`postgresStore`), so that a limit is exact across them.
 */
export type RateLimitStore = (settings: IRateLimiterOptions) => RateLimiterAbstract;

/** This process's memory: a restart forgets the counts, which is harmless. */
export const memoryStore: RateLimitStore = (settings) => new RateLimiterMemory(settings);

/** What the PostgreSQL store asks of a client: `pg`'s pool, or PGlite through `pgliteQueryable`. */
export interface Queryable {
  query(query: { text: string; values?: unknown[]; name?: string }): Promise<{ rows: unknown[] }>;
}

/**
 * The `rate_limits` table of the shared PostgreSQL (made by the migrations): one row per limit
 * and client, counted by one upsert, so two instances counting at once never lose a count.
 */
export const postgresStore =
  (client: Queryable): RateLimitStore =>
  (settings) =>
    new RateLimiterPostgres({
      ...settings,
      storeClient: client,
      storeType: "client",
      tableName: "rate_limits",
      tableCreated: true,
    });

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one use by `client`; over the limit, says how many seconds to wait (at least 1). */
  take(client: string): Promise<RateLimitVerdict>;
  /** Whether `client` still has a use left, without counting one (failures-only budgets). */
  check(client: string): Promise<RateLimitVerdict>;
  /**
   * Gives back one use `take` counted, for budgets of failures only: counting first and giving
   * back on success is atomic, where checking and counting after the outcome lets every
   * request sent at once through the check.
   */
  reward(client: string): Promise<void>;
}

/**
 * One limiter per use (enquiries, TC lookups), each with its own budget. The window is fixed:
 * it opens at a client's first counted use and its count starts again once it has passed.
 */
export function createRateLimiter(
  name: string,
  limit: RateLimit,
  options: { store?: RateLimitStore } = {},
): RateLimiter {
  const limiter = (options.store ?? memoryStore)({
    keyPrefix: name,
    points: limit.points,
    duration: Math.ceil(limit.windowMs / 1000),
  });
  const refused = (waitMs: number): RateLimitVerdict => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  });
  return {
    async check(client) {
      const counted = await limiter.get(client);
      if (counted && counted.consumedPoints >= limit.points) return refused(counted.msBeforeNext);
      return { allowed: true };
    },
    async reward(client) {
      await limiter.reward(client, 1);
    },
    async take(client) {
      try {
        await limiter.consume(client);
        return { allowed: true };
      } catch (refusal) {
        // A refusal is a RateLimiterRes; anything else is the store failing, an error.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return refused(refusal.msBeforeNext);
      }
    },
  };
}
