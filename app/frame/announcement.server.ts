import type { OnlineRegistration } from "#contracts/entities.ts";
import type { Backend } from "../website.server.ts";

// The header's announcement is on every server-rendered page and changes a few times a year.
// It is kept for a short while and refreshed behind the visitor's back, so no page waits on
// the backend for it twice in a row, even while the backend is slow or down.
const freshForMs = 30_000;
/** After a failed call the backend is asked again this much sooner than after a good one. */
const retryAfterMs = 5_000;

let known: { registration: OnlineRegistration | null; at: number } | undefined;
let pending: Promise<OnlineRegistration | null> | undefined;
/** Counts `forgetAnnouncement` calls: an answer asked for before the last one is not kept. */
let generation = 0;

function refresh(backend: Backend): Promise<OnlineRegistration | null> {
  if (pending) return pending;
  const asked = generation;
  const asking: Promise<OnlineRegistration | null> = backend.api
    .onlineRegistration()
    .then((registrations) => {
      const registration = registrations[0] ?? null;
      if (asked === generation) known = { registration, at: Date.now() };
      return registration;
    })
    .catch((error: unknown) => {
      console.warn(`Error fetching online registration data: ${(error as Error).message}`);
      // The last announcement stays up; the backend is asked again in a few seconds.
      const at = Date.now() - freshForMs + retryAfterMs;
      const registration = known?.registration ?? null;
      if (asked === generation) known = { registration, at };
      return registration;
    })
    .finally(() => {
      if (pending === asking) pending = undefined;
    });
  pending = asking;
  return asking;
}

/** Today's announcement: from memory when recent enough, else from the backend. */
export async function currentAnnouncement(
  backend: Backend,
  now = Date.now(),
): Promise<OnlineRegistration | null> {
  if (!known) return refresh(backend);
  if (now - known.at > freshForMs) void refresh(backend);
  return known.registration;
}

/** Forgets what is kept: the backend's data changed (and tests start from nothing). */
export function forgetAnnouncement(): void {
  generation++;
  known = undefined;
  pending = undefined;
}
