import type { ApiClient } from "../api/client.ts";
import type { Alert } from "#contracts/entities.ts";
import { keptAlerts } from "../caches.ts";

// Every public page carries the office's alerts, kept as app/caches.ts says: asked of the
// backend for each page, so that one posted shows on the next page; once it has failed, the last
// alerts read (or none) stand in and pages stop waiting on it (an outage must not cost every page
// the API deadline).

/** The alerts up now, or the last ones read while the backend is failing. */
export function currentAlerts(api: ApiClient, now = Date.now()): Promise<readonly Alert[]> {
  return keptAlerts.load(
    "",
    () =>
      api.alerts().catch((error: unknown) => {
        console.warn(`Error fetching the alerts: ${(error as Error).message}`);
        throw error;
      }),
    { at: now, fallback: [] },
  );
}
