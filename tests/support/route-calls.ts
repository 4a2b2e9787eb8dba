import { matchPath, RouterContextProvider } from "react-router";
import { connectBackend, websiteContext, type Website } from "#app/website.server.ts";
import type { OfficeClient } from "./office-client.ts";
import { schoolCode, timeZone, type TestBackend } from "./test-backend.ts";

// A page's loader and action called as the server calls them (server/http/website.ts): a real
// Request, and a load context whose backend is the API of this process, the one test database
// behind it. What comes back is read as the page's answer: its status, its data, and where a
// redirect sends the browser.

/** A route module's loader or action, whatever its own arguments' type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type DataFunction = (args: any) => unknown;

export interface RouteAnswer {
  status: number;
  /** What the loader or action gave the page, or the text of a Response it threw. */
  data: unknown;
  /** Where a redirect sends the browser. */
  location: string | null;
  headers: Headers;
}

export interface CallOptions {
  /** The person's cookies (`cookieOf` a signed-in `OfficeClient`). */
  cookie?: string;
  /** A form posted to the action, as the browser sends it (multipart). */
  form?: FormData | Record<string, string>;
  /** The visitor's address, as the server hands it to the website (198.51.100.77 unless told). */
  forwardedFor?: string;
  /** Other headers the browser sends (a conditional request's). */
  headers?: Record<string, string>;
}

/**
 * The website's loaders and actions against `backend`. The deadline is generous: these tests
 * read what a page does with the backend's answers, not how long a busy machine takes to give
 * them (the browser suite holds pages to their deadline).
 */
export function routeCalls(backend: TestBackend) {
  const website: Website = {
    schoolCode,
    apiBase: "",
    timeZone,
    backend: connectBackend({
      schoolCode,
      timeoutMs: 15_000,
      fetch: (request) => backend.app.fetch(request),
    }),
  };

  async function call(
    run: DataFunction,
    method: string,
    pattern: string,
    path: string,
    options: CallOptions,
  ): Promise<RouteAnswer> {
    const url = new URL(path, "http://school.test");
    const match = matchPath({ path: pattern, caseSensitive: true }, url.pathname);
    if (!match) throw new Error(`${url.pathname} is not a page at ${pattern}`);
    const headers = new Headers({
      ...options.headers,
      "X-Forwarded-For": options.forwardedFor ?? "198.51.100.77",
    });
    if (options.cookie) headers.set("Cookie", options.cookie);
    let body: FormData | undefined;
    if (options.form instanceof FormData) body = options.form;
    else if (options.form) {
      body = new FormData();
      for (const [name, value] of Object.entries(options.form)) body.append(name, value);
    }
    const request = new Request(url, { method, headers, body });
    const context = new RouterContextProvider();
    context.set(websiteContext, website);
    try {
      return await answerOf(await run({ request, url, pattern, params: match.params, context }));
    } catch (thrown) {
      if (thrown instanceof Response || isData(thrown)) return answerOf(thrown);
      throw thrown;
    }
  }

  return {
    website,
    /** GET `path` through the loader of the page at `pattern` (e.g. "/News/:slug"). */
    load: (loader: DataFunction, pattern: string, path: string, options: CallOptions = {}) =>
      call(loader, "GET", pattern, path, options),
    /** POST `options.form` to `path` through the action of the page at `pattern`. */
    act: (action: DataFunction, pattern: string, path: string, options: CallOptions = {}) =>
      call(action, "POST", pattern, path, options),
  };
}

/** The cookies a signed-in member of staff's browser sends. */
export function cookieOf(client: OfficeClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** What `data(value, init)` returns or throws. */
interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isData(value: unknown): value is DataWithInit {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

async function answerOf(value: unknown): Promise<RouteAnswer> {
  if (value instanceof Response) {
    return {
      status: value.status,
      data: await value.text(),
      location: value.headers.get("Location"),
      headers: value.headers,
    };
  }
  if (isData(value)) {
    const headers = new Headers(value.init?.headers);
    return {
      status: value.init?.status ?? 200,
      data: value.data,
      location: headers.get("Location"),
      headers,
    };
  }
  return { status: 200, data: value, location: null, headers: new Headers() };
}
