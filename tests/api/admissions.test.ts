import { and, desc, eq, inArray } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdmissionSettings } from "#contracts/admissions/settings.ts";
import * as t from "#server/db/schema.ts";
import {
  readAdmissionSettings,
  writeAdmissionSettings,
} from "#server/admissions/admission-settings.ts";
import { pdfWords } from "#server/services/document-texts.ts";
import { deleteExpiredApplications } from "#server/admissions/retention.ts";
import { todayIn } from "#contracts/dates.ts";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { runMailJobs } from "../support/mail-jobs.ts";
import { startRazorpayServer } from "../support/razorpay-server.ts";
import { OfficeClient, signedIn, signedInAdministrator } from "../support/office-client.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// A family's application through the API, as /Apply makes it: the first step stores a draft
// and e-mails the link that resumes it; each step is kept as typed and checked by the
// published rules; documents are judged by their content; sending gives the next number of
// the class and the acknowledgement by e-mail; the status answers the number and the date of
// birth together only, a limited number of times.

let backend: TestBackend;
let smtp: TestSmtpServer;
let schoolId: string;
let settings: AdmissionSettings;
const siteUrl = "https://school.test";
const todayInSchool = (at: Date) => todayIn("Asia/Kolkata", at);

let visitor = 0;
const call = (path: string, init: { method?: string; body?: unknown; from?: string } = {}) =>
  backend.request(`/api/admissions/${schoolCode}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": init.from ?? `198.51.100.${++visitor % 250}`,
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are what is tested
const json = async (response: Response) => (await response.json()) as Record<string, any>;

/** A date of birth `years` and `days` before the day ages are counted on. */
const bornBefore = (years: number, days = 0) => {
  const on = new Date(`${settings.ageOn}T00:00:00Z`);
  on.setUTCFullYear(on.getUTCFullYear() - years);
  on.setUTCDate(on.getUTCDate() - days);
  return on.toISOString().slice(0, 10);
};

const child = (fields: Record<string, string> = {}) => ({
  className: "Nursery",
  childName: "Ira Malhotra",
  dateOfBirth: bornBefore(3, 40),
  gender: "girl",
  email: "ira.parents@families.test",
  phone: "98140 12345",
  ...fields,
});

async function pdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText("Birth certificate", { font: await document.embedFont(StandardFonts.Helvetica) });
  return document.save();
}
const photo = () =>
  sharp({ create: { width: 60, height: 80, channels: 3, background: "#a0522d" } })
    .jpeg()
    .toBuffer();

const send = (token: string, kind: string, bytes: Uint8Array, name: string) =>
  backend.request(
    `/api/admissions/${schoolCode}/draft/${token}/documents/${kind}?name=${encodeURIComponent(name)}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream" },
      body: Buffer.from(bytes),
    },
  );

const step = (token: string, name: string, answers: Record<string, string>, language = "en") =>
  call(`/draft/${token}/steps/${name}`, { method: "PUT", body: { answers, language } });

async function begin(fields: Record<string, string> = {}) {
  const answer = await call("", { body: { answers: child(fields), language: "en" } });
  expect(answer.status).toBe(201);
  return (await json(answer)).token as string;
}

/** An application taken through every step and sent: its number. */
async function applied(fields: Record<string, string> = {}, school: Record<string, string> = {}) {
  const token = await begin(fields);
  const family = {
    motherName: "Neha Malhotra",
    address: "12 Lake Road, Amberpur",
    pinCode: "160059",
  };
  expect((await json(await step(token, "family", family))).problems).toEqual({});
  if (fields.className && fields.className !== "Nursery") {
    const answer = await json(
      await step(token, "school", { previousSchool: "Little Steps", ...school }),
    );
    expect(answer.problems).toEqual({});
    expect((await send(token, "reportCard", await pdf(), "report.pdf")).status).toBe(201);
  }
  expect((await send(token, "birthCertificate", await pdf(), "birth.pdf")).status).toBe(201);
  expect((await send(token, "photo", await photo(), "ira.jpg")).status).toBe(201);
  const sent = await call(`/draft/${token}/submit`, {
    body: { consentWords: "I agree.", language: "en" },
  });
  expect(sent.status).toBe(200);
  return { token, number: (await json(sent)).number as string };
}

beforeAll(async () => {
  backend = await testBackend();
  smtp = await startSmtpServer();
  const [school] = await backend.database.db
    .select({ id: t.schools.id })
    .from(t.schools)
    .where(eq(t.schools.schoolCode, schoolCode));
  schoolId = school!.id;
  settings = (await readAdmissionSettings(backend.database.db, schoolId))!;
});
afterAll(async () => {
  await smtp?.close();
});

describe("what the school takes", () => {
  it("is told from the settings: open classes, Class XI's streams and the fee", async () => {
    const answer = await json(await call(""));
    expect(answer.open).toBe(true);
    expect(answer.classes.map((one: { name: string }) => one.name)).toContain("Nursery");
    expect(answer.streams.map((one: { cutoff: number }) => one.cutoff)).toEqual([70, 70, 65]);
    expect(answer.fee).toBe(settings.fee);
    expect(answer.upi.id).toBe(settings.upiId);
  });

  it("refuses a new application while the settings do not open them", async () => {
    const db = backend.database.db;
    // Closed since the day they opened, a month ago.
    const closed = { ...settings, closes: settings.opens };
    await writeAdmissionSettings(db, schoolId, closed, "test", new Date());
    try {
      const answer = await call("", { body: { answers: child(), language: "en" } });
      expect(answer.status).toBe(403);
      expect((await json(await call(""))).open).toBe(false);
    } finally {
      await writeAdmissionSettings(db, schoolId, settings, "test", new Date());
    }
  });
});

describe("the first step", () => {
  it("is checked by the age on the day ages are counted, without storing anything", async () => {
    const before = await backend.database.db.$count(t.applications);
    const young = await call("", {
      body: { answers: child({ dateOfBirth: bornBefore(3, -1) }), language: "en" },
    });
    expect(young.status).toBe(422);
    expect((await json(young)).problems.dateOfBirth).toMatch(/at least 3 years old/);
    const hindi = await call("", {
      body: { answers: child({ dateOfBirth: bornBefore(5, 2) }), language: "hi" },
    });
    expect((await json(hindi)).problems.dateOfBirth).toMatch(/अधिकतम 4 वर्ष/);
    const wrong = await call("", {
      body: {
        answers: child({ email: "not an address", phone: "12345", className: "XII" }),
        language: "en",
      },
    });
    expect(Object.keys((await json(wrong)).problems).sort()).toEqual([
      "className",
      "email",
      "phone",
    ]);
    expect(await backend.database.db.$count(t.applications)).toBe(before);
  });

  it("takes a child exactly the least age on the day, and e-mails the link that resumes it", async () => {
    const token = await begin({ dateOfBirth: bornBefore(3), email: "exact.age@families.test" });
    await runMailJobs(backend.database.db, smtp.url, ["admission-mail"], siteUrl);
    const [mail] = smtp.to("exact.age@families.test");
    expect(mail?.links.join(" ")).toContain(`${siteUrl}/Apply?resume=${token}`);
    // The link's secret is not kept once it is sent: not in the job, only its hash in the row.
    const jobs = await backend.database.db
      .select({ payload: t.jobs.payload })
      .from(t.jobs)
      .where(eq(t.jobs.queue, "admission-mail"));
    expect(JSON.stringify(jobs)).not.toContain(token);
    const draft = await json(await call(`/draft/${token}/`));
    expect(draft).toMatchObject({ state: "draft", next: "family", number: null });
    expect(JSON.stringify(draft)).not.toContain("resumeHash");
  });

  it("is not found by a made-up link", async () => {
    const answer = await call(`/draft/${"x".repeat(43)}/`);
    expect(answer.status).toBe(404);
  });
});

describe("each step", () => {
  it("keeps what was typed even when refused, and counts as done once it holds", async () => {
    const token = await begin();
    const refused = await json(
      await step(token, "family", { address: "4 Hill View, Amberpur", pinCode: "16005" }),
    );
    expect(Object.keys(refused.problems).sort()).toEqual(["motherName", "pinCode"]);
    expect(refused.next).toBe("family");
    const kept = await json(await call(`/draft/${token}/`));
    expect(kept.answers).toMatchObject({ address: "4 Hill View, Amberpur", pinCode: "16005" });
    const accepted = await json(
      await step(token, "family", {
        fatherName: "Arjun Malhotra",
        address: "4 Hill View",
        pinCode: "160059",
      }),
    );
    expect(accepted.problems).toEqual({});
    // Nursery asks nothing of a previous school: documents come next.
    expect(accepted.next).toBe("documents");
  });

  it("holds Class XI to the stream's cut-off, the board result standing for Class X once given", async () => {
    const token = await begin({
      className: "XI",
      stream: "Commerce",
      dateOfBirth: bornBefore(16),
    });
    const low = await json(
      await step(token, "school", {
        previousSchool: "Sunrise",
        classIXPercent: "70",
        classXPercent: "64.5",
      }),
    );
    expect(low.problems.classXPercent).toMatch(/65%/);
    const board = await json(
      await step(token, "school", {
        previousSchool: "Sunrise",
        classIXPercent: "70",
        classXPercent: "64.5",
        boardPercent: "66",
      }),
    );
    expect(board.problems).toEqual({});
  });
});

describe("documents", () => {
  it("are judged by what they hold, kept privately, and replaced by a second of their kind", async () => {
    const token = await begin({ email: "documents@families.test" });
    const documents = async () => {
      const [row] = await backend.database.db
        .select({ documents: t.applications.documents })
        .from(t.applications)
        .where(eq(t.applications.email, "documents@families.test"));
      return row!.documents;
    };
    const fake = await send(token, "birthCertificate", new TextEncoder().encode("<html>"), "b.pdf");
    expect(fake.status).toBe(400);
    // A photo must be a picture, not a PDF.
    expect((await send(token, "photo", await pdf(), "photo.pdf")).status).toBe(400);
    expect((await send(token, "birthCertificate", await pdf(), "first.pdf")).status).toBe(201);
    const [first] = await documents();
    expect(await backend.privateFiles.exists(first!.path)).toBe(true);
    expect(await backend.files.exists(first!.path)).toBe(false);
    expect((await send(token, "birthCertificate", await pdf(), "second.pdf")).status).toBe(201);
    const [second] = await documents();
    expect(await backend.privateFiles.exists(second!.path)).toBe(true);
    expect(await backend.privateFiles.exists(first!.path)).toBe(false);
    const draft = await json(await call(`/draft/${token}/`));
    expect(draft.documents.map((one: { name: string }) => one.name)).toEqual(["second.pdf"]);
    expect(draft.missingDocuments).toEqual(["photo"]);
  });

  it("must all be there before the application can be sent", async () => {
    const token = await begin();
    await step(token, "family", { motherName: "Neha", address: "1 Road", pinCode: "160059" });
    await send(token, "birthCertificate", await pdf(), "birth.pdf");
    const early = await call(`/draft/${token}/submit`, {
      body: { consentWords: "I agree.", language: "en" },
    });
    expect(early.status).toBe(422);
    expect((await json(early)).step).toBe("documents");
  });
});

describe("sending", () => {
  it("gives the next number of the class, once, and the acknowledgement with its PDF", async () => {
    const first = await applied({ email: "numbers@families.test" });
    expect(first.number).toMatch(new RegExp(`^${settings.session.slice(0, 4)}-NUR-\\d{4}$`));
    const again = await call(`/draft/${first.token}/submit`, {
      body: { consentWords: "I agree.", language: "en" },
    });
    expect((await json(again)).number).toBe(first.number);
    const second = await applied();
    expect(Number(second.number.slice(-4))).toBe(Number(first.number.slice(-4)) + 1);
    // Sent: it cannot be changed through the link any more.
    const late = await step(first.token, "family", { motherName: "Someone Else" });
    expect(late.status).toBe(409);

    await runMailJobs(backend.database.db, smtp.url, ["admission-mail"], siteUrl);
    const mail = smtp
      .to("numbers@families.test")
      .find((one) => one.parsed.subject?.includes(first.number));
    expect(mail).toBeDefined();
    expect(mail!.parsed.text).toContain(settings.upiId!);
    const attached = mail!.parsed.attachments.find((one) => one.contentType === "application/pdf");
    expect(attached).toBeDefined();
    const words = await pdfWords(new Uint8Array(attached!.content));
    expect(words).toContain(first.number);
    expect(words).toContain("Ira Malhotra");
  });

  it("numbers two families sending at the same moment apart", async () => {
    const tokens = await Promise.all([begin(), begin(), begin()]);
    for (const token of tokens) {
      await step(token, "family", { motherName: "Neha", address: "1 Road", pinCode: "160059" });
      await send(token, "birthCertificate", await pdf(), "birth.pdf");
      await send(token, "photo", await photo(), "photo.jpg");
    }
    const numbers = await Promise.all(
      tokens.map(
        async (token) =>
          (
            await json(
              await call(`/draft/${token}/submit`, {
                body: { consentWords: "Yes", language: "en" },
              }),
            )
          ).number as string,
      ),
    );
    expect(new Set(numbers).size).toBe(3);
  });

  it("numbers Class XI apart from Nursery", async () => {
    const { number } = await applied(
      { className: "XI", stream: "Non-Medical", dateOfBirth: bornBefore(16) },
      { classIXPercent: "81", classXPercent: "72" },
    );
    expect(number).toMatch(/-XI-0001$/);
  });
});

describe("the status", () => {
  it("answers the number and the date of birth together, and the fee's UPI link", async () => {
    const born = bornBefore(3, 100);
    const { number } = await applied({ dateOfBirth: born });
    const found = await call("/status", {
      body: { number: number.toLowerCase().replaceAll("-", ""), dateOfBirth: born },
    });
    expect(found.status).toBe(200);
    const status = await json(found);
    expect(status).toMatchObject({ number, state: "submitted", className: "Nursery" });
    expect(status.fee).toMatchObject({ amount: settings.fee, paid: false });
    expect(status.fee.upiLink).toContain(`tn=${number}`);
    expect(JSON.stringify(status)).not.toMatch(/Malhotra|families\.test/);

    const wrongBirth = await call("/status", { body: { number, dateOfBirth: bornBefore(3, 101) } });
    const noSuch = await call("/status", { body: { number: "2099-NUR-9999", dateOfBirth: born } });
    expect(wrongBirth.status).toBe(404);
    expect(noSuch.status).toBe(404);
    expect(await json(wrongBirth)).toEqual(await json(noSuch));
  });

  it("is limited per visitor, the right answer counted too", async () => {
    const from = "203.0.113.77";
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      answers.push(
        (
          await call("/status", {
            body: { number: "2027-NUR-0001", dateOfBirth: "2023-01-01" },
            from,
          })
        ).status,
      );
    }
    expect(answers.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe("the office's pipeline", () => {
  let office: OfficeClient;
  let editor: OfficeClient;
  let administrator: OfficeClient;
  beforeAll(async () => {
    office = await signedIn(backend.request, "office", "198.51.100.201");
    editor = await signedIn(backend.request, "editor", "198.51.100.202");
    administrator = await signedInAdministrator(backend.request, "198.51.100.203");
  });

  it("is the office role's and administrators', never an editor's, on every call", async () => {
    const { number } = await applied({ email: "roles@families.test" });
    const [row] = await backend.database.db
      .select({ id: t.applications.id })
      .from(t.applications)
      .where(eq(t.applications.number, number));
    const id = row!.id;
    const calls: [string, string, unknown?][] = [
      ["GET", "/applications"],
      ["GET", "/applications/counts"],
      ["GET", "/applications.csv"],
      ["GET", `/applications/${id}`],
      ["GET", `/applications/${id}/documents/photo`],
      ["PATCH", `/applications/${id}`, { note: "Called the mother." }],
      ["POST", "/applications/move", { ids: [id], state: "verified" }],
    ];
    for (const [method, path, body] of calls) {
      expect((await editor.call(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await office.call(method, path, body)).status, `${method} ${path}`).toBe(200);
    }
    expect((await administrator.call("GET", `/applications/${id}`)).status).toBe(200);
    const whole = await office.call("GET", `/applications/${id}`);
    expect(JSON.stringify(whole.json)).not.toContain("resumeHash");
    // A draft is the family's until it is sent.
    const token = await begin({ email: "unsent@families.test" });
    expect(token).toBeTruthy();
    const list = await office.call("GET", "/applications?q=unsent%40families");
    expect(list.json).toEqual([]);
  });

  it("moves many at once, notes one, marks its fee paid, and the family sees it", async () => {
    const born = bornBefore(4, 10);
    const first = await applied({ dateOfBirth: born, email: "move.one@families.test" });
    const second = await applied({ email: "move.two@families.test" });
    const ids = async () =>
      (
        await backend.database.db
          .select({ id: t.applications.id, number: t.applications.number })
          .from(t.applications)
          .where(inArray(t.applications.number, [first.number, second.number]))
      ).map((one) => one.id);
    const both = await ids();
    const moved = await office.call("POST", "/applications/move", { ids: both, state: "booked" });
    expect(moved.json).toEqual({ moved: 2 });
    const found = await office.call("GET", "/applications?state=booked&q=move.");
    expect((found.json as unknown as { number: string }[]).map((one) => one.number).sort()).toEqual(
      [first.number, second.number].sort(),
    );
    const [firstId] = (
      await backend.database.db
        .select({ id: t.applications.id })
        .from(t.applications)
        .where(eq(t.applications.number, first.number))
    ).map((one) => one.id);
    const paid = await office.call("PATCH", `/applications/${firstId}`, {
      feePaid: { reference: "UTR 412345678901" },
      note: "Paid at the counter.",
      state: "offered",
    });
    expect(paid.status).toBe(200);
    const status = await json(
      await call("/status", { body: { number: first.number, dateOfBirth: born } }),
    );
    expect(status).toMatchObject({ state: "offered", fee: { paid: true, upiLink: null } });
    const whole = await office.call("GET", `/applications/${firstId}`);
    expect(whole.json).toMatchObject({ feeMethod: "office", feeReference: "UTR 412345678901" });
    expect((whole.json.notes as { text: string }[]).map((one) => one.text)).toEqual([
      "Paid at the counter.",
    ]);
    const log = await backend.database.db
      .select({ changes: t.auditLog.changes, actor: t.auditLog.actorName })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.kind, "application"), eq(t.auditLog.recordId, firstId!)));
    expect(
      log.map((line) =>
        Object.keys(line.changes as object)
          .sort()
          .join(),
      ),
    ).toEqual(expect.arrayContaining(["state", "feePaid,note"]));
  });

  it("gives the list as CSV, every cell quoted, and the documents as sent", async () => {
    const { number } = await applied({
      email: "csv@families.test",
      childName: "=cmd|' /C calc'!A0",
    });
    const csv = await backend.request(
      `/api/office/${schoolCode}/applications.csv?q=csv%40families`,
      {
        headers: {
          Cookie: [...office.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
          "X-Forwarded-For": "198.51.100.201",
        },
      },
    );
    const text = await csv.text();
    expect(text.split("\r\n")[1]).toContain(`"${number}"`);
    expect(text).toContain(`"'=cmd|' /C calc'!A0"`);
    const [row] = await backend.database.db
      .select({ id: t.applications.id })
      .from(t.applications)
      .where(eq(t.applications.number, number));
    const photoAnswer = await backend.request(
      `/api/office/${schoolCode}/applications/${row!.id}/documents/photo`,
      {
        headers: {
          Cookie: [...office.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
          "X-Forwarded-For": "198.51.100.201",
        },
      },
    );
    expect(photoAnswer.headers.get("Content-Type")).toBe("image/jpeg");
    expect(photoAnswer.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("fees matched from the bank statement", () => {
  it("marks paid what a credit names with the fee, once, and lists the rest", async () => {
    const office = await signedIn(backend.request, "office", "198.51.100.204");
    const one = await applied({ email: "bank.one@families.test" });
    const two = await applied({ email: "bank.two@families.test" });
    const three = await applied({ email: "bank.three@families.test" });
    const short = await applied({ email: "bank.short@families.test" });
    const fee = settings.fee.toFixed(2);
    const compact = (number: string) => number.replaceAll("-", "");
    const csv = [
      "HDFC BANK Ltd.,,,,,,",
      "Statement From : 01/11/2026 To : 06/11/2026,,,,,,",
      "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
      `03/11/26,UPI-PRIYA VERMA-PRIYA.V@OKICICI-612345678904-${compact(one.number)},0000612345678904,03/11/26,,${fee},"51,500.00"`,
      // One payment for two children, both numbers in its note.
      `04/11/26,UPI-RAVI KUMAR-RAVI@OKSBI-612345678905-${two.number} ${three.number},0000612345678905,04/11/26,,${(settings.fee * 2).toFixed(2)},"52,500.00"`,
      `04/11/26,UPI-SHORT PAYER-612345678906-${short.number.toLowerCase()},0000612345678906,04/11/26,,${(settings.fee - 1).toFixed(2)},"52,999.00"`,
      `05/11/26,UPI-SOMEONE-612345678907-2099-NUR-0001,0000612345678907,05/11/26,,${fee},"53,499.00"`,
      `05/11/26,NEFT CR-UNIFORM SUPPLIER REFUND,N308260000000008,05/11/26,,"2,000.00","55,499.00"`,
      `06/11/26,NEFT DR-EXAMPLE BOOKS,N308260000000009,06/11/26,"2,000.00",,"53,499.00"`,
    ].join("\r\n");
    const matched = await office.call("POST", "/applications/statement", { csv });
    expect(matched.status).toBe(200);
    expect((matched.json.paid as { number: string }[]).map((paid) => paid.number).sort()).toEqual(
      [one.number, two.number, three.number].sort(),
    );
    expect(matched.json.short).toEqual([
      { numbers: [short.number], amount: settings.fee - 1, row: 6 },
    ]);
    expect((matched.json.unknown as { numbers: string[] }[])[0]!.numbers).toEqual([
      "2099-NUR-0001",
    ]);
    expect(matched.json.others).toBe(1);
    const [row] = await backend.database.db
      .select()
      .from(t.applications)
      .where(eq(t.applications.number, one.number));
    expect(row).toMatchObject({ feeMethod: "statement", feeReference: "0000612345678904" });
    expect(todayInSchool(row!.feePaidAt!)).toBe("2026-11-03");
    // The same statement again marks nothing twice.
    const again = await office.call("POST", "/applications/statement", { csv });
    expect(again.json.paid).toEqual([]);
    expect((again.json.already as string[]).length).toBe(3);
    // An editor may not.
    const editor = await signedIn(backend.request, "editor", "198.51.100.205");
    expect((await editor.call("POST", "/applications/statement", { csv })).status).toBe(403);
    // A file that is not a statement says what was looked for.
    const wrong = await office.call("POST", "/applications/statement", { csv: "a,b\n1,2" });
    expect(wrong.status).toBe(400);
    expect(String(wrong.json.error)).toMatch(/date/i);
  });
});

describe("the admission settings in the office", () => {
  it("are read by the office role, saved by administrators only, line by line, and audited", async () => {
    const office = await signedIn(backend.request, "office", "198.51.100.206");
    const editor = await signedIn(backend.request, "editor", "198.51.100.207");
    const administrator = await signedInAdministrator(backend.request, "198.51.100.208");
    const form = (await office.call("GET", "/admission-settings")).json as Record<string, string>;
    expect(form.classes).toMatch(/^Nursery: 80 seats, ages 3 to 4, interaction$/m);
    expect((await editor.call("GET", "/admission-settings")).status).toBe(403);
    expect((await office.call("PUT", "/admission-settings", form)).status).toBe(403);

    const refused = await administrator.call("PUT", "/admission-settings", {
      ...form,
      classes: `${form.classes}\nXIII: 5 seats, age 17 or more, test`,
    });
    expect(refused.status).toBe(400);
    expect((refused.json.fields as Record<string, string>).classes).toMatch(/^Line \d+: "XIII"/);

    try {
      const saved = await administrator.call("PUT", "/admission-settings", { ...form, fee: "750" });
      expect(saved.status).toBe(200);
      expect((await json(await call(""))).fee).toBe(750);
      const [line] = await backend.database.db
        .select({ changes: t.auditLog.changes })
        .from(t.auditLog)
        .where(eq(t.auditLog.kind, "admission settings"))
        .orderBy(desc(t.auditLog.at))
        .limit(1);
      expect(JSON.stringify(line!.changes)).toContain("750");
    } finally {
      await writeAdmissionSettings(backend.database.db, schoolId, settings, "test", new Date());
    }
  });
});

describe("slots for the test or interaction", () => {
  it("are booked for many at once, each family e-mailed the day, time and place", async () => {
    const office = await signedIn(backend.request, "office", "198.51.100.209");
    const born = bornBefore(3, 200);
    const one = await applied({ email: "slot.one@families.test", dateOfBirth: born });
    const two = await applied({ email: "slot.two@families.test" });
    const ids = (
      await backend.database.db
        .select({ id: t.applications.id })
        .from(t.applications)
        .where(inArray(t.applications.number, [one.number, two.number]))
    ).map((row) => row.id);
    const past = await office.call("POST", "/applications/book", {
      ids,
      at: "2020-01-01T10:00",
      place: "Hall",
    });
    expect(past.status).toBe(400);
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const booked = await office.call("POST", "/applications/book", {
      ids,
      at: `${later}T10:30`,
      place: "Room 4, Junior Wing",
    });
    expect(booked.json).toEqual({ booked: 2 });
    await runMailJobs(backend.database.db, smtp.url, ["admission-mail"], siteUrl);
    for (const email of ["slot.one@families.test", "slot.two@families.test"]) {
      const mail = smtp.to(email).find((one) => one.parsed.text?.includes("Room 4, Junior Wing"));
      expect(mail?.parsed.text, email).toMatch(/10:30/);
    }
    const status = await json(
      await call("/status", { body: { number: one.number, dateOfBirth: born } }),
    );
    expect(status).toMatchObject({ state: "booked", slot: { place: "Room 4, Junior Wing" } });
    const editor = await signedIn(backend.request, "editor", "198.51.100.210");
    const refused = await editor.call("POST", "/applications/book", {
      ids,
      at: `${later}T11:00`,
      place: "Hall",
    });
    expect(refused.status).toBe(403);
  });
});

describe("the Class XI merit list", () => {
  it("ranks each round by stream from the office's marks, and publishes the allotment by number only", async () => {
    const office = await signedIn(backend.request, "office", "198.51.100.211");
    const editor = await signedIn(backend.request, "editor", "198.51.100.212");
    const eleven = (stream: string, classX: string, extra: Record<string, string> = {}) =>
      applied(
        { className: "XI", stream, dateOfBirth: bornBefore(16), ...extra },
        { classIXPercent: "85", classXPercent: classX },
      );
    const a = await eleven("Non-Medical", "91", { email: "merit.a@families.test" });
    const b = await eleven("Non-Medical", "75", { email: "merit.b@families.test", gender: "boy" });
    const c = await eleven("Non-Medical", "82", { email: "merit.c@families.test", gender: "boy" });
    const d = await eleven("Commerce", "66", { email: "merit.d@families.test" });
    const idOf = async (number: string) =>
      (
        await backend.database.db
          .select({ id: t.applications.id })
          .from(t.applications)
          .where(eq(t.applications.number, number))
      )[0]!.id;
    const [ia, ib, ic, id] = await Promise.all([a, b, c, d].map((one) => idOf(one.number)));
    const entries = [
      { id: ia, marks: { entranceMark: 60 } },
      { id: ib, marks: { entranceMark: 60, sports: "district" } },
      { id: ic, marks: { entranceMark: 55, arts: "state" } },
      { id, marks: { entranceMark: 40 } },
    ];
    expect((await editor.call("POST", "/merit/marks", { entries })).status).toBe(403);
    expect(
      (await editor.call("PUT", `/applications/${ia}/marks`, { entranceMark: 99 })).status,
    ).toBe(403);
    expect(
      (await office.call("PUT", `/applications/${id}/marks`, { arts: "district" })).status,
    ).toBe(200);
    expect((await office.call("POST", "/merit/marks", { entries })).json).toEqual({ saved: 4 });

    type Lists = {
      round: { name: string; allotmentOn: string };
      streams: {
        stream: string;
        places: { applicant: { number: string }; points: { total: number } }[];
      }[];
    }[];
    const lists = (await office.call("GET", "/merit")).json as unknown as Lists;
    const first = lists[0]!;
    const nonMedical = first.streams
      .find((one) => one.stream === "Non-Medical")!
      .places.filter((place) => [a, b, c].some((one) => one.number === place.applicant.number));
    // Entrance, Class IX (85%: 10), Class X, achievements, a girl's 5:
    // a 60 + 10 + 20 + 5 = 95; c 55 + 10 + 10 + 10 (arts, state) = 85; b 60 + 10 + 5 + 5 = 80.
    expect(nonMedical.map((place) => [place.applicant.number, place.points.total])).toEqual([
      [a.number, 95],
      [c.number, 85],
      [b.number, 80],
    ]);
    expect((await editor.call("GET", "/merit")).status).toBe(403);

    // Two Non-Medical seats left in the round: the third waits.
    const seats = (applicants: number) => ({
      ...settings,
      streams: settings.streams.map((one) =>
        one.name === "Non-Medical" ? { ...one, seats: applicants } : one,
      ),
    });
    const others = first.streams
      .find((one) => one.stream === "Non-Medical")!
      .places.filter((place) => ![a, b, c].some((one) => one.number === place.applicant.number));
    await writeAdmissionSettings(
      backend.database.db,
      schoolId,
      seats(2 + others.length),
      "test",
      new Date(),
    );
    try {
      expect(
        (await editor.call("POST", "/merit/publish", { round: first.round.name })).status,
      ).toBe(403);
      const published = await office.call("POST", "/merit/publish", { round: first.round.name });
      expect(published.status).toBe(200);
      const states = await backend.database.db
        .select({ number: t.applications.number, state: t.applications.state })
        .from(t.applications)
        .where(inArray(t.applications.number, [a.number, b.number, c.number, d.number]));
      expect(Object.fromEntries(states.map((row) => [row.number, row.state]))).toEqual({
        [a.number]: "offered",
        [c.number]: "offered",
        [b.number]: "waitlisted",
        [d.number]: "offered",
      });
      // Not on the site before the round's allotment day; from it, numbers only.
      expect(await json(await call("/allotments"))).toEqual([]);
      const onTheDay = backend.configured({
        now: () => new Date(`${first.round.allotmentOn}T06:00:00Z`),
      });
      const shown = (await (
        await onTheDay.request(`/api/admissions/${schoolCode}/allotments`)
      ).json()) as { stream: string; offered: string[]; waitlisted: string[] }[];
      const stream = shown.find((one) => one.stream === "Non-Medical")!;
      expect(stream.offered).toEqual(expect.arrayContaining([a.number, c.number]));
      expect(stream.waitlisted).toContain(b.number);
      expect(JSON.stringify(shown)).not.toMatch(/families\.test|Malhotra|Meera/);
    } finally {
      await writeAdmissionSettings(backend.database.db, schoolId, settings, "test", new Date());
    }
  });
});

describe("keeping applications no longer than their purpose", () => {
  it("deletes drafts a month old and applications not admitted after the school's months, with their documents", async () => {
    const db = backend.database.db;
    const kept = await applied({ email: "kept.admitted@families.test" });
    const gone = await applied({ email: "gone.declined@families.test" });
    const draft = await begin({ email: "gone.draft@families.test" });
    expect(draft).toBeTruthy();
    await db
      .update(t.applications)
      .set({ state: "admitted" })
      .where(eq(t.applications.number, kept.number));
    const [goneRow] = await db
      .select()
      .from(t.applications)
      .where(eq(t.applications.number, gone.number));
    const documents = goneRow!.documents.map((one) => one.path);
    expect(await backend.privateFiles.exists(documents[0]!)).toBe(true);

    const run = (now: Date) =>
      deleteExpiredApplications(db, backend.privateFiles, { timeZone: "Asia/Kolkata", now });
    const exists = async (email: string) =>
      (await db.select().from(t.applications).where(eq(t.applications.email, email))).length > 0;

    // A day later nothing is due.
    await run(new Date(Date.now() + 86_400_000));
    expect(await exists("gone.draft@families.test")).toBe(true);
    // A month and a day later the draft goes; the sent ones wait for their session.
    await run(new Date(Date.now() + 31 * 86_400_000));
    expect(await exists("gone.draft@families.test")).toBe(false);
    expect(await exists("gone.declined@families.test")).toBe(true);
    // The school's months after the session began: all but the admitted child's go.
    const start = Number(settings.session.slice(0, 4));
    const due = new Date(
      Date.UTC(
        start + Math.floor((3 + settings.keptMonths) / 12),
        (3 + settings.keptMonths) % 12,
        1,
        6,
      ),
    );
    await run(new Date(due.getTime() - 2 * 86_400_000));
    expect(await exists("gone.declined@families.test")).toBe(true);
    await run(due);
    expect(await exists("gone.declined@families.test")).toBe(false);
    expect(await exists("kept.admitted@families.test")).toBe(true);
    for (const path of documents) expect(await backend.privateFiles.exists(path)).toBe(false);
    // The log keeps the fact, not the child.
    const lines = await db
      .select({ changes: t.auditLog.changes })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.kind, "application"), eq(t.auditLog.recordId, goneRow!.id)));
    const said = JSON.stringify(lines);
    expect(said).toContain(gone.number);
    expect(said).not.toMatch(/Ira Malhotra|families\.test/);
  });
});

describe("the fee paid online, when the school set its Razorpay account", () => {
  it("sends the family to one payment link, and counts the fee paid by the signed return or webhook only", async () => {
    const secret = "test-office-secret-".repeat(3);
    const razorpay = await startRazorpayServer();
    const online = backend.configured({ secret, providerBases: { razorpay: razorpay.url } });
    const listening = await new Promise<ServerType>((resolve) => {
      const server = serve({ fetch: online.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(server),
      );
    });
    const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    try {
      const administrator = await signedInAdministrator(online.request, "198.51.100.213");
      expect((await (await online.request(`/api/admissions/${schoolCode}`)).json()).online).toBe(
        false,
      );
      const saved = await administrator.call("PUT", "/channels/razorpay", {
        keyId: razorpay.keyId,
        keySecret: razorpay.keySecret,
        webhookSecret: "razorpay-webhook-secret",
      });
      expect(saved.status).toBe(200);
      const view = (await administrator.call("GET", "/channels")).json as {
        razorpay: Record<string, unknown>;
        webhooks: { razorpay: string };
      };
      expect(view.razorpay).toEqual({ keyId: razorpay.keyId, set: true });
      razorpay.setLinkWebhook({
        url: `${origin}${view.webhooks.razorpay}`,
        secret: "razorpay-webhook-secret",
      });
      expect((await (await online.request(`/api/admissions/${schoolCode}`)).json()).online).toBe(
        true,
      );

      const pay = (token: string) =>
        online.request(`/api/admissions/${schoolCode}/draft/${token}/pay`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ returnUrl: `${origin}/Apply/paid?resume=${token}` }),
        });
      const born = bornBefore(3, 50);
      const first = await applied({ email: "online.one@families.test", dateOfBirth: born });
      const link = (await (await pay(first.token)).json()) as { url: string };
      expect(link.url).toMatch(new RegExp(`^${razorpay.url}/i/`));
      // Asked again, the same link: Razorpay takes one per application number.
      expect(((await (await pay(first.token)).json()) as { url: string }).url).toBe(link.url);
      expect(razorpay.links).toHaveLength(1);
      expect(razorpay.links[0]).toMatchObject({
        reference_id: first.number,
        amount: settings.fee * 100,
      });

      // A forged return marks nothing.
      const returned = (query: Record<string, string>) =>
        online.request(`/api/admissions/${schoolCode}/payments/returned`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(query),
        });
      const callback = new URL(await razorpay.payLink(razorpay.links[0]!.id));
      const query = Object.fromEntries(callback.searchParams);
      const forged = await returned({ ...query, razorpay_payment_id: "pay_forged000000" });
      expect(forged.status).toBe(400);
      // The webhook came first and marked it; the signed return agrees.
      const status = await json(
        await call("/status", { body: { number: first.number, dateOfBirth: born } }),
      );
      expect(status.fee).toMatchObject({ paid: true, upiLink: null });
      expect((await returned(query)).status).toBe(200);
      const [row] = await backend.database.db
        .select({ method: t.applications.feeMethod, reference: t.applications.feeReference })
        .from(t.applications)
        .where(eq(t.applications.number, first.number));
      expect(row).toEqual({ method: "gateway", reference: query.razorpay_payment_id });
      // Nothing is left to pay.
      expect((await pay(first.token)).status).toBe(409);

      // Without the webhook (the school left it out), the signed return alone counts.
      razorpay.setLinkWebhook(undefined);
      const second = await applied({ email: "online.two@families.test" });
      await pay(second.token);
      const secondLink = razorpay.links.find((one) => one.reference_id === second.number)!;
      const back = Object.fromEntries(new URL(await razorpay.payLink(secondLink.id)).searchParams);
      const unpaid = async () =>
        (
          await backend.database.db
            .select({ paidAt: t.applications.feePaidAt })
            .from(t.applications)
            .where(eq(t.applications.number, second.number))
        )[0]!.paidAt === null;
      expect(await unpaid()).toBe(true);
      expect((await returned(back)).status).toBe(200);
      expect(await unpaid()).toBe(false);
      const [paid] = await backend.database.db
        .select({ method: t.applications.feeMethod })
        .from(t.applications)
        .where(eq(t.applications.number, second.number));
      expect(paid!.method).toBe("gateway");
      // A webhook not signed with the school's secret is refused.
      const forgedHook = await online.request(
        `/api/admissions/${schoolCode}${view.webhooks.razorpay.replace(`/api/admissions/${schoolCode}`, "")}`,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Razorpay-Signature": "00" },
          body: "{}",
        },
      );
      expect(forgedHook.status).toBe(401);
    } finally {
      await removeRazorpay(online);
      listening.close();
      await razorpay.close();
    }
  });
});

async function removeRazorpay(online: ReturnType<TestBackend["configured"]>) {
  const administrator = await signedInAdministrator(online.request, "198.51.100.214");
  await administrator.call("PUT", "/channels/razorpay", { remove: true });
}
