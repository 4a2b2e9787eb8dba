import { chooseForm, type EncodedForms } from "./encodings.ts";

/** An answer kept in memory whole: its bytes, their compressed forms and its validator. */
export interface HeldAnswer extends EncodedForms {
  body: Uint8Array;
  etag: string;
}

/**
 * Answers `request` from a held answer: the compressed form it accepts, or 304 when it already
 * has this one (by its ETag, or by its Last-Modified when it has one), with no disk read and no
 * compression.
 */
export function answerHeld(
  request: Request,
  held: HeldAnswer,
  headersInit: HeadersInit,
  status = 200,
): Response {
  const { encoding, body: encoded, etag, varies } = chooseForm(request, held);
  const headers = new Headers(headersInit);
  headers.set("ETag", etag);
  if (varies) headers.set("Vary", "Accept-Encoding");
  const ifNoneMatch = request.headers.get("If-None-Match");
  // If-None-Match wins over If-Modified-Since (RFC 9110 13.2.2).
  const current = ifNoneMatch
    ? ifNoneMatch
        .split(",")
        .map((tag) => tag.trim().replace(/^W\//, ""))
        .some((tag) => tag === "*" || tag === etag || tag === held.etag)
    : unchangedSince(request.headers.get("If-Modified-Since"), headers.get("Last-Modified"));
  if (current) return new Response(null, { status: 304, headers });
  const body = encoded ?? held.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  const head = request.method.toUpperCase() === "HEAD";
  return new Response(head ? null : (body as Uint8Array<ArrayBuffer>), { status, headers });
}

/** Whether an answer last changed at `lastModified` is unchanged since the request's copy. */
function unchangedSince(ifModifiedSince: string | null, lastModified: string | null): boolean {
  if (ifModifiedSince === null || lastModified === null) return false;
  const since = Date.parse(ifModifiedSince);
  const modified = Date.parse(lastModified);
  return !Number.isNaN(since) && !Number.isNaN(modified) && modified <= since;
}
