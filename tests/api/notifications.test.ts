import { and, eq, gte, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantAt, todayIn } from "#contracts/dates.ts";
import { announceGraceMinutes } from "#contracts/subscriptions.ts";
import * as t from "#server/db/schema.ts";
import { createJobWorker, type JobWorker } from "#server/jobs/worker.ts";
import { nextDay } from "#server/mail/digest-times.ts";
import { mailJobs } from "#server/mail/mail-jobs.ts";
import { reachJobs } from "#server/reach/reach-jobs.ts";
import { vapidKeys } from "#server/reach/vapid.ts";
import { writeContent } from "#server/services/content-changes.ts";
import { OfficeClient, signedIn } from "../support/office-client.ts";
import {
  startPushService,
  type TestBrowser,
  type TestPushService,
} from "../support/push-service.ts";
import {
  schoolCode,
  testBackend,
  timeZone,
  type TestApp,
  type TestBackend,
} from "../support/test-backend.ts";

// Phone notifications (Web Push) by class, end to end: a parent's browser subscribes with its
// own keys through the API, a published item reaches the browsers of its classes' parents only,
// encrypted to each browser's keys and signed with the school's key (the local push service
// decrypts and verifies it as a browser would), once, after the school's quiet hours unless it
// is an emergency; a browser the push service forgot is forgotten, a busy service retried.

const siteUrl = "https://school.test";
const secret = "notifications-test-office-secret-of-32-characters";

let backend: TestBackend;
let app: TestApp;
let push: TestPushService;
let editor: OfficeClient;
let worker: JobWorker;
let schoolId: string;
let startedAt: Date;

const tomorrow = nextDay(todayIn(timeZone));
const at = (time: string, date = tomorrow) => instantAt(`${date}T${time}`, timeZone)!;
let clock = at("09:00");
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

let visitor = 0;
async function allow(browser: TestBrowser, choice: Record<string, unknown>) {
  return app.request(`/api/subscriptions/${schoolCode}/push`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.${++visitor}` },
    body: JSON.stringify({
      subscription: browser.subscription,
      words: "Notifications on this phone for the classes and kinds I chose.",
      ...choice,
    }),
  });
}

async function allowed(choice: Record<string, unknown>): Promise<TestBrowser> {
  const browser = push.browser();
  const answer = await allow(browser, choice);
  expect(answer.status).toBe(201);
  return browser;
}

async function publish(kind: string, record: Record<string, unknown>) {
  const made = await editor.call("POST", `/records/${kind}`, { status: "published", ...record });
  expect(made.status).toBe(201);
  return made.json as { id: string };
}

const circular = (title: string, audience: string[]) => ({
  category: "Circular",
  title,
  date: "28.11.26",
  audience,
  attachments: "",
});

/** Runs the due jobs, as the server's worker does at `clock`. */
const runJobs = () => worker.runDue();

const titles = (browser: TestBrowser) => browser.received.map((message) => message.title);

beforeAll(async () => {
  backend = await testBackend();
  push = await startPushService();
  app = backend.configured({
    now: () => clock,
    trustProxy: 1,
    secret,
    pushServices: [push.origin],
  });
  editor = await signedIn(app.request, "editor", "198.51.100.190");
  startedAt = new Date();
  const [school] = await backend.database.db
    .select()
    .from(t.schools)
    .where(eq(t.schools.schoolCode, schoolCode));
  schoolId = school!.id;
  const { db } = backend.database;
  worker = createJobWorker({
    db,
    handlers: {
      ...mailJobs({ db, timeZone }).handlers,
      ...reachJobs({ db, secret, siteUrl, timeZone }),
    },
    now: () => clock,
  });
  // What earlier test files left is run now, before any browser here subscribes.
  await runJobs();
});

afterAll(async () => {
  const { db } = backend.database;
  const ours = db
    .select({ id: t.pushEndpoints.subscriptionId })
    .from(t.pushEndpoints)
    .where(eq(t.pushEndpoints.endpoint, t.pushEndpoints.endpoint));
  await db.delete(t.subscriptions).where(inArray(t.subscriptions.id, ours));
  await db.delete(t.deliveries).where(gte(t.deliveries.createdAt, startedAt));
  await db.delete(t.jobs).where(gte(t.jobs.createdAt, startedAt));
  await writeContent(db, schoolId, async (tx) => {
    for (const table of [t.news, t.circulars, t.alerts]) {
      await tx.delete(table).where(gte(table.createdAt, startedAt));
    }
  });
  await push?.close();
});

describe("a browser allowing notifications", () => {
  it("is given the school's public key, the one its notifications are signed with", async () => {
    const open = await app.request(`/api/subscriptions/${schoolCode}`);
    expect(await open.json()).toMatchObject({ pushKey: vapidKeys(secret).publicKey });
    // A server with no office secret has no key to sign with: it offers none.
    const unsigned = await backend.request(`/api/subscriptions/${schoolCode}`);
    expect(await unsigned.json()).not.toHaveProperty("pushKey");
  });

  it("is refused for a push service elsewhere, a section the school has not, or bad keys", async () => {
    const browser = push.browser();
    const elsewhere = {
      ...browser.subscription,
      endpoint: "http://169.254.169.254/latest/meta-data",
    };
    const refusedService = await app.request(`/api/subscriptions/${schoolCode}/push`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ subscription: elsewhere, topics: ["notices"], words: "Yes" }),
    });
    expect(refusedService.status).toBe(422);
    const unknownSection = await allow(browser, { topics: ["notices"], sections: ["IX-Z"] });
    expect(unknownSection.status).toBe(400);
    expect(await unknownSection.json()).toMatchObject({ errors: { sections: expect.any(String) } });
    const noTopic = await allow(browser, { topics: [], sections: ["IX-A"] });
    expect(noTopic.status).toBe(400);
    const badKeys = await app.request(`/api/subscriptions/${schoolCode}/push`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        subscription: { ...browser.subscription, keys: { p256dh: "short", auth: "x" } },
        topics: ["notices"],
        words: "Yes",
      }),
    });
    expect(badKeys.status).toBe(400);
    const kept = await backend.database.db
      .select()
      .from(t.pushEndpoints)
      .where(eq(t.pushEndpoints.endpoint, browser.subscription.endpoint));
    expect(kept).toHaveLength(0);
  });

  it("is kept with the words the parent agreed to, and its choices change from the same browser", async () => {
    const browser = await allowed({ topics: ["notices"], sections: ["IX-A"] });
    const again = await allow(browser, {
      topics: ["notices", "events"],
      sections: ["IX-A", "VI-B"],
    });
    expect(again.status).toBe(201);
    const [row] = await backend.database.db
      .select({ subscription: t.subscriptions })
      .from(t.pushEndpoints)
      .innerJoin(t.subscriptions, eq(t.subscriptions.id, t.pushEndpoints.subscriptionId))
      .where(eq(t.pushEndpoints.endpoint, browser.subscription.endpoint));
    expect(row!.subscription).toMatchObject({
      email: null,
      topics: ["notices", "events"],
      sections: ["IX-A", "VI-B"],
      classes: ["IX", "VI"],
    });
    expect(row!.subscription.confirmedAt).not.toBeNull();
    expect(row!.subscription.consents.map((consent) => consent.channel)).toEqual(["push", "push"]);
    expect(row!.subscription.consents[0]!.words).toContain("Notifications on this phone");
  });
});

describe("an item for some classes", () => {
  let classIX: TestBrowser;
  let classVI: TestBrowser;
  let wholeSchool: TestBrowser;
  let newsOnly: TestBrowser;
  let hindi: TestBrowser;

  beforeAll(async () => {
    classIX = await allowed({ topics: ["circulars"], sections: ["IX-B"] });
    classVI = await allowed({ topics: ["circulars", "notices"], sections: ["VI-A"] });
    wholeSchool = await allowed({ topics: ["circulars", "notices"] });
    newsOnly = await allowed({ topics: ["news"], sections: ["IX-A"] });
    hindi = await allowed({ topics: ["circulars"], sections: ["X-C"], language: "hi" });
  });

  it("reaches only its classes' parents who want its kind, encrypted to each browser and signed", async () => {
    const { id } = await publish(
      "circulars",
      circular("Class IX and X practical examination", ["IX", "X"]),
    );
    await runJobs();
    // Nothing before the announcement's grace: a mistake taken down by then reaches nobody.
    expect(titles(classIX)).toEqual([]);
    later(announceGraceMinutes);
    await runJobs();
    expect(titles(classIX)).toEqual(["Circular: Class IX and X practical examination"]);
    expect(titles(wholeSchool)).toEqual(["Circular: Class IX and X practical examination"]);
    expect(titles(classVI)).toEqual([]);
    expect(titles(newsOnly)).toEqual([]);
    const [slug] = await backend.database.db
      .select({ slug: t.circulars.slug })
      .from(t.circulars)
      .where(eq(t.circulars.id, id));
    expect(classIX.received[0]).toMatchObject({
      body: "28.11.26 · IX, X",
      url: `${siteUrl}/Circular/${slug!.slug}`,
      tag: `circulars-${id}`,
    });
    // In the parent's language: the kind's Hindi word and the Hindi page.
    expect(hindi.received[0]).toMatchObject({ url: `${siteUrl}/hi/Circular/${slug!.slug}` });
    expect(String(hindi.received[0]!.title)).toMatch(/^सर्कुलर: /);
    expect(push.accepted.every((one) => one.signedBy === vapidKeys(secret).publicKey)).toBe(true);
  });

  it("is sent once to each parent, however often the jobs run or the item is saved", async () => {
    const made = await editor.call("POST", "/records/circulars", {
      status: "published",
      ...circular("Revised bus timings", ["IX"]),
    });
    const id = made.json.id as string;
    later(announceGraceMinutes);
    await runJobs();
    const saved = await editor.call("PUT", `/records/circulars/${id}`, {
      ...circular("Revised bus timings (corrected)", ["IX"]),
      status: "published",
      version: made.json.version,
    });
    expect(saved.status).toBe(200);
    later(announceGraceMinutes);
    await runJobs();
    await runJobs();
    expect(titles(classIX).filter((title) => String(title).includes("bus timings"))).toHaveLength(
      1,
    );
    const rows = await backend.database.db
      .select()
      .from(t.deliveries)
      .where(and(eq(t.deliveries.itemId, id), eq(t.deliveries.channel, "push")));
    expect(rows.map((row) => row.status).sort()).toEqual(["sent", "sent"]);
  });

  it("waits for the quiet hours to end, unless it is an emergency, which reaches everyone", async () => {
    clock = at("22:30");
    await publish("news", {
      category: "NoticeBoard",
      title: "Uniform shop opens on Saturday",
      fromDate: tomorrow,
      description: "",
      attachments: "",
    });
    await publish("alerts", {
      title: "School closed tomorrow due to heavy rain",
      severity: "emergency",
      url: "",
      expireAt: "2099-01-01T08:00",
    });
    await runJobs();
    const emergency = "Emergency: School closed tomorrow due to heavy rain";
    // At once, to every browser, whatever it chose; marked urgent for the push service.
    for (const browser of [classIX, classVI, wholeSchool, newsOnly]) {
      expect(titles(browser)).toContain(emergency);
    }
    expect(push.accepted.at(-1)!.urgency).toBe("high");
    later(announceGraceMinutes);
    await runJobs();
    expect(titles(classVI)).not.toContain("Notice: Uniform shop opens on Saturday");
    clock = at("07:00", nextDay(tomorrow));
    await runJobs();
    expect(titles(classVI)).toContain("Notice: Uniform shop opens on Saturday");
    expect(titles(wholeSchool)).toContain("Notice: Uniform shop opens on Saturday");
    expect(titles(classIX)).not.toContain("Notice: Uniform shop opens on Saturday");
  });

  it("forgets a browser its push service no longer knows, and tries a busy service again", async () => {
    push.forget(classVI);
    push.throttleNext(1);
    clock = at("10:00", nextDay(tomorrow));
    const { id } = await publish("circulars", circular("Parent-teacher meeting", []));
    later(announceGraceMinutes);
    await runJobs();
    const { db } = backend.database;
    const gone = await db
      .select()
      .from(t.pushEndpoints)
      .where(eq(t.pushEndpoints.endpoint, classVI.subscription.endpoint));
    expect(gone).toHaveLength(0);
    const statuses = async () =>
      (
        await db
          .select({ status: t.deliveries.status, reason: t.deliveries.reason })
          .from(t.deliveries)
          .where(eq(t.deliveries.itemId, id))
      ).map((row) => row.status);
    // Four browsers want circulars for everyone: one gone, one throttled, the rest sent.
    expect((await statuses()).sort()).toEqual(["failed", "queued", "sent", "sent"]);
    later(5);
    await runJobs();
    expect((await statuses()).sort()).toEqual(["failed", "sent", "sent", "sent"]);
    const received = [classIX, wholeSchool, hindi].map(
      (browser) =>
        titles(browser).filter((title) => String(title).includes("Parent-teacher")).length,
    );
    expect(received).toEqual([1, 1, 1]);
  });

  it("is reported per item by channel with each failure's reason, and per parent to the office role", async () => {
    const [item] = await backend.database.db
      .select({ id: t.circulars.id })
      .from(t.circulars)
      .where(
        and(eq(t.circulars.title, "Parent-teacher meeting"), gte(t.circulars.createdAt, startedAt)),
      );
    const report = await editor.call("GET", `/deliveries/circulars/${item!.id}`);
    expect(report.status).toBe(200);
    expect(report.json).toMatchObject({
      channels: [{ channel: "push", counts: { sent: 3, failed: 1 }, total: 4 }],
      failures: [{ channel: "push", reason: "The phone no longer takes notifications.", count: 1 }],
      waitingUntil: null,
    });
    const [parent] = await backend.database.db
      .select({ id: t.pushEndpoints.subscriptionId })
      .from(t.pushEndpoints)
      .where(eq(t.pushEndpoints.endpoint, classIX.subscription.endpoint));
    // A parent's own list is the office role's, which looks after the subscriptions.
    expect((await editor.call("GET", `/subscriptions/${parent!.id}/deliveries`)).status).toBe(403);
    const office = await signedIn(app.request, "office", "198.51.100.191");
    const sent = await office.call("GET", `/subscriptions/${parent!.id}/deliveries`);
    expect(sent.status).toBe(200);
    const titlesSent = (
      sent.json.deliveries as { title: string; channel: string; status: string }[]
    )
      .map((one) => `${one.channel} ${one.status}: ${one.title}`)
      .sort();
    expect(titlesSent).toEqual(
      [
        "push sent: Class IX and X practical examination",
        "push sent: Parent-teacher meeting",
        "push sent: Revised bus timings (corrected)",
        "push sent: School closed tomorrow due to heavy rain",
      ].sort(),
    );
  });

  it("is not sent when it is taken off the site while it waits for the quiet hours to end", async () => {
    const night = nextDay(nextDay(tomorrow));
    clock = at("22:00", night);
    const made = await publish("news", {
      category: "NoticeBoard",
      title: "Library closed on Monday",
      fromDate: night,
      description: "",
      attachments: "",
    });
    later(announceGraceMinutes);
    await runJobs();
    const waiting = await backend.database.db
      .select({ status: t.deliveries.status })
      .from(t.deliveries)
      .where(eq(t.deliveries.itemId, made.id));
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((row) => row.status === "queued")).toBe(true);
    expect((await editor.call("DELETE", `/records/news/${made.id}`, {})).status).toBe(200);
    clock = at("07:00", nextDay(night));
    await runJobs();
    const after = await backend.database.db
      .select({ status: t.deliveries.status, reason: t.deliveries.reason })
      .from(t.deliveries)
      .where(eq(t.deliveries.itemId, made.id));
    expect(after.every((row) => row.status === "skipped")).toBe(true);
    expect(after[0]!.reason).toBe("Taken off the site before it was sent.");
    expect(titles(wholeSchool)).not.toContain("Notice: Library closed on Monday");
  });

  it("stops when the parent turns notifications off", async () => {
    const stop = () =>
      app.request(`/api/subscriptions/${schoolCode}/push/stop`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ endpoint: newsOnly.subscription.endpoint }),
      });
    expect((await stop()).status).toBe(200);
    expect((await stop()).status).toBe(404);
    const { db } = backend.database;
    const left = await db
      .select()
      .from(t.subscriptions)
      .where(eq(t.subscriptions.schoolId, schoolId));
    // A parent reached by this browser only is gone with it: nothing of theirs is kept.
    expect(
      left.filter((row) => row.sections.includes("IX-A") && row.topics.join() === "news"),
    ).toEqual([]);
  });
});
