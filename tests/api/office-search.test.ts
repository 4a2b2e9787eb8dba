import { beforeAll, describe, expect, it } from "vitest";
import { notice, signedIn, type OfficeClient } from "../support/office-client.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";

// One search box for the whole office: every kind the caller's role works on, the pages, the
// files and the enquiries, the first few of each and how many in all; nothing of a kind the
// role may not see.

let backend: TestBackend;
let editor: OfficeClient;
let office: OfficeClient;
beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.250");
  office = await signedIn(backend.request, "office", "198.51.100.251");
});

type Group = { kind: string; total: number; records?: { id: string }[] };
const search = async (client: OfficeClient, q: string) =>
  (await client.call("GET", `/search?q=${encodeURIComponent(q)}`)).json as unknown as {
    groups: Group[];
  };

describe("the office's search", () => {
  it("finds records of every kind a role works on, pages and enquiries, and only those", async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      const made = await editor.call(
        "POST",
        "/records/news",
        notice(`Yarrowbend fee reminder ${n}`, { status: n === 7 ? "draft" : "published" }),
      );
      ids.push(made.json.id as string);
    }
    await editor.call("POST", "/records/events", {
      title: "Yarrowbend nature walk",
      date: "2099-02-03",
      description: "",
      attachments: "",
      status: "published",
    });
    const asked = await backend.request(`/api/form/${schoolCode}/enquiry`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.91" },
      body: JSON.stringify({
        name: "Ravi Menon",
        phone: "+91 12345 00022",
        email: "ravi.parent@example.com",
        subject: "Yarrowbend walk for Class IV",
        message: "May younger siblings come along?",
      }),
    });
    expect(asked.status).toBe(201);

    const byEditor = await search(editor, "yarrowbend");
    const news = byEditor.groups.find((group) => group.kind === "news")!;
    expect(news.total).toBe(7);
    expect(news.records).toHaveLength(5);
    expect(byEditor.groups.find((group) => group.kind === "events")?.total).toBe(1);
    expect(byEditor.groups.map((group) => group.kind)).not.toContain("enquiries");

    const byOffice = await search(office, "yarrowbend");
    expect(byOffice.groups.map((group) => group.kind)).toEqual(["enquiries"]);
    expect(byOffice.groups[0]!.total).toBe(1);

    // Pages by their heading; words as begun.
    const pages = (await search(editor, "fee struct")).groups.find((g) => g.kind === "pages");
    expect(pages?.total).toBeGreaterThanOrEqual(1);

    // Files of the library by their names; the office role works on none.
    const files = (await search(editor, "verification form")).groups.find(
      (g) => g.kind === "files",
    );
    expect(files?.total).toBeGreaterThanOrEqual(1);
    const ofOffice = (await search(office, "verification form")).groups;
    expect(ofOffice.map((group) => group.kind)).not.toContain("files");

    expect((await search(editor, "   ")).groups).toEqual([]);
    for (const id of ids) {
      expect((await editor.call("DELETE", `/records/news/${id}`, {})).status).toBe(200);
    }
    expect((await search(editor, "yarrowbend fee")).groups).toEqual([]);
  });
});
