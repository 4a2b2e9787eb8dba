import { data } from "react-router";
import type { ApiClient, PublishedSettings } from "./api/client.ts";
import { keptSettings } from "./caches.ts";

// Every page's frame is drawn from the school's settings, kept as app/caches.ts says: asked of
// the backend for each page; once it has failed, the last read stand in and pages stop waiting on
// it. Only a process that never read any settings cannot draw a page.

/** The school's settings in force, or the last ones read; a 503 answer when there are none. */
export async function schoolSettings(api: ApiClient, now = Date.now()): Promise<PublishedSettings> {
  try {
    return await keptSettings.load("", () => warned(api.settings()), { at: now });
  } catch {
    throw data("The school's settings cannot be read just now.", { status: 503 });
  }
}

async function warned<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    console.warn(`Error fetching the school's settings: ${(error as Error).message}`);
    throw error;
  }
}
