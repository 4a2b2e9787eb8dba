import { site } from "#content/site.ts";
import { createApiClient, type ApiClient, type ApiFetch } from "./client.ts";

// When the website and the backend run in one process the server registers the backend's
// fetch here, and loaders call it without an HTTP hop. With API_BASE_URL set, the website
// reads that backend over HTTP instead. A global symbol survives the bundle boundary between
// the server and the website build.
const inProcessKey = Symbol.for("school-website.api-fetch");
type WithApi = typeof globalThis & { [inProcessKey]?: ApiFetch };

export function setInProcessApi(fetch: ApiFetch): void {
  (globalThis as WithApi)[inProcessKey] = fetch;
}

/** False while pages are prerendered at build time, when no backend runs. */
export function hasBackend(): boolean {
  return Boolean(process.env.API_BASE_URL) || Boolean((globalThis as WithApi)[inProcessKey]);
}

let client: ApiClient | undefined;

export function serverApi(): ApiClient {
  if (client) return client;
  const baseUrl = process.env.API_BASE_URL;
  const inProcess = (globalThis as WithApi)[inProcessKey];
  client = createApiClient({
    baseUrl: baseUrl ?? "http://in-process.invalid",
    fetch: baseUrl ? undefined : (inProcess ?? unavailable),
    schoolCode: process.env.SCHOOL_CODE || site.schoolCode,
  });
  return client;
}

/** The origin the browser uses for files: the same site unless the backend lives elsewhere. */
export function publicApiBase(): string {
  return process.env.API_BASE_URL?.replace(/\/$/, "") ?? "";
}

const unavailable: ApiFetch = () => {
  throw new Error("no backend is configured (set API_BASE_URL)");
};
