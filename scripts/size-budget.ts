// What each route makes a first-time visitor download in JavaScript and CSS (gzip), read from
// the build, against the budgets of the project's quality goals. `npm run size` prints the
// table and fails when a route is over; tests/e2e/size-budget.test.ts holds CI to it.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type * as WebsiteEntry from "../app/entry.server.tsx";
import { loadConfig } from "../contracts/config.ts";
import { defaultTimeZone, todayIn } from "../contracts/dates.ts";
import { loadContentPages } from "../demo/content-files.ts";
import { demoSettings } from "../demo/demo-settings.ts";

/** Gzip bytes a first visit may cost, by the kind of page. */
export const budgets = {
  /** Content pages: the one enhancing script. */
  html: { js: 15 * 1024, css: 20 * 1024 },
  /** Pages that add behaviours of their own (home, contact, TC). */
  interactive: { js: 120 * 1024, css: 20 * 1024 },
} as const;

/**
 * Stylesheets a page may name. They all hold its first paint, and a browser opens at most six
 * connections to a site over HTTP/1.1: a seventh waits for one of them, a round trip on a phone.
 */
export const maxStylesheets = 6;

export interface RouteWeight {
  route: string;
  kind: keyof typeof budgets;
  js: number;
  css: number;
  stylesheets: number;
}

/** The build's files a page's HTML names by the pattern's first group. */
const named = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => match[1]!).filter((url) => url.startsWith("/assets/"));

/** The build's stylesheets a page names, each once. */
const stylesheetsOf = (html: string) => [
  ...new Set(named(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)),
];

/**
 * Draws every page of the build, as the server would without a backend, and weighs the scripts
 * and styles its HTML names: what a first visit downloads, whatever the route module imports.
 */
export async function routeWeights(buildDir: string): Promise<RouteWeight[]> {
  const client = path.join(buildDir, "client");
  const serverFile = path.resolve(buildDir, "server/index.js");
  const build = (await import(pathToFileURL(serverFile).href)) as ServerBuild;
  const render = withEmptyBackend(build, await demoSeed());
  const gzipped = new Map<string, number>();
  const size = (file: string) => {
    if (!gzipped.has(file)) {
      gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(client, file))).length);
    }
    return gzipped.get(file)!;
  };
  const total = (files: Iterable<string>) => [...new Set(files)].reduce((n, f) => n + size(f), 0);

  const pages = Object.values(build.routes).filter(
    // Resource routes (sitemap.xml, robots.txt) answer a file; the catch-all has no one path.
    // The office's screens are for signed-in staff, not a visitor's first visit (and ship no
    // script but their uploads'): they have budgets of their own in no table here.
    (route) =>
      route &&
      route.id !== "root" &&
      route.module.default &&
      route.path !== "*" &&
      // A layout (the office's frame) is no page of its own.
      (route.index || route.path !== undefined) &&
      !/^\/?office(\/|$)/.test(route.path ?? ""),
  );
  const weights: RouteWeight[] = [];
  for (const route of pages) {
    // A route's path is written without its leading "/" ('office/search').
    const address = route!.index ? "/" : `/${(route!.path ?? "").replace(/^\//, "")}`;
    const html = await (await render(new Request(`http://size.invalid${address}`))).text();
    const scripts = named(html, /<script[^>]*\ssrc="([^"]+)"/g);
    const styles = stylesheetsOf(html);
    if (scripts.length === 0) throw new Error(`${address} names no script: not drawn as a page?`);
    weights.push({
      route: address,
      kind: scripts.length > 1 ? "interactive" : "html",
      js: total(scripts),
      css: total(styles),
      stylesheets: styles.length,
    });
  }
  return weights;
}

/**
 * The build's page handler, given a backend whose every list is empty and whose pages and
 * settings are the demo's seed (no database needed).
 */
function withEmptyBackend(build: ServerBuild, seed: Awaited<ReturnType<typeof demoSeed>>) {
  const website = build.entry.module as unknown as typeof WebsiteEntry;
  const render = createRequestHandler(build, "production");
  const backend = website.connectBackend({
    schoolCode: website.builtSettings.schoolCode,
    timeoutMs: 5000,
    fetch: (request) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith("/api/settings/")) {
        return Response.json({ number: 1, settings: seed.settings });
      }
      const page = /^\/api\/page\/[^/]+\/(.+)$/.exec(pathname);
      if (page) {
        const entry = seed.pages.find((p) => p.path.toLowerCase() === `/${page[1]}`.toLowerCase());
        if (!entry) return Response.json({ error: "No such page." }, { status: 404 });
        const { path: address, ...document } = entry;
        return Response.json({ path: address, number: 1, document });
      }
      return Response.json([]);
    },
  });
  return (request: Request) => {
    const context = new RouterContextProvider();
    context.set(website.websiteContext, {
      schoolCode: website.builtSettings.schoolCode,
      apiBase: "",
      timeZone: defaultTimeZone,
      backend,
    });
    return render(request, context);
  };
}

async function demoSeed() {
  const pages = await loadContentPages();
  return { pages, settings: demoSettings(todayIn(defaultTimeZone)) };
}

export function overBudget(weight: RouteWeight): string[] {
  const budget = budgets[weight.kind];
  const over: string[] = [];
  if (weight.js > budget.js) over.push(`JavaScript ${kb(weight.js)} > ${kb(budget.js)}`);
  if (weight.css > budget.css) over.push(`CSS ${kb(weight.css)} > ${kb(budget.css)}`);
  if (weight.stylesheets > maxStylesheets) {
    over.push(`${weight.stylesheets} stylesheets > ${maxStylesheets}`);
  }
  return over;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const weights = await routeWeights(loadConfig(process.env).buildDir);
  // Routes that share a module weigh the same; one line per distinct weight keeps it readable.
  const rows = new Map<string, RouteWeight[]>();
  for (const w of weights) {
    const key = `${w.kind} ${w.js} ${w.css} ${w.stylesheets}`;
    rows.set(key, [...(rows.get(key) ?? []), w]);
  }
  let failed = false;
  const limits = Object.entries(budgets).map(([kind, b]) => `${kind} ${kb(b.js)}`);
  console.log(
    `JS and CSS of a first visit, gzip (JS budgets: ${limits.join(", ")}; CSS 20 KB in at most ${maxStylesheets} files)`,
  );
  for (const group of rows.values()) {
    const w = group[0]!;
    const over = overBudget(w);
    failed ||= over.length > 0;
    const names = group.map((g) => g.route);
    const label =
      names.length > 3 ? `${names.slice(0, 3).join(", ")} +${names.length - 3}` : names.join(", ");
    console.log(
      `${over.length ? "OVER" : "ok  "}  ${w.kind.padEnd(5)} JS ${kb(w.js).padStart(9)}  CSS ${kb(w.css).padStart(8)} / ${w.stylesheets}  ${label}${over.length ? `  (${over.join("; ")})` : ""}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}
