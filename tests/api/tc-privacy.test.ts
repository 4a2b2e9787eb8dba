import { beforeAll, describe, expect, it } from "vitest";
import { demoTransferCertificates } from "#content/people.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// What a stranger can learn from the Transfer Certificate lookup: whether an admission number
// exists must show neither in the answer's bytes nor in how long it takes.

let backend: TestBackend;
beforeAll(async () => {
  backend = await testBackend();
});

const [known] = demoTransferCertificates as [(typeof demoTransferCertificates)[number]];

// Each attempt counts against its own client, so the attempt limit never answers instead.
let clients = 0;
const post = (body: unknown) =>
  backend.request(`/api/tc/${schoolCode}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "x-forwarded-for": `198.51.${Math.floor(++clients / 250) % 250}.${clients % 250}`,
    },
    body: JSON.stringify(body),
  });

const unknownNumber = () => ({ admission: "2099/0001", name: known.name });
const wrongName = () => ({ admission: known.admission, name: "Simran Kaur Bhuller" });

async function answer(body: unknown) {
  const response = await post(body);
  // The date and the request's own id differ for every answer, and say nothing of the student.
  const headers = [...response.headers].filter(
    ([name]) => !["date", "x-request-id"].includes(name),
  );
  return {
    status: response.status,
    headers,
    bytes: Buffer.from(await response.arrayBuffer()).toString("base64"),
  };
}

describe("the TC lookup keeps an admission number's existence to itself", () => {
  it("answers an unknown number and a wrong name with identical bytes and headers", async () => {
    const a = await answer(unknownNumber());
    const b = await answer(wrongName());
    expect(a.status).toBe(404);
    expect(Buffer.from(a.bytes, "base64").toString()).toBe('{"error":"Wrong credentials"}');
    expect(b).toEqual(a);
  });

  it("marks every answer no-store: a match, a miss, empty fields, too many attempts", async () => {
    const match = await post({ admission: known.admission, name: known.name });
    expect(match.status).toBe(200);
    expect(match.headers.get("Cache-Control")).toBe("no-store");
    expect((await post(unknownNumber())).headers.get("Cache-Control")).toBe("no-store");
    expect((await post({ admission: "", name: "" })).headers.get("Cache-Control")).toBe("no-store");
    const sameClient = (body: unknown) =>
      backend.request(`/api/tc/${schoolCode}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-forwarded-for": "192.0.2.200" },
        body: JSON.stringify(body),
      });
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) last = await sameClient(unknownNumber());
    expect(last!.status).toBe(429);
    expect(last!.headers.get("Cache-Control")).toBe("no-store");
  });

  it("takes as long for an unknown number as for a wrong name", async () => {
    const time = async (body: unknown) => {
      const start = process.hrtime.bigint();
      const response = await post(body);
      await response.arrayBuffer();
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    // Warm up, then time the two kinds in adjacent pairs, alternating which goes first: load on
    // the machine then slows both halves of a pair alike, and the pair's difference cancels it.
    for (let i = 0; i < 20; i++) await time(i % 2 ? unknownNumber() : wrongName());
    const differences: number[] = [];
    const durations: number[] = [];
    for (let i = 0; i < 400; i++) {
      const [unknown, wrong] =
        i % 2
          ? [await time(unknownNumber()), await time(wrongName())]
          : [await time(wrongName()), await time(unknownNumber())].reverse();
      differences.push(unknown! - wrong!);
      durations.push(unknown!, wrong!);
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      return sorted[Math.floor(sorted.length / 2)]!;
    };
    const typical = median(durations);
    const gap = median(differences);
    // The typical gap between the two: under a tenth of an answer's time (or 0.2 ms).
    expect(
      Math.abs(gap),
      `median gap ${gap.toFixed(3)} ms, median answer ${typical.toFixed(3)} ms`,
    ).toBeLessThan(Math.max(0.2, 0.1 * typical));
  });
});
