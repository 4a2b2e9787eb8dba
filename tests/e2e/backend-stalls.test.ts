import { beforeAll, describe, expect, inject, it } from "vitest";
import { useProxiedWebsite } from "../support/proxy-backend.ts";
import { validEnquiry as enquiry } from "../support/forms.ts";

// A backend that sends its status and headers at once and then never finishes the body: every
// page and form still answers within a few seconds, with its "try again" message, because one
// deadline (API_TIMEOUT_MS) covers headers and body alike.

const baseUrl = inject("baseUrl");

const timeoutMs = 1000;
// The deadline, and room for a busy test machine; the fault it guards against took minutes.
const promptly = 8000;

const { override, website } = useProxiedWebsite(baseUrl, { API_TIMEOUT_MS: String(timeoutMs) });

async function timed(path: string, form?: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(website.url + path, {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
    signal: AbortSignal.timeout(60_000),
  });
  const html = await response.text();
  return { status: response.status, html, ms: performance.now() - started };
}

const tcForm = { admission: "2019/0412", name: "Simran Kaur Bhullar" };

describe.each([200, 503])("a backend that answers %i and stalls the body", (status) => {
  beforeAll(() => {
    override.current = () => ({ stall: status });
  });

  it("POST /Tc answers 503 with its try-again message", async () => {
    const answer = await timed("/Tc", tcForm);
    expect(answer.ms).toBeLessThan(promptly);
    expect(answer.status).toBe(503);
    expect(answer.html).toMatch(/could not be reached\. Please try again/);
  });

  it("GET /Tc and GET /ContactUs render their pages", async () => {
    for (const path of ["/Tc", "/ContactUs"]) {
      const answer = await timed(path);
      expect(answer.ms, path).toBeLessThan(promptly);
      expect(answer.status, path).toBe(200);
      expect(answer.html, path).toContain("<form");
    }
  });

  it("POST /ContactUs answers 503 with its try-again message and keeps the form", async () => {
    const answer = await timed("/ContactUs", enquiry);
    expect(answer.ms).toBeLessThan(promptly);
    expect(answer.status).toBe(503);
    expect(answer.html).toMatch(/could not be sent\. Please try again/);
    expect(answer.html).toContain("harpreet.parent@example.com");
  });
});

describe("/Tc says what went wrong in its status", () => {
  it("answers 429 when the backend refuses for too many attempts", async () => {
    override.current = (path) =>
      path.startsWith("/api/tc/")
        ? {
            status: 429,
            body: { error: "Too many attempts. Please wait 7 minutes and try again." },
          }
        : undefined;
    const answer = await timed("/Tc", tcForm);
    expect(answer.status).toBe(429);
    expect(answer.html).toContain("Please wait 7 minutes");
  });
});
