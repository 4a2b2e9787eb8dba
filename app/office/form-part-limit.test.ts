import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { limitFormPart } from "./form-part-limit.server.ts";

/** A browser's multipart body for `form`, with its Content-Type. */
async function encoded(form: FormData): Promise<{ type: string; bytes: Uint8Array }> {
  const request = new Request("http://school.test/office/import/certificates", {
    method: "POST",
    body: form,
  });
  return {
    type: request.headers.get("content-type")!,
    bytes: new Uint8Array(await request.arrayBuffer()),
  };
}

/** `bytes` arriving in pieces cut at `cuts`; `pulled` tells how many bytes were taken so far. */
function arriving(bytes: Uint8Array, cuts: number[]) {
  const ends = [...new Set(cuts.map((cut) => cut % bytes.length))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const end of [...ends, bytes.length]) {
    if (end > start) pieces.push(bytes.subarray(start, end));
    start = Math.max(start, end);
  }
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const piece = pieces.shift();
        if (!piece) return controller.close();
        pulled += piece.byteLength;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

function sent(type: string, body: ReadableStream<Uint8Array>): Request {
  return new Request("http://school.test/office/import/certificates", {
    method: "POST",
    headers: { "Content-Type": type },
    body,
    duplex: "half",
  } as RequestInit);
}

const limit = 4096;

describe("a form field's own limit", () => {
  it("reads a form whose field is within its limit, wherever the body is cut", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: limit }),
        fc.array(fc.nat(), { maxLength: 40 }),
        async (size, cuts) => {
          const form = new FormData();
          form.append("intent", "check");
          form.append("csv", new File(["a".repeat(size)], "rows.csv", { type: "text/csv" }));
          form.append("csv", "");
          form.append("upload-filePath", new File(["b".repeat(3 * limit)], "tc.pdf"));
          const { type, bytes } = await encoded(form);
          const { stream } = arriving(bytes, cuts);
          const limited = limitFormPart(sent(type, stream), "csv", limit);
          const read = await limited.request.formData();
          expect(limited.tooLarge()).toBe(false);
          expect((read.getAll("csv")[0] as File).size).toBe(size);
          expect((read.get("upload-filePath") as File).size).toBe(3 * limit);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("stops reading once the field passes its limit, wherever the body is cut", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: limit + 1, max: 20 * limit }),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.boolean(),
        async (size, cuts, asText) => {
          const form = new FormData();
          form.append("intent", "check");
          form.append("csv", asText ? "a".repeat(size) : new File(["a".repeat(size)], "rows.csv"));
          form.append("stored", "tc.pdf\tcertificates/tc.pdf");
          form.append("upload-filePath", new File(["b".repeat(10 * limit)], "tc.pdf"));
          const { type, bytes } = await encoded(form);
          // Pieces of at most 1 KB, as a network delivers them, cut at random besides.
          const everyKb = Array.from({ length: bytes.length >> 10 }, (_, i) => (i + 1) << 10);
          const { stream, pulled } = arriving(bytes, [...cuts, ...everyKb]);
          const limited = limitFormPart(sent(type, stream), "csv", limit);
          await expect(limited.request.formData()).rejects.toThrow();
          expect(limited.tooLarge()).toBe(true);
          expect(pulled()).toBeLessThan(bytes.length - 8 * limit);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("stops a 70 MB file within a piece of its limit, never taking the rest", async () => {
    const piece = new Uint8Array(64 * 1024).fill(0x61);
    const head = new TextEncoder().encode(
      '--b\r\nContent-Disposition: form-data; name="csv"; filename="rows.csv"\r\n\r\n',
    );
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const next = pulled === 0 ? head : piece;
          pulled += next.byteLength;
          if (pulled > 70 * 1024 * 1024) controller.close();
          else controller.enqueue(next);
        },
      },
      { highWaterMark: 0 },
    );
    const limited = limitFormPart(
      sent("multipart/form-data; boundary=b", stream),
      "csv",
      1024 * 1024,
    );
    await expect(limited.request.formData()).rejects.toThrow();
    expect(limited.tooLarge()).toBe(true);
    expect(pulled).toBeLessThan(1024 * 1024 + 4 * piece.byteLength);
  });

  it("limits a form sent without multipart as a whole, its field percent-encoded", async () => {
    const body = new URLSearchParams({ csv: "a".repeat(4 * limit) }).toString();
    const limited = limitFormPart(
      sent("application/x-www-form-urlencoded", new Response(body).body!),
      "csv",
      limit,
    );
    await expect(limited.request.formData()).rejects.toThrow();
    expect(limited.tooLarge()).toBe(true);
  });
});
