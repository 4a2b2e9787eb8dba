import type { ApiClient } from "../api/client.ts";
import type { Alert } from "#contracts/entities.ts";

// Every public page carries the office's alerts, asked of the backend for each page so that
// one posted shows on the next page. Once the backend has failed to answer, pages stop waiting
// on it (an outage must not cost every page the API deadline): the last alerts read stand in
// and it is asked again every few seconds behind the visitors' backs until it answers.

/** How long pages go without asking a backend that has just failed. */
const retryAfterMs = 5_000;

let lastRead: readonly Alert[] = [];
let failedAt: number | undefined;
let retrying: Promise<unknown> | undefined;

async function read(api: ApiClient, now: number): Promise<readonly Alert[]> {
  try {
    lastRead = await api.alerts();
    failedAt = undefined;
  } catch (error) {
    console.warn(`Error fetching the alerts: ${(error as Error).message}`);
    failedAt = now;
  }
  return lastRead;
}

/** The alerts up now, or the last ones read while the backend is failing. */
export async function currentAlerts(api: ApiClient, now = Date.now()): Promise<readonly Alert[]> {
  if (failedAt === undefined) return read(api, now);
  if (now - failedAt >= retryAfterMs) {
    retrying ??= read(api, now).finally(() => (retrying = undefined));
  }
  return lastRead;
}

/** Forgets what is kept (tests start from nothing). */
export function forgetAlerts(): void {
  lastRead = [];
  failedAt = undefined;
}
