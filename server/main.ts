import { ensureSweep, uploadSweepJobs } from "./services/upload-sweep.ts";
import { ensureRetention, retentionJobs } from "./admissions/retention.ts";
import { ensureSiteCheck, nightAfter, siteCheckJobs } from "./checks/check-jobs.ts";
import { linkOpener } from "./checks/open-link.ts";
import { addMissingAddresses } from "./services/item-addresses.ts";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { ConfigError, loadConfig, type Config } from "#contracts/config.ts";
import { createServerApp } from "./http/app.ts";
import { choosesLanguage } from "./http/language-choice.ts";
import {
  connectionOptions,
  drain,
  limitConnections,
  oneAnswerAtATime,
} from "./http/connections.ts";
import { lockDataDir, DataDirLockedError } from "./db/data-dir-lock.ts";
import { isNewPglite, openDatabase } from "./db/database.ts";
import { fileStores } from "./files/stores.ts";
import { settleImports } from "./services/archive-staging.ts";
import { memoryStore, postgresStore } from "./services/rate-limit.ts";
import { logAnswer, logThroughConsole, requestIdFrom } from "./process/log.ts";
import { returnMemoryWhenQuiet } from "./process/memory-at-rest.ts";
import { createAnswerMemo } from "./cache/answer-memo.ts";
import { countRemembered } from "./reads/count-reads.ts";
import { serverCache } from "./cache/caches.ts";
import { readMissingInBackground } from "./services/document-texts.ts";
import { firstStartInItsOwnProcess, seedDemo } from "./process/seed-demo.ts";
import { createAuth } from "./office/auth.ts";
import { hindiJobs } from "./office/record-hindi.ts";
import { reachJobs } from "./reach/reach-jobs.ts";
import { phoneJobs } from "./reach/phone-jobs.ts";
import { startSubscriptionMail } from "./mail/subscription-mail.ts";
import { storedOfficeSecret } from "./office/secret.ts";
import { BuildMismatchError, loadWebsite } from "./http/website.ts";
import { createReadCounter } from "./reads/read-counter.ts";

// Starts the one process that serves the API, the assets and the pages. The configuration is
// read here, once, and handed down. The data folder is locked while it runs. On SIGTERM and
// SIGINT it stops taking requests, finishes those under way, and closes the database.
async function main(config: Config) {
  const started = Date.now();
  let draining = false;
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const website = config.serveWebsite ? await loadWebsite(config) : undefined;
  const { files, privateFiles } = fileStores(config);
  const schoolCode = website?.settings.schoolCode;
  // A first start on a new data folder seeds in a process of its own (first-start.ts says why).
  const firstStart = config.seedDemo && !config.databaseUrl && isNewPglite(config.dataDir);
  if (firstStart) await firstStartInItsOwnProcess(schoolCode);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded =
    firstStart ||
    (config.seedDemo && (await seedDemo(config, schoolCode, database, { files, privateFiles })));
  const { db, ping, listening, kind, pool, exclusively, close } = await database;
  // Rows saved before items had their own pages get their addresses (once; then none is missing).
  await exclusively(() => addMissingAddresses(db, config.timeZone));
  // A school archive's import cut short (a killed process) is finished or undone before serving.
  // Only an S3 bucket is shared with other instances, whose imports may be under way.
  await exclusively(() => settleImports(db, files, { alone: !config.s3 }));

  // Every instance on one database shares it (required with DATABASE_URL).
  const secret = config.officeSecret ?? storedOfficeSecret(config.dataDir);
  const auth = createAuth({
    db,
    secret,
    // What an authenticator app shows beside the code: the site's own name.
    issuer: website ? new URL(website.settings.siteUrl).hostname : "School office",
  });

  const siteUrl = config.siteUrl ?? website?.settings.siteUrl ?? `http://localhost:${config.port}`;
  // What people read of the site is counted where the pages are drawn, into the database of the
  // backend in this process (decision 260).
  const readCounter =
    website && !config.apiBaseUrl
      ? createReadCounter({
          db,
          schoolCode: website.settings.schoolCode,
          timeZone: config.timeZone,
        })
      : undefined;
  const app = createServerApp({
    db,
    siteUrl,
    providerBases: config.providerBases,
    auth,
    files,
    privateFiles,
    // Derived from the files, so kept per machine even when the files are shared.
    variantsDir: path.join(config.dataDir, "variants"),
    timeZone: config.timeZone,
    ping,
    listening,
    draining: () => draining,
    accessLog: config.logRequests,
    secret,
    // Instances sharing PostgreSQL count together, so a limit is exact across them.
    rateLimitStore: pool ? postgresStore(pool) : memoryStore,
    trustProxy: config.trustProxy,
    apiBaseUrl: config.apiBaseUrl,
    website,
    mailEnabled: config.mail !== undefined,
    pushServices: config.pushServices,
    cacheBudgets: config.cacheBudgets,
    readCounter,
  });

  // Parents' e-mails are sent from the jobs table by every instance that shares the database.
  const mail = startSubscriptionMail({
    db,
    mail: config.mail,
    siteUrl,
    timeZone: config.timeZone,
    // Uploads nothing names a day later are deleted once a day (upload-sweep.ts).
    // An item's Hindi scheduled for later goes on the site at its moment (record-hindi.ts).
    // A published item's notifications go to the phones of the parents it is for (reach-jobs.ts).
    handlers: {
      ...uploadSweepJobs({ db, files }),
      ...hindiJobs({ db }),
      ...reachJobs({ db, secret, siteUrl, timeZone: config.timeZone }),
      ...phoneJobs({ db, secret, siteUrl, providerBases: config.providerBases }),
      // Applications and other personal data past the school's time for them are removed once a
      // day (admissions/retention.ts, privacy/retention.ts).
      ...retentionJobs({ db, privateFiles, timeZone: config.timeZone }),
      // The site's disclosure, deadlines and links are checked each night (checks/).
      ...siteCheckJobs({
        db,
        files,
        siteUrl,
        timeZone: config.timeZone,
        open: linkOpener({ siteUrl, own: async (path) => app.request(path) }),
      }),
    },
  });
  await ensureSweep(db, new Date());
  await ensureRetention(db, new Date());
  await ensureSiteCheck(db, nightAfter(new Date(), config.timeZone));

  // The first queries after a start are slow (cold caches); the first visitor should not wait
  // for them, so the home page, which asks for every list, is drawn once before listening.
  if (website) await app.request("/");

  // Answers given before and unchanged are given again from Node's HTTP layer (answer-memo.ts),
  // where this process hears of every change to what it answers from: not for a website that
  // reads another backend (API_BASE_URL), which asks it at every visit.
  const memo = config.apiBaseUrl
    ? undefined
    : createAnswerMemo(serverCache(db, "answers", {}, config.cacheBudgets), {
        variant: (cookieHeader) => website?.variant(cookieHeader ?? null) ?? "",
        usual: (request) =>
          choosesLanguage(request.method ?? "GET", (request.url ?? "/").split("?")[0]!, (name) => {
            const value = request.headers[name.toLowerCase()];
            return Array.isArray(value) ? value.join("; ") : value;
          }),
        answered(request, answer, startedAt) {
          const requestId = requestIdFrom(request.headers["x-request-id"] as string | undefined);
          if (config.logRequests) {
            const { method = "GET", url: target = "/" } = request;
            logAnswer({ requestId, method, target, status: answer.status, startedAt });
          }
          // A page read again from memory is read by a person all the same.
          if (readCounter) countRemembered(readCounter, request, answer);
          return requestId;
        },
      });
  const usual = oneAnswerAtATime((request, env) => app.fetch(request, env));
  // A body left unread is read to its end, within bounds, by limitConnections (connections.ts).
  const listener = getRequestListener(memo ? memo.remembering(usual) : usual, {
    autoCleanupIncoming: false,
  });
  const server = http.createServer(connectionOptions(config.connections), (request, response) => {
    if (!memo?.answer(request, response)) void listener(request, response);
  });
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    console.log(
      `${website ? `Website of ${website.settings.schoolCode}` : "Backend"}: ` +
        `http://localhost:${port} (${kind}` +
        `${kind === "pglite" ? ` in ${config.dataDir}` : ""}` +
        `${config.s3 ? `, files in bucket ${config.s3.bucket}` : ""}` +
        `${seeded ? ", demo school seeded" : ""}; ready in ${Date.now() - started} ms)`,
    );
  });
  limitConnections(server, config.connections);
  // The words of stored PDFs never read (a demo school's, items saved before words were kept),
  // for the site search: after the start, never delaying or failing it.
  readMissingInBackground(db, files);
  // What a busy hour left in V8's keeping goes back to the machine once it is over.
  returnMemoryWhenQuiet();

  const stop = async (signal: string) => {
    if (draining) return;
    // From now on /api/ready says so, and the balancer sends the requests elsewhere.
    draining = true;
    console.log(`${signal}: finishing the requests under way, then closing the database.`);
    await drain(server, config.shutdownTimeoutMs);
    try {
      // A message being sent is finished first; jobs not yet claimed wait in the table.
      await mail.stop();
      await readCounter?.close();
      await close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

logThroughConsole();
try {
  await main(loadConfig(process.env));
} catch (error) {
  // Mistakes in the settings or the set-up are told plainly, without a stack.
  const told = [ConfigError, DataDirLockedError, BuildMismatchError].some(
    (kind) => error instanceof kind,
  );
  console.error(told ? (error as Error).message : error);
  process.exit(1);
}
