// What each route makes a first-time visitor download in JavaScript and CSS (gzip), read from
// the build, against the budgets of the project's quality goals. `npm run size` prints the
// table and fails when a route is over; tests/e2e/size-budget.test.ts holds CI to it.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import type { ServerBuild } from "react-router";

/** Gzip bytes a first visit may cost, by the kind of page. */
export const budgets = {
  /** Content pages drawn without React: the one enhancing script. */
  html: { js: 15 * 1024, css: 20 * 1024 },
  /** Pages drawn without React that add behaviours of their own (the home page). */
  interactive: { js: 120 * 1024, css: 20 * 1024 },
  /** Pages that hydrate: none today; React Router alone costs 109 KB of this. */
  react: { js: 120 * 1024, css: 20 * 1024 },
} as const;

export interface RouteWeight {
  route: string;
  kind: keyof typeof budgets;
  js: number;
  css: number;
}

export async function routeWeights(root = process.cwd()): Promise<RouteWeight[]> {
  const client = path.join(root, "build/client");
  const serverFile = path.join(root, "build/server/index.js");
  const build = (await import(pathToFileURL(serverFile).href)) as ServerBuild;
  const { assets } = build;
  const gzipped = new Map<string, number>();
  const size = (file: string) => {
    if (!gzipped.has(file)) {
      gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(client, file))).length);
    }
    return gzipped.get(file)!;
  };
  const total = (files: Iterable<string>) => [...new Set(files)].reduce((n, f) => n + size(f), 0);
  const enhance = fs
    .readdirSync(path.join(client, "assets"))
    .find((f) => /^enhance-.*\.js$/.test(f));
  if (!enhance) throw new Error("The build has no enhancing script (assets/enhance-*.js)");

  const root_ = assets.routes.root!;
  return (
    Object.values(assets.routes)
      // Resource routes (sitemap.xml, robots.txt) answer a file, not a page: nothing to load.
      .filter((route) => route && route.id !== "root" && build.routes[route.id]?.module.default)
      .map((route) => {
        const handle = build.routes[route!.id]?.module.handle as
          { react?: boolean; scripts?: string[] } | undefined;
        const kind =
          handle?.react !== false ? "react" : handle.scripts?.length ? "interactive" : "html";
        const css = total([...(root_.css ?? []), ...(route!.css ?? [])]);
        const js =
          kind !== "react"
            ? total([`/assets/${enhance}`, ...(handle?.scripts ?? [])])
            : total([
                assets.url,
                assets.entry.module,
                ...assets.entry.imports,
                root_.module,
                ...(root_.imports ?? []),
                route!.module,
                ...(route!.imports ?? []),
              ]);
        return { route: route!.path ?? route!.id, kind, js, css };
      })
  );
}

export function overBudget(weight: RouteWeight): string[] {
  const budget = budgets[weight.kind];
  const over: string[] = [];
  if (weight.js > budget.js) over.push(`JavaScript ${kb(weight.js)} > ${kb(budget.js)}`);
  if (weight.css > budget.css) over.push(`CSS ${kb(weight.css)} > ${kb(budget.css)}`);
  return over;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const weights = await routeWeights();
  // Routes that share a module weigh the same; one line per distinct weight keeps it readable.
  const rows = new Map<string, RouteWeight[]>();
  for (const w of weights)
    rows.set(`${w.kind} ${w.js} ${w.css}`, [...(rows.get(`${w.kind} ${w.js} ${w.css}`) ?? []), w]);
  let failed = false;
  const limits = Object.entries(budgets).map(([kind, b]) => `${kind} ${kb(b.js)}`);
  console.log(`JS and CSS of a first visit, gzip (JS budgets: ${limits.join(", ")}; CSS 20 KB)`);
  for (const group of rows.values()) {
    const w = group[0]!;
    const over = overBudget(w);
    failed ||= over.length > 0;
    const names = group.map((g) => g.route);
    const label =
      names.length > 3 ? `${names.slice(0, 3).join(", ")} +${names.length - 3}` : names.join(", ");
    console.log(
      `${over.length ? "OVER" : "ok  "}  ${w.kind.padEnd(5)} JS ${kb(w.js).padStart(9)}  CSS ${kb(w.css).padStart(8)}  ${label}${over.length ? `  (${over.join("; ")})` : ""}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}
