import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "#server/db/schema.ts";
import { findSchool } from "#server/services/schools.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { notice, OfficeClient, signedIn, signedInAdministrator } from "../support/office-client.ts";

// Every office list answers a page at a time, searched, narrowed and ordered by the server: a
// school's ten years are never sent whole, and nothing is cut off at a fixed number either.

let backend: TestBackend;
let editor: OfficeClient;
let office: OfficeClient;
let admin: OfficeClient;
let editorId: string;
let adminId: string;
beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.70");
  office = await signedIn(backend.request, "office", "198.51.100.71");
  admin = await signedInAdministrator(backend.request, "198.51.100.72");
  editorId = String((await editor.call("GET", "/me")).json.id);
  adminId = String((await admin.call("GET", "/me")).json.id);
});

type Listed = { id: string; values: { title: string; fromDate: string; category: string } }[];

/** A list call's rows, how many it found in all, and its neighbouring pages' addresses. */
async function list(client: OfficeClient, path: string) {
  const answer = await client.call("GET", path);
  expect(answer.status, path).toBe(200);
  const links = Object.fromEntries(
    [...(answer.headers.get("Link") ?? "").matchAll(/<([^>]+)>; rel="(\w+)"/g)].map(
      ([, url, rel]) => [rel!, new URL(url!, "http://school.test")],
    ),
  );
  return {
    rows: answer.json as unknown as Listed,
    total: Number(answer.headers.get("X-Total-Count")),
    links,
  };
}

const titles = (rows: Listed) => rows.map((row) => row.values.title);

describe("the office's list of a kind of record", () => {
  it("answers fifty at a time with the total, and every page is there: no record is cut off", async () => {
    for (let n = 1; n <= 55; n++) {
      const made = await editor.call(
        "POST",
        "/records/news",
        notice(`Larkspur house notice ${String(n).padStart(2, "0")}`),
      );
      expect(made.status).toBe(201);
    }
    const first = await list(editor, "/records/news?q=larkspur");
    expect(first.rows).toHaveLength(50);
    expect(first.total).toBe(55);
    // Last changed first: the last one made leads.
    expect(first.rows[0]!.values.title).toBe("Larkspur house notice 55");
    expect(first.links.next!.searchParams.get("page")).toBe("2");
    expect(first.links.next!.searchParams.get("q")).toBe("larkspur");
    expect(first.links.prev).toBeUndefined();

    const second = await list(
      editor,
      first.links.next!.pathname.replace(/^\/api\/office\/\w+/, "") + first.links.next!.search,
    );
    expect(titles(second.rows)).toEqual(
      ["05", "04", "03", "02", "01"].map((n) => `Larkspur house notice ${n}`),
    );
    expect(second.total).toBe(55);
    expect(second.links.next).toBeUndefined();
    expect(second.links.prev!.searchParams.get("page")).toBe("1");

    const small = await list(editor, "/records/news?q=larkspur&limit=20&page=3");
    expect(small.rows).toHaveLength(15);
    expect(small.links.last!.searchParams.get("page")).toBe("3");
    expect((await list(editor, "/records/news?q=larkspur&page=9")).rows).toEqual([]);
  });

  it("finds a title by its words as a clerk types them, and narrows by list, year and month", async () => {
    const made = [
      ["Quillwort fee reminder: March quarter due", "2025-03-06", "NoticeBoard"],
      ["Quillwort fee reminder: April quarter due", "2025-04-05", "NoticeBoard"],
      ["Quillwort sports day in March", "2025-03-10", "NoticeBoard"],
      ["Quillwort fee reminder: March quarter due", "2024-03-04", "NoticeBoard"],
      ["Quillwort fees rise, the News says", "2025-03-08", "News"],
    ] as const;
    for (const [title, fromDate, category] of made) {
      const saved = await editor.call(
        "POST",
        "/records/news",
        notice(title, { fromDate, category }),
      );
      expect(saved.status).toBe(201);
    }
    const found = async (query: string) =>
      (await list(editor, `/records/news?${query}`)).rows.map(
        (row) => `${row.values.title} ${row.values.fromDate}`,
      );

    // "fees" finds "fee" and "fees", any case; a word half typed finds the whole one.
    expect(await found("q=QUILLWORT+fees&sort=date")).toEqual([
      "Quillwort fee reminder: April quarter due 2025-04-05",
      "Quillwort fees rise, the News says 2025-03-08",
      "Quillwort fee reminder: March quarter due 2025-03-06",
      "Quillwort fee reminder: March quarter due 2024-03-04",
    ]);
    expect(await found("q=quillw+remind+marc&sort=date")).toEqual([
      "Quillwort fee reminder: March quarter due 2025-03-06",
      "Quillwort fee reminder: March quarter due 2024-03-04",
    ]);
    // Last March's notice about fees: by the words, the year and the month of its date.
    expect(await found("q=quillwort+fees&filter=NoticeBoard&year=2025&month=3")).toEqual([
      "Quillwort fee reminder: March quarter due 2025-03-06",
    ]);
    expect(await found("q=quillwort&year=2024")).toEqual([
      "Quillwort fee reminder: March quarter due 2024-03-04",
    ]);
    // A month alone is that month in every year.
    expect((await found("q=quillwort&month=3")).length).toBe(4);
    expect(await found("q=quillwort&filter=News")).toEqual([
      "Quillwort fees rise, the News says 2025-03-08",
    ]);
    // By title, A to Z.
    expect(await found("q=quillwort&sort=title&year=2025&month=3")).toEqual([
      "Quillwort fee reminder: March quarter due 2025-03-06",
      "Quillwort fees rise, the News says 2025-03-08",
      "Quillwort sports day in March 2025-03-10",
    ]);
    expect(await found("q=quillwort+nowhere")).toEqual([]);
  });

  it("narrows to a state and to who added a record", async () => {
    const mine = await editor.call(
      "POST",
      "/records/news",
      notice("Tamarisk draft", { status: "draft" }),
    );
    const theirs = await admin.call("POST", "/records/news", notice("Tamarisk notice"));
    expect([mine.status, theirs.status]).toEqual([201, 201]);

    expect(titles((await list(editor, "/records/news?q=tamarisk&state=draft")).rows)).toEqual([
      "Tamarisk draft",
    ]);
    expect(titles((await list(editor, "/records/news?q=tamarisk&state=live")).rows)).toEqual([
      "Tamarisk notice",
    ]);
    expect(
      titles((await list(editor, `/records/news?q=tamarisk&author=${editorId}`)).rows),
    ).toEqual(["Tamarisk draft"]);
    expect(titles((await list(editor, `/records/news?q=tamarisk&author=${adminId}`)).rows)).toEqual(
      ["Tamarisk notice"],
    );

    const authors = (await editor.call("GET", "/authors")).json as unknown as {
      id: string;
      name: string;
    }[];
    expect(authors).toEqual(
      expect.arrayContaining([
        { id: editorId, name: "Demo Editor" },
        expect.objectContaining({ id: adminId }),
      ]),
    );
  });

  it("tells the years its records are dated in, newest first", async () => {
    const years = (await editor.call("GET", "/records/news/years")).json as unknown as number[];
    expect(years).toEqual(expect.arrayContaining([2025, 2024]));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years.at(0)! - years.at(-1)! + 1).toBe(years.length);
  });

  it("refuses the lists of another role's kinds, and shows the clerk only their own", async () => {
    expect((await office.call("GET", "/records/news?q=quillwort")).status).toBe(403);
    expect((await office.call("GET", "/records/news/years")).status).toBe(403);
    expect((await editor.call("GET", "/records/certificates?page=2")).status).toBe(403);
    expect((await office.call("GET", "/records/certificates?page=1&limit=5")).status).toBe(200);
    expect((await new OfficeClient(backend.request).call("GET", "/records/news")).status).toBe(401);
  });

  it("reads nonsense paging and filters as the first page of everything", async () => {
    const answer = await list(
      editor,
      "/records/news?q=larkspur&page=-3&limit=100000&year=99&month=13&sort=sideways&state=gone",
    );
    expect(answer.rows).toHaveLength(50);
    expect(answer.total).toBe(55);
  });

  it("is described in the OpenAPI document with its parameters and headers", async () => {
    const doc = (await (await backend.request("/api/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters: { name: string }[];
            responses: Record<string, { headers?: Record<string, unknown> }>;
          }
        >
      >;
    };
    const call = doc.paths["/api/office/{schoolCode}/records/news"]!.get!;
    expect(call.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        "q",
        "state",
        "filter",
        "year",
        "month",
        "author",
        "sort",
        "page",
        "limit",
      ]),
    );
    expect(Object.keys(call.responses["200"]!.headers!)).toEqual(["X-Total-Count", "Link"]);
    for (const path of ["/enquiries", "/audit", "/certificate-downloads", "/accounts"]) {
      const names = doc.paths[`/api/office/{schoolCode}${path}`]!.get!.parameters.map(
        (p) => p.name,
      );
      expect(names, path).toEqual(expect.arrayContaining(["page", "limit"]));
    }
  });
});

describe("the office's home counts", () => {
  it("counts each kind's records by state for the roles that work on them", async () => {
    const counts = async (client: OfficeClient) =>
      (await client.call("GET", "/counts")).json as {
        records: Record<string, Record<string, number>>;
        enquiries?: { waiting: number };
      };
    const before = await counts(editor);
    await editor.call("POST", "/records/news", notice("Counted draft", { status: "draft" }));
    await editor.call(
      "POST",
      "/records/news",
      notice("Counted later", { publishAt: "2099-01-01T09:00" }),
    );
    const after = await counts(editor);
    expect(after.records.news!.draft).toBe(before.records.news!.draft! + 1);
    expect(after.records.news!.scheduled).toBe(before.records.news!.scheduled! + 1);
    expect(after.records.news!.live).toBe(before.records.news!.live);
    expect(Object.keys(after.records)).not.toContain("certificates");
    expect(after.enquiries).toBeUndefined();

    const clerk = await counts(office);
    expect(Object.keys(clerk.records)).toEqual(["certificates", "consents", "staff"]);
    expect(clerk.enquiries!.waiting).toEqual(expect.any(Number));
  });
});

describe("the other office lists", () => {
  async function enquire(subject: string) {
    const response = await backend.request(`/api/form/${schoolCode}/enquiry`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.70" },
      body: JSON.stringify({
        name: "Meera Iyer",
        email: "meera@example.com",
        phone: "+91 98140 00001",
        subject,
        message: "Please call back.",
      }),
    });
    expect(response.status).toBe(201);
  }

  it("pages the enquiries, searched and narrowed by year, newest or oldest first", async () => {
    for (const subject of ["Oleander one", "Oleander two", "Oleander three"])
      await enquire(subject);
    const subjects = (rows: unknown) => (rows as { subject: string }[]).map((e) => e.subject);
    const first = await office.call("GET", "/enquiries?q=oleander&limit=2");
    expect(subjects(first.json)).toEqual(["Oleander three", "Oleander two"]);
    expect(first.headers.get("X-Total-Count")).toBe("3");
    expect(first.headers.get("Link")).toContain("q=oleander");
    const second = await office.call("GET", "/enquiries?q=oleander&limit=2&page=2");
    expect(subjects(second.json)).toEqual(["Oleander one"]);
    const oldest = await office.call("GET", "/enquiries?q=oleander&sort=oldest&limit=1");
    expect(subjects(oldest.json)).toEqual(["Oleander one"]);
    const year = new Date().getFullYear();
    expect(
      subjects((await office.call("GET", `/enquiries?q=oleander&year=${year}`)).json),
    ).toHaveLength(3);
    expect(subjects((await office.call("GET", "/enquiries?q=oleander&year=2001")).json)).toEqual(
      [],
    );
    expect((await office.call("GET", "/enquiries/years")).json).toContain(year);
    // The CSV is every enquiry the filters find, not a page of them.
    const csv = await office.call("GET", "/enquiries.csv?q=oleander&limit=1");
    expect(csv.text.trim().split("\n")).toHaveLength(4);
  });

  it("pages the audit log, narrowed to what and who", async () => {
    const first = await admin.call("GET", `/audit?kind=news&author=${editorId}&limit=2`);
    const lines = first.json as unknown as { kind: string; actorId: string }[];
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.kind === "news" && line.actorId === editorId)).toBe(true);
    expect(Number(first.headers.get("X-Total-Count"))).toBeGreaterThanOrEqual(55);
    expect(first.headers.get("Link")).toContain(`author=${editorId}`);
    expect((await admin.call("GET", "/audit?year=2001")).json).toEqual([]);
    expect((await admin.call("GET", "/audit/years")).json).toContain(new Date().getFullYear());
    expect((await editor.call("GET", "/audit?kind=news")).status).toBe(403);
  });

  it("pages the certificate downloads, found by admission number or name", async ({
    onTestFinished: onFinished,
  }) => {
    const { db } = backend.database;
    const school = await findSchool(db, schoolCode);
    const [certificate] = await db
      .insert(t.transferCertificates)
      .values({
        schoolId: school!.id,
        admissionNo: "2077/0042",
        studentName: "Kavya Raghunathan",
        filePath: "certificates/2077-0042.pdf",
      })
      .returning();
    await db.insert(t.certificateDownloads).values(
      ["2024-05-02T06:00:00Z", "2025-05-03T06:00:00Z", "2025-06-04T06:00:00Z"].map((at) => ({
        schoolId: school!.id,
        certificateId: certificate!.id,
        at: new Date(at),
        address: "192.0.2.77",
      })),
    );
    // The demo's certificates are the only ones the other tests expect: this one goes after.
    onFinished(async () => {
      await db.delete(t.transferCertificates).where(eq(t.transferCertificates.id, certificate!.id));
    });
    const ats = (rows: unknown) => (rows as { at: string }[]).map((row) => row.at.slice(0, 10));
    const byNumber = await office.call("GET", "/certificate-downloads?q=2077/0042&limit=2");
    expect(ats(byNumber.json)).toEqual(["2025-06-04", "2025-05-03"]);
    expect(byNumber.headers.get("X-Total-Count")).toBe("3");
    expect(
      ats((await office.call("GET", "/certificate-downloads?q=kavya+raghu&year=2024")).json),
    ).toEqual(["2024-05-02"]);
    expect(
      ats((await office.call("GET", "/certificate-downloads?q=kavya&year=2025&month=5")).json),
    ).toEqual(["2025-05-03"]);
    expect((await editor.call("GET", "/certificate-downloads")).status).toBe(403);
  });

  it("pages the subscriptions, found by address, with counts the database makes", async () => {
    const { db } = backend.database;
    const school = await findSchool(db, schoolCode);
    const now = new Date();
    await db.insert(t.subscriptions).values(
      ["one", "two", "three"].map((name, i) => ({
        schoolId: school!.id,
        email: `hibiscus.${name}@parents.test`,
        topics: ["notices"],
        token: `hibiscus-token-${name}`,
        createdAt: now,
        confirmedAt: i < 2 ? now : null,
      })),
    );
    const answer = await office.call("GET", "/subscriptions?q=hibiscus&limit=2");
    const body = answer.json as {
      subscriptions: { email: string }[];
      total: number;
      receiving: number;
    };
    expect(body.subscriptions.map((row) => row.email)).toEqual([
      "hibiscus.one@parents.test",
      "hibiscus.three@parents.test",
    ]);
    expect(body.total).toBe(3);
    expect(body.receiving).toBeGreaterThanOrEqual(2);
    const waiting = await office.call("GET", "/subscriptions?q=hibiscus&state=unconfirmed");
    expect((waiting.json as typeof body).subscriptions.map((row) => row.email)).toEqual([
      "hibiscus.three@parents.test",
    ]);
    const exact = await office.call("GET", "/subscriptions?q=hibiscus.two@parents.test");
    expect((exact.json as typeof body).total).toBe(1);
  });

  it("pages the accounts, narrowed by words and role", async () => {
    const found = await admin.call("GET", "/accounts?q=demo+editor");
    expect((found.json as unknown as { id: string }[]).map((row) => row.id)).toContain(editorId);
    const clerks = await admin.call("GET", "/accounts?role=office&limit=200");
    const roles = (clerks.json as unknown as { role: string }[]).map((row) => row.role);
    expect(roles.length).toBeGreaterThanOrEqual(1);
    expect(new Set(roles)).toEqual(new Set(["office"]));
    expect(clerks.headers.get("X-Total-Count")).toBe(String(roles.length));
    const one = await admin.call("GET", "/accounts?role=office&limit=1");
    expect(one.json).toHaveLength(1);
    expect(one.headers.get("X-Total-Count")).toBe(String(roles.length));
    expect((await editor.call("GET", "/accounts?q=demo")).status).toBe(403);
  });
});
