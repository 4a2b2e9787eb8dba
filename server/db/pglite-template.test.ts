import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { pgliteTemplate, pgliteTemplatePaths, pgliteVersion } from "./pglite-template.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * A built server's folder, inside the project as dist/ is (its packages are found from there):
 * its make-pglite script's address, and an empty database beside it.
 */
function builtServer(label?: object) {
  fs.mkdirSync("test-results", { recursive: true });
  const folder = fs.mkdtempSync(path.resolve("test-results", "built-"));
  folders.push(folder);
  const script = pathToFileURL(path.join(folder, "make-pglite.mjs")).href;
  const paths = pgliteTemplatePaths(script);
  fs.mkdirSync(paths.folder);
  fs.writeFileSync(path.join(paths.folder, "PG_VERSION"), "18\n");
  if (label) fs.writeFileSync(paths.label, JSON.stringify(label));
  return { script, template: paths.folder };
}

describe("the build's empty PGlite database", () => {
  it("is copied when the PGlite installed now made it", () => {
    const { script, template } = builtServer({ pglite: pgliteVersion(import.meta.url) });
    expect(pgliteTemplate(script)).toBe(template);
  });

  it("is not used when another PGlite made it, or none says which", () => {
    expect(pgliteTemplate(builtServer({ pglite: "0.0.1" }).script)).toBeUndefined();
    expect(pgliteTemplate(builtServer().script)).toBeUndefined();
  });

  it("is not used when its folder holds no database", () => {
    const { script, template } = builtServer({ pglite: pgliteVersion(import.meta.url) });
    fs.rmSync(path.join(template, "PG_VERSION"));
    expect(pgliteTemplate(script)).toBeUndefined();
  });

  it("is not there beside the sources, which make a database with initdb", () => {
    expect(pgliteTemplate(new URL("make-pglite.ts", import.meta.url).href)).toBeUndefined();
  });
});
