import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoTransferCertificates } from "#content/people.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";

// SCHOOL_CODE is one setting for the whole product: a site built and started for another
// school shows that school's files everywhere and looks its certificates up there.

const schoolCode = "DEMO2";
// Inside the project, so that the built server finds the project's packages.
fs.mkdirSync("test-results", { recursive: true });
const buildDir = path.resolve(fs.mkdtempSync(path.join("test-results", "build-")));
const settings = { SCHOOL_CODE: schoolCode, BUILD_DIR: buildDir };
let site: ServerProcess;

beforeAll(async () => {
  // The website alone: the server's bundle (dist/backend) is the same for every school, and
  // the servers of the other lane run it meanwhile.
  await run("node_modules/.bin/react-router", ["build"], settings);
  site = await startServer({ env: settings, seed: "fresh" });
}, 240_000);

afterAll(async () => {
  if (site) await stopServer(site);
  fs.rmSync(buildDir, { recursive: true, force: true });
});

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: "pipe" });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed:\n${output}`)),
    );
  });
}

/** Every address of a stored file that a page names: pictures, their copies, links, frames. */
function fileAddresses(html: string): string[] {
  const found = new Set<string>();
  for (const [, value] of html.matchAll(/(?:src|href|srcset|data-src)="([^"]*)"/g)) {
    for (const candidate of value!.split(",")) {
      const address = candidate.trim().split(/\s+/)[0]!.replace(/&amp;/g, "&");
      if (address.includes("/api/image")) found.add(address);
    }
  }
  return [...found];
}

describe(`a site built and started with SCHOOL_CODE=${schoolCode}`, () => {
  const pages = ["/", "/AboutUs", "/Facilities", "/BookList", "/CbseDisclosure", "/News", "/Tc"];

  it("names only that school's files, and every one of them is there", async () => {
    const addresses = new Set<string>();
    for (const page of pages) {
      const response = await fetch(site.url + page);
      expect(response.status, page).toBe(200);
      for (const address of fileAddresses(await response.text())) addresses.add(address);
    }
    expect(addresses.size).toBeGreaterThan(20);
    for (const address of addresses) {
      const stored = decodeURIComponent(address.replace(/^.*\/api\/image(\/|\?url=)/, ""));
      expect(stored, address).toMatch(new RegExp(`^${schoolCode}/`));
      const file = await fetch(new URL(address, site.url), { method: "HEAD" });
      expect(file.status, address).toBe(200);
    }
  });

  it("looks certificates up under that school, with and without JavaScript", async () => {
    const html = await (await fetch(site.url + "/Tc")).text();
    expect(html).toContain(`data-school-code="${schoolCode}"`);

    const demo = demoTransferCertificates.find((tc) => tc.file === "pdf")!;
    const lookup = await fetch(`${site.url}/api/tc/${schoolCode}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ admission: demo.admission, name: demo.name }),
    });
    expect(lookup.status).toBe(200);

    // The form's own post, as a browser without JavaScript sends it.
    const download = await fetch(site.url + "/Tc", {
      method: "POST",
      body: new URLSearchParams({ admission: demo.admission, name: demo.name }),
    });
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="tc.pdf"');
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("refuses to start a server set to a school its build was not made for", async () => {
    const other = await startServer({
      env: { SCHOOL_CODE: "OTHER", BUILD_DIR: buildDir },
      waitForReady: false,
      seed: "fresh",
    });
    expect(await other.exited).toBe(1);
    expect(other.output()).toMatch(/built for SCHOOL_CODE=DEMO2.*set to SCHOOL_CODE=OTHER/s);
    await stopServer(other);
  });
});
