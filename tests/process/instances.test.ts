import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { demoTransferCertificates } from "#content/people.ts";
import { enquiryLimit } from "#server/api/enquiry.ts";
import { notice, OfficeClient, signedIn } from "../support/office-client.ts";
import { startPostgres, type PostgresServer } from "../support/postgres-server.ts";
import { startRoundRobinProxy, type RoundRobinProxy } from "../support/round-robin-proxy.ts";
import { startLocalS3, type LocalS3 } from "../support/s3-server.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";
import { schoolCode } from "../support/test-backend.ts";

// Two identical instances of the whole server on one PostgreSQL and one S3-compatible bucket,
// behind a round-robin balancer with no sticky sessions: what one instance does, the other
// knows (docs/scaling.md).

let postgres: PostgresServer;
let s3: LocalS3;
let instances: ServerProcess[] = [];
let proxy: RoundRobinProxy;

beforeAll(async () => {
  [postgres, s3] = await Promise.all([startPostgres(), startLocalS3()]);
  const env = {
    DATABASE_URL: postgres.url,
    OFFICE_SECRET: "one-secret-shared-by-both-instances-of-the-test",
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint!,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    // The balancer on loopback is believed about the client it forwards.
    TRUST_PROXY: "loopback",
  };
  // Started together, as a deployment starts them: one migrates and seeds, the other waits.
  instances = await Promise.all([
    startServer({ env, seed: "fresh" }),
    startServer({ env, seed: "fresh" }),
  ]);
  proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(instances.map((instance) => stopServer(instance)));
  await Promise.all([s3?.stop(), postgres?.stop()]);
});

let clients = 0;
// A new visitor's address for every call that must not share another's limit.
const newClient = () => {
  clients++;
  return `198.18.${clients >> 8}.${clients & 255}`;
};

const post = (base: string, path: string, body: unknown, client = newClient()) =>
  fetch(`${base}${path}`, {
    method: "POST",
    signal: AbortSignal.timeout(10_000),
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify(body),
  });

const enquiry = (subject: string) => ({
  name: "Harpreet Kaur",
  phone: "+91 12345 00000",
  email: "harpreet.parent@example.com",
  subject,
  message: "Could you tell us when the interaction session for Nursery will be held?",
});

describe("two instances behind a round-robin balancer", () => {
  it("seeded the school once, though both started on an empty database", async () => {
    const seeded = instances.filter((instance) => /demo school seeded/.test(instance.output()));
    expect(seeded).toHaveLength(1);
    const news = await fetch(`${proxy.url}/api/news/all/${schoolCode}`);
    expect(news.status).toBe(200);
  });

  it("downloads a certificate from the instance that did not answer the lookup", async () => {
    const [first, second] = instances as [ServerProcess, ServerProcess];
    const certificate = demoTransferCertificates[0]!;
    const lookup = await post(first.url, `/api/tc/${schoolCode}`, {
      name: certificate.name,
      admission: certificate.admission,
    });
    expect(lookup.status).toBe(200);
    const { data } = (await lookup.json()) as { data: string };
    const download = await fetch(`${second.url}/api/image/${data}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toMatch(/attachment/);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });

  it("holds the enquiry limit at its figure across both instances", async () => {
    const client = newClient();
    const start = proxy.answeredBy.length;
    const statuses: number[] = [];
    for (let sent = 0; sent < enquiryLimit.points + 3; sent++) {
      const response = await post(
        proxy.url,
        `/api/form/${schoolCode}/enquiry`,
        enquiry(`Limit ${sent}`),
        client,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([
      ...Array<number>(enquiryLimit.points).fill(201),
      ...Array<number>(3).fill(429),
    ]);
    // Both instances answered some of them.
    expect(new Set(proxy.answeredBy.slice(start))).toEqual(new Set([0, 1]));
  });

  it("shows an office edit made on one instance on the other within a second", async () => {
    const [first, second] = instances as [ServerProcess, ServerProcess];
    const title = `Instances notice ${Date.now()}`;
    const listed = async () => {
      const response = await fetch(`${second.url}/api/news/all/${schoolCode}`);
      return ((await response.json()) as { title: string }[]).some((item) => item.title === title);
    };
    const onPage = async () =>
      (await (await fetch(`${second.url}/NoticeBoard`)).text()).includes(title);
    // The other instance has the list and the page in memory before the edit.
    expect(await listed()).toBe(false);
    expect(await onPage()).toBe(false);

    // Signed in through the balancer: the session is good on both instances.
    const editor = await signedIn((path, init) => fetch(`${proxy.url}${path}`, init), "editor");
    const onFirst = new OfficeClient((path, init) => fetch(`${first.url}${path}`, init));
    for (const [name, value] of editor.cookies) onFirst.cookies.set(name, value);
    const made = await onFirst.call("POST", "/records/news", notice(title));
    expect(made.status).toBe(201);
    const saved = Date.now();
    while (!(await listed()) && Date.now() - saved < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const listedAfter = Date.now() - saved;
    expect(listedAfter).toBeLessThan(1_000);
    expect(await onPage()).toBe(true);
  });

  it("takes a child off the other instance's lists and search within a second of a withdrawal", async () => {
    const [first, second] = instances as [ServerProcess, ServerProcess];
    const office = await signedIn((path, init) => fetch(`${first.url}${path}`, init), "office");
    const editor = await signedIn((path, init) => fetch(`${first.url}${path}`, init), "editor");
    const child = "2099/0321";
    const name = `Jasleen Kaur Brar ${Date.now()}`;
    const consent = {
      childName: name,
      admissionNumber: child,
      parentName: "Mr Sukhwinder Singh Brar (father)",
      method: "Consent form",
      givenOn: "2026-04-06",
      uses: ["Result", "Photos"],
      status: "published",
    };
    const recorded = await office.call("POST", "/records/consents", consent);
    expect(recorded.status).toBe(201);
    const topper = await editor.call("POST", "/records/toppers", {
      name,
      class: "XII",
      sessionYear: "2025-2026",
      division: "97.8",
      stream: "Science",
      children: child,
      status: "published",
    });
    expect(topper.status).toBe(201);
    const album = await editor.call("POST", "/records/albums", {
      category: "PhotoGallery",
      title: `Brar science fair ${Date.now()}`,
      date: "2026-11-20",
      children: child,
      status: "published",
    });
    expect(album.status).toBe(201);

    const shownOnSecond = async () => {
      const [toppers, search, albums] = await Promise.all(
        [
          `/api/topper/${schoolCode}`,
          `/api/search/${schoolCode}?q=Brar`,
          `/api/gallery/All/${schoolCode}`,
        ].map(async (path) => (await fetch(`${second.url}${path}`)).text()),
      );
      return [
        toppers!.includes(name),
        search!.includes("Brar science fair"),
        albums!.includes("Brar science fair"),
      ];
    };
    // The other instance has read them, and keeps its copies, before the withdrawal.
    expect(await shownOnSecond()).toEqual([true, true, true]);

    const withdrawn = await office.call("PUT", `/records/consents/${recorded.json.id as string}`, {
      ...consent,
      withdrawnOn: "2026-11-27",
      version: recorded.json.version,
    });
    expect(withdrawn.status).toBe(200);
    const saved = Date.now();
    while ((await shownOnSecond()).some(Boolean) && Date.now() - saved < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(Date.now() - saved).toBeLessThan(1_000);
    expect(await shownOnSecond()).toEqual([false, false, false]);
  });

  it("adds up what people read on either instance, and sets no cookie", async () => {
    const [first, second] = instances as [ServerProcess, ServerProcess];
    const phone = {
      "User-Agent":
        "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
    };
    const words = `hostel warden ${Date.now().toString(36)}`;
    const counted = async (kind: string, key: string) => {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ total: string | null }>(
          "select sum(count) as total from read_counts where kind = $1 and key = $2",
          [kind, key],
        );
        return Number(rows[0]?.total ?? 0);
      } finally {
        await client.end();
      }
    };
    // The page drawn, kept and remembered whole on both instances first (a script's visits
    // count nothing), so that people's visits are answered from the front door's memory, as
    // most visits to a school's site are: those are read by people all the same.
    for (const instance of [first, second]) {
      for (let i = 0; i < 3; i++) {
        await (await fetch(`${instance.url}/SchoolTiming`)).arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
    const before = await counted("page", "/SchoolTiming");
    const asked = [
      ...[1, 2, 3].map(() => `${first.url}/SchoolTiming`),
      ...[1, 2].map(() => `${second.url}/SchoolTiming`),
      `${first.url}/CbseDisclosure.pdf`,
      `${second.url}/search?q=${encodeURIComponent(words)}`,
      `${first.url}/search?q=${encodeURIComponent(words.toUpperCase())}`,
    ];
    for (const url of asked) {
      const answer = await fetch(url, { headers: phone, signal: AbortSignal.timeout(20_000) });
      expect(answer.status, url).toBe(200);
      expect(answer.headers.getSetCookie(), url).toEqual([]);
      await answer.arrayBuffer();
    }
    // A script's visit is not a person's.
    await (await fetch(`${second.url}/SchoolTiming`)).arrayBuffer();

    // Each instance writes what it counted every 10 seconds: a minute leaves room for a machine
    // busy with the browser suite beside.
    const deadline = Date.now() + 60_000;
    while ((await counted("nothing-found", words)) < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    while ((await counted("page", "/SchoolTiming")) < before + 5 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(await counted("page", "/SchoolTiming")).toBe(before + 5);
    expect(await counted("nothing-found", words)).toBe(2);
    expect(await counted("download", "/CbseDisclosure.pdf")).toBeGreaterThanOrEqual(1);

    const editor = await signedIn((path, init) => fetch(`${proxy.url}${path}`, init), "editor");
    const reads = await editor.call("GET", "/reads");
    expect(reads.json.nothingFound).toContainEqual({ key: words, count: 2 });
  }, 120_000);

  it("answers again within seconds when PostgreSQL ends its connections or restarts", async () => {
    const sending = sendEnquiries("Blink");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // What an idle timeout, a pooler or an operator does to the connections a pool keeps.
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: number }>(
        `select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expect(rows[0]!.ended).toBeGreaterThan(2);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // A failover or an upgrade: the server goes away with every connection, and comes back.
    await postgres.restart?.();
    await answeringAgain();
    const { acknowledged } = await sending.stop();

    for (const instance of instances) expect(instance.child.exitCode).toBeNull();
    expect(acknowledged.length).toBeGreaterThan(4);
    expect(await missing(acknowledged)).toEqual([]);
  });

  it("loses no acknowledged enquiry when an instance is killed mid-traffic", async () => {
    const sending = sendEnquiries("Kill");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const killedAt = sending.acknowledged.length;
    await stopServer(instances[0]!, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const { acknowledged, failed } = await sending.stop();

    expect(killedAt).toBeGreaterThan(4);
    // The other instance went on answering: most of what followed the kill was acknowledged.
    expect(acknowledged.length - killedAt).toBeGreaterThan(4);
    // At most the requests in flight at the kill failed.
    expect(failed.length).toBeLessThanOrEqual(4);
    expect(await missing(acknowledged)).toEqual([]);
    // And it still answers pages and lists through the balancer.
    for (let i = 0; i < 4; i++) {
      expect((await fetch(`${proxy.url}/api/news/all/${schoolCode}`)).status).toBe(200);
    }
  });
});

/** Four parents sending enquiries through the balancer until stopped. */
function sendEnquiries(prefix: string) {
  const acknowledged: string[] = [];
  const failed: number[] = [];
  let sent = 0;
  let stop = false;
  const sender = async () => {
    while (!stop) {
      const subject = `${prefix} ${++sent}`;
      try {
        const response = await post(proxy.url, `/api/form/${schoolCode}/enquiry`, enquiry(subject));
        if (response.status === 201) {
          acknowledged.push(subject);
          continue;
        }
        failed.push(response.status);
      } catch {
        failed.push(0);
      }
      // A refused enquiry is sent again a moment later, as a parent would.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const senders = Array.from({ length: 4 }, sender);
  return {
    acknowledged,
    async stop() {
      stop = true;
      await Promise.all(senders);
      return { acknowledged, failed };
    },
  };
}

/** The acknowledged enquiries the database does not hold. */
async function missing(acknowledged: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string }>(
      "select subject from enquiries where subject = any($1)",
      [acknowledged],
    );
    const stored = new Set(rows.map((row) => row.subject));
    return acknowledged.filter((subject) => !stored.has(subject));
  } finally {
    await client.end();
  }
}

/** Waits until each instance, asked directly, is ready and takes an enquiry (10 s at most). */
async function answeringAgain() {
  const deadline = Date.now() + 10_000;
  for (const instance of instances) {
    for (;;) {
      const ready = await fetch(`${instance.url}/api/ready`).catch(() => undefined);
      const taken =
        ready?.status === 200 &&
        (await post(instance.url, `/api/form/${schoolCode}/enquiry`, enquiry("Back again"))
          .then((response) => response.status)
          .catch(() => 0)) === 201;
      if (taken) break;
      if (Date.now() > deadline)
        throw new Error(`${instance.url} did not answer again within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
