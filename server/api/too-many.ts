import type { Context } from "hono";

/**
 * The 429 answer of a rate limit: `Retry-After` in seconds, and an error that says the wait in
 * whole minutes (`wait` is e.g. "1 minute" or "10 minutes").
 */
export function tooManyRequests(
  c: Context,
  retryAfterSeconds: number,
  error: (wait: string) => string,
): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ error: error(`${minutes} ${minutes === 1 ? "minute" : "minutes"}`) }, 429);
}
