import { beforeAll, describe, expect, it } from "vitest";
import { OfficeClient, signedIn, signedInAdministrator } from "../support/office-client.ts";
import { testBackend, type TestBackend } from "../support/test-backend.ts";

// Breach readiness (issue 40): every office read of personal data is a line of the access log
// (who, what, which record, when, from where), and administrators read it as a page or a CSV.

let backend: TestBackend;
let office: OfficeClient;
let editor: OfficeClient;
let administrator: OfficeClient;
const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Kolkata" }).format(new Date());

beforeAll(async () => {
  backend = await testBackend();
  office = await signedIn(backend.request, "office", "198.51.100.161");
  editor = await signedIn(backend.request, "editor", "198.51.100.162");
  administrator = await signedInAdministrator(backend.request, "198.51.100.163");
});

interface Line {
  at: string;
  actorName: string;
  what: string;
  recordId: string | null;
  address: string;
}

describe("the access log", () => {
  it("has a line for each read of personal data, naming who, what, which record and from where", async () => {
    const since = new Date();
    expect((await office.call("GET", "/enquiries")).status).toBe(200);
    expect((await office.call("GET", "/enquiries.csv")).status).toBe(200);
    const certificates = await office.call("GET", "/records/certificates");
    const certificateId = (certificates.json as unknown as { id: string }[])[0]!.id;
    expect((await office.call("GET", `/records/certificates/${certificateId}`)).status).toBe(200);
    expect((await editor.call("GET", "/records/birthdays")).status).toBe(200);
    // A refused read read nothing, and a notice is nobody's personal data.
    expect((await editor.call("GET", "/enquiries")).status).toBe(403);
    expect((await editor.call("GET", "/records/news")).status).toBe(200);

    const answer = await administrator.call(
      "GET",
      `/access-log?from=${today}&to=${today}&limit=50`,
    );
    expect(answer.status).toBe(200);
    const lines = (answer.json as unknown as Line[]).filter((line) => new Date(line.at) >= since);
    expect(lines.map((line) => [line.actorName, line.what, line.recordId]).reverse()).toEqual([
      ["Demo Office", "enquiries", null],
      ["Demo Office", "enquiries (CSV)", null],
      ["Demo Office", "certificate", null],
      ["Demo Office", "certificate", certificateId],
      ["Demo Editor", "birthday", null],
    ]);
    expect(lines[0]!.address).toBe("198.51.100.162");

    // One record's readers, as a school asks after a breach of it.
    const ofRecord = await administrator.call("GET", `/access-log?record=${certificateId}`);
    expect(
      (ofRecord.json as unknown as Line[]).every((line) => line.recordId === certificateId),
    ).toBe(true);

    const csv = await administrator.call("GET", `/access-log.csv?from=${today}&to=${today}`);
    expect(csv.status).toBe(200);
    expect(csv.text.split("\r\n")[0]).toBe('"When (UTC)","Who","What","Record","From address"');
    expect(csv.text).toContain(`"Demo Office","certificate","${certificateId}","198.51.100.161"`);
  });

  it("is read by administrators only", async () => {
    expect((await office.call("GET", "/access-log")).status).toBe(403);
    expect((await editor.call("GET", "/access-log.csv")).status).toBe(403);
  });
});
