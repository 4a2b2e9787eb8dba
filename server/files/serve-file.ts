import path from "node:path";
import type { StoredFile } from "./file-store.ts";

const contentTypes: Record<string, string> = {
  ".pdf": "application/pdf",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".txt": "text/plain; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  // React Router's prerendered loader data.
  ".data": "text/x-script",
};

export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/**
 * Answers a GET or HEAD for one stored file: Content-Type by the name's extension (never by
 * what the bytes look like: nosniff), ETag with conditional requests, and single byte ranges
 * (PDF viewers read pages this way). The bytes are read only when they are sent.
 */
export async function serveFile(
  request: Request,
  name: string,
  file: StoredFile,
  options: { cacheControl: string; extraHeaders?: Record<string, string> },
): Promise<Response> {
  const { size, etag } = file;
  const headers = new Headers({
    "Content-Type": contentTypeOf(name),
    "Cache-Control": options.cacheControl,
    ETag: etag,
    "Last-Modified": file.lastModified.toUTCString(),
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
    ...options.extraHeaders,
  });

  if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }

  const range = request.headers.get("Range");
  const ifRange = request.headers.get("If-Range");
  const useRange = range !== null && (ifRange === null || ifRange === etag);
  let start = 0;
  let end = size - 1;
  let status = 200;
  if (useRange) {
    const parsed = parseRange(range, size);
    if (parsed === "unsatisfiable") {
      headers.set("Content-Range", `bytes */${size}`);
      return new Response(null, { status: 416, headers });
    }
    if (parsed) {
      [start, end] = parsed;
      status = 206;
      headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
    }
  }
  const length = size === 0 ? 0 : end - start + 1;
  headers.set("Content-Length", String(length));
  if (request.method === "HEAD" || length === 0) return new Response(null, { status, headers });

  const body = await file.stream(status === 206 ? { start, end } : undefined);
  return new Response(body, { status, headers });
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/** One range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; multiple ranges are served whole. */
export function parseRange(
  header: string,
  size: number,
): [number, number] | "unsatisfiable" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return undefined;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return "unsatisfiable";
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return "unsatisfiable";
  return [start, end];
}
