import type { Db } from "../db/database.ts";
import { onContentChange } from "../services/content-changes.ts";
import { claim, drop, finish, onJobsQueued, postpone, retryLater, type Job } from "./queue.ts";

/**
 * What a job's handler may say beside finishing: run again later (not counted as a failure),
 * or forget the job altogether, freeing its key for a later one.
 */
export type JobOutcome = undefined | { later: Date } | { drop: true };

/** Runs one job; a throw is a failure, retried with a growing wait. */
export type JobHandler = (job: Job, now: Date) => Promise<JobOutcome>;

export interface WorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  /** The clock (tests set it): when jobs are due, and when they are done. */
  now?: () => Date;
  /** How often the queue is looked at when nothing wakes the worker. */
  pollMs?: number;
  /** How long a claimed job is held: an instance that died lets go of it after this. */
  lockMs?: number;
  /** Jobs taken at one claim. */
  batch?: number;
  /** After this many attempts a failing job is given up (its error kept). */
  maxAttempts?: number;
  /** A job of the last attempt of a failure, to be told (the log by default). */
  onGiveUp?: (job: Job, error: string) => void;
}

export interface JobWorker {
  /** Claims and runs due jobs until none is left; the number run. */
  runDue(): Promise<number>;
  /** Looks at the queue at once (something was just added). */
  wake(): void;
  /** Polls every `pollMs`, and whenever woken, until `stop`. */
  start(): void;
  /** Stops polling and waits for the jobs in hand to end. */
  stop(): Promise<void>;
}

/** The wait before attempt `n + 1`: a minute, then doubling, at most six hours. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the jobs of the `jobs` table with their queue's handler. Several workers (in one process
 * or on several machines) may run at once: a job is claimed by one of them only.
 */
export function createJobWorker(options: WorkerOptions): JobWorker {
  const { db, handlers } = options;
  const clock = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 5_000;
  const lockMs = options.lockMs ?? 5 * 60_000;
  const batch = options.batch ?? 10;
  const maxAttempts = options.maxAttempts ?? 8;
  const queues = Object.keys(handlers);
  const giveUp =
    options.onGiveUp ??
    ((job: Job, error: string) =>
      console.warn(`Job ${job.queue} ${job.key ?? job.id} given up: ${error}`));

  const runOne = async (job: Job) => {
    const now = clock();
    if (job.attempts > maxAttempts) {
      // Claimed again and again by instances that died running it.
      const error = job.lastError ?? "its worker stopped while running it";
      await finish(db, job.id, now, `Given up after ${maxAttempts} attempts: ${error}`);
      giveUp(job, error);
      return;
    }
    try {
      const outcome = await handlers[job.queue]!(job, now);
      if (!outcome) await finish(db, job.id, clock());
      else if ("later" in outcome) await postpone(db, job, outcome.later);
      else await drop(db, job.id);
    } catch (error) {
      const why = message(error);
      if (job.attempts >= maxAttempts) {
        await finish(db, job.id, clock(), `Given up after ${job.attempts} attempts: ${why}`);
        giveUp(job, why);
      } else {
        await retryLater(db, job.id, new Date(clock().getTime() + backoffMs(job.attempts)), why);
      }
    }
  };

  const runDue = async () => {
    let ran = 0;
    for (;;) {
      const jobs = await claim(db, { now: clock(), limit: batch, lockMs, queues });
      if (jobs.length === 0) return ran;
      for (const job of jobs) {
        await runOne(job);
        ran++;
      }
    }
  };

  let running: Promise<unknown> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  const unsubscribe: (() => void)[] = [];

  // One pass at a time; a wake during a pass makes another pass follow it.
  const pass = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = runDue()
      .catch((error: unknown) =>
        console.error(`The job queue could not be read: ${message(error)}`),
      )
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          pass();
        } else timer = setTimeout(pass, pollMs);
      });
  };

  return {
    runDue,
    wake: pass,
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe.push(onJobsQueued(db, pass), onContentChange(db, pass));
      pass();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      for (const off of unsubscribe.splice(0)) off();
      await running;
    },
  };
}
