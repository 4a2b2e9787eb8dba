import fs from "node:fs";
import path from "node:path";
import type { Context } from "hono";
import { localEtag, openLocalFile } from "../files/file-store.ts";
import { contentTypeOf, serveFile } from "../files/serve-file.ts";
import { encodeOnce, type EncodedForms } from "./encodings.ts";
import { answerHeld } from "./held-answer.ts";

/** Text files up to this size are kept in memory, with their compressed forms. */
const inMemoryLimit = 1024 * 1024;
const textTypes = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

interface HeldFile extends EncodedForms {
  body: Uint8Array;
  etag: string;
  lastModified: string;
  contentType: string;
}

/**
 * The built client folder: hashed assets are cached for a year as immutable; everything else
 * (icons, images, prerendered pages) is revalidated. The folder is listed once at start, so a
 * request never touches the disk to learn that a path is not a file. Text files (prerendered
 * pages, scripts, styles) are read once and compressed once, so answering one costs no disk read
 * and no compression; the build leaves each one's best Brotli form beside it (`.br`, made by
 * scripts/precompress.ts), else it is made here at a quicker quality. Other files and byte
 * ranges are served from disk.
 */
export function createStaticFiles(clientDir: string) {
  const files = new Map<string, string>();
  const held = new Map<string, HeldFile>();
  // The build's Brotli forms (`name.br`) are kept apart: they are not addresses of the site.
  const brotliForms = new Set<string>();
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".br")) brotliForms.add(full);
      else files.set("/" + path.relative(clientDir, full).split(path.sep).join("/"), full);
    }
  };
  walk(clientDir);
  for (const full of files.values()) {
    const contentType = contentTypeOf(full);
    const stat = fs.statSync(full);
    if (!textTypes.test(contentType) || stat.size > inMemoryLimit) continue;
    const body = fs.readFileSync(full);
    const built = brotliForms.has(`${full}.br`) ? fs.readFileSync(`${full}.br`) : undefined;
    held.set(full, {
      body,
      ...encodeOnce(body, built),
      // The same validator serveFile gives, so either way of answering agrees.
      etag: localEtag(stat),
      lastModified: stat.mtime.toUTCString(),
      contentType,
    });
  }

  return async (c: Context, next: () => Promise<void>) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const pathname = decodePath(new URL(c.req.url).pathname);
    const file =
      pathname === undefined
        ? undefined
        : (files.get(pathname) ?? files.get(pathname.replace(/\/?$/, "/index.html")));
    const immutable = pathname?.startsWith("/assets/") ?? false;
    // A page built before a deploy may ask for an asset that is gone, a picture's address may
    // be mistyped: a plain 404, since no one reads a page where a picture or script was due.
    if (!file && pathname !== undefined && isAssetPath(pathname)) {
      return c.text("Not found", 404);
    }
    if (!file) return next();
    const cacheControl = immutable
      ? "public, max-age=31536000, immutable"
      : "public, max-age=0, must-revalidate";
    const inMemory = held.get(file);
    let response: Response;
    if (inMemory && !c.req.header("Range")) response = answerFromMemory(c, inMemory, cacheControl);
    else {
      const stored = await openLocalFile(file);
      if (!stored) return next();
      response = await serveFile(c.req.raw, file, stored, { cacheControl });
    }
    // The service worker is built among the assets, yet shows notifications for the whole site.
    if (serviceWorkerPath.test(pathname!)) response.headers.set("Service-Worker-Allowed", "/");
    return response;
  };
}

/** The built service worker (app/frame/service-worker.ts), whatever its hash. */
const serviceWorkerPath = /^\/assets\/service-worker-[\w-]+\.js$/;

function answerFromMemory(c: Context, file: HeldFile, cacheControl: string): Response {
  return answerHeld(c.req.raw, file, {
    "Content-Type": file.contentType,
    "Cache-Control": cacheControl,
    "Last-Modified": file.lastModified,
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
  });
}

/** The build's folders of files, and names that end like a picture, script, style or font. */
const assetFolders = /^\/(assets|images)\//i;
const assetNames = /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp|js|mjs|css|map|woff2?|ttf|otf|eot)$/i;

/** An address of a file rather than of a page: when nothing is there, it answers a plain 404. */
export function isAssetPath(pathname: string): boolean {
  return assetFolders.test(pathname) || assetNames.test(pathname);
}

function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
