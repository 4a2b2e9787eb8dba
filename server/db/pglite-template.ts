import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The PGlite installed beside the code at `moduleUrl`. */
export function pgliteVersion(moduleUrl: string): string {
  const entry = createRequire(moduleUrl).resolve("@electric-sql/pglite");
  // Its package.json is not among its exports: found above its entry point (dist/index.*).
  const manifest = path.join(path.dirname(entry), "..", "package.json");
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** Where the build keeps the empty database beside the script at `scriptUrl`, and its label. */
export function pgliteTemplatePaths(scriptUrl: string) {
  const folder = fileURLToPath(new URL("pglite-template", scriptUrl));
  return { folder, label: `${folder}.json` };
}

/**
 * The empty database the build made beside the script at `scriptUrl`
 * (scripts/build-backend.ts), if the PGlite installed now made it: another version's files may
 * not be what this one's initdb writes. Undefined when there is none to use.
 */
export function pgliteTemplate(scriptUrl: string): string | undefined {
  const { folder, label } = pgliteTemplatePaths(scriptUrl);
  try {
    const made = (JSON.parse(fs.readFileSync(label, "utf8")) as { pglite?: string }).pglite;
    if (made !== pgliteVersion(scriptUrl)) return undefined;
    return fs.existsSync(path.join(folder, "PG_VERSION")) ? folder : undefined;
  } catch {
    return undefined;
  }
}
