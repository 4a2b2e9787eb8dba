import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The path of a script the server runs apart (a process or a thread of its own), named without
 * its extension, beside the module asking (`here`, its import.meta.url): the .ts file when the
 * server runs from source, the .mjs entry of the bundle when it runs from dist/backend, where
 * every entry and chunk lies in one folder (scripts/build-backend.ts).
 */
export function scriptBeside(here: string, name: string): string {
  const asking = fileURLToPath(here);
  return path.join(path.dirname(asking), name + path.extname(asking));
}
