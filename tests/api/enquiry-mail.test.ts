import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchoolSettings } from "#contracts/school-settings.ts";
import { createJobWorker } from "#server/jobs/worker.ts";
import { mailJobs } from "#server/mail/mail-jobs.ts";
import { signedIn, type OfficeClient } from "../support/office-client.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// A new enquiry tells the school's inbox, through the jobs table to a real SMTP server: who
// wrote and about what, with a link to the office, and not the message, which stays there.

let backend: TestBackend;
let office: OfficeClient;
let smtp: TestSmtpServer;
let schoolEmail: string;
let close = () => {};
beforeAll(async () => {
  backend = await testBackend();
  office = await signedIn(backend.request, "office", "198.51.100.240");
  smtp = await startSmtpServer();
  const shown = await backend.request(`/api/settings/${schoolCode}`);
  schoolEmail = ((await shown.json()) as { settings: SchoolSettings }).settings.email;
});
afterAll(async () => {
  close();
  await smtp?.close();
});

const siteUrl = "https://school.test";

/** Sends the enquiry e-mails due, as the server's worker does. */
async function sendEnquiryMail() {
  const jobs = mailJobs({
    db: backend.database.db,
    timeZone: "Asia/Kolkata",
    mail: { transport: smtp.url, siteUrl, digestTime: "17:00" },
  });
  close = jobs.close;
  const worker = createJobWorker({
    db: backend.database.db,
    handlers: { "enquiry-mail": jobs.handlers["enquiry-mail"]! },
  });
  await worker.runDue();
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const enquire = (subject: string, address: string) =>
  backend.request(`/api/form/${schoolCode}/enquiry`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify({
      name: "Farida Sheikh",
      phone: "+91 12345 00011",
      email: "farida.parent@example.com",
      subject,
      message: "Is the school bus available from Phase 4 for Class II next session?",
    }),
  });

const about = (subject: string) =>
  smtp.to(schoolEmail).filter((mail) => mail.parsed.subject === `New enquiry: ${subject}`);

describe("a new enquiry", () => {
  it("is told to the school's inbox, with a link to the office and without the message", async () => {
    expect((await enquire("Bus from Phase 4", "203.0.113.71")).status).toBe(201);
    await sendEnquiryMail();
    const [mail] = about("Bus from Phase 4");
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual([schoolEmail]);
    expect(mail!.links).toContain(`${siteUrl}/office/enquiries`);
    expect(mail!.parsed.text).toContain("Farida Sheikh");
    expect(mail!.parsed.text).toMatch(/\d+ enquiries are waiting in all|the only enquiry waiting/);
    expect(mail!.parsed.text).not.toContain("Phase 4 for Class II");
    // Sent once, however often the worker looks again.
    await sendEnquiryMail();
    expect(about("Bus from Phase 4")).toHaveLength(1);
  });

  it("is not told once the office has handled it", async () => {
    expect((await enquire("Fee receipt lost", "203.0.113.72")).status).toBe(201);
    const listed = (await office.call("GET", "/enquiries?q=receipt")).json as unknown as {
      id: string;
      subject: string;
    }[];
    const enquiry = listed.find((one) => one.subject === "Fee receipt lost")!;
    const handled = await office.call("PATCH", `/enquiries/${enquiry.id}`, {
      handled: true,
      note: "Called back.",
    });
    expect(handled.status).toBe(200);
    await sendEnquiryMail();
    expect(about("Fee receipt lost")).toEqual([]);
  });
});
