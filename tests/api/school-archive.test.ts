import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "#server/db/schema.ts";
import { createStaff } from "#server/office/staff.ts";
import { findSchool } from "#server/services/schools.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { OfficeClient, signedIn, signedInAdministrator } from "../support/office-client.ts";
import { totp } from "../support/totp.ts";

// Another school in minutes: the demo school's pages, settings and files leave as one archive
// and come in under a second school code, and one backend then serves both.

const second = "HLCB";
let backend: TestBackend;
let administrator: OfficeClient;

beforeAll(async () => {
  backend = await testBackend();
  administrator = await signedInAdministrator(backend.request, "198.51.100.220");
});

afterAll(async () => {
  await backend.database.db.delete(t.schools).where(eq(t.schools.schoolCode, second));
  fs.rmSync(path.join(backend.files.root, second), { recursive: true, force: true });
});

const cookiesOf = (client: OfficeClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

/** The second school and its first administrator, signed in with both steps. */
async function secondSchoolAdministrator(): Promise<OfficeClient> {
  const { db } = backend.database;
  await db.insert(t.schools).values({ schoolCode: second, name: "Second School" });
  const school = await findSchool(db, second);
  const account = {
    name: "Second Administrator",
    email: "administrator@second.demo.example",
    role: "administrator" as const,
    password: "kettle violet monsoon ladder",
  };
  await createStaff(backend.auth, db, school!.id, account, { id: null, name: "test" });
  const client = new OfficeClient(backend.request, "198.51.100.221", second);
  await client.signIn(account.email, account.password);
  const setUp = await client.call("POST", "/second-factor", { password: account.password });
  const confirmed = await client.call("POST", "/second-factor/confirm", {
    code: totp(String(setUp.json.secret)),
  });
  expect(confirmed.status).toBe(200);
  return client;
}

describe("a school's site as one archive", () => {
  it("is taken by administrators only", async () => {
    const editor = await signedIn(backend.request, "editor", "198.51.100.222");
    expect((await editor.call("GET", "/archive")).status).toBe(403);
    expect((await editor.call("POST", "/archive", new Uint8Array([1, 2, 3]))).status).toBe(403);
  });

  it("starts a second school that the same backend serves beside the first", async () => {
    const exported = await backend.request(`/api/office/${schoolCode}/archive`, {
      headers: { Cookie: cookiesOf(administrator), "X-Forwarded-For": "198.51.100.220" },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="HLCA-/);
    const archive = new Uint8Array(await exported.arrayBuffer());

    const newcomer = await secondSchoolAdministrator();
    // A file that is not an archive is refused, and nothing is written.
    const wrong = await newcomer.call("POST", "/archive", new TextEncoder().encode("not a tar"));
    expect(wrong.status).toBe(400);
    expect((await backend.request(`/api/page/${second}/SchoolFees`)).status).toBe(404);

    const imported = await newcomer.call("POST", "/archive", archive);
    expect(imported.status).toBe(200);
    expect(imported.json).toMatchObject({ ok: true, settings: true });
    expect(imported.json.pages).toBeGreaterThanOrEqual(44);
    expect(imported.json.files).toBeGreaterThan(10);

    for (const page of ["/SchoolFees", "/AboutUs", "/Facilities"]) {
      const first = await (await backend.request(`/api/page/${schoolCode}${page}`)).json();
      const copy = await (await backend.request(`/api/page/${second}${page}`)).json();
      expect(copy.document).toEqual(first.document);
    }
    const settings = await (await backend.request(`/api/settings/${second}`)).json();
    const original = await (await backend.request(`/api/settings/${schoolCode}`)).json();
    expect(settings.settings).toEqual(original.settings);

    // The school's files are there under the second school's folder, byte for byte.
    const stored = await backend.files.list(schoolCode);
    expect((await backend.files.list(second)).length).toBe(stored.length);
    const picture = stored.find((file) => file.endsWith(".jpg"))!.slice(schoolCode.length + 1);
    const both = await Promise.all(
      [schoolCode, second].map((code) => backend.request(`/api/image/${code}/${picture}`)),
    );
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(Buffer.from(await both[1]!.arrayBuffer())).toEqual(
      Buffer.from(await both[0]!.arrayBuffer()),
    );

    // Each school keeps its own words: a change to one leaves the other as it was.
    const opened = await newcomer.call("GET", "/pages/OurMotto");
    const saved = await newcomer.call("PUT", "/pages/OurMotto", {
      document: { ...(opened.json.document as object), heading: "The second school's motto" },
      status: "published",
      basedOn: opened.json.number,
    });
    expect(saved.status).toBe(200);
    const [mine, theirs] = await Promise.all(
      [second, schoolCode].map(
        async (code) =>
          (await (await backend.request(`/api/page/${code}/OurMotto`)).json()).document.heading,
      ),
    );
    expect(mine).toBe("The second school's motto");
    expect(theirs).not.toBe("The second school's motto");
  });
});
