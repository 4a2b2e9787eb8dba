import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

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
 * Answers a GET or HEAD for one file on disk: Content-Type, ETag with conditional requests,
 * and single byte ranges (PDF viewers read pages this way).
 */
export async function serveFile(
  request: Request,
  file: string,
  options: { cacheControl: string; extraHeaders?: Record<string, string> },
): Promise<Response | undefined> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch {
    return undefined;
  }
  if (!stat.isFile()) return undefined;

  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    "Content-Type": contentTypeOf(file),
    "Cache-Control": options.cacheControl,
    ETag: etag,
    "Last-Modified": stat.mtime.toUTCString(),
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
  let end = stat.size - 1;
  let status = 200;
  if (useRange) {
    const parsed = parseRange(range, stat.size);
    if (parsed === "unsatisfiable") {
      headers.set("Content-Range", `bytes */${stat.size}`);
      return new Response(null, { status: 416, headers });
    }
    if (parsed) {
      [start, end] = parsed;
      status = 206;
      headers.set("Content-Range", `bytes ${start}-${end}/${stat.size}`);
    }
  }
  const length = stat.size === 0 ? 0 : end - start + 1;
  headers.set("Content-Length", String(length));
  if (request.method === "HEAD" || length === 0) return new Response(null, { status, headers });

  const stream = fs.createReadStream(file, { start, end });
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status, headers });
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
