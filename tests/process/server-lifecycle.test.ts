import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import {
  seededDataDir,
  startServer,
  stopServer,
  waitForHealth,
} from "../support/server-process.ts";

const enquiry = (n: number) => ({
  name: `Parent ${n}`,
  phone: "+91 12345 00000",
  email: `parent${n}@example.com`,
  subject: "Durability check",
  message: `Enquiry number ${n}`,
});

async function send(url: string, n: number): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/form/HLCA/enquiry`, {
      method: "POST",
      // Each write from its own client, as behind a declared proxy, so no rate limit applies.
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": `10.0.${n >> 8}.${n & 255}`,
      },
      body: JSON.stringify(enquiry(n)),
    });
    return response.status === 201;
  } catch {
    return false;
  }
}

describe("the server process", () => {
  it("keeps every committed row when killed with SIGKILL during writes", async () => {
    const first = await startServer({ env: { TRUST_PROXY: "true" } });
    const acknowledged: number[] = [];
    let n = 0;
    let killed = false;
    // Four writers keep requests in flight; the kill lands in the middle of them.
    const writers = Array.from({ length: 4 }, async () => {
      while (!killed) {
        const mine = n++;
        if (await send(first.url, mine)) acknowledged.push(mine);
      }
    });
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10));
    first.child.kill("SIGKILL");
    killed = true;
    await Promise.all(writers);
    await first.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    // The restart takes over the stale lock, recovers, and stops cleanly.
    const second = await startServer({ dataDir: first.dataDir, env: { TRUST_PROXY: "true" } });
    await waitForHealth(second);
    expect(await stopServer(second)).toBe(0);
    expect(second.output()).toMatch(/closing the database/);

    const db = new PGlite(path.join(first.dataDir, "pglite"));
    const { rows } = await db.query<{ message: string }>("select message from enquiries");
    await db.close();
    // Read: the first server's folder goes, as stopping it would have removed it.
    await stopServer(first);
    const stored = new Set(rows.map((row) => row.message));
    const missing = acknowledged.filter((k) => !stored.has(`Enquiry number ${k}`));
    expect(missing).toEqual([]);
  });

  it("on SIGTERM takes no new request, finishes the one under way, then stops", async () => {
    const server = await startServer();
    const body = Buffer.from(JSON.stringify(enquiry(9001)));
    const { port } = new URL(server.url);
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/form/HLCA/enquiry",
      headers: { "Content-Type": "application/json", "Content-Length": body.length },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
    });
    // Half the form is sent; the server is reading it when it is told to stop.
    request.write(body.subarray(0, 40));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    request.end(body.subarray(40));
    expect(await answered).toBe(201);
    expect(await server.exited).toBe(0);

    const db = new PGlite(path.join(server.dataDir, "pglite"));
    const { rows } = await db.query(
      "select 1 from enquiries where message = 'Enquiry number 9001'",
    );
    await db.close();
    expect(rows).toHaveLength(1);
  });

  it("refuses a second server on the same data folder with a clear message", async () => {
    const first = await startServer();
    const second = await startServer({ dataDir: first.dataDir, waitForReady: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another server \(pid \d+\)/);
    // The first server is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await stopServer(first, "SIGINT")).toBe(0);
  });

  // Two first starts, one a whole seed: minutes on a machine busy with the browser suite beside.
  it("finishes on the next start a first start killed while it seeded the demo", async () => {
    const first = await startServer({ waitForReady: false, seed: "fresh" });
    const seeding = () => /Made a new PGlite database/.test(first.output());
    while (!seeding()) {
      if (first.child.exitCode !== null) throw new Error(first.output());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The process seeding the demo writes to the server's output: it ends with the server.
    const outputClosed = new Promise((resolve) => first.child.stdout!.once("close", resolve));
    first.child.kill("SIGKILL");
    await first.exited;
    await outputClosed;
    // It stopped with the server, not after seeding beside whatever starts next.
    expect(first.output()).not.toMatch(/ready in|Seeded the demo school/);
    // The built server's first start copies the empty database its build made, not initdb.
    expect(first.output()).toMatch(
      /Made a new PGlite database .*copied from the build's empty one/,
    );

    const second = await startServer({ dataDir: first.dataDir });
    const news = (await (await fetch(`${second.url}/api/news/all/HLCA`)).json()) as {
      image: string[];
    }[];
    expect(news.length).toBeGreaterThan(0);
    // The demo's pictures are whole: each was drawn and stored by one of the two starts.
    const pictures = news.flatMap((item) => item.image);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      const answer = await fetch(`${second.url}/api/image/${picture}`);
      expect(answer.status).toBe(200);
      // A JPEG's last two bytes end its picture.
      expect([...new Uint8Array(await answer.arrayBuffer()).slice(-2)]).toEqual([0xff, 0xd9]);
    }
    expect(await stopServer(second)).toBe(0);
    await stopServer(first);
  }, 240_000);

  it("starts on a folder whose lock file names a live process that holds no lock", async () => {
    const dataDir = seededDataDir();
    // The test runner's parent runs, but it is no server of this folder.
    fs.writeFileSync(path.join(dataDir, "server.lock"), String(process.ppid));
    const server = await startServer({ dataDir });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await stopServer(server)).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
