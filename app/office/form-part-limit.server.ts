// A form's body is limited as a whole before any page reads it (server/http/body-limits.ts), and
// that limit is sized for the files a form carries. One field may need a far smaller limit of
// its own: the import page's CSV is read and checked whole, so a 70 MB one held the server's
// only thread for minutes. The body is watched as it streams in, and reading stops as soon as
// that field has grown past its limit, before the rest is taken or anything parses it.

const decoder = new TextDecoder();
/** The most a part's headers may take; a real browser's are a few hundred bytes. */
const maxPartHeaders = 16 * 1024;

export interface LimitedForm {
  /** The request to read the form from: its body errors once the field passes its limit. */
  request: Request;
  /** Whether reading stopped because the field passed its limit. */
  tooLarge: () => boolean;
}

/**
 * `request` with its body limited so that the field `name` (a file or a text) holds at most
 * `maxBytes`. A body that is not multipart is limited whole, at three times `maxBytes`: the
 * field percent-encoded.
 */
export function limitFormPart(request: Request, name: string, maxBytes: number): LimitedForm {
  let exceeded = false;
  if (!request.body) return { request, tooLarge: () => false };
  const type = request.headers.get("content-type") ?? "";
  const boundary = /^multipart\/form-data\s*;.*?\bboundary=(?:"([^"]+)"|([^\s;]+))/i.exec(type);
  const counter = boundary
    ? partCounter(boundary[1] ?? boundary[2]!, name, maxBytes)
    : bodyCounter(3 * maxBytes);
  const body = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (counter(chunk)) controller.enqueue(chunk);
        else {
          exceeded = true;
          controller.error(new Error(`The form's field "${name}" is over ${maxBytes} bytes.`));
        }
      },
    }),
  );
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    duplex: "half",
  } as RequestInit);
  return { request: limited, tooLarge: () => exceeded };
}

/** Counts a whole body; false once it is past `maxBytes`. */
function bodyCounter(maxBytes: number): (chunk: Uint8Array) => boolean {
  let count = 0;
  return (chunk) => (count += chunk.byteLength) <= maxBytes;
}

/**
 * Follows a multipart body chunk by chunk (RFC 7578): each part starts after a delimiter line
 * and its headers, which name its field. False once the part named `name` is past `maxBytes`,
 * or a part's headers are longer than any browser's.
 */
function partCounter(
  boundary: string,
  name: string,
  maxBytes: number,
): (chunk: Uint8Array) => boolean {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const headersEnd = Buffer.from("\r\n\r\n");
  // The body's first delimiter has no line break before it: one is supplied, for the search.
  let rest: Buffer = Buffer.from("\r\n");
  let inHeaders = false;
  let counting = false;
  let count = 0;
  let ended = false;
  return (chunk) => {
    if (ended) return true;
    const bytes = Buffer.concat([rest, chunk]);
    let at = 0;
    for (;;) {
      if (inHeaders) {
        if (bytes.length - at < 2) break;
        if (bytes[at] === 0x2d && bytes[at + 1] === 0x2d) {
          // "--" after a delimiter: the last part has ended, and nothing after it is read.
          ended = true;
          return true;
        }
        const end = bytes.indexOf(headersEnd, at);
        if (end === -1) {
          if (bytes.length - at > maxPartHeaders) return false;
          break;
        }
        const headers = decoder.decode(bytes.subarray(at, end));
        counting = fieldName(headers) === name;
        count = 0;
        inHeaders = false;
        at = end + headersEnd.length;
        continue;
      }
      const next = bytes.indexOf(delimiter, at);
      // Without a delimiter, all but its length less one byte is surely the part's own.
      const partEnd = next === -1 ? Math.max(at, bytes.length - delimiter.length + 1) : next;
      if (counting && (count += partEnd - at) > maxBytes) return false;
      if (next === -1) {
        at = partEnd;
        break;
      }
      at = next + delimiter.length;
      inHeaders = true;
    }
    rest = Buffer.from(bytes.subarray(at));
    return true;
  };
}

/** The field a part's headers name (`Content-Disposition: form-data; name="csv"`). */
function fieldName(headers: string): string | undefined {
  const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? "";
  return (
    /;\s*name="([^"]*)"/i.exec(disposition)?.[1] ?? /;\s*name=([^;\s]+)/i.exec(disposition)?.[1]
  );
}
