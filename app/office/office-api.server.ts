import { redirect, type RouterContextProvider } from "react-router";
import { websiteOf } from "../website.server.ts";

/** The signed-in member of staff, as `/me` tells. */
export interface Staff {
  id: string;
  name: string;
  email: string;
  role: "administrator" | "editor" | "contributor" | "office";
  twoFactorEnabled: boolean;
  secondFactorRequired: boolean;
  /** Their work waits for approval: they save drafts and submit them. */
  submits: boolean;
  /** They approve what others submit. */
  approves: boolean;
}

export interface OfficeAnswer<T = Record<string, unknown>> {
  status: number;
  json: T;
  /** The cookies the backend set or cleared, for the page's answer. */
  headers: Headers;
  /** How many rows a paged list finds in all, on every page (its `X-Total-Count`). */
  total?: number;
  /** The raw body, for answers that are not JSON (the CSV export). */
  body?: ArrayBuffer;
  contentType?: string;
}

// What the browser sent that the backend needs to know: who (the cookie), from where (the
// address the server wrote), and with what (for the session's record).
const passedOn = ["cookie", "x-forwarded-for", "user-agent"];

// A page's post reaches its action only once the office's pages have found it came from this
// site (server/office/office-pages.ts), so the page's own call says so to the API's CSRF rule.
const fromTheOffice = "same-origin";

/**
 * One call to the school office's API for a page's loader or action, as the signed-in person:
 * their cookie goes with it, and the cookies the API sets come back in `headers` for the page
 * to send on. Writes go as JSON, which is what the API's CSRF rule expects of its clients;
 * bytes (a school's archive) go as themselves, as application/x-tar.
 */
export async function officeCall<T = Record<string, unknown>>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  method: string,
  path: string,
  body?: unknown,
): Promise<OfficeAnswer<T>> {
  const { backend, schoolCode } = websiteOf(context);
  if (!backend) throw new Response("The school office needs its backend.", { status: 503 });
  const headers = new Headers({ Accept: "application/json", "Sec-Fetch-Site": fromTheOffice });
  for (const name of passedOn) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const bytes = body instanceof Uint8Array;
  if (body !== undefined)
    headers.set("Content-Type", bytes ? "application/x-tar" : "application/json");
  const url = new URL(`/api/office/${encodeURIComponent(schoolCode)}${path}`, backend.origin);
  let response: Response;
  try {
    response = await backend.office(
      new Request(url, {
        method,
        headers,
        body: body === undefined ? undefined : bytes ? (body as BodyInit) : JSON.stringify(body),
      }),
    );
  } catch {
    throw new Response("The school office cannot reach its backend just now.", { status: 503 });
  }
  const cookies = new Headers();
  for (const cookie of response.headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
  const contentType = response.headers.get("Content-Type") ?? "";
  if (!contentType.includes("application/json")) {
    return {
      status: response.status,
      json: {} as T,
      headers: cookies,
      body: await response.arrayBuffer(),
      contentType,
    };
  }
  const total = Number(response.headers.get("X-Total-Count") ?? Number.NaN);
  return {
    status: response.status,
    json: (await response.json()) as T,
    headers: cookies,
    ...(Number.isInteger(total) && { total }),
  };
}

/**
 * The signed-in member of staff, or a redirect to the sign-in page (back here afterwards); an
 * administrator without a second factor is sent to set it up first.
 */
export async function requireStaff(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<Staff> {
  const me = await officeCall<Staff>(context, request, "GET", "/me");
  const url = new URL(request.url);
  if (me.status === 401) {
    const back = url.pathname + url.search;
    throw redirect(`/office/sign-in?next=${encodeURIComponent(back)}`);
  }
  if (me.status !== 200) throw new Response("The school office could not answer.", { status: 503 });
  if (me.json.secondFactorRequired && url.pathname !== "/office/second-factor") {
    throw redirect("/office/second-factor");
  }
  return me.json;
}

/** A refusal of the office's API as a page shows it: sign in again, or not allowed here. */
export function refused(answer: OfficeAnswer<unknown>, request: Request): never {
  if (answer.status === 401) {
    const url = new URL(request.url);
    throw redirect(`/office/sign-in?next=${encodeURIComponent(url.pathname)}`);
  }
  if (
    answer.status === 403 &&
    (answer.json as { code?: unknown }).code === "second-factor-required"
  ) {
    throw redirect("/office/second-factor");
  }
  if (answer.status === 403)
    throw new Response("Your role cannot open this page.", { status: 403 });
  if (answer.status === 404) throw new Response("Not found.", { status: 404 });
  throw new Response("The school office could not answer.", { status: 503 });
}

/** A form's fields as plain strings (several values of one name joined by new lines). */
export async function formValues(request: Request): Promise<Record<string, string>> {
  return (await formParts(request)).values;
}

/**
 * A form's text fields (several values of one name joined by new lines), the files chosen in
 * it by input name (empty file inputs left out), and the form itself for lists of values.
 */
export async function formParts(request: Request): Promise<{
  values: Record<string, string>;
  files: Map<string, File[]>;
  form: FormData;
}> {
  const form = await request.formData();
  const values: Record<string, string> = {};
  const files = new Map<string, File[]>();
  for (const [name, value] of form) {
    if (typeof value !== "string") {
      if (value.size > 0) files.set(name, [...(files.get(name) ?? []), value]);
      continue;
    }
    values[name] = name in values ? `${values[name]}\n${value}` : value;
  }
  return { values, files, form };
}

export type UploadAnswer = { path: string; name: string } | { error: string; status: number };

/**
 * Sends one attached file to the office's store: its path there, or the reason it was refused.
 * A certificate goes to the private store; where only pictures belong, a PDF is refused.
 */
export async function officeUpload(
  context: Readonly<RouterContextProvider>,
  request: Request,
  file: File,
  target: "public" | "certificates" | "pictures" | "library" = "public",
): Promise<UploadAnswer> {
  const { backend, schoolCode } = websiteOf(context);
  if (!backend)
    return { error: "The school office cannot reach its backend just now.", status: 503 };
  const headers = new Headers({
    Accept: "application/json",
    "X-Office-Upload": "1",
    "Sec-Fetch-Site": fromTheOffice,
  });
  for (const name of passedOn) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const body = new FormData();
  body.set("file", file);
  const query = {
    public: "",
    certificates: "?for=certificates",
    pictures: "?only=pictures",
    library: "?keep=library",
  }[target];
  const url = new URL(
    `/api/office/${encodeURIComponent(schoolCode)}/files${query}`,
    backend.origin,
  );
  try {
    // Cancelled with the browser's own request: nobody would read the answer.
    const response = await backend.upload(
      new Request(url, { method: "POST", headers, body, signal: request.signal }),
    );
    const json = (await response.json()) as { path?: string; error?: string };
    if (response.status === 201 && json.path) return { path: json.path, name: file.name };
    return { error: json.error ?? "The file could not be attached.", status: response.status };
  } catch {
    return { error: "The file could not be sent just now. Please try again.", status: 503 };
  }
}

/** Only paths of the office itself are followed after signing in. */
export function safeNext(next: string | null): string {
  return next && /^\/office(?:[/?#]|$)/.test(next) && !next.startsWith("//") ? next : "/office";
}
