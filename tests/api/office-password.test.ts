import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "#server/db/schema.ts";
import { testBackend, type TestBackend } from "../support/test-backend.ts";
import {
  OfficeClient,
  signedInAdministrator,
  goodPassword,
  newEditor,
} from "../support/office-client.ts";

let backend: TestBackend;
let admin: OfficeClient;
beforeAll(async () => {
  backend = await testBackend();
  admin = await signedInAdministrator(backend.request, "198.51.100.160");
});

let nextAddress = 161;
const client = () => new OfficeClient(backend.request, `198.51.100.${nextAddress++}`);

const good = goodPassword;

const newAccount = (email: string, name = "Ravi Menon") => newEditor(admin, email, name);

describe("passwords an administrator sets", () => {
  it("are refused when easy to guess, saying why, for a new account and a reset", async () => {
    for (const password of ["password12", "1234567890", "ravi.menon.1990"]) {
      const made = await admin.call("POST", "/accounts", {
        name: "Ravi Menon",
        email: `ravi.menon.${password.length}@hlca.demo.example`,
        role: "editor",
        password,
      });
      expect(made.status, password).toBe(400);
      expect(String((made.json.fields as Record<string, string>).password)).toMatch(
        /easy to guess.*few unrelated words/,
      );
    }
    const id = await newAccount("ravi.menon@hlca.demo.example");
    const reset = await admin.call("POST", `/accounts/${id}/password`, { password: "password12" });
    expect(reset.status).toBe(400);
    expect(reset.json.fields).toHaveProperty("password");
    expect((await client().signIn("ravi.menon@hlca.demo.example", good)).status).toBe(200);
  });
});

describe("staff changing their own password", () => {
  it("needs the current one and a good new one, ends the other sign-ins, and is logged", async () => {
    const email = "anita.verma@hlca.demo.example";
    const id = await newAccount(email, "Anita Verma");
    const laptop = client();
    const phone = client();
    expect((await laptop.signIn(email, good)).status).toBe(200);
    expect((await phone.signIn(email, good)).status).toBe(200);
    const change = (body: object) => laptop.call("POST", "/password", body);

    const wrongCurrent = await change({
      currentPassword: "not it at all",
      newPassword: "harbour teaspoon meadow lantern",
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.json.fields).toHaveProperty("currentPassword");
    const weak = await change({ currentPassword: good, newPassword: "anita.verma.2024" });
    expect(weak.status).toBe(400);
    expect(String((weak.json.fields as Record<string, string>).newPassword)).toMatch(
      /easy to guess/,
    );
    expect((await laptop.call("GET", "/me")).status).toBe(200);

    const changed = await change({
      currentPassword: good,
      newPassword: "harbour teaspoon meadow lantern",
    });
    expect(changed.status).toBe(200);
    expect((await laptop.call("GET", "/me")).status).toBe(200);
    expect((await phone.call("GET", "/me")).status).toBe(401);
    expect((await client().signIn(email, good)).status).toBe(401);
    expect((await client().signIn(email, "harbour teaspoon meadow lantern")).status).toBe(200);

    const logged = await backend.database.db
      .select({ action: t.auditLog.action })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.recordId, id), eq(t.auditLog.actorId, id)));
    expect(logged.map((line) => line.action)).toContain("change-password");
  });

  it("is for the signed-in only", async () => {
    const answer = await client().call("POST", "/password", {
      currentPassword: good,
      newPassword: "harbour teaspoon meadow lantern",
    });
    expect(answer.status).toBe(401);
  });
});
