import type { OnlineRegistration } from "#contracts/entities.ts";
import { keptAnnouncement } from "../caches.ts";
import type { Backend } from "../website.server.ts";

// The header's announcement is on every server-rendered page and changes a few times a year:
// kept as app/caches.ts says, refreshed behind the visitor's back, the last one (or none) up
// while the backend fails.

/** Today's announcement: from memory when recent enough, else from the backend. */
export function currentAnnouncement(
  backend: Backend,
  now = Date.now(),
): Promise<OnlineRegistration | null> {
  return keptAnnouncement.load(
    "",
    () =>
      backend.api.onlineRegistration().then(
        (registrations) => registrations[0] ?? null,
        (error: unknown) => {
          console.warn(`Error fetching online registration data: ${(error as Error).message}`);
          throw error;
        },
      ),
    { at: now, fallback: null },
  );
}
