import fs from "node:fs";
import path from "node:path";

/**
 * A folder of files addressed by relative paths that come from the outside world. Every path
 * is checked so that it names a file inside the folder and nothing else.
 */
export class FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    fs.mkdirSync(this.root, { recursive: true });
  }

  /**
   * The absolute path of `relative` inside the store, or undefined when the path is malformed
   * or would leave the store (parent segments, absolute paths, backslashes, NUL bytes,
   * symbolic links that point outside).
   */
  resolve(relative: string): string | undefined {
    if (!isSafeRelativePath(relative)) return undefined;
    const full = path.resolve(this.root, relative);
    if (!full.startsWith(this.root + path.sep)) return undefined;
    try {
      const real = fs.realpathSync(full);
      const realRoot = fs.realpathSync(this.root);
      return real.startsWith(realRoot + path.sep) ? real : undefined;
    } catch {
      // Not there (yet): the lexical check above is what matters for writers.
      return full;
    }
  }

  write(relative: string, bytes: Uint8Array): string {
    const full = this.resolve(relative);
    if (!full) throw new Error(`Unsafe file path: ${relative}`);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, bytes);
    return relative;
  }

  exists(relative: string): boolean {
    const full = this.resolve(relative);
    return full !== undefined && fs.existsSync(full);
  }
}

export function isSafeRelativePath(relative: string): boolean {
  if (relative.length === 0 || relative.length > 1024) return false;
  if (/[\0\\]/.test(relative) || relative.startsWith("/") || /^[a-zA-Z]:/.test(relative)) {
    return false;
  }
  return relative
    .split("/")
    .every((segment) => segment !== "" && segment !== "." && segment !== "..");
}
