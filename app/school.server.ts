import { data } from "react-router";
import type { ApiClient, PublishedSettings } from "./api/client.ts";

// Every page's frame is drawn from the school's settings. They are asked of the backend for
// each page, so that a change saved in the office shows on the next page at once. Once the
// backend has failed to answer, the last settings this process read stand in (a school's phone
// numbers do not go stale in minutes) and pages stop waiting on it: it is asked again every few
// seconds behind the visitors' backs until it answers. Only a process that never read any
// settings cannot draw a page.

/** How long pages go without asking a backend that has just failed. */
const retryAfterMs = 5_000;

let lastRead: PublishedSettings | undefined;
let failedAt: number | undefined;
let retrying: Promise<unknown> | undefined;

async function read(api: ApiClient, now: number): Promise<PublishedSettings> {
  try {
    lastRead = await api.settings();
    failedAt = undefined;
    return lastRead;
  } catch (error) {
    console.warn(`Error fetching the school's settings: ${(error as Error).message}`);
    failedAt = now;
    throw error;
  }
}

/** The school's settings in force, or the last ones read; a 503 answer when there are none. */
export async function schoolSettings(api: ApiClient, now = Date.now()): Promise<PublishedSettings> {
  if (lastRead && failedAt !== undefined) {
    if (now - failedAt >= retryAfterMs) {
      retrying ??= read(api, now)
        .catch(() => undefined)
        .finally(() => (retrying = undefined));
    }
    return lastRead;
  }
  try {
    return await read(api, now);
  } catch {
    if (lastRead) return lastRead;
    throw data("The school's settings cannot be read just now.", { status: 503 });
  }
}
