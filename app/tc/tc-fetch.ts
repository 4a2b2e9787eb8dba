// The Transfer Certificate lookup of spec 7 ("Form and file calls" 1), shared by the browser
// and by the page's no-JavaScript action: POST the credentials, read the file path, fetch the
// file and decide whether it is a PDF or an image (spec 7; messages of spec 8 and DECISIONS).
// Its messages are in the language asked for (tc.words.ts), English by default.
import { TcLookup, tcLookupError } from "#contracts/entities.ts";
import type { Language } from "#contracts/languages.ts";
import { tcWords } from "./tc.words.ts";

/** The messages in English. */
export const tcMessages = {
  empty: tcWords.en.empty,
  invalid: tcWords.en.invalid,
  wrong: tcWords.en.wrong,
  tooMany: tcWords.en.tooMany,
  unreachable: tcWords.en.unreachable,
};

/**
 * A message of the lookup's check (#contracts/entities.ts, here or the backend's) in `language`:
 * "Please fill in all fields", or a field's control character.
 */
export function tcCheckMessageIn(message: string, language: Language): string {
  const words = tcWords[language];
  if (message === tcWords.en.empty) return words.empty;
  if (/character that cannot be used/.test(message)) {
    if (/Admission No\./.test(message)) return words.control(message, "admission");
    if (/Student Full Name/.test(message)) return words.control(message, "name");
  }
  return message;
}

/** The wait a refusal for too many attempts asks for (its `Retry-After`), in whole minutes. */
function waitMinutes(retryAfter: string | null): number | undefined {
  const seconds = Number(retryAfter);
  return seconds > 0 ? Math.ceil(seconds / 60) : undefined;
}

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
export function checkTcFields(fields: TcFields, language: Language = "en"): string | undefined {
  const checked = TcLookup.safeParse(fields);
  return checked.success
    ? undefined
    : tcCheckMessageIn(tcLookupError(checked.error.issues), language);
}

export async function fetchCertificate(options: {
  fields: TcFields;
  /** The API origin ('' for the same site). */
  apiBase: string;
  schoolCode: string;
  fetch: (request: Request) => Promise<Response>;
  headers?: Record<string, string>;
  /** The language of the messages; English by default. */
  language?: Language;
}): Promise<TcResult> {
  const { fields, apiBase, schoolCode } = options;
  const language = options.language ?? "en";
  const words = tcWords[language];
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
    return { ok: false, status: 503, error: words.unreachable };
  }
  const body = (await lookup.json().catch(() => undefined)) as
    { data?: unknown; error?: unknown } | undefined;
  if (!lookup.ok) {
    const said = typeof body?.error === "string" ? body.error : undefined;
    if (lookup.status === 404) return { ok: false, status: 404, error: words.wrong };
    // A field the backend refused: the message that names it, or both are asked for.
    if (lookup.status === 400) {
      const error = tcLookupError([{ message: said ?? "" }]);
      return { ok: false, status: 400, error: tcCheckMessageIn(error, language) };
    }
    if (lookup.status === 429) {
      const minutes = waitMinutes(lookup.headers.get("Retry-After"));
      const error = said === undefined ? words.tooMany : words.tooManyFor(said, minutes);
      return { ok: false, status: 429, error };
    }
    return { ok: false, status: 503, error: words.unreachable };
  }
  if (typeof body?.data !== "string" || body.data === "") {
    return { ok: false, status: 502, error: words.invalid };
  }

  const url = absolute(`/api/image/${body.data}`);
  let file: Response;
  try {
    file = await options.fetch(new Request(url));
  } catch {
    return { ok: false, status: 503, error: words.unreachable };
  }
  // A token that expired between the two calls, or a server error: the visitor tries again.
  if (!file.ok) return { ok: false, status: 503, error: words.unreachable };
  const extension = certificateExtension(file.headers.get("Content-Type"), url);
  if (!extension) return { ok: false, status: 502, error: words.invalid };
  return { ok: true, file, extension };
}
