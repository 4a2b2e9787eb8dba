import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";

// The backend deploys without the website: a folder with only the backend's own code (its
// bundle, dist/backend, and its sources), the contracts and the migrations starts, serves the
// API and knows nothing of pages.

const project = process.cwd();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "school-backend-"));
let backend: ServerProcess;

beforeAll(async () => {
  for (const part of ["dist", "server", "contracts", "drizzle", "package.json"]) {
    fs.cpSync(path.join(project, part), path.join(folder, part), { recursive: true });
  }
  fs.symlinkSync(path.join(project, "node_modules"), path.join(folder, "node_modules"));
  backend = await startServer({
    cwd: folder,
    env: { SERVE_WEBSITE: "false", SEED_DEMO: "false", BUILD_DIR: path.join(folder, "build") },
  });
}, 120_000);

afterAll(async () => {
  if (backend) await stopServer(backend);
  fs.rmSync(folder, { recursive: true, force: true });
});

describe("the backend alone, without app/, content/ or a build", () => {
  it("has none of the website's folders to lean on", () => {
    for (const absent of ["app", "content", "demo", "build"]) {
      expect(fs.existsSync(path.join(folder, absent)), absent).toBe(false);
    }
  });

  it("answers the API and says plainly that it has no pages", async () => {
    const health = await fetch(backend.url + "/api/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
    const unknown = await fetch(backend.url + "/api/news/HLCA");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Unknown school." });
    expect((await fetch(backend.url + "/")).status).toBe(404);
    expect(backend.output()).toMatch(/"msg":"Backend: http:\/\/localhost:\d+ \(pglite/);
  });

  it("logs one JSON object per line, each answer's with the request id it was sent with", async () => {
    const given = await fetch(backend.url + "/api/health", {
      headers: { "X-Request-Id": "balancer-given-id-1" },
    });
    expect(given.headers.get("X-Request-Id")).toBe("balancer-given-id-1");
    const made = await fetch(backend.url + "/api/news/HLCA");
    const id = made.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // A balancer's id that could break the log is replaced.
    const odd = await fetch(backend.url + "/api/health", { headers: { "X-Request-Id": "a b" } });
    expect(odd.headers.get("X-Request-Id")).not.toBe("a b");

    await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = backend
      .output()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      lines.every((line) => typeof line.time === "string" && typeof line.level === "string"),
    ).toBe(true);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: "request",
        requestId: "balancer-given-id-1",
        path: "/api/health",
        status: 200,
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        requestId: id,
        method: "GET",
        path: "/api/news/HLCA",
        status: 404,
      }),
    );
  });
});
