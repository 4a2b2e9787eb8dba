import type { OnlineRegistration } from "../api/entities.ts";
import { orFallback } from "../api/client.ts";
import { serverApi } from "../api/client.server.ts";

// The header's announcement is on every server-rendered page and changes a few times a year.
// It is kept for a short while and refreshed behind the visitor's back, so no page waits on
// the backend for it twice in a row, even while the backend is slow or down.
const freshForMs = 30_000;

let known: { registration: OnlineRegistration | null; at: number } | undefined;
let pending: Promise<OnlineRegistration | null> | undefined;

function refresh(): Promise<OnlineRegistration | null> {
  pending ??= orFallback(
    serverApi().onlineRegistration(),
    [],
    "Error fetching online registration data",
  )
    .then((registrations) => {
      known = { registration: registrations[0] ?? null, at: Date.now() };
      return known.registration;
    })
    .finally(() => (pending = undefined));
  return pending;
}

/** Today's announcement: from memory when recent enough, else from the backend. */
export async function currentAnnouncement(now = Date.now()): Promise<OnlineRegistration | null> {
  if (!known) return refresh();
  if (now - known.at > freshForMs) void refresh();
  return known.registration;
}

/** Forgets what is kept (tests start from nothing). */
export function forgetAnnouncement(): void {
  known = undefined;
}
