import { parseHTML } from "linkedom";
import { loadConfig, type Config } from "#contracts/config.ts";
import type { ServerAppOptions } from "#server/http/app.ts";
import { loadWebsite, type MountedWebsite } from "#server/http/website.ts";
import { testBackend, type TestBackend } from "./test-backend.ts";

// The whole site in this process, as `server/main.ts` mounts it: the built website (`npm run
// build`) over the real API on the seeded test database, asked with `app.request()`. Pages come
// back parsed by a real HTML parser, for tests of what the server sends: a head, a table, a link,
// a form's answer without JavaScript. What needs a browser (scripts, layout, focus) is not here.

/** What the website hands each of its API calls to; a test may hand it another. */
export type Backend = (request: Request) => Response | Promise<Response>;

export interface SiteAnswer {
  response: Response;
  status: number;
  html: string;
  document: Document;
  /** The elements a selector finds, as an array. */
  all: (selector: string) => Element[];
  /** The one element a selector finds; fails when there is none. */
  one: (selector: string) => Element;
}

export interface Site {
  backend: TestBackend;
  config: Config;
  /** Any request, as a browser's would arrive (absolute or a path on the site's origin). */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** A page, read and parsed. */
  page: (path: string, init?: RequestInit) => Promise<SiteAnswer>;
}

export const siteOrigin = "http://school.test";

const websites = new Map<string, Promise<MountedWebsite>>();

/** The built website, loaded once per worker and configuration. */
function website(config: Config): Promise<MountedWebsite> {
  const key = JSON.stringify([config.buildDir, config.apiTimeoutMs, config.timeZone]);
  let loaded = websites.get(key);
  if (!loaded) websites.set(key, (loaded = loadWebsite(config)));
  return loaded;
}

/**
 * The site on the worker's seeded test database. `backend` stands between the website and its
 * API: it is given the real API and answers instead of it (fails, hangs, doctors a record).
 * `env` is configuration as the server reads it (API_TIMEOUT_MS, TRUST_PROXY).
 */
export async function siteInProcess(
  options: {
    backend?: (api: Backend) => Backend;
    env?: Record<string, string>;
    app?: Partial<ServerAppOptions>;
  } = {},
): Promise<Site> {
  const backend = await testBackend();
  // A generous deadline unless a test is about it: these tests read what a page shows, not how
  // long a busy machine takes to draw it (the browser suite holds pages to their deadline).
  const config = loadConfig({ API_TIMEOUT_MS: "10000", ...options.env });
  const mounted = await website(config);
  const handed = options.backend;
  const site: MountedWebsite = handed
    ? { ...mounted, handler: (api, renderings) => mounted.handler(handed(api), renderings) }
    : mounted;
  const { request } = backend.configured({
    website: site,
    trustProxy: config.trustProxy,
    // A website whose backend is not this process's own checks it at every visit (app.ts).
    ...(handed && { apiBaseUrl: "http://backend.test" }),
    ...options.app,
  });
  const ask = (path: string, init?: RequestInit) => request(new URL(path, siteOrigin).href, init);
  return {
    backend,
    config,
    request: ask,
    page: async (path, init) => read(await ask(path, init)),
  };
}

export async function read(response: Response): Promise<SiteAnswer> {
  const html = await response.text();
  const { document } = parseHTML(html);
  lowercaseAttributes(document);
  const all = (selector: string) => [...document.querySelectorAll(selector)];
  return {
    response,
    status: response.status,
    html,
    document,
    all,
    one: (selector) => {
      const found = document.querySelector(selector);
      if (!found) throw new Error(`no ${selector} in ${response.url || "the page"}`);
      return found;
    },
  };
}

/**
 * The HTML standard's parser lowercases attribute names, and browsers and selectors read them so
 * (React writes `srcSet`, `hrefLang`); linkedom keeps their case, for SVG's sake. Outside SVG,
 * they are lowercased here as a browser would.
 */
function lowercaseAttributes(document: Document) {
  for (const element of document.querySelectorAll("*")) {
    if (element.closest("svg")) continue;
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower === name) continue;
      element.removeAttribute(name);
      element.setAttribute(lower, value);
    }
  }
}

/** An element's text as a reader reads it: white space folded. */
export const text = (element: Element | null | undefined) =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();
