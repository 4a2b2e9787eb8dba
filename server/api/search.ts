import type { Context } from "hono";
import type { CacheBudgets, TrustProxy } from "#contracts/config.ts";
import { searchQueryProblem, type SearchAnswer } from "#contracts/search.ts";
import { todayIn } from "#contracts/dates.ts";
import type { Db } from "../db/database.ts";
import { serverCache } from "../cache/caches.ts";
import { listAnswers } from "../cache/list-cache.ts";
import { createRateLimiter, type RateLimit, type RateLimitStore } from "../services/rate-limit.ts";
import { searchSite } from "../services/search.ts";
import type { School } from "../services/schools.ts";
import { clientAddress } from "./client-address.ts";
import { tooManyRequests } from "./too-many.ts";

/**
 * Searches one client may have answered from the database in the window: a person typing in
 * the header's box asks once a pause, a few dozen a minute at most; answers already kept are
 * not counted.
 */
export const searchLimit: RateLimit = { points: 60, windowMs: 60_000 };

class TooManySearches extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("too many searches");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * GET /api/search/{schoolCode}?q=: the school's published pages and items whose words match.
 * Answers are kept for a minute, until the school's content changes, and the same query asked
 * again (by anyone, in any case or spacing) costs no query. Browsers must ask again each time
 * (its ETag makes asking cheap), so a withdrawn notice is never found.
 */
export function searchAnswer(deps: {
  db: Db;
  now: () => Date;
  timeZone: string;
  school: (code: string) => Promise<School | undefined>;
  trustProxy?: TrustProxy;
  rateLimitStore?: RateLimitStore;
  cacheBudgets?: Partial<CacheBudgets>;
}) {
  const kept = listAnswers(
    serverCache(deps.db, "searches", { now: () => deps.now().getTime() }, deps.cacheBudgets),
    { encode: false },
  );
  const limiter = createRateLimiter("search", searchLimit, { store: deps.rateLimitStore });

  return async (c: Context) => {
    const query = c.req.query("q") ?? "";
    const problem = searchQueryProblem(query);
    if (problem) return c.json({ error: problem }, 400);
    const school = await deps.school(c.req.param("schoolCode") ?? "");
    if (!school) return c.json({ error: "Unknown school." }, 404);
    const now = deps.now();
    const words = query.trim().replace(/\s+/g, " ").toLowerCase();
    // `?language=hi`: the pages' Hindi words where a page has them (the items' are English).
    const language = c.req.query("language") === "hi" ? "hi" : "en";
    try {
      const key = language === "en" ? words : `${language}:${words}`;
      const answer = await kept.get(school.id, key, todayIn(deps.timeZone, now), async () => {
        const verdict = await limiter.take(clientAddress(c, deps.trustProxy));
        if (!verdict.allowed) throw new TooManySearches(verdict.retryAfterSeconds);
        const groups = await searchSite(deps.db, school.id, query.trim(), now, language);
        const value: SearchAnswer = { groups };
        return { value };
      });
      c.header("Cache-Control", "no-cache");
      c.header("Content-Type", "application/json");
      c.header("ETag", answer.etag);
      return c.body(answer.body);
    } catch (error) {
      if (!(error instanceof TooManySearches)) throw error;
      return tooManyRequests(
        c,
        error.retryAfterSeconds,
        (wait) =>
          `You have searched many times in a short while. Please wait ${wait} and try again.`,
      );
    }
  };
}
