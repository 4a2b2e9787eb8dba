import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

// Every request body is read against a limit as it arrives, before anything parses it: a body
// past its limit is answered 413 and never held in memory beyond the limit. Each call's limit
// is a few times its largest honest body (every field at its longest, in a script that takes
// three bytes a character, escaped as JSON or percent-encoded as a form).

/** A TC lookup: a 100-character admission number and a 200-character name. */
export const tcLookupMaxBytes = 4 * 1024;
/** An enquiry: its five fields at their longest (a 5,000-character message) as JSON. */
export const enquiryMaxBytes = 20 * 1024;
/** The contact page's form, percent-encoded: nine bytes for each non-Latin character. */
export const contactFormMaxBytes = 64 * 1024;
/** The TC page's form, percent-encoded. */
export const tcFormMaxBytes = 8 * 1024;
/** A file attached in the school office (a 25 MB PDF at most), alone or with its record's form. */
export const officeUploadMaxBytes = 26 * 1024 * 1024;
/**
 * An office form that carries its files itself, as it does without JavaScript (an album's
 * photos chosen together, an import's CSV with its certificates): a few dozen photos.
 */
export const officePageFilesMaxBytes = 200 * 1024 * 1024;
/** A school's site as one archive (its pages, settings and public files). */
export const archiveMaxBytes = 300 * 1024 * 1024;
/** Any other office call or form: a record's fields, a 50,000-character message among them. */
export const officeFormMaxBytes = 1024 * 1024;
/** A provider's delivery reports (WhatsApp batches many statuses in one body). */
export const channelReportMaxBytes = 256 * 1024;
/** An application's document (10 MB at most), alone to the API or in /Apply's form. */
export const applicationDocumentMaxBytes = 11 * 1024 * 1024;
/** An application's step: its fields at their longest, as JSON or a form. */
export const applicationStepMaxBytes = 64 * 1024;
/** A bank statement's CSV, as the office sends it to be matched (20,000 rows at most). */
export const statementMaxBytes = 8 * 1024 * 1024;
/** Anything else: no other call or page takes a body, so it is refused soon. */
export const otherMaxBytes = 8 * 1024;

/** The limit of a request body by its path (pages match any case, as their routes do). */
export function bodyLimitFor(pathname: string): number {
  if (/^\/api\/tc\//.test(pathname)) return tcLookupMaxBytes;
  if (/^\/api\/form\//.test(pathname)) return enquiryMaxBytes;
  if (/^\/api\/channels\//.test(pathname)) return channelReportMaxBytes;
  if (/^\/api\/admissions\/[^/]+\/draft\/[^/]+\/documents\//.test(pathname)) {
    return applicationDocumentMaxBytes;
  }
  if (/^\/api\/admissions\//.test(pathname)) return applicationStepMaxBytes;
  if (/^\/api\/office\/[^/]+\/files$/.test(pathname)) return officeUploadMaxBytes;
  if (/^\/api\/office\/[^/]+\/archive$/.test(pathname)) return archiveMaxBytes;
  if (/^\/api\/office\/[^/]+\/applications\/statement$/.test(pathname)) return statementMaxBytes;
  if (pathname === "/office/archive") return archiveMaxBytes;
  if (/^\/api\/office\//.test(pathname)) return officeFormMaxBytes;
  if (pathname === "/office/upload") return officeUploadMaxBytes;
  if (pathname === "/office/applications/statement") return statementMaxBytes;
  if (/^\/office\/(?:records|import|pages)\//.test(pathname)) return officePageFilesMaxBytes;
  if (/^\/office(?:\/|$)/.test(pathname)) return officeFormMaxBytes;
  const page = pathname.replace(/\/+$/, "").toLowerCase();
  if (page === "/contactus") return contactFormMaxBytes;
  if (page === "/tc") return tcFormMaxBytes;
  if (page === "/apply" || page === "/hi/apply") return applicationDocumentMaxBytes;
  if (page === "/apply/status" || page === "/hi/apply/status") return tcFormMaxBytes;
  return otherMaxBytes;
}

const tooLargePage = (back: string) => `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Too large to send</title>
<h1>What you sent is too large</h1>
<p>The form could not be sent because it holds more than its fields allow.
Please shorten what you typed, or send fewer files at a time, and <a href="${back}">try again</a>.</p>
`;

function tooLarge(c: Context): Response {
  // No "Connection: close": Node would close at once with the body still arriving, the kernel
  // would reset the connection, and a browser still sending would show a failed connection, not
  // this page. The rest is read and thrown away instead, within bounds (connections.ts).
  c.header("Cache-Control", "no-store");
  const { pathname } = new URL(c.req.url);
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    return c.json({ error: "The request is too large. Please send less." }, 413);
  }
  const limit = bodyLimitFor(pathname);
  const back =
    limit === contactFormMaxBytes
      ? "/ContactUs"
      : limit === tcFormMaxBytes
        ? "/Tc"
        : pathname.startsWith("/office")
          ? "/office"
          : "/";
  return c.html(tooLargePage(back), 413);
}

/** One body limit for the whole app, sized per call by `bodyLimitFor`. */
export function bodyLimits(): MiddlewareHandler {
  const byLimit = new Map<number, MiddlewareHandler>();
  return (c, next) => {
    const maxSize = bodyLimitFor(new URL(c.req.url).pathname);
    let limiter = byLimit.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({ maxSize, onError: tooLarge });
      byLimit.set(maxSize, limiter);
    }
    return limiter(c, next);
  };
}
