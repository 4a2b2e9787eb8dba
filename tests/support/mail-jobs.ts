import type { Db } from "#server/db/database.ts";
import { createJobWorker } from "#server/jobs/worker.ts";
import { mailJobs } from "#server/mail/mail-jobs.ts";
import { admissionMailJobs } from "#server/admissions/admission-mail.ts";

/**
 * Runs the mail jobs of `queues` that are due, as the server's worker does, sending to the
 * test's SMTP server at `smtpUrl`; resolves once the server has had the messages.
 */
export async function runMailJobs(
  db: Db,
  smtpUrl: string,
  queues: string[],
  siteUrl = "https://school.test",
): Promise<void> {
  const mail = { transport: smtpUrl, siteUrl, digestTime: "17:00" };
  const jobs = mailJobs({ db, timeZone: "Asia/Kolkata", mail });
  const admissions = admissionMailJobs({ db, timeZone: "Asia/Kolkata", mail });
  const handlers = { ...jobs.handlers, ...admissions.handlers };
  try {
    const worker = createJobWorker({
      db,
      handlers: Object.fromEntries(queues.map((queue) => [queue, handlers[queue]!])),
    });
    await worker.runDue();
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    jobs.close();
    admissions.close();
  }
}
