import {
  createRateLimiter,
  type RateLimit,
  type RateLimitStore,
  type RateLimiter,
} from "../services/rate-limit.ts";

const window = 15 * 60_000;

/** Failed sign-ins one address may have on one account in the window. */
export const signInPairLimit: RateLimit = { points: 10, windowMs: window };
/** Failed sign-ins one address may have in the window, whichever accounts it tries. */
export const signInAddressLimit: RateLimit = { points: 30, windowMs: window };
/**
 * Failed sign-ins an account may have in the window from everywhere together: far above what one
 * address may send it (`signInPairLimit`), so that a stranger cannot lock the owner out, and
 * still a ceiling on guessing from many addresses at once.
 */
export const signInAccountLimit: RateLimit = { points: 50, windowMs: window };

export type Attempt =
  | {
      allowed: true;
      /** The attempt succeeded: it does not count against anyone. */ forgive(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

/**
 * The office's budgets of failed sign-ins and second steps. Each attempt is counted before the
 * password or code is checked, so that guesses sent at once cannot all pass a check made
 * before any of them is counted; a success gives its count back.
 */
export function signInLimits(store?: RateLimitStore) {
  const byPair = createRateLimiter("office-sign-in-pair", signInPairLimit, { store });
  const byAddress = createRateLimiter("office-sign-in-address", signInAddressLimit, { store });
  const byAccount = createRateLimiter("office-sign-in-account", signInAccountLimit, { store });

  async function attempt(counts: [RateLimiter, string][]): Promise<Attempt> {
    const taken: [RateLimiter, string][] = [];
    for (const [limiter, key] of counts) {
      const verdict = await limiter.take(key);
      if (!verdict.allowed) {
        // A refused attempt checks nothing, so it is no failure: the other budgets get theirs back.
        await Promise.all(taken.map(([other, otherKey]) => other.reward(otherKey)));
        return verdict;
      }
      taken.push([limiter, key]);
    }
    return {
      allowed: true,
      forgive: async () => {
        await Promise.all(taken.map(([limiter, key]) => limiter.reward(key)));
      },
    };
  }

  return {
    /** A password for `email` from `address`. */
    password: (address: string, email: string) =>
      attempt([
        [byPair, `${address} ${email}`],
        [byAddress, address],
        [byAccount, email],
      ]),
    /** A second-step code from `address` (only someone who knew the password gets this far). */
    secondStep: (address: string) => attempt([[byAddress, address]]),
  };
}
