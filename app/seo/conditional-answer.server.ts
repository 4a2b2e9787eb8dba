import { createHash } from "node:crypto";

// Feeds, calendars and sitemaps are asked for again and again by readers, phones and crawlers,
// most often unchanged since their last look: each answer says what it is (ETag, of its bytes)
// and when it last changed (Last-Modified, its newest entry's change), and a request whose copy
// is still current gets 304 and no body.

/** The newest of `moments` (ISO dates or times), if any can be read. */
export function newestOf(moments: Iterable<string | Date | undefined>): Date | undefined {
  let newest: Date | undefined;
  for (const moment of moments) {
    if (moment === undefined) continue;
    const at = moment instanceof Date ? moment : new Date(moment);
    if (!Number.isNaN(at.getTime()) && (!newest || at > newest)) newest = at;
  }
  return newest;
}

/** `body` as a 200, or a 304 when the request's copy (If-None-Match, If-Modified-Since) is current. */
export function conditionalAnswer(
  request: Request,
  body: string,
  headers: Record<string, string>,
  lastModified?: Date,
): Response {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const answerHeaders: Record<string, string> = { ...headers, ETag: etag };
  // HTTP dates have whole seconds.
  const modified = lastModified && new Date(Math.floor(lastModified.getTime() / 1000) * 1000);
  if (modified) answerHeaders["Last-Modified"] = modified.toUTCString();
  if (isCurrent(request, etag, modified)) {
    // A 304 repeats what says how fresh the copy is, and nothing of the body.
    const kept = ["ETag", "Last-Modified", "Cache-Control"].filter((name) => name in answerHeaders);
    const fresh = Object.fromEntries(kept.map((name) => [name, answerHeaders[name]!]));
    return new Response(null, { status: 304, headers: fresh });
  }
  return new Response(body, { headers: answerHeaders });
}

function isCurrent(request: Request, etag: string, modified: Date | undefined): boolean {
  const ifNoneMatch = request.headers.get("If-None-Match");
  // If-None-Match wins over If-Modified-Since (RFC 9110 13.2.2), compared weakly: the server's
  // compression marks the tag weak (server/http/compression.ts).
  if (ifNoneMatch !== null) {
    return ifNoneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === "*" || tag === etag);
  }
  const ifModifiedSince = request.headers.get("If-Modified-Since");
  if (ifModifiedSince === null || !modified) return false;
  const since = new Date(ifModifiedSince);
  return !Number.isNaN(since.getTime()) && modified <= since;
}
