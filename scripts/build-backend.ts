// `node scripts/build-backend.ts`: the server and the scripts it runs apart (the first start's
// seeding, a new PGlite database, its migrations, PGlite's thread) bundled into dist/backend,
// which `npm run serve`, the container and the tests run. From source, a start spent four to
// five seconds finding and reading some two thousand small modules (drizzle-orm's and
// better-auth's most of them) before it did anything; from the bundle, one.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { backendDir } from "../server/process/backend-bundle.ts";
import { pgliteTemplatePaths, pgliteVersion } from "../server/db/pglite-template.ts";

const project = path.resolve(import.meta.dirname, "..");

/**
 * Read from node_modules at run time, not bundled: native code and WebAssembly found beside
 * their package (sharp, PGlite, PostgreSQL's driver, a file lock), the website's own
 * React Router, which the server must share with the website's build for its context to be
 * one, and packages loaded only when wanted (S3, pdf.js).
 */
const external = [
  "sharp",
  "@electric-sql/pglite",
  "@electric-sql/pglite/*",
  "pg",
  "pg-native",
  "fs-native-extensions",
  "react-router",
  "react",
  "react-dom",
  "@aws-sdk/*",
  "unpdf",
  // The demo's records are found by name (demo/kinds.ts): the glob takes in their tests too,
  // which nothing at run time imports.
  "vitest",
];

const started = Date.now();
const out = path.join(project, backendDir);
// Written beside and swapped in whole: a server starting meanwhile reads the old bundle or the
// new one, never half of each.
const next = `${out}.next`;
fs.rmSync(next, { recursive: true, force: true });
await build({
  absWorkingDir: project,
  entryPoints: {
    main: "server/main.ts",
    "first-start": "server/process/first-start.ts",
    "make-pglite": "server/db/make-pglite.ts",
    "migrate-pglite": "server/db/migrate-pglite.ts",
    "pglite-thread": "server/db/pglite-thread.ts",
  },
  outdir: next,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node24",
  outExtension: { ".js": ".mjs" },
  // The password checker's packages are imported when first wanted, by import(). Node finds
  // the names their CommonJS form exports; once bundled it has only a default export, so their
  // ES modules are bundled instead.
  alias: Object.fromEntries(
    ["core", "language-common", "language-en"].map((name) => [
      `@zxcvbn-ts/${name}`,
      `@zxcvbn-ts/${name}/dist/index.mjs`,
    ]),
  ),
  chunkNames: "chunk-[hash]",
  external,
  // Packages written as CommonJS ask for Node's modules with require(), which an ES module lacks.
  banner: {
    js: 'import { createRequire as bundleRequire } from "node:module"; const require = bundleRequire(import.meta.url);',
  },
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
});
// An empty database made once here, as a first start would make it: a first start copies it
// (server/db/make-pglite.ts) instead of spending five seconds and a gigabyte on initdb.
const template = pgliteTemplatePaths(pathToFileURL(path.join(next, "make-pglite.mjs")).href);
execFileSync(process.execPath, [path.join(next, "make-pglite.mjs"), template.folder]);
fs.writeFileSync(
  template.label,
  JSON.stringify({ pglite: pgliteVersion(import.meta.url) }, null, 2) + "\n",
);
const previous = `${out}.previous`;
fs.rmSync(previous, { recursive: true, force: true });
if (fs.existsSync(out)) fs.renameSync(out, previous);
fs.renameSync(next, out);
fs.rmSync(previous, { recursive: true, force: true });
console.log(`Bundled the server into ${backendDir} in ${Date.now() - started} ms`);
