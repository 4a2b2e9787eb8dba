import { createCache } from "#contracts/cache.ts";
import type { Alert, OnlineRegistration } from "#contracts/entities.ts";
import type { PublishedPage, PublishedSettings } from "./api/client.ts";

// The website's caches, each made here by its policy (the table of every cache, the server's
// too, is in contracts/cache.ts). The server that mounts the website clears them on every change
// notice (`websiteChanged`, through the build's entry).

/** After the backend failed, pages go this long without asking it; then it is asked behind. */
const retryAfterMs = 5_000;

/**
 * The school's settings every page's frame is drawn from: asked for each page, so a change saved
 * in the office shows on the next page; while the backend fails the last read stand in (a
 * school's phone numbers do not go stale in minutes).
 */
export const keptSettings = createCache<PublishedSettings>({
  name: "school settings",
  freshForMs: 0,
  staleOnErrorRetryMs: retryAfterMs,
});

/** The office's alerts atop every page: asked for each page; the last read while failing. */
export const keptAlerts = createCache<readonly Alert[]>({
  name: "alerts",
  freshForMs: 0,
  staleOnErrorRetryMs: retryAfterMs,
});

/**
 * The header's announcement, on every page and changed a few times a year: kept half a minute,
 * then refreshed behind the visitor's back, so no page waits on the backend for it twice in a
 * row, even while the backend is slow or down.
 */
export const keptAnnouncement = createCache<OnlineRegistration | null>({
  name: "announcement",
  freshForMs: 30_000,
  refreshBehind: true,
  staleOnErrorRetryMs: retryAfterMs,
});

const shared = [keptSettings, keptAlerts, keptAnnouncement];

/** The backend's data changed: what pages keep of it is read again. */
export function websiteChanged(): void {
  for (const cache of shared) cache.clear();
}

/** Forgets everything kept (tests start from nothing). */
export function forgetWebsiteCopies(): void {
  for (const cache of shared) cache.forget();
}

/**
 * Pages and settings as checked against their schema, one set per API client: read on every
 * visit but changed seldom, each version is checked once, and the checked copy handed out while
 * its number is the same.
 */
export function checkedCopies() {
  return {
    pages: createCache<PublishedPage>({ name: "checked pages" }),
    settings: createCache<PublishedSettings>({ name: "checked settings" }),
  };
}
export type CheckedCopies = ReturnType<typeof checkedCopies>;
