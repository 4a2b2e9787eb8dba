import type { Enquiry } from "#contracts/entities.ts";
import type { Website } from "../website.server.ts";

// Posts an enquiry to the backend from the contact page's action, through the website's one
// door to the backend. Every outcome is an answer, never a throw, so the page can tell the
// visitor.

export type SendResult =
  | { status: "sent" }
  | { status: "invalid"; errors: Record<string, string> }
  | {
      status: "failed";
      reason: "rate-limited" | "unavailable";
      message?: string;
      /** How long the backend asks the visitor to wait (its `Retry-After`), when it says. */
      retryAfterSeconds?: number;
    };

export async function sendEnquiry(
  { backend, schoolCode }: Website,
  enquiry: Enquiry & { website?: string },
  options: { forwardedFor?: string | null } = {},
): Promise<SendResult> {
  if (!backend) return { status: "failed", reason: "unavailable" };
  const url = new URL(`/api/form/${encodeURIComponent(schoolCode)}/enquiry`, backend.origin);
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
  });
  try {
    const response = await backend.fetch(request);
    if (response.status === 201 || response.ok) return { status: "sent" };
    const body = (await response.json().catch(() => ({}))) as {
      error?: unknown;
      errors?: unknown;
    };
    if (response.status === 400 && body.errors && typeof body.errors === "object") {
      return { status: "invalid", errors: body.errors as Record<string, string> };
    }
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get("Retry-After"));
      return {
        status: "failed",
        reason: "rate-limited",
        message: typeof body.error === "string" ? body.error : undefined,
        ...(retryAfter > 0 && { retryAfterSeconds: retryAfter }),
      };
    }
    console.warn(`The enquiry was not accepted: the backend answered ${response.status}.`);
    return { status: "failed", reason: "unavailable" };
  } catch (error) {
    console.warn(`The enquiry could not be sent: ${(error as Error).message}`);
    return { status: "failed", reason: "unavailable" };
  }
}
