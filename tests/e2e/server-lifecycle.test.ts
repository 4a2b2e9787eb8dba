import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { startServer, stopServer, waitForHealth } from "../support/server-process.ts";

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
    const stored = new Set(rows.map((row) => row.message));
    const missing = acknowledged.filter((k) => !stored.has(`Enquiry number ${k}`));
    expect(missing).toEqual([]);
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

  it("starts on a folder whose lock file names a live process that holds no lock", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-site-"));
    // The test runner's parent runs, but it is no server of this folder.
    fs.writeFileSync(path.join(dataDir, "server.lock"), String(process.ppid));
    const server = await startServer({ dataDir });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await stopServer(server)).toBe(0);
  });
});
