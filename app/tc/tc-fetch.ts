// The Transfer Certificate lookup of spec 7 ("Form and file calls" 1), shared by the browser
// and by the page's no-JavaScript action: POST the credentials, read the file path, fetch the
// file and decide whether it is a PDF or an image (spec 7; messages of spec 8 and DECISIONS).
import { TcLookup, tcLookupError, tcLookupMessages } from "#contracts/entities.ts";

export const tcMessages = {
  empty: tcLookupMessages.empty,
  invalid: "Invalid response from the server.",
  wrong: "Wrong credentials",
  tooMany: "Too many attempts. Please wait a few minutes and try again.",
  unreachable:
    "The certificate service could not be reached. Please try again in a few minutes or contact the school office.",
} as const;

export interface TcFields {
  name: string;
  admission: string;
}

/** A failure's `status` is what the page answers with when it shows `error`. */
export type TcResult =
  | { ok: true; file: Response; extension: "pdf" | "jpg" }
  | { ok: false; status: 400 | 404 | 429 | 502 | 503; error: string };

/** 'pdf' or 'jpg' from the Content-Type ('pdf' or 'image'), failing that the URL's extension. */
export function certificateExtension(
  contentType: string | null,
  url: string,
): "pdf" | "jpg" | undefined {
  const type = (contentType ?? "").toLowerCase();
  if (type.includes("pdf")) return "pdf";
  if (type.includes("image")) return "jpg";
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url, "http://x").pathname)?.[1]?.toLowerCase();
  if (extension === "pdf") return "pdf";
  if (extension === "jpg" || extension === "jpeg" || extension === "png") return "jpg";
  return undefined;
}

/** The form's own check, the API's schema: undefined when both fields can be sent. */
export function checkTcFields(fields: TcFields): string | undefined {
  const checked = TcLookup.safeParse(fields);
  return checked.success ? undefined : tcLookupError(checked.error.issues);
}

export async function fetchCertificate(options: {
  fields: TcFields;
  /** The API origin ('' for the same site). */
  apiBase: string;
  schoolCode: string;
  fetch: (request: Request) => Promise<Response>;
  headers?: Record<string, string>;
}): Promise<TcResult> {
  const { fields, apiBase, schoolCode } = options;
  const origin = apiBase || (typeof window === "undefined" ? "http://in-process.invalid" : "");
  const absolute = (path: string) => new URL(origin + path, globalThis.location?.href).href;
  let lookup: Response;
  try {
    lookup = await options.fetch(
      new Request(absolute(`/api/tc/${encodeURIComponent(schoolCode)}`), {
        method: "POST",
        headers: { "Content-Type": "application/json", ...options.headers },
        body: JSON.stringify({ name: fields.name, admission: fields.admission }),
      }),
    );
  } catch {
    return { ok: false, status: 503, error: tcMessages.unreachable };
  }
  const body = (await lookup.json().catch(() => undefined)) as
    { data?: unknown; error?: unknown } | undefined;
  if (!lookup.ok) {
    const said = typeof body?.error === "string" ? body.error : undefined;
    if (lookup.status === 404) return { ok: false, status: 404, error: tcMessages.wrong };
    // A field the backend refused: the message that names it, or both are asked for.
    if (lookup.status === 400) {
      return { ok: false, status: 400, error: tcLookupError([{ message: said ?? "" }]) };
    }
    if (lookup.status === 429) return { ok: false, status: 429, error: said ?? tcMessages.tooMany };
    return { ok: false, status: 503, error: tcMessages.unreachable };
  }
  if (typeof body?.data !== "string" || body.data === "") {
    return { ok: false, status: 502, error: tcMessages.invalid };
  }

  const url = absolute(`/api/image/${body.data}`);
  let file: Response;
  try {
    file = await options.fetch(new Request(url));
  } catch {
    return { ok: false, status: 503, error: tcMessages.unreachable };
  }
  // A token that expired between the two calls, or a server error: the visitor tries again.
  if (!file.ok) return { ok: false, status: 503, error: tcMessages.unreachable };
  const extension = certificateExtension(file.headers.get("Content-Type"), url);
  if (!extension) return { ok: false, status: 502, error: tcMessages.invalid };
  return { ok: true, file, extension };
}
