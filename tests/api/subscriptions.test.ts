import { and, asc, eq, gte, isNull, like, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantAt, todayIn } from "#contracts/dates.ts";
import * as t from "#server/db/schema.ts";
import { claim } from "#server/jobs/queue.ts";
import { announceGraceMinutes } from "#contracts/subscriptions.ts";
import { createJobWorker, type JobWorker } from "#server/jobs/worker.ts";
import { nextDay } from "#server/mail/digest-times.ts";
import { mailJobs } from "#server/mail/mail-jobs.ts";
import { writeContent } from "#server/services/content-changes.ts";
import { OfficeClient, signedIn, signedInAdministrator } from "../support/office-client.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp-server.ts";
import {
  schoolCode,
  testBackend,
  timeZone,
  type TestApp,
  type TestBackend,
} from "../support/test-backend.ts";

// Parents' e-mail subscriptions end to end through a real SMTP server: double opt-in, items
// sent to the confirmed subscribers of their topic only, one-click unsubscribe (RFC 8058), the
// daily digest at DIGEST_TIME on the school's clock, and the job queue in the database that
// outlives a worker and never sends a message twice.

const siteUrl = "https://school.test";
const digestTime = "17:00";

let backend: TestBackend;
let app: TestApp;
let smtp: TestSmtpServer;
let editor: OfficeClient;
let startedAt: Date;
let schoolId: string;
const closers: (() => void)[] = [];

// The school's clock: tomorrow morning, so every job left by earlier test files is due.
const tomorrow = nextDay(todayIn(timeZone));
const at = (time: string, date = tomorrow) => instantAt(`${date}T${time}`, timeZone)!;
let clock = at("09:00");

/** The school's clock moved past an announcement's grace: its e-mails are due. */
const passGrace = () => {
  clock = new Date(clock.getTime() + announceGraceMinutes * 60_000);
};

/** A worker as another instance (or this one after a restart) would run it. */
function newWorker(): JobWorker {
  const jobs = mailJobs({
    db: backend.database.db,
    timeZone,
    mail: { transport: smtp.url, siteUrl, digestTime },
  });
  closers.push(jobs.close);
  return createJobWorker({ db: backend.database.db, handlers: jobs.handlers, now: () => clock });
}
let worker: JobWorker;

/** Runs every job due, and gives the SMTP server a moment to parse what it received. */
async function runJobs(run: JobWorker = worker) {
  await run.runDue();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const mailbox = (name: string) => `${name}@parents.test`;

let visitor = 0;
async function subscribe(
  email: string,
  topics: string[],
  frequency = "immediate",
  language?: string,
  sections?: string[],
) {
  return app.request(`/api/subscriptions/${schoolCode}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `192.0.2.${++visitor}` },
    body: JSON.stringify({ email, topics, frequency, language, sections }),
  });
}

const tokenIn = (mail: ReceivedMail, parameter: string) => {
  const link = mail.links.find((href) => href.includes(`${parameter}=`));
  return link && new URL(link).searchParams.get(parameter);
};

async function confirm(token: string) {
  return app.request(`/api/subscriptions/${schoolCode}/confirm`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token }),
  });
}

/** Subscribes, opens the confirmation e-mail and confirms: the address now receives mail. */
async function subscribed(
  email: string,
  topics: string[],
  frequency = "immediate",
  sections?: string[],
) {
  expect((await subscribe(email, topics, frequency, undefined, sections)).status).toBe(202);
  await runJobs();
  const token = tokenIn(smtp.to(email).at(-1)!, "confirm");
  expect((await confirm(token!)).status).toBe(200);
}

const notice = (title: string, extra: Record<string, unknown> = {}) => ({
  category: "NoticeBoard",
  title,
  fromDate: tomorrow,
  description: "Parents are requested to note this.",
  attachments: "",
  status: "published",
  ...extra,
});

async function publish(kind: string, record: Record<string, unknown>) {
  const made = await editor.call("POST", `/records/${kind}`, record);
  expect(made.status).toBe(201);
  return made.json as { id: string };
}

const header = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");

beforeAll(async () => {
  backend = await testBackend();
  smtp = await startSmtpServer();
  // Each request comes from its own visitor (behind a trusted proxy), under the per-visitor limit.
  app = backend.configured({ now: () => clock, mailEnabled: true, trustProxy: 1 });
  editor = await signedIn(app.request, "editor", "198.51.100.180");
  startedAt = new Date();
  const [school] = await backend.database.db
    .select()
    .from(t.schools)
    .where(eq(t.schools.schoolCode, schoolCode));
  schoolId = school!.id;
  worker = newWorker();
  // What earlier test files published is announced now, to nobody of this file.
  await runJobs();
});

afterAll(async () => {
  const { db } = backend.database;
  await db.delete(t.subscriptions).where(like(t.subscriptions.email, "%@parents.test"));
  await db.delete(t.jobs).where(gte(t.jobs.createdAt, startedAt));
  await writeContent(db, schoolId, async (tx) => {
    for (const table of [t.news, t.events, t.circulars, t.alerts]) {
      await tx.delete(table).where(gte(table.createdAt, startedAt));
    }
  });
  await db.delete(t.auditLog).where(eq(t.auditLog.kind, "subscription"));
  for (const close of closers) close();
  await smtp?.close();
});

describe("subscribing", () => {
  it("is not offered, and takes no address, where no SMTP server is set", async () => {
    const open = await backend.request(`/api/subscriptions/${schoolCode}`);
    expect(await open.json()).toMatchObject({ available: false });
    const refused = await backend.request(`/api/subscriptions/${schoolCode}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: mailbox("nosmtp"), topics: ["notices"] }),
    });
    expect(refused.status).toBe(503);
    const rows = await backend.database.db
      .select()
      .from(t.subscriptions)
      .where(eq(t.subscriptions.email, mailbox("nosmtp")));
    expect(rows).toHaveLength(0);
    expect(await (await app.request(`/api/subscriptions/${schoolCode}`)).json()).toMatchObject({
      available: true,
    });
  });

  it("refuses a wrong address or no topic, naming each field", async () => {
    const bad = await subscribe("not-an-address", []);
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(["email", "topics"]);
    const unknownTopic = await subscribe(mailbox("topic"), ["sports"]);
    expect(unknownTopic.status).toBe(400);
    const unknownFrequency = await subscribe(mailbox("topic"), ["notices"], "hourly");
    expect(((await unknownFrequency.json()) as { errors: object }).errors).toHaveProperty(
      "frequency",
    );
  });

  it("sends a confirmation, and nothing else until its link is followed", async () => {
    const email = mailbox("asha");
    expect((await subscribe(email.toUpperCase(), ["notices"])).status).toBe(202);
    await runJobs();
    const [confirmation, ...more] = smtp.to(email);
    expect(more).toHaveLength(0);
    expect(confirmation!.parsed.subject).toMatch(/confirm/i);
    const token = tokenIn(confirmation!, "confirm");
    expect(token).toBeTruthy();
    expect(confirmation!.links.some((link) => link.startsWith(`${siteUrl}/Subscribe?`))).toBe(true);

    // A notice published before the link is followed is not sent to this address.
    await publish("news", notice("Unconfirmed parents hear nothing"));
    await runJobs();
    expect(smtp.to(email)).toHaveLength(1);

    const confirmed = await confirm(token!);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ outcome: "confirmed", topics: ["notices"] });
    await publish("news", notice("Confirmed parents hear this"));
    passGrace();
    await runJobs();
    expect(smtp.to(email).map((mail) => mail.parsed.subject)).toContain(
      "Notice: Confirmed parents hear this",
    );
  });

  it("does not tell a stranger that an address is subscribed, but tells its owner", async () => {
    const email = mailbox("asha");
    const before = smtp.to(email).length;
    const again = await subscribe(email, ["notices", "events"], "daily");
    expect(again.status).toBe(202);
    await runJobs();
    const reminder = smtp.to(email).at(-1)!;
    expect(smtp.to(email)).toHaveLength(before + 1);
    expect(reminder.parsed.subject).not.toMatch(/confirm/i);
    // Its link changes the subscription to what was asked.
    const link = reminder.links.find((href) => href.includes("confirm="))!;
    const query = new URL(link).searchParams;
    const changed = await app.request(`/api/subscriptions/${schoolCode}/confirm`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        token: query.get("confirm"),
        topics: query.get("topics")!.split(","),
        frequency: query.get("frequency"),
      }),
    });
    expect(await changed.json()).toMatchObject({
      topics: ["notices", "events"],
      frequency: "daily",
    });
  });

  it("sends one address at most three e-mails an hour, whoever asks", async () => {
    const email = mailbox("limit");
    for (let i = 0; i < 3; i++) expect((await subscribe(email, ["events"])).status).toBe(202);
    const refused = await subscribe(email, ["events"]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("refuses a confirmation whose token is unknown", async () => {
    expect((await confirm("x".repeat(32))).status).toBe(404);
    expect((await confirm("short")).status).toBe(400);
  });
});

describe("a published item", () => {
  let notices: string;
  let circularsOnly: string;
  beforeAll(async () => {
    notices = mailbox("ravi");
    circularsOnly = mailbox("meena");
    await subscribed(notices, ["notices", "events"]);
    await subscribed(circularsOnly, ["circulars"]);
  });

  it("is sent to the confirmed subscribers of its topic only, with its page's link", async () => {
    const before = smtp.to(circularsOnly).length;
    const { id } = await publish("news", notice("Winter uniform from Monday"));
    passGrace();
    await runJobs();
    const sent = smtp.to(notices).filter((mail) => mail.parsed.subject?.includes("Winter"));
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.parsed.subject).toBe("Notice: Winter uniform from Monday");
    expect(mail.parsed.text).toContain("Parents are requested to note this.");
    const [row] = await backend.database.db.select().from(t.news).where(eq(t.news.id, id));
    expect(mail.links).toContain(`${siteUrl}/NoticeBoard/${row!.slug}`);
    expect(mail.parsed.html).toContain("Winter uniform from Monday");
    expect(smtp.to(circularsOnly)).toHaveLength(before);
    // Saved again, it is not sent again.
    const record = await editor.call("GET", `/records/news/${id}`);
    const saved = await editor.call("PUT", `/records/news/${id}`, {
      ...(record.json.values as object),
      status: "published",
      version: record.json.version,
    });
    expect(saved.status).toBe(200);
    await runJobs();
    expect(smtp.to(notices).filter((m) => m.parsed.subject?.includes("Winter"))).toHaveLength(1);
  });

  it("is not sent while it is a draft, and is sent when it is published", async () => {
    const draft = await publish("circulars", {
      category: "Circular",
      title: "Parent-teacher meeting",
      date: "14.11.26",
      audience: [],
      attachments: [],
      status: "draft",
    });
    await runJobs();
    const subjects = () => smtp.to(circularsOnly).map((mail) => mail.parsed.subject);
    expect(subjects()).not.toContain("Circular: Parent-teacher meeting");
    const record = await editor.call("GET", `/records/circulars/${draft.id}`);
    await editor.call("PUT", `/records/circulars/${draft.id}`, {
      ...(record.json.values as object),
      status: "published",
      version: record.json.version,
    });
    passGrace();
    await runJobs();
    expect(subjects()).toContain("Circular: Parent-teacher meeting");
  });

  it("taken down within its first minutes is sent to nobody", async () => {
    const { id } = await publish("news", notice("Posted by mistake"));
    await runJobs();
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect((await editor.call("DELETE", `/records/news/${id}`, {})).status).toBe(200);
    passGrace();
    await runJobs();
    expect(smtp.to(notices).map((mail) => mail.parsed.subject)).not.toContain(
      "Notice: Posted by mistake",
    );
  });

  it("already on the site is not sent when it is edited", async () => {
    const [seeded] = await backend.database.db
      .select()
      .from(t.news)
      .where(
        and(
          eq(t.news.schoolId, schoolId),
          eq(t.news.category, "NoticeBoard"),
          eq(t.news.status, "published"),
          lt(t.news.createdAt, startedAt),
        ),
      )
      // The demo's own, seeded first: one another test file published since was announced then.
      .orderBy(asc(t.news.createdAt))
      .limit(1);
    const record = await editor.call("GET", `/records/news/${seeded!.id}`);
    const saved = await editor.call("PUT", `/records/news/${seeded!.id}`, {
      ...(record.json.values as object),
      status: "published",
      version: record.json.version,
    });
    expect(saved.status).toBe(200);
    await runJobs();
    expect(smtp.to(notices).map((mail) => mail.parsed.subject)).not.toContain(
      `Notice: ${seeded!.title}`,
    );
    const jobs = await backend.database.db
      .select()
      .from(t.jobs)
      .where(eq(t.jobs.key, `announce:news:${seeded!.id}`));
    expect(jobs).toHaveLength(0);
  });

  it("scheduled for later is sent when it goes live on the site", async () => {
    await publish("news", notice("Sports day postponed", { publishAt: `${tomorrow}T11:00` }));
    await runJobs();
    const sent = () =>
      smtp.to(notices).filter((mail) => mail.parsed.subject?.includes("Sports day"));
    expect(sent()).toHaveLength(0);
    clock = at("11:00");
    await runJobs();
    expect(sent()).toHaveLength(0);
    clock = at("11:05");
    await runJobs();
    expect(sent()).toHaveLength(1);
  });

  it("carries a one-click unsubscribe (RFC 8058), which needs no sign-in", async () => {
    const mail = smtp.to(notices).at(-1)!;
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const link = /^<([^>]+)>$/.exec(header(mail, "List-Unsubscribe") ?? "")?.[1];
    // The website's unsubscribe page, which a mail program POSTs to (tests/e2e/subscribe.test.ts);
    // its action ends the subscription here, with the link's token.
    expect(link?.startsWith(`${siteUrl}/Subscribe?unsubscribe=`)).toBe(true);
    expect(mail.links).toContain(link);
    const token = new URL(link!).searchParams.get("unsubscribe")!;
    const oneClick = await app.request(
      `/api/subscriptions/${schoolCode}/unsubscribe?token=${token}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      },
    );
    expect(oneClick.status).toBe(200);
    const count = smtp.to(notices).length;
    await publish("news", notice("After the unsubscribe"));
    await runJobs();
    expect(smtp.to(notices)).toHaveLength(count);
    // An old confirmation link does not start it again.
    const [row] = await backend.database.db
      .select()
      .from(t.subscriptions)
      .where(eq(t.subscriptions.email, notices));
    expect((await confirm(row!.token)).status).toBe(409);
  });
});

describe("e-mails in Hindi", () => {
  it("are written in the language the parent chose, with the item's Hindi and Hindi pages", async () => {
    const hindi = mailbox("sunita");
    const english = mailbox("peter");
    expect((await subscribe(hindi, ["notices"], "immediate", "hi")).status).toBe(202);
    await runJobs();
    const confirmation = smtp.to(hindi).at(-1)!;
    expect(confirmation.parsed.subject).toMatch(/पुष्टि/);
    expect(confirmation.parsed.html).toContain('<html lang="hi">');
    expect(confirmation.parsed.text).toContain("सूचनाएँ");
    const link = confirmation.links.find((href) => href.includes("confirm="))!;
    expect(new URL(link).pathname).toBe("/hi/Subscribe");
    expect((await confirm(new URL(link).searchParams.get("confirm")!)).status).toBe(200);
    await subscribed(english, ["notices"]);

    // A notice, and its Hindi written within its first minutes.
    const { id } = await publish("news", notice("Annual sports meet on Saturday"));
    const record = await editor.call("GET", `/records/news/${id}`);
    const written = await editor.call("PUT", `/records/news/${id}/hindi`, {
      version: record.json.version,
      title: "शनिवार को वार्षिक खेलकूद प्रतियोगिता",
      publish: true,
    });
    expect(written.status).toBe(200);
    passGrace();
    await runJobs();

    const [row] = await backend.database.db.select().from(t.news).where(eq(t.news.id, id));
    const inHindi = smtp.to(hindi).filter((mail) => mail.parsed.subject?.includes("खेलकूद"));
    expect(inHindi).toHaveLength(1);
    const mail = inHindi[0]!;
    expect(mail.parsed.subject).toBe("सूचना: शनिवार को वार्षिक खेलकूद प्रतियोगिता");
    expect(mail.parsed.html).toContain('<html lang="hi">');
    // Its description has no Hindi: the school's English, as written.
    expect(mail.parsed.text).toContain("Parents are requested to note this.");
    expect(mail.parsed.text).toContain("वेबसाइट पर पढ़ें");
    expect(mail.links).toContain(`${siteUrl}/hi/NoticeBoard/${row!.slug}`);
    expect(header(mail, "List-Unsubscribe")).toContain(`${siteUrl}/hi/Subscribe?unsubscribe=`);

    // The English subscriber reads the same notice in English.
    const inEnglish = smtp.to(english).filter((m) => m.parsed.subject?.includes("sports meet"));
    expect(inEnglish.map((m) => m.parsed.subject)).toEqual([
      "Notice: Annual sports meet on Saturday",
    ]);
    expect(inEnglish[0]!.links).toContain(`${siteUrl}/NoticeBoard/${row!.slug}`);
  });

  it("change language by a reminder's link, when the parent asks again in the other", async () => {
    const email = mailbox("kavita");
    await subscribed(email, ["notices"]);
    expect((await subscribe(email, ["notices"], "immediate", "hi")).status).toBe(202);
    await runJobs();
    const reminder = smtp.to(email).at(-1)!;
    expect(reminder.parsed.html).toContain('<html lang="hi">');
    const change = new URL(reminder.links.find((href) => href.includes("language=hi"))!);
    const answer = await app.request(`/api/subscriptions/${schoolCode}/confirm`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        token: change.searchParams.get("confirm"),
        topics: change.searchParams.get("topics")!.split(","),
        frequency: change.searchParams.get("frequency"),
        language: change.searchParams.get("language"),
      }),
    });
    expect(answer.status).toBe(200);
    const [row] = await backend.database.db
      .select()
      .from(t.subscriptions)
      .where(eq(t.subscriptions.email, email));
    expect(row!.language).toBe("hi");
  });
});

describe("the daily digest", () => {
  it("goes at DIGEST_TIME on the school's clock with the day's items of its topics", async () => {
    clock = at("12:00");
    const email = mailbox("digest");
    await subscribed(email, ["events", "circulars"], "daily");
    const confirmations = smtp.to(email).length;
    await publish("events", {
      title: "Annual sports meet",
      date: tomorrow,
      venue: "School ground",
      status: "published",
    });
    clock = at("13:00");
    await publish("circulars", {
      category: "Circular",
      title: "Fee schedule for the new term",
      date: "15.11.26",
      audience: [],
      attachments: [],
      status: "published",
    });
    await publish("news", notice("Not in an events and circulars digest"));
    await runJobs();
    expect(smtp.to(email)).toHaveLength(confirmations);

    const [job] = await backend.database.db
      .select()
      .from(t.jobs)
      .where(eq(t.jobs.key, `digest:${schoolId}:${tomorrow}`));
    // 17:00 in Asia/Kolkata is 11:30 UTC.
    expect(job!.runAt.toISOString()).toBe(`${tomorrow}T11:30:00.000Z`);

    clock = at("16:59");
    await runJobs();
    expect(smtp.to(email)).toHaveLength(confirmations);
    clock = at("17:00");
    await runJobs();
    const digests = smtp.to(email).slice(confirmations);
    expect(digests).toHaveLength(1);
    const text = digests[0]!.parsed.text!;
    expect(text).toContain("Annual sports meet");
    expect(text).toContain("Fee schedule for the new term");
    expect(text).not.toContain("Not in an events and circulars digest");
    expect(header(digests[0]!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // The next day's digest is waiting for tomorrow's items.
    const next = await backend.database.db
      .select()
      .from(t.jobs)
      .where(eq(t.jobs.key, `digest:${schoolId}:${nextDay(tomorrow)}`));
    expect(next).toHaveLength(1);
  });
});

describe("classes and emergencies", () => {
  const subjects = (address: string) => smtp.to(address).map((mail) => mail.parsed.subject);

  it("send an item for some classes to their parents only, and tell the office how many", async () => {
    clock = at("10:00", nextDay(tomorrow));
    const ix = mailbox("class-ix");
    const vi = mailbox("class-vi");
    await subscribed(ix, ["events"], "immediate", ["IX-B"]);
    await subscribed(vi, ["events"], "immediate", ["VI-A"]);
    const forIX = await editor.call("GET", "/subscriptions/counts?topic=events&audience=IX");
    const forVI = await editor.call("GET", "/subscriptions/counts?topic=events&audience=VI");
    const everyone = await editor.call("GET", "/subscriptions/counts?topic=events");
    const immediate = (answer: typeof forIX) =>
      (answer.json.reach as { immediate: number }).immediate;
    // Each is counted for its own class, and both for an event for everyone.
    expect(immediate(everyone) - immediate(forIX)).toBeGreaterThanOrEqual(1);
    expect(immediate(everyone) - immediate(forVI)).toBeGreaterThanOrEqual(1);
    await publish("events", {
      title: "Class IX field trip to Science City",
      date: nextDay(tomorrow),
      venue: "Science City",
      audience: ["IX"],
      status: "published",
    });
    passGrace();
    await runJobs();
    expect(subjects(ix)).toContain("Event: Class IX field trip to Science City");
    expect(subjects(vi)).not.toContain("Event: Class IX field trip to Science City");
  });

  it("send an emergency alert at once to every address, daily readers too, and not again in the digest", async () => {
    const daily = mailbox("daily-news");
    await subscribed(daily, ["news", "alerts"], "daily");
    await publish("alerts", {
      title: "School closed today due to heavy rain",
      severity: "emergency",
      url: "",
      expireAt: "2099-01-01T08:00",
      status: "published",
    });
    // No grace for an emergency.
    await runJobs();
    expect(subjects(daily)).toContain("Emergency: School closed today due to heavy rain");
    clock = at("17:00", nextDay(tomorrow));
    await runJobs();
    const texts = smtp.to(daily).map((mail) => mail.parsed.text ?? "");
    expect(
      texts.filter((text) => text.includes("School closed today due to heavy rain")),
    ).toHaveLength(1);
  });
});

describe("the job queue", () => {
  it("keeps a job in the database, and another worker runs it once its holder is gone", async () => {
    clock = at("18:00");
    const email = mailbox("restart");
    await subscribed(email, ["notices"]);
    const { id } = await publish("news", notice("Sent after a restart"));
    passGrace();
    // A worker claims the announcement and dies before it is done.
    const held = await claim(backend.database.db, {
      now: clock,
      limit: 50,
      lockMs: 5 * 60_000,
      queues: ["announce"],
    });
    expect(held.map((job) => job.payload)).toContainEqual({ table: "news", id });
    const [row] = await backend.database.db
      .select()
      .from(t.jobs)
      .where(eq(t.jobs.key, `announce:news:${id}`));
    expect(row!.doneAt).toBeNull();
    expect(row!.lockedUntil!.getTime()).toBe(clock.getTime() + 5 * 60_000);

    // Another instance (or this one restarted) leaves it while it is held...
    const restarted = newWorker();
    await runJobs(restarted);
    const sent = () =>
      smtp.to(email).filter((mail) => mail.parsed.subject?.includes("Sent after a restart"));
    expect(sent()).toHaveLength(0);
    // ...and takes it once the hold has passed.
    clock = at("18:11");
    await runJobs(restarted);
    expect(sent()).toHaveLength(1);
    const [done] = await backend.database.db
      .select()
      .from(t.jobs)
      .where(eq(t.jobs.key, `announce:news:${id}`));
    expect(done!.doneAt).not.toBeNull();
    expect(done!.attempts).toBe(2);
  });

  it("tries a message again later when the SMTP server cannot be reached, keeping its error", async () => {
    clock = at("18:30");
    const email = mailbox("retry");
    expect((await subscribe(email, ["notices"])).status).toBe(202);
    // An instance whose SMTP server is down: nothing listens on this port.
    const down = mailJobs({
      db: backend.database.db,
      timeZone,
      mail: { transport: "smtp://127.0.0.1:9", siteUrl, digestTime },
    });
    closers.push(down.close);
    const failing = createJobWorker({
      db: backend.database.db,
      handlers: down.handlers,
      now: () => clock,
    });
    await runJobs(failing);
    expect(smtp.to(email)).toHaveLength(0);
    const [row] = await backend.database.db
      .select()
      .from(t.jobs)
      .where(and(eq(t.jobs.queue, "mail"), like(t.jobs.key, "confirm:%"), isNull(t.jobs.doneAt)));
    expect(row!.lastError).toBeTruthy();
    expect(row!.attempts).toBe(1);
    expect(row!.runAt.getTime()).toBe(clock.getTime() + 60_000);
    // A minute later the server is back.
    await runJobs();
    expect(smtp.to(email)).toHaveLength(0);
    clock = at("18:31");
    await runJobs();
    expect(smtp.to(email)).toHaveLength(1);
  });

  it("sends each message once when two workers run at the same time", async () => {
    clock = at("19:00");
    const emails = ["one", "two", "three", "four"].map((name) => mailbox(`pair-${name}`));
    for (const email of emails) await subscribed(email, ["notices"]);
    await publish("news", notice("Sent once by two workers"));
    passGrace();
    const [first, second] = [newWorker(), newWorker()];
    await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);
    await runJobs(first);
    for (const email of emails) {
      const sent = smtp
        .to(email)
        .filter((mail) => mail.parsed.subject?.includes("Sent once by two workers"));
      expect(sent).toHaveLength(1);
    }
  });
});

describe("the office's list of subscriptions", () => {
  it("tells whoever publishes how many will hear of it, never who", async () => {
    const counts = await editor.call("GET", "/subscriptions/counts");
    expect(counts.status).toBe(200);
    const body = counts.json as {
      counts: Record<string, { immediate: number; daily: number }>;
      graceMinutes: number;
    };
    expect(body.graceMinutes).toBe(announceGraceMinutes);
    expect(body.counts.notices!.immediate).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain("@");
  });

  it("shows addresses and counts per topic to the office, not to editors", async () => {
    const office = await signedIn(app.request, "office", "198.51.100.181");
    const list = await office.call("GET", "/subscriptions");
    expect(list.status).toBe(200);
    const body = list.json as {
      subscriptions: { id: string; email: string; state: string }[];
      counts: Record<string, { immediate: number; daily: number }>;
    };
    const mine = body.subscriptions.filter((row) => row.email.endsWith("@parents.test"));
    expect(mine.find((row) => row.email === mailbox("ravi"))?.state).toBe("unsubscribed");
    expect(mine.find((row) => row.email === mailbox("meena"))?.state).toBe("confirmed");
    expect(body.counts.circulars!.immediate).toBeGreaterThanOrEqual(1);
    expect(body.counts.events!.daily).toBeGreaterThanOrEqual(2);
    expect((await editor.call("GET", "/subscriptions")).status).toBe(403);
    expect((await new OfficeClient(app.request).call("GET", "/subscriptions")).status).toBe(401);
  });

  it("is described in the office's OpenAPI document", async () => {
    const doc = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(doc.paths["/api/office/{schoolCode}/subscriptions"]!)).toEqual(["get"]);
    expect(Object.keys(doc.paths["/api/office/{schoolCode}/subscriptions/{id}"]!)).toEqual([
      "delete",
    ]);
  });

  it("removes an address on the office's word, with a line in the audit log", async () => {
    const office = await signedIn(app.request, "office", "198.51.100.182");
    const { db } = backend.database;
    const [row] = await db
      .select()
      .from(t.subscriptions)
      .where(eq(t.subscriptions.email, mailbox("meena")));
    expect((await editor.call("DELETE", `/subscriptions/${row!.id}`, {})).status).toBe(403);
    expect((await office.call("DELETE", `/subscriptions/${row!.id}`, {})).status).toBe(200);
    expect((await office.call("DELETE", `/subscriptions/${row!.id}`, {})).status).toBe(404);
    const gone = await db.select().from(t.subscriptions).where(eq(t.subscriptions.id, row!.id));
    expect(gone).toHaveLength(0);
    const admin = await signedInAdministrator(app.request, "198.51.100.183");
    const log = await admin.call("GET", "/audit");
    expect(log.json).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "subscription", recordId: row!.id, action: "delete" }),
      ]),
    );
    // Its jobs do not send to it any more.
    await publish("circulars", {
      category: "Circular",
      title: "After the office removed an address",
      date: "16.11.26",
      audience: [],
      attachments: [],
      status: "published",
    });
    await runJobs();
    expect(
      smtp.to(mailbox("meena")).some((mail) => mail.parsed.subject?.includes("After the office")),
    ).toBe(false);
  });
});
