import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { SchoolSettings } from "#contracts/school-settings.ts";
import * as t from "#server/db/schema.ts";
import { signedIn, signedInAdministrator, type OfficeClient } from "../support/office-client.ts";
import { runMailJobs } from "../support/mail-jobs.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// A new enquiry tells the school's inbox, through the jobs table to a real SMTP server: who
// wrote and about what, with a link to the office, and not the message, which stays there. The
// office replies from the office: the reply goes to the family, is kept with the enquiry and
// logged.

let backend: TestBackend;
let office: OfficeClient;
let smtp: TestSmtpServer;
let schoolEmail: string;
beforeAll(async () => {
  backend = await testBackend();
  office = await signedIn(backend.request, "office", "198.51.100.240");
  smtp = await startSmtpServer();
  const shown = await backend.request(`/api/settings/${schoolCode}`);
  schoolEmail = ((await shown.json()) as { settings: SchoolSettings }).settings.email;
});
afterAll(async () => {
  await smtp?.close();
});

const siteUrl = "https://school.test";

/** Sends the enquiry e-mails due, as the server's worker does. */
async function sendEnquiryMail() {
  await runMailJobs(backend.database.db, smtp.url, ["enquiry-mail", "enquiry-reply"], siteUrl);
}

/** The backend as a school with an SMTP server runs it. */
const withMail = () => backend.configured({ mailEnabled: true });

const enquire = (subject: string, address: string) =>
  withMail().request(`/api/form/${schoolCode}/enquiry`, {
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

  it("queues nothing to tell where no SMTP server is set", async () => {
    const posted = await backend.request(`/api/form/${schoolCode}/enquiry`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.74" },
      body: JSON.stringify({
        name: "Farida Sheikh",
        phone: "+91 12345 00011",
        email: "farida.parent@example.com",
        subject: "Library card renewal",
        message: "How do we renew the library card?",
      }),
    });
    expect(posted.status).toBe(201);
    const [stored] = await backend.database.db
      .select({ id: t.enquiries.id })
      .from(t.enquiries)
      .where(eq(t.enquiries.subject, "Library card renewal"));
    const queued = await backend.database.db
      .select()
      .from(t.jobs)
      .where(eq(t.jobs.key, `enquiry-mail:${stored!.id}`));
    expect(queued).toEqual([]);
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

describe("a reply from the office", () => {
  type Listed = {
    id: string;
    subject: string;
    handledAt: string | null;
    replies: { message: string; sentBy: string; sentAt: string | null }[];
  };
  const find = async (subject: string) =>
    (
      (await office.call("GET", `/enquiries?q=${encodeURIComponent(subject)}`))
        .json as unknown as Listed[]
    ).find((one) => one.subject === subject)!;

  it("goes to the family with their enquiry quoted, is kept with it, marks it handled and is logged", async () => {
    expect((await enquire("Uniform shop timings", "203.0.113.73")).status).toBe(201);
    const enquiry = await find("Uniform shop timings");
    const replied = await office.call("POST", `/enquiries/${enquiry.id}/reply`, {
      message: "Dear parent, the uniform shop is open 9 to 1 on Saturdays.\n\nRegards",
    });
    expect(replied.status).toBe(201);
    const waiting = await find("Uniform shop timings");
    expect(waiting.handledAt).not.toBeNull();
    expect(waiting.replies).toEqual([
      expect.objectContaining({ sentBy: "Demo Office", sentAt: null }),
    ]);

    await sendEnquiryMail();
    const [mail] = smtp
      .to("farida.parent@example.com")
      .filter((one) => one.parsed.subject === "Re: Uniform shop timings");
    expect(mail).toBeDefined();
    expect(mail!.parsed.text).toContain("open 9 to 1 on Saturdays");
    expect(mail!.parsed.text).toContain("> Is the school bus available from Phase 4");
    expect(mail!.parsed.replyTo?.text).toContain(schoolEmail);
    expect((await find("Uniform shop timings")).replies[0]!.sentAt).not.toBeNull();
    await sendEnquiryMail();
    expect(
      smtp
        .to("farida.parent@example.com")
        .filter((one) => one.parsed.subject === "Re: Uniform shop timings"),
    ).toHaveLength(1);

    const administrator = await signedInAdministrator(backend.request, "198.51.100.241");
    const logged = (await administrator.call("GET", `/audit?record=${enquiry.id}`))
      .json as unknown as {
      action: string;
      kind: string;
      actorName: string;
    }[];
    expect(logged[0]).toMatchObject({ action: "reply by e-mail", kind: "enquiry" });
  });

  it("is refused empty, with a control character, to an editor and for no such enquiry", async () => {
    const enquiry = await find("Uniform shop timings");
    const empty = await office.call("POST", `/enquiries/${enquiry.id}/reply`, { message: "  " });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe("Write the reply first.");
    const control = await office.call("POST", `/enquiries/${enquiry.id}/reply`, {
      message: "Hello\u0007",
    });
    expect(control.status).toBe(400);
    const editor = await signedIn(backend.request, "editor", "198.51.100.242");
    expect(
      (await editor.call("POST", `/enquiries/${enquiry.id}/reply`, { message: "Hi" })).status,
    ).toBe(403);
    const none = await office.call(
      "POST",
      "/enquiries/00000000-0000-4000-8000-000000000000/reply",
      {
        message: "Hi",
      },
    );
    expect(none.status).toBe(404);
  });
});
