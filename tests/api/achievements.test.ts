import sharp from "sharp";
import { PDFDocument } from "pdf-lib";
import { eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { achievements } from "#contracts/records/achievements.ts";
import * as t from "#server/db/schema.ts";
import { writeContent } from "#server/services/content-changes.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { OfficeClient, signedIn } from "../support/office-client.ts";

// Achievements, the kind declared as one module (contracts/records/achievements.ts): the
// office's routes, the public list and its rules all come from it.

let backend: TestBackend;
let editor: OfficeClient;
let startedAt: Date;
beforeAll(async () => {
  backend = await testBackend();
  editor = await signedIn(backend.request, "editor", "198.51.100.230");
  startedAt = new Date();
});

// The records made here go again, so the other files' tests see the demo school as seeded.
afterAll(async () => {
  const { db } = backend.database;
  const [school] = await db.select().from(t.schools).where(eq(t.schools.schoolCode, schoolCode));
  await writeContent(db, school!.id, (tx) =>
    tx.delete(achievements.table).where(gte(achievements.table.createdAt, startedAt)),
  );
});

async function upload(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set("file", new File([Buffer.from(bytes)], name));
  const response = await backend.request(`/api/office/${schoolCode}/files`, {
    method: "POST",
    headers: {
      Cookie: [...editor.cookies].map(([n, v]) => `${n}=${v}`).join("; "),
      "X-Office-Upload": "1",
      "Sec-Fetch-Site": "same-origin",
    },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, string> };
}

const publicAchievements = async () =>
  (await (await backend.request(`/api/achievement/${schoolCode}`)).json()) as Record<
    string,
    unknown
  >[];

const award = (name: string, date: string, extra: Record<string, unknown> = {}) => ({
  title: "First place, District Chess Championship (Under-14)",
  name,
  class: "VIII-B",
  date,
  level: "District",
  status: "published",
  ...extra,
});

describe("achievements", () => {
  it("lists published awards with a parent's consent, newest first, in the module's shape", async () => {
    const stored = await upload(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c09020" } })
        .jpeg()
        .toBuffer(),
      "medal.jpg",
    );
    expect(stored.status).toBe(201);
    const made = [
      await editor.call("POST", "/records/achievements", award("Older Award", "2099-01-10")),
      await editor.call(
        "POST",
        "/records/achievements",
        award("Newest Award", "2099-03-02", { attachments: [stored.json.path], level: "State" }),
      ),
      await editor.call("POST", "/records/achievements", award("Middle Team", "2099-02-15")),
      await editor.call(
        "POST",
        "/records/achievements",
        // A child named whose parents' consent is not recorded: not published.
        award("No Consent Yet", "2099-03-05", { children: "2099/0001" }),
      ),
      await editor.call(
        "POST",
        "/records/achievements",
        award("Still A Draft", "2099-03-05", { status: "draft" }),
      ),
      await editor.call(
        "POST",
        "/records/achievements",
        award("Published Later", "2099-03-05", { publishAt: "2099-01-01T09:00" }),
      ),
    ];
    expect(made.map((response) => response.status)).toEqual([201, 201, 201, 400, 201, 201]);
    expect(made[3]!.json.fields).toEqual({ children: expect.stringContaining("2099/0001") });
    expect(made.map((response) => response.json.state)).toEqual([
      "live",
      "live",
      "live",
      undefined,
      "draft",
      "scheduled",
    ]);

    const shown = await publicAchievements();
    const names = shown.map((item) => item.name);
    // Dated furthest ahead, so first: the newest award first.
    expect(names.slice(0, 3)).toEqual(["Newest Award", "Middle Team", "Older Award"]);
    expect(names).not.toContain("No Consent Yet");
    expect(names).not.toContain("Still A Draft");
    expect(names).not.toContain("Published Later");
    // Nor the demo's pupil whose parents have not consented yet.
    expect(names).not.toContain("Navya Joshi");
    expect(shown[0]).toEqual({
      _id: made[1]!.json.id,
      title: "First place, District Chess Championship (Under-14)",
      name: "Newest Award",
      class: "VIII-B",
      date: "2099-03-02",
      level: "State",
      description: "",
      attachments: [stored.json.path],
    });
  });

  it("finds an award by name in the office's list, and takes it off the site when deleted", async () => {
    const made = await editor.call(
      "POST",
      "/records/achievements",
      award("Ishaan Chatterjee", "2099-04-01", { level: "National" }),
    );
    const found = await editor.call("GET", "/records/achievements?q=chatterjee");
    expect(found.status).toBe(200);
    const records = found.json as unknown as { values: { name: string } }[];
    expect(records.map((record) => record.values.name)).toEqual(["Ishaan Chatterjee"]);
    expect((await publicAchievements())[0]?.name).toBe("Ishaan Chatterjee");

    const deleted = await editor.call("DELETE", `/records/achievements/${made.json.id}`, {});
    expect(deleted.status).toBe(200);
    expect((await publicAchievements()).map((item) => item.name)).not.toContain(
      "Ishaan Chatterjee",
    );
  });

  it("takes only a picture as the photo, and a level from the list", async () => {
    const document = await PDFDocument.create();
    document.addPage([200, 200]).drawText("Certificate", { x: 20, y: 100, size: 12 });
    const notice = await upload(await document.save(), "certificate.pdf");
    const refused = await editor.call(
      "POST",
      "/records/achievements",
      award("With A PDF", "2099-05-01", { attachments: [notice.json.path], level: "Galactic" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({
      attachments: "Photo: each must be a JPEG, PNG or WebP picture.",
      level: "Level must be one of: School, District, State, National, International.",
    });
  });
});
