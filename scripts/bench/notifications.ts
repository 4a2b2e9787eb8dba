// npm run bench:notifications [-- --parents 5000]
// The school of issue 38's scale: 5,000 parents across the demo's 40 sections, each with a
// browser that allowed notifications (a local push service stands in for the browsers' own and
// decrypts every message, RFC 8291). One circular for Class IX, then one for everyone, go through
// the job queue as the server sends them; it prints who was reached against who should have
// been, the time and the rate, and any parent sent one item twice.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { and, eq } from "drizzle-orm";
import { todayIn } from "../../contracts/dates.ts";
import { sectionChoices, classOfSection } from "../../contracts/classes.ts";
import { seedDemoSchool } from "../../demo/demo-school.ts";
import { openDatabase } from "../../server/db/database.ts";
import * as t from "../../server/db/schema.ts";
import { LocalFileStore } from "../../server/files/file-store.ts";
import { enqueue } from "../../server/jobs/queue.ts";
import { nextDay } from "../../server/mail/digest-times.ts";
import { createJobWorker } from "../../server/jobs/worker.ts";
import { reachJobs } from "../../server/reach/reach-jobs.ts";
import { currentSettings } from "../../server/services/pages.ts";
import { startPushService, type TestBrowser } from "../../tests/support/push-service.ts";

const { values: flags } = parseArgs({
  options: { parents: { type: "string", default: "5000" } },
});
const parents = Number(flags.parents);
const timeZone = "Asia/Kolkata";
const secret = "notifications-bench-office-secret-of-32-characters";
const log = (message: string) => console.log(`[notifications] ${message}`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-notifications-"));
const database = await openDatabase({ dataDir: "memory://" });
const { db } = database;
const push = await startPushService();
try {
  await seedDemoSchool({
    db,
    files: new LocalFileStore(path.join(dataDir, "files")),
    privateFiles: new LocalFileStore(path.join(dataDir, "private")),
    schoolCode: "HLCA",
    today: todayIn(timeZone),
  });
  const [school] = await db.select().from(t.schools).where(eq(t.schools.schoolCode, "HLCA"));
  const schoolId = school!.id;
  const settings = (await currentSettings(db, schoolId))!.settings;
  const sections = sectionChoices(settings.sections).flatMap((choice) => choice.sections);

  // Each parent has a child in one section, in turn; every seventh a second child in the next.
  const started = Date.now();
  const browsers = new Map<string, { browser: TestBrowser; classes: string[] }>();
  for (let from = 0; from < parents; from += 500) {
    const rows = Array.from({ length: Math.min(500, parents - from) }, (_, i) => {
      const n = from + i;
      const chosen = [sections[n % sections.length]!];
      if (n % 7 === 0) chosen.push(sections[(n + 1) % sections.length]!);
      return { n, chosen, browser: push.browser() };
    });
    const added = await db
      .insert(t.subscriptions)
      .values(
        rows.map(({ n, chosen }) => ({
          schoolId,
          topics: ["circulars"],
          sections: chosen,
          classes: [...new Set(chosen.map(classOfSection))],
          token: `bench-parent-${n}-${"x".repeat(20)}`,
          confirmedAt: new Date(),
          consents: [{ channel: "push" as const, words: "bench", at: new Date().toISOString() }],
        })),
      )
      .returning({ id: t.subscriptions.id, classes: t.subscriptions.classes });
    await db.insert(t.pushEndpoints).values(
      rows.map(({ browser }, i) => ({
        subscriptionId: added[i]!.id,
        endpoint: browser.subscription.endpoint,
        ...browser.subscription.keys,
      })),
    );
    rows.forEach(({ browser }, i) =>
      browsers.set(added[i]!.id, { browser, classes: added[i]!.classes }),
    );
  }
  log(
    `${parents.toLocaleString("en-IN")} parents across ${sections.length} sections, with their browsers, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  // Tomorrow noon on the school's clock: after every job made now, and no quiet hours.
  const noon = new Date(`${nextDay(todayIn(timeZone))}T12:00:00+05:30`);
  const worker = createJobWorker({
    db,
    handlers: reachJobs({ db, secret, siteUrl: "https://school.example", timeZone }),
    now: () => noon,
  });

  /** Publishes a circular for `audience` straight to the queue, and sends it; the figures. */
  async function send(title: string, audience: string[]) {
    const [circular] = await db
      .insert(t.circulars)
      .values({ schoolId, category: "Circular", title, date: "27.11.26", audience })
      .returning({ id: t.circulars.id });
    const before = push.accepted.length;
    const began = performance.now();
    await enqueue(db, {
      queue: "reach",
      payload: { table: "circulars", id: circular!.id },
      runAt: noon,
      schoolId,
    });
    await worker.runDue();
    const seconds = (performance.now() - began) / 1000;
    const sent = push.accepted.length - before;
    const reached = [...browsers.values()].filter(({ browser }) =>
      browser.received.some((message) => message.tag === `circulars-${circular!.id}`),
    );
    const expected = [...browsers.values()].filter(
      ({ classes }) => audience.length === 0 || classes.some((c) => audience.includes(c)),
    );
    const wrong = reached.filter((parent) => !expected.includes(parent)).length;
    const twice = reached.filter(
      ({ browser }) =>
        browser.received.filter((message) => message.tag === `circulars-${circular!.id}`).length >
        1,
    ).length;
    // Running the queue again sends nothing more.
    await worker.runDue();
    const again = push.accepted.length - before - sent;
    const rows = await db
      .select({ status: t.deliveries.status })
      .from(t.deliveries)
      .where(and(eq(t.deliveries.itemId, circular!.id), eq(t.deliveries.status, "sent")));
    log(
      `${title}: ${reached.length.toLocaleString("en-IN")} of ${expected.length.toLocaleString("en-IN")} parents it is for reached, ${wrong} others; ` +
        `${sent.toLocaleString("en-IN")} notifications in ${seconds.toFixed(1)} s (${Math.round(sent / seconds).toLocaleString("en-IN")} a second); ` +
        `${twice} parents sent it twice, ${again} more on a second run; ${rows.length.toLocaleString("en-IN")} deliveries recorded sent`,
    );
    return { reached: reached.length, expected: expected.length, wrong, twice, again };
  }

  const ix = await send("Class IX practical examination", ["IX"]);
  const all = await send("Parent-teacher meeting for every class", []);
  const failed = [ix, all].some(
    (figures) =>
      figures.reached !== figures.expected || figures.wrong + figures.twice + figures.again > 0,
  );
  if (failed) {
    log("Some parent was missed, reached wrongly or sent twice.");
    process.exitCode = 1;
  }
} finally {
  await push.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
