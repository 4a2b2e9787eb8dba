import type { Language } from "#contracts/languages.ts";
import type { ApplicationStep } from "#contracts/admissions/application.ts";
import type { DocumentKind } from "#contracts/admissions/documents.ts";
import type { Website } from "../website.server.ts";

// /Apply's and /Apply/status's calls to the backend's admissions API (server/api/admissions.ts),
// through the website's one door to it. Every outcome is an answer, never a throw: undefined
// when the backend could not be reached, so the page keeps what was typed and says so.

/** The backend's answer: its status and JSON body. */
export interface Answer {
  status: number;
  // The API's own shapes (server/api/admissions.ts); the page reads the fields it draws.
  json: Record<string, unknown>;
}

async function call(
  { backend, schoolCode }: Website,
  method: "GET" | "POST" | "PUT",
  path: string,
  options: { body?: unknown; bytes?: Uint8Array; forwardedFor?: string | null } = {},
): Promise<Answer | undefined> {
  if (!backend) return undefined;
  const url = new URL(`/api/admissions/${encodeURIComponent(schoolCode)}${path}`, backend.origin);
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.bytes) headers["Content-Type"] = "application/octet-stream";
  // The backend limits requests per visitor, so it is told who the visitor is.
  if (options.forwardedFor) headers["X-Forwarded-For"] = options.forwardedFor;
  const request = new Request(url, {
    method,
    headers,
    body: options.bytes
      ? Buffer.from(options.bytes)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
  });
  try {
    // A document is sent without the lists' deadline: a family on a slow line waits for it.
    const response = await (options.bytes ? backend.upload : backend.fetch)(request);
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, json };
  } catch (error) {
    console.warn(`The admissions API could not be reached: ${(error as Error).message}`);
    return undefined;
  }
}

type Answers = Record<string, string>;

export const admissionsApi = {
  settings: (website: Website) => call(website, "GET", ""),
  start: (website: Website, answers: Answers, language: Language, forwardedFor: string | null) =>
    call(website, "POST", "", { body: { answers, language }, forwardedFor }),
  draft: (website: Website, token: string) =>
    call(website, "GET", `/draft/${encodeURIComponent(token)}/`),
  save: (
    website: Website,
    token: string,
    step: ApplicationStep,
    answers: Answers,
    language: Language,
  ) =>
    call(website, "PUT", `/draft/${encodeURIComponent(token)}/steps/${step}`, {
      body: { answers, language },
    }),
  document: (
    website: Website,
    token: string,
    kind: DocumentKind,
    bytes: Uint8Array,
    name: string,
  ) =>
    call(
      website,
      "POST",
      `/draft/${encodeURIComponent(token)}/documents/${kind}?name=${encodeURIComponent(name)}`,
      { bytes },
    ),
  submit: (website: Website, token: string, consentWords: string, language: Language) =>
    call(website, "POST", `/draft/${encodeURIComponent(token)}/submit`, {
      body: { consentWords, language },
    }),
  allotments: (website: Website) => call(website, "GET", "/allotments"),
  pay: (website: Website, token: string, returnUrl: string) =>
    call(website, "POST", `/draft/${encodeURIComponent(token)}/pay`, { body: { returnUrl } }),
  returned: (website: Website, query: Record<string, string>) =>
    call(website, "POST", "/payments/returned", { body: query }),
  status: (website: Website, number: string, dateOfBirth: string, forwardedFor: string | null) =>
    call(website, "POST", "/status", { body: { number, dateOfBirth }, forwardedFor }),
};
