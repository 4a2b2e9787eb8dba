import { site } from "#content/site.ts";
import type { Enquiry } from "../api/entities.ts";

// Posts an enquiry to the backend from the contact page's action: in-process when the website
// and the backend run together (the fetch server/app.ts registers), over HTTP to API_BASE_URL
// otherwise. Every outcome is an answer, never a throw, so the page can tell the visitor.

type ApiFetch = (request: Request) => Response | Promise<Response>;
const inProcessKey = Symbol.for("school-website.api-fetch");

export type SendResult =
  | { status: "sent" }
  | { status: "invalid"; errors: Record<string, string> }
  | { status: "failed"; reason: "rate-limited" | "unavailable"; message?: string };

export async function sendEnquiry(
  enquiry: Enquiry & { website?: string },
  options: { forwardedFor?: string | null; timeoutMs?: number } = {},
): Promise<SendResult> {
  const baseUrl = process.env.API_BASE_URL;
  const inProcess = (globalThis as { [inProcessKey]?: ApiFetch })[inProcessKey];
  if (!baseUrl && !inProcess) return { status: "failed", reason: "unavailable" };
  const code = encodeURIComponent(process.env.SCHOOL_CODE || site.schoolCode);
  const url = new URL(`/api/form/${code}/enquiry`, baseUrl ?? "http://in-process.invalid");
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json",
  };
  // The backend limits enquiries per visitor, so it is told who the visitor is.
  if (options.forwardedFor) headers["X-Forwarded-For"] = options.forwardedFor;
  const request = new Request(url, {
    method: "POST",
    headers,
    body: JSON.stringify(enquiry),
    signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
  });
  try {
    const response = await (baseUrl ? fetch(request) : inProcess!(request));
    if (response.status === 201 || response.ok) return { status: "sent" };
    const body = (await response.json().catch(() => ({}))) as {
      error?: unknown;
      errors?: unknown;
    };
    if (response.status === 400 && body.errors && typeof body.errors === "object") {
      return { status: "invalid", errors: body.errors as Record<string, string> };
    }
    if (response.status === 429) {
      return {
        status: "failed",
        reason: "rate-limited",
        message: typeof body.error === "string" ? body.error : undefined,
      };
    }
    console.warn(`The enquiry was not accepted: the backend answered ${response.status}.`);
    return { status: "failed", reason: "unavailable" };
  } catch (error) {
    console.warn(`The enquiry could not be sent: ${(error as Error).message}`);
    return { status: "failed", reason: "unavailable" };
  }
}
