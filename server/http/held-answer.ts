import { chooseForm, type EncodedForms } from "./encodings.ts";

/** An answer kept in memory whole: its bytes, their compressed forms and its validator. */
export interface HeldAnswer extends EncodedForms {
  body: Uint8Array;
  etag: string;
}

/**
 * Answers `request` from a held answer: the compressed form it accepts, or 304 when it already
 * has this one, with no disk read and no compression.
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
  if (
    ifNoneMatch &&
    ifNoneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === "*" || tag === etag || tag === held.etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  const body = encoded ?? held.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  const head = request.method.toUpperCase() === "HEAD";
  return new Response(head ? null : (body as Uint8Array<ArrayBuffer>), { status, headers });
}
