import { site } from "#content/site.ts";
import { ApiError, createApiClient, type ApiClient, type ApiFetch } from "./client.ts";

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

/**
 * How long any call to the backend may take before the page goes on without it. Every page
 * waits for at most one round of parallel calls, so a slow or dead backend costs a visitor
 * this long and no more (API_TIMEOUT_MS changes it).
 */
export function upstreamTimeoutMs(): number {
  const set = Number(process.env.API_TIMEOUT_MS);
  return Number.isFinite(set) && set > 0 ? set : 500;
}

/** The origin server code addresses the backend with: API_BASE_URL, or a stand-in in-process. */
export function upstreamOrigin(): string {
  return process.env.API_BASE_URL?.replace(/\/$/, "") ?? "http://in-process.invalid";
}

/**
 * The one door from the website's server to the backend: in-process or over HTTP, and never
 * longer than the upstream timeout. A late answer is a failure (ApiError), like a refused one.
 */
export const upstreamFetch: ApiFetch = async (request) => {
  const inProcess = (globalThis as WithApi)[inProcessKey];
  if (!process.env.API_BASE_URL && !inProcess) throw new ApiError("no backend is configured");
  const timeoutMs = upstreamTimeoutMs();
  const controller = new AbortController();
  request.signal.addEventListener("abort", () => controller.abort(), { once: true });
  const bounded = new Request(request, { signal: controller.signal });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ApiError(`${new URL(request.url).pathname} took longer than ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    // The in-process app does not watch the signal, hence the race.
    return await Promise.race([
      Promise.resolve(process.env.API_BASE_URL ? fetch(bounded) : inProcess!(bounded)),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

let client: ApiClient | undefined;

export function serverApi(): ApiClient {
  client ??= createApiClient({
    baseUrl: upstreamOrigin(),
    fetch: upstreamFetch,
    schoolCode: process.env.SCHOOL_CODE || site.schoolCode,
    timeoutMs: upstreamTimeoutMs(),
  });
  return client;
}

/** The origin the browser uses for files: the same site unless the backend lives elsewhere. */
export function publicApiBase(): string {
  return process.env.API_BASE_URL?.replace(/\/$/, "") ?? "";
}
