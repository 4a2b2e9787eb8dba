import { beforeAll, describe, expect, it } from "vitest";
import { createApi } from "#server/api/api.ts";
import { testBackend, timeZone, type TestBackend } from "../support/test-backend.ts";
import {
  OfficeClient,
  accounts,
  signedIn,
  signedInAdministrator,
} from "../support/office-client.ts";

let backend: TestBackend;
let admin: OfficeClient;
let editor: OfficeClient;
beforeAll(async () => {
  backend = await testBackend();
  admin = await signedInAdministrator(backend.request, "198.51.100.190");
  editor = await signedIn(backend.request, "editor", "198.51.100.191");
});

/** A body sent as JSON that is not: the bytes as they are, with the JSON type. */
const raw = (text: string) => new TextEncoder().encode(text);
const asJson = { "Content-Type": "application/json" };

describe("a body that is not JSON", () => {
  const malformed = { error: "The request body is not valid JSON." };

  it("is refused as such by every kind of office call, not read as an empty form", async () => {
    const anyone = new OfficeClient(backend.request, "198.51.100.192");
    const calls: [OfficeClient, string, string][] = [
      [anyone, "POST", "/session"],
      [editor, "POST", "/records/news"],
      [editor, "PUT", "/pages/about"],
      [admin, "POST", "/api-keys"],
      [admin, "POST", "/accounts"],
      [admin, "PUT", "/settings"],
      [admin, "PATCH", "/enquiries/00000000-0000-4000-8000-000000000000"],
    ];
    for (const [client, method, path] of calls) {
      const answer = await client.call(method, path, raw('{"title": "Sports day'), asJson);
      expect({ call: `${method} ${path}`, status: answer.status, json: answer.json }).toEqual({
        call: `${method} ${path}`,
        status: 400,
        json: malformed,
      });
    }
  });

  it("is refused when it is JSON but not one object of fields", async () => {
    for (const body of ["[]", "null", '"news"']) {
      const answer = await editor.call("POST", "/records/news", raw(body), asJson);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: "Send the fields as one JSON object." });
    }
  });

  it("is not taken as a sign-in attempt, and the right one still signs in", async () => {
    const clerk = new OfficeClient(backend.request, "198.51.100.193");
    expect((await clerk.call("POST", "/session", raw("email=x"), asJson)).json).toEqual(malformed);
    const { email, password } = accounts.office;
    expect((await clerk.signIn(email, password)).json).toEqual({ next: "done" });
  });
});

type Document = { paths: Record<string, Record<string, unknown>> };

/**
 * Every office call the API answers, walked from its Hono app's routes as the server mounts it
 * (at /api), named as the document names them: "get /api/office/{schoolCode}/...".
 */
function officeRoutes() {
  const api = createApi({
    db: backend.database.db,
    files: backend.files,
    privateFiles: backend.privateFiles,
    timeZone,
    ping: backend.database.ping,
    auth: backend.auth,
  });
  return new Set(
    api.routes
      .map((route) => ({ method: route.method, path: `/api${route.path}` }))
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/office/"))
      .map((route) => {
        const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}");
        return `${route.method.toLowerCase()} ${path}`;
      }),
  );
}

describe("the OpenAPI document", () => {
  it("names every office call the app answers, and only those, with their methods", async () => {
    const response = await backend.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Document;
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method} ${path}`),
      ),
    );
    const routes = officeRoutes();
    // The answers for a kind of record the registry does not have (or does not import): not
    // calls of their own, so not in the document.
    const notFound = [
      "get /api/office/{schoolCode}/records/{kind}",
      "post /api/office/{schoolCode}/records/{kind}",
      "get /api/office/{schoolCode}/records/{kind}/{id}",
      "put /api/office/{schoolCode}/records/{kind}/{id}",
      "delete /api/office/{schoolCode}/records/{kind}/{id}",
      "post /api/office/{schoolCode}/records/{kind}/{id}/restore",
      "post /api/office/{schoolCode}/records/{kind}/import",
      "put /api/office/{schoolCode}/records/{kind}/{id}/hindi",
    ];
    expect([...routes].filter((route) => !documented.has(route)).sort()).toEqual(notFound.sort());
    expect([...documented].filter((call) => !routes.has(call))).toEqual([]);
    // Signing in, accounts and the audit log are there too, not only the records.
    for (const call of [
      "post /api/office/{schoolCode}/session",
      "patch /api/office/{schoolCode}/accounts/{id}",
      "get /api/office/{schoolCode}/audit",
      "get /api/office/{schoolCode}/enquiries.csv",
    ]) {
      expect(documented).toContain(call);
    }
  });

  it("describes each body with the schema the call checks it with", async () => {
    type Schema = {
      properties: Record<string, Schema & { maxLength?: number }>;
      required: string[];
    };
    const doc = (await (await backend.request("/api/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>
      >;
    };
    const body = (method: string, path: string) =>
      doc.paths[`/api/office/{schoolCode}${path}`]![method]!.requestBody!.content[
        "application/json"
      ]!.schema;
    expect(body("post", "/api-keys")).toMatchObject({
      properties: { name: { maxLength: 100 }, role: { enum: ["editor", "office"] } },
      required: ["name", "role"],
    });
    expect(body("patch", "/enquiries/{id}").properties.note).toMatchObject({ maxLength: 2000 });
    expect(body("put", "/pages/{path}").properties.document!.required).toContain("blocks");
    // A call as the document describes it is answered as a refused field, not as a fault.
    const refused = await admin.call("POST", "/api-keys", { name: "", role: "editor" });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({ name: "Name is required." });
  });
});
