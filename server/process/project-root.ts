import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Found by walking up to package.json, so paths hold whether this runs from source or a bundle.
function findRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
