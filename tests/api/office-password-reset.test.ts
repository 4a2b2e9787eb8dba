import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "#server/db/schema.ts";
import {
  resetAccountLimit,
  resetAsked,
  resetLinkSpent,
} from "#server/office/api/password-reset.ts";
import { runMailJobs } from "../support/mail-jobs.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { testBackend, type TestBackend } from "../support/test-backend.ts";
import {
  OfficeClient,
  signedInAdministrator,
  goodPassword,
  newEditor,
} from "../support/office-client.ts";

// "Forgot your password?" as a member of staff meets it: one answer for every address, a link
// by e-mail (from the jobs table, to a real SMTP server), good once, that sets a password only
// as good as any other and ends every sign-in of the account.

let backend: TestBackend;
let admin: OfficeClient;
let smtp: TestSmtpServer;
beforeAll(async () => {
  backend = await testBackend();
  admin = await signedInAdministrator(backend.request, "198.51.100.230");
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

let nextAddress = 231;
const client = () => new OfficeClient(backend.request, `198.51.100.${nextAddress++}`);
const good = goodPassword;
const siteUrl = "https://school.test";

const newAccount = (email: string, name: string) => newEditor(admin, email, name);

/** Sends the staff's e-mails due, as the server's worker does. */
async function sendStaffMail() {
  await runMailJobs(backend.database.db, smtp.url, ["staff-mail"], siteUrl);
}

/** The requests made in the background after the answer have run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

const linkIn = (email: string) => {
  const mail = smtp.to(email).at(-1);
  const link = mail?.links.find((href) => href.includes("/office/reset-password?token="));
  return link ? new URL(link) : undefined;
};

describe("a forgotten password", () => {
  it("is answered alike for any address, and only an account's owner gets a link", async () => {
    const email = "meera.iyer@hlca.demo.example";
    await newAccount(email, "Meera Iyer");
    const asker = client();
    const known = await asker.call("POST", "/password-reset", {
      email: ` ${email.toUpperCase()} `,
    });
    const unknown = await asker.call("POST", "/password-reset", {
      email: "nobody.here@hlca.demo.example",
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ message: resetAsked });
    expect(unknown.json).toEqual(known.json);
    expect((await asker.call("POST", "/password-reset", { email: "not an email" })).status).toBe(
      400,
    );
    await settled();
    await sendStaffMail();
    expect(smtp.to("nobody.here@hlca.demo.example")).toEqual([]);
    const link = linkIn(email);
    expect(link?.origin).toBe(siteUrl);
    expect(smtp.to(email).at(-1)!.parsed.subject).toMatch(/new password/i);
    // Once sent, the link's token is no longer kept beside the job.
    const jobs = await backend.database.db
      .select({ payload: t.jobs.payload })
      .from(t.jobs)
      .where(and(eq(t.jobs.queue, "staff-mail"), like(t.jobs.key, "reset-password:%")));
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job.payload).not.toHaveProperty("token");
  });

  it("is set with the link once, as good as any password, and ends every sign-in", async () => {
    const email = "kabir.shah@hlca.demo.example";
    const id = await newAccount(email, "Kabir Shah");
    const laptop = client();
    expect((await laptop.signIn(email, good)).status).toBe(200);
    await client().call("POST", "/password-reset", { email });
    await settled();
    await sendStaffMail();
    const token = linkIn(email)!.searchParams.get("token")!;
    const set = (newPassword: string, with_ = token) =>
      client().call("POST", "/password-reset/new-password", { token: with_, newPassword });

    const weak = await set("kabir.shah.1990");
    expect(weak.status).toBe(400);
    expect(weak.json.fields).toHaveProperty("newPassword");
    expect((await set("a new long passphrase here", "not-a-token")).json.error).toBe(
      resetLinkSpent,
    );

    const fresh = "marigold river compass lantern";
    expect((await set(fresh)).status).toBe(200);
    // Every sign-in ended; the new password signs in, the old one not, the link not again.
    expect((await laptop.call("GET", "/me")).status).toBe(401);
    expect((await client().signIn(email, fresh)).status).toBe(200);
    expect((await client().signIn(email, good)).status).toBe(401);
    const again = await set("another long passphrase again");
    expect(again.status).toBe(400);
    expect(again.json.error).toBe(resetLinkSpent);

    const log = await admin.call("GET", `/audit?record=${id}`);
    expect((log.json as unknown as { action: string }[]).map((line) => line.action)).toContain(
      "reset-password",
    );
  });

  it("sends one account a few links an hour at most, answering alike past that", async () => {
    const email = "farah.khan@hlca.demo.example";
    await newAccount(email, "Farah Khan");
    for (let ask = 0; ask < resetAccountLimit.points + 2; ask++) {
      const asked = await client().call("POST", "/password-reset", { email });
      expect(asked.json).toEqual({ message: resetAsked });
    }
    await settled();
    await sendStaffMail();
    expect(smtp.to(email)).toHaveLength(resetAccountLimit.points);
  });

  it("sends nothing to an account turned off", async () => {
    const email = "turned.off.reset@hlca.demo.example";
    const id = await newAccount(email, "Dev Rao");
    expect((await admin.call("PATCH", `/accounts/${id}`, { disabled: true })).status).toBe(200);
    await client().call("POST", "/password-reset", { email });
    await settled();
    await sendStaffMail();
    expect(smtp.to(email)).toEqual([]);
  });
});
