import { randomBytes } from "node:crypto";
import http from "node:http";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type OfficeClient } from "../support/office-client.ts";
import { startServer, stopServer, type ServerProcess } from "../support/server-process.ts";
import { schoolCode } from "../support/test-backend.ts";

// A school office on a phone's uplink: a 25 MB circular at 2 Mbit/s takes 100 s, past the
// 30 s REQUEST_TIMEOUT_MS that once bounded the whole request. Here the same proportion runs
// in seconds: the request timeout is 1.5 s, and a 3 MB PDF trickles in for four times that,
// with no pause as long as the timeout.

const timeouts = { headers: 1_000, request: 1_500, inactivity: 3_000 };

let server: ServerProcess;
let editor: OfficeClient;
beforeAll(async () => {
  server = await startServer({
    env: {
      HEADERS_TIMEOUT_MS: String(timeouts.headers),
      REQUEST_TIMEOUT_MS: String(timeouts.request),
      INACTIVITY_TIMEOUT_MS: String(timeouts.inactivity),
    },
  });
  editor = await signedIn((path, init) => fetch(server.url + path, init), "editor");
}, 120_000);
afterAll(async () => {
  if (server) await stopServer(server);
});

/**
 * A real PDF of about `bytes`: one page, its content padded with comment lines of random
 * digits (an attached file would be refused as a PDF's passenger, not a circular).
 */
async function circular(bytes: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([200, 200]);
  page.drawText("Circular", { x: 20, y: 100, size: 12 });
  const padding = Buffer.from(
    Array.from(
      { length: Math.ceil(bytes / 66) },
      () => `% ${randomBytes(32).toString("hex")}\n`,
    ).join(""),
  );
  page.node.addContentStream(document.context.register(document.context.stream(padding)));
  return document.save();
}

/** Sends `body` in `pieces` parts, one every `everyMs`: the status of the answer, and how long it took. */
function trickle(
  path: string,
  headers: Record<string, string>,
  body: Uint8Array,
  pieces: number,
  everyMs: number,
): Promise<{ status: number; text: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      server.url + path,
      { method: "POST", headers: { ...headers, "Content-Length": String(body.byteLength) } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, text, ms: Date.now() - started }),
        );
      },
    );
    request.on("error", reject);
    const size = Math.ceil(body.byteLength / pieces);
    let sent = 0;
    const next = () => {
      if (request.destroyed) return;
      request.write(body.subarray(sent, sent + size));
      sent += size;
      if (sent >= body.byteLength) request.end();
      else setTimeout(next, everyMs);
    };
    next();
  });
}

describe("a slow upload to the school office", () => {
  it("is taken however long it takes while it keeps arriving", async () => {
    const pdf = await circular(3 * 1024 * 1024);
    const boundary = "----circular-upload";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="circular.pdf"\r\n` +
          `Content-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await trickle(
      `/api/office/${schoolCode}/files`,
      {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "X-Office-Upload": "1",
        "Sec-Fetch-Site": "same-origin",
        Cookie: [...editor.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
      body,
      40,
      150,
    );
    expect(answer.status, answer.text).toBe(201);
    expect(answer.ms).toBeGreaterThan(4 * timeouts.request);
    expect(JSON.parse(answer.text)).toMatchObject({ kind: "pdf", name: "circular.pdf" });
  }, 60_000);
});
