import { beforeAll, describe, expect, it } from "vitest";
import { validEnquiry as enquiry } from "../support/forms.ts";
import {
  answeringAt,
  failure,
  shownWhileWell,
  stall,
  switchable,
} from "../support/faulty-backend.ts";
import { drawnValue } from "../support/reading.ts";
import { siteInProcess, text, type Site, type SiteAnswer } from "../support/site.ts";

// A backend that sends its status and headers at once and then never finishes the body: every
// page and form still answers within a few seconds, with its "try again" message, because one
// deadline (API_TIMEOUT_MS) covers headers and body alike.

const timeoutMs = 1000;
// The deadline, and room for a busy test machine; the fault it guards against took minutes.
const promptly = 8000;

const { override, backend } = switchable();
let site: Site;
beforeAll(async () => {
  site = await siteInProcess({ backend, env: { API_TIMEOUT_MS: String(timeoutMs) } });
  await shownWhileWell(site);
});

async function timed(path: string, form?: Record<string, string>) {
  const started = performance.now();
  const answer = await site.page(path, {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
    signal: AbortSignal.timeout(60_000),
  });
  return { ...answer, ms: performance.now() - started };
}

/** The page's words, as a reader reads them. */
const words = (answer: SiteAnswer) => text(answer.document.body);

const tcForm = { admission: "2019/0412", name: "Simran Kaur Bhullar" };

describe.each([200, 503])("a backend that answers %i and stalls the body", (status) => {
  beforeAll(() => {
    override.current = () => stall(status);
  });

  it("POST /Tc answers 503 with its try-again message", async () => {
    const answer = await timed("/Tc", tcForm);
    expect(answer.ms).toBeLessThan(promptly);
    expect(answer.status).toBe(503);
    expect(words(answer)).toMatch(/could not be reached\. Please try again/);
  });

  it("GET /Tc and GET /ContactUs render their pages", async () => {
    for (const path of ["/Tc", "/ContactUs"]) {
      const answer = await timed(path);
      expect(answer.ms, path).toBeLessThan(promptly);
      expect(answer.status, path).toBe(200);
      expect(answer.all("form").length, path).toBeGreaterThan(0);
    }
  });

  it("POST /ContactUs answers 503 with its try-again message and keeps the form", async () => {
    const answer = await timed("/ContactUs", enquiry);
    expect(answer.ms).toBeLessThan(promptly);
    expect(answer.status).toBe(503);
    expect(words(answer)).toMatch(/could not be sent\. Please try again/);
    const email = answer.one('form input[name="email"]');
    expect(drawnValue(email)).toBe("harpreet.parent@example.com");
  });
});

describe("/Tc says what went wrong in its status", () => {
  it("answers 429 when the backend refuses for too many attempts", async () => {
    override.current = answeringAt(/^\/api\/tc\//, () =>
      failure(429, { error: "Too many attempts. Please wait 7 minutes and try again." }),
    );
    const answer = await timed("/Tc", tcForm);
    expect(answer.status).toBe(429);
    expect(words(answer)).toContain("Please wait 7 minutes");
  });
});
