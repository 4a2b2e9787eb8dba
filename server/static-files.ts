import fs from "node:fs";
import path from "node:path";
import type { Context } from "hono";
import { serveFile } from "./files/serve-file.ts";

/**
 * The built client folder: hashed assets are cached for a year as immutable; everything else
 * (icons, images, prerendered pages) is revalidated. The folder is listed once at start, so a
 * request never touches the disk to learn that a path is not a file.
 */
export function createStaticFiles(clientDir: string) {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set("/" + path.relative(clientDir, full).split(path.sep).join("/"), full);
    }
  };
  walk(clientDir);

  return async (c: Context, next: () => Promise<void>) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const pathname = decodePath(new URL(c.req.url).pathname);
    const file =
      pathname === undefined
        ? undefined
        : (files.get(pathname) ?? files.get(pathname.replace(/\/?$/, "/index.html")));
    const immutable = pathname?.startsWith("/assets/") ?? false;
    // A page built before a deploy may ask for an asset that is gone: that is a 404, not a
    // redirect to the home page.
    if (!file && immutable) return c.text("Not found", 404);
    if (!file) return next();
    const response = await serveFile(c.req.raw, file, {
      cacheControl: immutable
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, must-revalidate",
    });
    if (!response) return next();
    return response;
  };
}

function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
