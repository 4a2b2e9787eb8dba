import type { MailConfig } from "#contracts/config.ts";
import type { Db } from "../db/database.ts";
import { createJobWorker, type JobHandler, type JobWorker } from "../jobs/worker.ts";
import { mailJobs } from "./mail-jobs.ts";
import { admissionMailJobs } from "../admissions/admission-mail.ts";

export interface SubscriptionMailOptions {
  db: Db;
  /** SMTP_URL, MAIL_FROM and DIGEST_TIME; without them announcements run but nothing is sent. */
  mail?: MailConfig;
  /** The website's public origin, for the links in the e-mails. */
  siteUrl: string;
  timeZone: string;
  /** The worker's other queues (the daily sweep of unused uploads). */
  handlers?: Record<string, JobHandler>;
}

/**
 * The job worker of this instance for the subscriptions' e-mails: started with the server, it
 * runs announcements, digests and messages from the `jobs` table, shared with every other
 * instance on the same database. It runs without an SMTP server too, so that announcements of
 * published items are done (and never sent late, should a server be set up afterwards).
 */
export function startSubscriptionMail(options: SubscriptionMailOptions): {
  worker: JobWorker;
  stop: () => Promise<void>;
} {
  const mail = options.mail && {
    transport: options.mail.smtpUrl,
    from: options.mail.from,
    siteUrl: options.siteUrl,
    digestTime: options.mail.digestTime,
  };
  const jobs = mailJobs({ db: options.db, timeZone: options.timeZone, mail });
  // An application's e-mails go the same way (server/admissions/admission-mail.ts).
  const admissions = admissionMailJobs({ db: options.db, timeZone: options.timeZone, mail });
  const worker = createJobWorker({
    db: options.db,
    handlers: { ...options.handlers, ...jobs.handlers, ...admissions.handlers },
  });
  worker.start();
  return {
    worker,
    async stop() {
      // A message being sent gets a few seconds; one still hanging then is held by its claim
      // and sent again by the next worker to look (a message twice beats a message lost).
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise((resolve) => (timer = setTimeout(resolve, 5_000)));
      await Promise.race([worker.stop(), grace]);
      clearTimeout(timer);
      jobs.close();
      admissions.close();
    },
  };
}
