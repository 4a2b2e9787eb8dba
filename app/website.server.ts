import { createContext, type RouterContextProvider } from "react-router";
import { defaultTimeZone } from "#contracts/dates.ts";
import type { RenderingCache } from "#contracts/rendering-cache.ts";
import {
  ApiError,
  createApiClient,
  withDeadline,
  type ApiClient,
  type ApiFetch,
} from "./api/client.ts";
import { builtSettings } from "./built-settings.ts";
import { checkedCopies } from "./caches.ts";

/**
 * What a page's loader and action are handed by the server that mounts the website (load
 * context): the school it shows, where the browser finds the backend's files, the school's time
 * zone, and the one door to the backend. While pages are prerendered at build time there is no
 * server and no backend: the build's own settings stand in.
 */
export interface Website {
  schoolCode: string;
  /** The origin the browser reads files from: "" for this site, or the backend's origin. */
  apiBase: string;
  timeZone: string;
  backend?: Backend;
  /** Where pages every visitor sees alike are kept once rendered; without it, drawn each time. */
  renderings?: RenderingCache;
}

export interface Backend {
  /** The origin calls are addressed to (a stand-in when the backend runs in this process). */
  origin: string;
  /** Every call, bounded by one deadline (API_TIMEOUT_MS); a late answer is an ApiError. */
  fetch: ApiFetch;
  /** The school's lists and records (spec 7). */
  api: ApiClient;
  /** The school office's calls: a person waits on these, so they may take longer. */
  office: ApiFetch;
  /**
   * A file the office sends: read, judged by its content and, a photo, turned upright and
   * encoded again, three at a time, while the person watches its progress bar. It has no
   * deadline: it ends when the backend answers or the person's browser stops waiting.
   */
  upload: ApiFetch;
}

/** An office call may hash a password or save a record: seconds, not the lists' half second. */
const officeTimeoutMs = 15_000;

export const websiteContext = createContext<Website>({
  schoolCode: builtSettings.schoolCode,
  apiBase: "",
  timeZone: defaultTimeZone,
});

export function websiteOf(context: Readonly<RouterContextProvider>): Website {
  return context.get(websiteContext);
}

/** Where no backend runs, every call fails as an unreachable backend's would. */
const noBackend = createApiClient({
  baseUrl: "http://no-backend.invalid",
  schoolCode: "",
  fetch: () => Promise.reject(new ApiError("no backend is configured")),
  copies: checkedCopies(),
});

/** The school's lists and records for a loader; each call answers or fails on its own. */
export function apiOf(context: Readonly<RouterContextProvider>): ApiClient {
  return websiteOf(context).backend?.api ?? noBackend;
}

/**
 * The website's door to a backend: in this process (`fetch` is the backend app's own), or over
 * HTTP at `baseUrl`; every call gives up after `timeoutMs`.
 */
export function connectBackend(options: {
  schoolCode: string;
  timeoutMs: number;
  baseUrl?: string;
  fetch?: ApiFetch;
}): Backend {
  const origin = options.baseUrl ?? "http://in-process.invalid";
  const direct = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const fetch = withDeadline(direct, options.timeoutMs);
  return {
    origin,
    fetch,
    office: withDeadline(direct, Math.max(officeTimeoutMs, options.timeoutMs)),
    // A camera's photo takes the backend seconds, several at once longer on a busy machine: on
    // any fixed deadline some of an album's photos failed, and were stored all the same once
    // the page had given up. The backend works on a file until it is done, so the page waits.
    upload: withDeadline(direct, Infinity),
    api: createApiClient({
      baseUrl: origin,
      schoolCode: options.schoolCode,
      fetch,
      copies: checkedCopies(),
    }),
  };
}
