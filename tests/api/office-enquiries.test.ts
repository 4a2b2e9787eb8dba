import { beforeAll, describe, expect, it } from "vitest";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { OfficeClient, signedIn } from "../support/office-client.ts";

let backend: TestBackend;
let office: OfficeClient;
beforeAll(async () => {
  backend = await testBackend();
  office = await signedIn(backend.request, "office", "198.51.100.160");
});

async function enquire(subject: string, message = "Please send the fee structure.") {
  const response = await backend.request(`/api/form/${schoolCode}/enquiry`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.160" },
    body: JSON.stringify({
      name: "Ritu Malhotra",
      email: "ritu@example.com",
      phone: "+91 98140 00000",
      subject,
      message,
    }),
  });
  expect(response.status).toBe(201);
}

type Listed = { id: string; subject: string; handledAt: string | null; note: string }[];

describe("the enquiries inbox", () => {
  it("lists enquiries newest first, finds them by their words, and marks them handled", async () => {
    await enquire("Admission for Class III");
    await enquire("Transport from Sector 9", "Is there a bus from Sector 9?");
    const inbox = (await office.call("GET", "/enquiries")).json as unknown as Listed;
    expect(inbox.slice(0, 2).map((e) => e.subject)).toEqual([
      "Transport from Sector 9",
      "Admission for Class III",
    ]);

    const found = (await office.call("GET", "/enquiries?q=sector%209")).json as unknown as Listed;
    expect(found.map((e) => e.subject)).toEqual(["Transport from Sector 9"]);

    const id = found[0]!.id;
    const marked = await office.call("PATCH", `/enquiries/${id}`, {
      handled: true,
      note: "Called back; route 4 stops there.",
    });
    expect(marked.status).toBe(200);
    const waiting = (await office.call("GET", "/enquiries?handled=no")).json as unknown as Listed;
    expect(waiting.map((e) => e.id)).not.toContain(id);
    const handled = (await office.call("GET", "/enquiries?handled=yes")).json as unknown as Listed;
    expect(handled.find((e) => e.id === id)).toMatchObject({
      note: "Called back; route 4 stops there.",
      handledAt: expect.any(String),
    });
  });

  it("exports CSV a spreadsheet opens, formulas defused", async () => {
    await enquire('=HYPERLINK("http://x")');
    const csv = await office.call("GET", "/enquiries.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/attachment/);
    const [header, first] = csv.text.split("\r\n");
    expect(header).toBe('"received","name","email","phone","subject","message","handled","note"');
    expect(first).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});
