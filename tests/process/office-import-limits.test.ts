import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../support/office-client.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";

// A clerk choosing the wrong file on the import page: a 70 MB CSV once took the server to
// 1.9 GB and held every other visitor for 100 s before failing. It is refused as it arrives,
// with the server's memory flat and other visitors answered meanwhile.

let server: ServerProcess;
let cookie: string;
beforeAll(async () => {
  server = await startServer();
  const clerk = await signedIn((path, init) => fetch(server.url + path, init), "office");
  cookie = [...clerk.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}, 120_000);
afterAll(async () => {
  if (server) await stopServer(server);
});

/** The server process's resident memory, in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

/**
 * Posts the import form with a CSV of `megabytes` certificate rows, written as the socket takes
 * them: the answer's status and page, once it comes.
 */
function postLargeCsv(megabytes: number): Promise<{ status: number; page: string }> {
  const boundary = "----import-form";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="certificates.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\nAdmission No.,Student Full Name,Certificate\r\n`,
  );
  const tail = Buffer.from(
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncheck\r\n--${boundary}--\r\n`,
  );
  const rows = Buffer.from(
    Array.from({ length: 20_000 }, (_, i) => `2019/${i},Simran Kaur ${i},tc-${i}.pdf\r\n`)
      .join("")
      .slice(0, 1024 * 1024),
  );
  const length = head.length + megabytes * rows.length + tail.length;
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}/office/import/certificates`, {
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(length),
        Origin: server.url,
        Cookie: cookie,
      },
    });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      let page = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (page += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, page }));
      response.on("error", reject);
    });
    // The server closing the connection on a refused body is expected; only a missing answer is not.
    request.on("error", (error) => setTimeout(() => answered || reject(error), 1_000));
    void (async () => {
      const write = (bytes: Buffer) =>
        request.write(bytes) ? Promise.resolve() : new Promise((r) => request.once("drain", r));
      await write(head);
      for (let i = 0; i < megabytes && !request.destroyed && !answered; i++) await write(rows);
      if (!request.destroyed && !answered) request.end(tail);
    })();
  });
}

describe("a CSV too large for the import page", () => {
  it("is refused as it arrives, with a clear message, the memory flat and others answered", async () => {
    const pid = server.child.pid!;
    // The server's own warm-up (its first pages, its caches) is not the upload's.
    for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/office`)).text();
    const before = rssMb(pid);
    let peak = before;
    const sampling = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25);
    const visits: number[] = [];
    let uploading = true;
    const visitor = (async () => {
      while (uploading) {
        const started = Date.now();
        await (await fetch(`${server.url}/api/health`)).text();
        visits.push(Date.now() - started);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const started = Date.now();
    const answer = await postLargeCsv(70).finally(() => (uploading = false));
    const took = Date.now() - started;
    await visitor;
    clearInterval(sampling);
    console.log(
      `70 MB CSV: answered ${answer.status} in ${took} ms; server RSS ${before.toFixed(0)} MB ` +
        `before, ${peak.toFixed(0)} MB at most (+${(peak - before).toFixed(0)} MB); ` +
        `slowest other visit ${Math.max(0, ...visits)} ms`,
    );
    expect(answer.status).toBe(413);
    expect(answer.page).toContain("2 MB at most");
    expect(answer.page).toContain("1,000 rows");
    expect(peak - before).toBeLessThan(50);
    expect(Math.max(0, ...visits)).toBeLessThan(2_000);
  }, 300_000);
});
