import { beforeAll, describe, expect, it } from "vitest";
import { recordKinds } from "#contracts/office-records.ts";
import * as t from "#server/db/schema.ts";
import { schoolCode, testBackend, type TestBackend } from "../support/test-backend.ts";
import { OfficeClient, accounts, signedInAdministrator } from "../support/office-client.ts";

let backend: TestBackend;
let admin: OfficeClient;
beforeAll(async () => {
  backend = await testBackend();
  admin = await signedInAdministrator(backend.request, "198.51.100.170");
});

/** A call as another system makes it: the key, JSON, no cookie. */
function withKey(
  key: string,
  method: string,
  path: string,
  body?: unknown,
  address = "192.0.2.170",
) {
  return backend.request(`/api/office/${schoolCode}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      "X-Forwarded-For": address,
      ...(body !== undefined && { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("API keys for the provider's systems", () => {
  it("are shown once, kept hashed, act in their role for one school, and can be revoked", async () => {
    const made = await admin.call("POST", "/api-keys", { name: "School ERP", role: "editor" });
    expect(made.status).toBe(201);
    const key = String(made.json.key);
    expect(key).toMatch(/^sk_[\w-]{40,}$/);
    const listed = (await admin.call("GET", "/api-keys")).text;
    expect(listed).not.toContain(key);
    expect(listed).toContain(key.slice(0, 10));
    const [stored] = await backend.database.db.select().from(t.apiKeys);
    expect(JSON.stringify(stored)).not.toContain(key.slice(3));

    const notice = await withKey(key, "POST", "/records/news", {
      category: "NoticeBoard",
      title: "Fee due date moved to 15 December",
      fromDate: "2026-11-25",
      status: "published",
    });
    expect(notice.status).toBe(201);
    const id = ((await notice.json()) as { id: string }).id;
    const history = (await admin.call("GET", `/records/news/${id}`)).json.history as {
      actorName: string;
    }[];
    expect(history[0]!.actorName).toBe('API key "School ERP"');

    // An editor's key reads no enquiries, and works for no other school.
    expect((await withKey(key, "GET", "/enquiries")).status).toBe(403);
    await backend.database.db
      .insert(t.schools)
      .values({ schoolCode: "OTHER2", name: "Another school" })
      .onConflictDoNothing();
    const elsewhere = await backend.request("/api/office/OTHER2/records/news", {
      headers: { Authorization: `Bearer ${key}`, "X-Forwarded-For": "192.0.2.171" },
    });
    expect(elsewhere.status).toBe(401);

    expect((await admin.call("DELETE", `/api-keys/${made.json.id}`, {})).status).toBe(200);
    expect((await withKey(key, "GET", "/records/news")).status).toBe(401);
  });

  it("lets an office key read enquiries, and makes a guesser wait", async () => {
    const made = await admin.call("POST", "/api-keys", { name: "Admissions CRM", role: "office" });
    const key = String(made.json.key);
    expect((await withKey(key, "GET", "/enquiries")).status).toBe(200);
    expect((await withKey(key, "GET", "/records/news")).status).toBe(403);

    for (let i = 0; i < 10; i++) {
      expect(
        (await withKey(`sk_guess${i}`, "GET", "/enquiries", undefined, "192.0.2.172")).status,
      ).toBe(401);
    }
    const waiting = await withKey(key, "GET", "/enquiries", undefined, "192.0.2.172");
    expect(waiting.status).toBe(429);
  });

  it("are made by administrators only", async () => {
    const editor = new OfficeClient(backend.request, "198.51.100.171");
    await editor.signIn(accounts.editor.email, accounts.editor.password);
    expect((await editor.call("POST", "/api-keys", { name: "x", role: "editor" })).status).toBe(
      403,
    );
  });
});

describe("the OpenAPI document", () => {
  it("describes every record call with the fields the forms have", async () => {
    const response = await backend.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties: object; required: string[] }> };
    };
    expect(doc.openapi).toBe("3.1.0");
    for (const kind of Object.values(recordKinds)) {
      const base = `/api/office/{schoolCode}/records/${kind.kind}`;
      expect(Object.keys(doc.paths[base]!).sort()).toEqual(["get", "post"]);
      expect(Object.keys(doc.paths[`${base}/{id}`]!).sort()).toEqual(["delete", "get", "put"]);
      expect(Object.keys(doc.paths[`${base}/{id}/restore`]!)).toEqual(["post"]);
      const schema =
        doc.components.schemas[`${kind.kind[0]!.toUpperCase()}${kind.kind.slice(1)}Input`]!;
      expect(Object.keys(schema.properties).sort()).toEqual(
        [...kind.fields.map((f) => f.name), "publishAt", "expireAt", "status"].sort(),
      );
      expect(schema.required).toEqual([
        ...kind.fields.filter((f) => "required" in f && f.required).map((f) => f.name),
        "status",
      ]);
    }
  });
});
