import sharp from "sharp";
import { PDFDocument } from "pdf-lib";
import { eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalVideoUrl } from "#contracts/office-records.ts";
import * as t from "#server/db/schema.ts";
import { writeContent } from "#server/services/content-changes.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { OfficeClient, signedIn } from "../support/office-client.ts";
import { sendFile } from "../support/uploads.ts";

// What the office publishes as files: albums, videos, circulars, toppers and birthdays (with a
// parent's consent), and Transfer Certificates in the private store, with imports of many.

let backend: TestBackend;
let editor: OfficeClient;
let office: OfficeClient;
let startedAt: Date;
beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.190");
  office = await signedIn(backend.request, "office", "198.51.100.191");
  startedAt = new Date();
});

// The records made here go again, so the other files' tests see the demo school as seeded.
afterAll(async () => {
  const { db } = backend.database;
  const [school] = await db.select().from(t.schools).where(eq(t.schools.schoolCode, schoolCode));
  await writeContent(db, school!.id, async (tx) => {
    for (const table of [
      t.galleries,
      t.videos,
      t.circulars,
      t.toppers,
      t.birthdays,
      t.transferCertificates,
      t.consents,
    ]) {
      await tx.delete(table).where(gte(table.createdAt, startedAt));
    }
  });
});

/** Stores `bytes` as the office's upload script does; answers the stored path. */
const upload = (client: OfficeClient, bytes: Uint8Array, name: string, query = "") =>
  sendFile(backend.request, schoolCode, client, bytes, name, query);

const photo = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function pdf(text: string) {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText(text, { x: 20, y: 100, size: 12 });
  return document.save();
}

const publicList = async (path: string) =>
  (await (await backend.request(`/api/${path}`)).json()) as Record<string, unknown>[];

describe("albums", () => {
  it("publishes an album's photos in their order with captions, the first as its cover", async () => {
    const paths: string[] = [];
    for (const colour of ["#aa0000", "#00aa00", "#0000aa"]) {
      const stored = await upload(editor, await photo(colour), `${colour}.jpg`);
      expect(stored.status).toBe(201);
      paths.push(stored.json.path!);
    }
    const made = await editor.call("POST", "/records/albums", {
      category: "PhotoGallery",
      title: "Children's Day 2099",
      date: "2099-11-14",
      description: "Teachers performed for the students.",
      attachments: [
        { path: paths[2], caption: "The staff choir" },
        { path: paths[0], caption: "" },
        { path: paths[1], caption: "Prize giving" },
      ],
      status: "published",
    });
    expect(made.status).toBe(201);
    const id = String(made.json.id);

    // On /Gallery's list and the home carousel (newest first, so first), and as its own page.
    const all = await publicList(`gallery/All/${schoolCode}`);
    expect(all.find((album) => album._id === id)?.attachments).toEqual([
      paths[2],
      paths[0],
      paths[1],
    ]);
    expect((await publicList(`gallery/${schoolCode}`))[0]?._id).toBe(id);
    const one = (await (await backend.request(`/api/subGallery?id=${id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(one.captions).toEqual(["The staff choir", "", "Prize giving"]);

    // Reordered and recaptioned: the site follows at once.
    const saved = await editor.call("PUT", `/records/albums/${id}`, {
      ...(made.json.values as object),
      attachments: [
        { path: paths[1], caption: "Prize giving" },
        { path: paths[2], caption: "The staff choir" },
      ],
      status: "published",
      version: made.json.version,
    });
    expect(saved.status).toBe(200);
    const again = (await (await backend.request(`/api/subGallery?id=${id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(again.attachments).toEqual([paths[1], paths[2]]);
  });

  it("refuses a photo that was never uploaded", async () => {
    const refused = await editor.call("POST", "/records/albums", {
      category: "PhotoGallery",
      title: "Sports Day",
      date: "2099-01-10",
      attachments: [{ path: "../../etc/passwd", caption: "" }],
      status: "published",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toHaveProperty("attachments");
  });
});

describe("videos", () => {
  it("keeps any YouTube or Vimeo address in one form, and refuses anything else", async () => {
    for (const address of [
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(canonicalVideoUrl(address), address).toBe(
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      );
    }
    expect(canonicalVideoUrl("https://vimeo.com/76979871")).toBe("https://vimeo.com/76979871");
    for (const address of [
      "https://example.com/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)",
      "https://youtu.be/short",
    ]) {
      expect(canonicalVideoUrl(address), address).toBeUndefined();
    }

    const made = await editor.call("POST", "/records/videos", {
      title: "Annual Day highlights",
      date: "2099-12-06",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      status: "published",
    });
    expect(made.status).toBe(201);
    const videos = await publicList(`video/all/${schoolCode}`);
    expect(videos.find((v) => v._id === made.json.id)?.videoUrl).toBe(
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    );
    const refused = await editor.call("POST", "/records/videos", {
      title: "A page, not a video",
      date: "2099-12-06",
      videoUrl: "https://example.com/video",
      status: "published",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({
      videoUrl: "Video address must be a YouTube or Vimeo video's address.",
    });
  });
});

describe("circulars", () => {
  it("shows a circular for its classes, and keeps a replaced PDF in its history", async () => {
    const first = await upload(editor, await pdf("First"), "ptm.pdf");
    const second = await upload(editor, await pdf("Second"), "ptm-revised.pdf");
    const made = await editor.call("POST", "/records/circulars", {
      category: "Datesheet",
      title: "Half-yearly datesheet, Classes IX and X",
      date: "14.11.99",
      audience: ["IX", "X"],
      attachments: [first.json.path],
      status: "published",
    });
    expect(made.status).toBe(201);
    const listed = (await publicList(`circular/all/${schoolCode}`)).find(
      (c) => c._id === made.json.id,
    );
    expect(listed).toMatchObject({ category: "Datesheet", audience: ["IX", "X"] });

    const replaced = await editor.call("PUT", `/records/circulars/${made.json.id}`, {
      ...(made.json.values as object),
      attachments: [second.json.path],
      status: "published",
      version: made.json.version,
    });
    expect(replaced.status).toBe(200);
    const record = await editor.call("GET", `/records/circulars/${made.json.id}`);
    const history = record.json.history as { action: string; changes: Record<string, unknown> }[];
    expect(history.find((line) => line.action === "update")?.changes.attachments).toEqual([
      [first.json.path],
      [second.json.path],
    ]);
    // The earlier file is still served where it was.
    expect((await backend.request(`/api/image/${first.json.path}`)).status).toBe(200);
  });

  it("refuses a class that is not the school's", async () => {
    const refused = await editor.call("POST", "/records/circulars", {
      category: "Circular",
      title: "Picnic",
      date: "01.12.99",
      audience: ["XIII"],
      status: "published",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toHaveProperty("audience");
  });
});

/** A parent's consent, recorded by the office, to show a child with `uses` on the site. */
const consented = async (admissionNumber: string, childName: string, uses: string[]) => {
  const recorded = await office.call("POST", "/records/consents", {
    childName,
    admissionNumber,
    parentName: "Mrs Test Parent (mother)",
    method: "Consent form",
    givenOn: "2098-04-01",
    uses,
    status: "published",
  });
  expect(recorded.status).toBe(201);
};

describe("children on the site (their consent: tests/routes/consents.test.ts)", () => {
  it("takes only a picture as a child's photo", async () => {
    const notice = await upload(editor, await pdf("Not a photo"), "notice.pdf");
    const refused = await editor.call("POST", "/records/toppers", {
      name: "With A PDF",
      class: "X",
      sessionYear: "2098-2099",
      division: 91,
      attachments: [notice.json.path],
      children: "2098/0001",
      status: "published",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({
      attachments: "Photo: each must be a JPEG, PNG or WebP picture.",
    });
  });

  it("keeps a percentage as typed, and never sends a date of birth", async () => {
    await consented("2098/0002", "With Consent", ["Result", "Birthday"]);
    const made = await editor.call("POST", "/records/toppers", {
      class: "X",
      sessionYear: "2098-2099",
      stream: "Science",
      name: "With Consent",
      division: "96.4%",
      children: "2098/0002",
      status: "published",
    });
    expect(made.status).toBe(201);
    const shown = (await publicList(`topper/${schoolCode}`)).find((t) => t.name === "With Consent");
    expect(shown?.division).toBe(96.4);

    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Kolkata" }).format(new Date());
    const born = `2014${today.slice(4)}`;
    const birthday = await editor.call("POST", "/records/birthdays", {
      name: "Birthday With Consent",
      class: "VI-A",
      dateOfBirth: born,
      children: "2098/0002",
      status: "published",
    });
    expect(birthday.status).toBe(201);
    const text = await (await backend.request(`/api/birthdays/${schoolCode}`)).text();
    expect(text).toContain("Birthday With Consent");
    expect(text).not.toContain(born);
  });
});

describe("importing from a CSV file's rows", () => {
  it("saves nothing when one row is wrong, and names that row and its field", async () => {
    const before = (await editor.call("GET", "/records/birthdays")).json as unknown as unknown[];
    const refused = await editor.call("POST", "/records/birthdays/import", {
      rows: [
        { name: "Aarav Gill", class: "III-B", dateOfBirth: "2017-05-02", children: "2098/0011" },
        { name: "", class: "III-B", dateOfBirth: "2017-13-40", children: "2098/0012" },
        { name: "Myra Bedi", class: "III-B", dateOfBirth: "2017-08-19", children: "2098/0013" },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.json.rows).toEqual([
      {
        row: 2,
        fields: { name: "Name is required.", dateOfBirth: "Date of birth must be a date." },
      },
    ]);
    const after = (await editor.call("GET", "/records/birthdays")).json as unknown as unknown[];
    expect(after.length).toBe(before.length);

    const rows = [
      { name: "Aarav Gill", class: "III-B", dateOfBirth: "2017-05-02", children: "2098/0011" },
      { name: "Myra Bedi", class: "III-B", dateOfBirth: "2017-08-19", children: "2098/0013" },
    ];
    // A row naming a child without a parent's consent is refused, with its row.
    await consented("2098/0011", "Aarav Gill", ["Birthday"]);
    const unconsented = await editor.call("POST", "/records/birthdays/import", { rows });
    expect(unconsented.status).toBe(400);
    expect(unconsented.json.rows).toEqual([
      { row: 2, fields: { children: expect.stringContaining("2098/0013") } },
    ]);
    await consented("2098/0013", "Myra Bedi", ["Birthday"]);
    const saved = await editor.call("POST", "/records/birthdays/import", { rows });
    expect(saved.status).toBe(201);
    expect(saved.json.created).toBe(2);
    const audit = await editor.call("GET", `/records/birthdays/${(saved.json.ids as string[])[0]}`);
    expect((audit.json.history as { action: string }[])[0]?.action).toBe("import");
  });

  it("lets only the kinds' own roles import", async () => {
    const rows = [{ name: "A", class: "X", sessionYear: "2098-2099", division: 90 }];
    expect((await office.call("POST", "/records/toppers/import", { rows })).status).toBe(403);
    // Only the kinds that come in lists are imported.
    expect((await editor.call("POST", "/records/news/import", { rows })).status).toBe(404);
  });
});

describe("Transfer Certificates", () => {
  const lookup = (admission: string, name: string) =>
    backend.request(`/api/tc/${schoolCode}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.77" },
      body: JSON.stringify({ admission, name }),
    });

  it("are the office's: an editor can neither list nor store them", async () => {
    expect((await editor.call("GET", "/records/certificates")).status).toBe(403);
    const refused = await upload(editor, await pdf("TC"), "tc.pdf", "?for=certificates");
    expect(refused.status).toBe(403);
    expect((await office.call("GET", "/records/certificates")).status).toBe(200);
  });

  it("adds one that the public lookup finds, logs its download, and withdraws it", async () => {
    const stored = await upload(
      office,
      await pdf("Transfer Certificate"),
      "tc.pdf",
      "?for=certificates",
    );
    expect(stored.status).toBe(201);
    expect(stored.json.path).toMatch(/^certificates\/\d{4}\/[\w-]+\.pdf$/);
    // Kept in the private store: not served at its own path.
    expect((await backend.request(`/api/image/${stored.json.path}`)).status).toBe(404);

    const made = await office.call("POST", "/records/certificates", {
      admissionNo: "2099/0001",
      studentName: "Gurleen  Kaur Dhillon",
      filePath: stored.json.path,
      status: "published",
    });
    expect(made.status).toBe(201);
    const found = await lookup(" 2099/0001 ", "gurleen kaur dhillon");
    expect(found.status).toBe(200);
    const { data } = (await found.json()) as { data: string };
    const file = await backend.request(`/api/image/${data}`);
    expect(file.headers.get("content-type")).toBe("application/pdf");

    const record = await office.call("GET", `/records/certificates/${made.json.id}`);
    expect(record.json.downloads).toEqual([expect.objectContaining({ address: "203.0.113.77" })]);
    const downloads = await office.call("GET", "/certificate-downloads");
    expect((downloads.json as unknown as { admissionNo: string }[])[0]?.admissionNo).toBe(
      "2099/0001",
    );

    // A second certificate for the same admission number is refused while this one stands.
    const twice = await office.call("POST", "/records/certificates", {
      admissionNo: "2099/0001",
      studentName: "Someone Else",
      filePath: stored.json.path,
      status: "published",
    });
    expect(twice.status).toBe(400);
    expect(twice.json.fields).toHaveProperty("admissionNo");

    const withdrawn = await office.call("DELETE", `/records/certificates/${made.json.id}`, {});
    expect(withdrawn.status).toBe(200);
    expect((await lookup("2099/0001", "Gurleen Kaur Dhillon")).status).toBe(404);

    // Once withdrawn, its number may be given a corrected certificate; the old one then stays
    // withdrawn, since two cannot stand for one number.
    const corrected = await office.call("POST", "/records/certificates", {
      admissionNo: "2099/0001",
      studentName: "Gurleen Kaur Dhillon",
      filePath: stored.json.path,
      status: "published",
    });
    expect(corrected.status).toBe(201);
    const restore = await office.call("POST", `/records/certificates/${made.json.id}/restore`, {});
    expect(restore.status).toBe(400);
    expect((await lookup("2099/0001", "Gurleen Kaur Dhillon")).status).toBe(200);
  });

  it("imports many with their files, refusing a number given twice", async () => {
    const a = await upload(office, await pdf("A"), "a.pdf", "?for=certificates");
    const b = await upload(office, await photo("#ffffff"), "b.jpg", "?for=certificates");
    const twice = await office.call("POST", "/records/certificates/import", {
      rows: [
        { admissionNo: "2099/0101", studentName: "Aman Deep", filePath: a.json.path },
        { admissionNo: "2099/0101", studentName: "Rehmat Kaur", filePath: b.json.path },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.json.rows).toEqual([{ row: 2, fields: { admissionNo: expect.any(String) } }]);
    const saved = await office.call("POST", "/records/certificates/import", {
      rows: [
        { admissionNo: "2099/0101", studentName: "Aman Deep", filePath: a.json.path },
        { admissionNo: "2099/0102", studentName: "Rehmat Kaur", filePath: b.json.path },
      ],
    });
    expect(saved.status).toBe(201);
    expect((await lookup("2099/0102", "Rehmat Kaur")).status).toBe(200);
  });
});
