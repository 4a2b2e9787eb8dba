import { beforeAll, describe, expect, it } from "vitest";
import * as t from "#server/db/schema.ts";
import { testBackend, type TestBackend } from "../support/test-backend.ts";
import {
  goodPassword,
  OfficeClient,
  signedIn,
  signedInAdministrator,
} from "../support/office-client.ts";

type Role = "administrator" | "editor" | "contributor" | "office";
const writers: Role[] = ["administrator", "editor", "contributor"];

const someId = "00000000-0000-4000-8000-000000000000";

/** Every office call but signing in and out, and the roles allowed to make it. */
const calls: { method: string; path: string; body?: unknown; roles: Role[] }[] = [
  ...(
    [
      ...[
        "news",
        "highlights",
        "events",
        "notifications",
        "registrations",
        "messages",
        "albums",
        "videos",
        "circulars",
        "toppers",
        "birthdays",
      ].map((kind) => [kind, writers] as const),
      ["certificates", ["administrator", "office"]] as const,
    ] as const
  ).flatMap(([kind, roles]) => [
    { method: "GET", path: `/records/${kind}`, roles: [...roles] },
    { method: "GET", path: `/records/${kind}/years`, roles: [...roles] },
    { method: "GET", path: `/records/${kind}/${someId}`, roles: [...roles] },
    { method: "POST", path: `/records/${kind}`, body: {}, roles: [...roles] },
    { method: "PUT", path: `/records/${kind}/${someId}`, body: {}, roles: [...roles] },
    { method: "DELETE", path: `/records/${kind}/${someId}`, body: {}, roles: [...roles] },
    { method: "POST", path: `/records/${kind}/${someId}/restore`, body: {}, roles: [...roles] },
    { method: "POST", path: `/records/${kind}/import`, body: {}, roles: [...roles] },
    {
      method: "POST",
      path: `/records/${kind}/bulk`,
      body: {},
      // A contributor opens each of their drafts; an approver changes several at once.
      roles: roles.filter((role) => role !== "contributor"),
    },
    { method: "POST", path: `/records/${kind}/check`, body: {}, roles: [...roles] },
  ]),
  { method: "GET", path: "/certificate-downloads", roles: ["administrator", "office"] },
  { method: "GET", path: "/certificate-downloads/years", roles: ["administrator", "office"] },
  { method: "POST", path: "/files?for=certificates", body: {}, roles: ["administrator", "office"] },
  { method: "GET", path: "/accounts", roles: ["administrator"] },
  { method: "POST", path: "/accounts", body: {}, roles: ["administrator"] },
  { method: "POST", path: `/accounts/${someId}/password`, body: {}, roles: ["administrator"] },
  { method: "PATCH", path: `/accounts/${someId}`, body: {}, roles: ["administrator"] },
  { method: "GET", path: "/audit", roles: ["administrator"] },
  { method: "GET", path: "/audit/years", roles: ["administrator"] },
  { method: "GET", path: "/authors", roles: [...writers, "office"] },
  { method: "GET", path: "/counts", roles: [...writers, "office"] },
  { method: "GET", path: "/api-keys", roles: ["administrator"] },
  { method: "POST", path: "/api-keys", body: {}, roles: ["administrator"] },
  { method: "DELETE", path: `/api-keys/${someId}`, body: {}, roles: ["administrator"] },
  { method: "POST", path: "/files", body: {}, roles: writers },
  { method: "GET", path: "/files", roles: writers },
  { method: "POST", path: "/files/details", body: {}, roles: writers },
  { method: "GET", path: "/enquiries", roles: ["administrator", "office"] },
  { method: "GET", path: "/enquiries.csv", roles: ["administrator", "office"] },
  { method: "GET", path: "/enquiries/years", roles: ["administrator", "office"] },
  { method: "PATCH", path: `/enquiries/${someId}`, body: {}, roles: ["administrator", "office"] },
  {
    method: "POST",
    path: `/enquiries/${someId}/reply`,
    body: {},
    roles: ["administrator", "office"],
  },
  { method: "GET", path: "/me", roles: [...writers, "office"] },
  { method: "GET", path: "/search?q=fees", roles: [...writers, "office"] },
  { method: "POST", path: "/password", body: {}, roles: [...writers, "office"] },
  { method: "GET", path: "/pages", roles: writers },
  { method: "GET", path: "/pages/translations", roles: writers },
  { method: "GET", path: "/pages/SchoolFees", roles: writers },
  { method: "PUT", path: "/pages/SchoolFees", body: {}, roles: writers },
  {
    method: "POST",
    path: "/pages/SchoolFees/restore",
    body: {},
    roles: ["administrator", "editor"],
  },
  { method: "POST", path: "/pages/start-session", body: {}, roles: ["administrator", "editor"] },
  { method: "POST", path: "/pages/check", body: {}, roles: writers },
  { method: "GET", path: "/approvals", roles: writers },
  { method: "POST", path: "/approvals", body: {}, roles: writers },
  // Who approves is the school's setting: here the usual "none", where editors publish.
  {
    method: "POST",
    path: `/approvals/${someId}/approve`,
    body: {},
    roles: ["administrator", "editor"],
  },
  {
    method: "POST",
    path: `/approvals/${someId}/return`,
    body: {},
    roles: ["administrator", "editor"],
  },
  { method: "PUT", path: "/approvals/setting", body: {}, roles: ["administrator"] },
  { method: "GET", path: "/reviews", roles: ["administrator", "editor"] },
  { method: "GET", path: "/reads", roles: ["administrator", "editor"] },
  { method: "POST", path: "/reviews", body: {}, roles: ["administrator", "editor"] },
  { method: "PUT", path: "/reviews/interval", body: {}, roles: ["administrator"] },
  { method: "GET", path: "/settings", roles: ["administrator"] },
  { method: "PUT", path: "/settings", body: {}, roles: ["administrator"] },
  { method: "GET", path: "/archive", roles: ["administrator"] },
  { method: "POST", path: "/archive", body: {}, roles: ["administrator"] },
];

let backend: TestBackend;
let clients: Record<Role | "nobody", OfficeClient>;
beforeAll(async () => {
  backend = await testBackend();
  clients = {
    nobody: new OfficeClient(backend.request, "198.51.100.240"),
    editor: await signedIn(backend.request, "editor", "198.51.100.241"),
    office: await signedIn(backend.request, "office", "198.51.100.242"),
    administrator: await signedInAdministrator(backend.request, "198.51.100.243"),
    contributor: new OfficeClient(backend.request, "198.51.100.244"),
  };
  // A contributor is made while someone approves; the school then goes back to no approval,
  // which keeps the account (its work still waits for an editor).
  await clients.administrator.call("PUT", "/approvals/setting", { approval: "editors" });
  const email = "roles.contributor@hlca.demo.example";
  await clients.administrator.call("POST", "/accounts", {
    name: "Roles Contributor",
    email,
    role: "contributor",
    password: goodPassword,
  });
  await clients.administrator.call("PUT", "/approvals/setting", { approval: "none" });
  const signIn = await clients.contributor.signIn(email, goodPassword);
  if (signIn.status !== 200) throw new Error(`contributor sign-in: ${signIn.text}`);
});

describe("every office call is checked for the caller's role on the server", () => {
  for (const call of calls) {
    it(`${call.method} ${call.path}`, async () => {
      const seen: Record<string, number> = {};
      for (const who of ["nobody", "editor", "contributor", "office", "administrator"] as const) {
        seen[who] = (await clients[who].call(call.method, call.path, call.body)).status;
      }
      const expected = Object.fromEntries(
        Object.keys(seen).map((who) => [
          who,
          who === "nobody" ? 401 : call.roles.includes(who as Role) ? "allowed" : 403,
        ]),
      );
      const verdict = Object.fromEntries(
        Object.entries(seen).map(([who, status]) => [
          who,
          status === 401 || status === 403 ? status : "allowed",
        ]),
      );
      expect(verdict).toEqual(expected);
    });
  }

  it("lets no account act for another school", async () => {
    await backend.database.db
      .insert(t.schools)
      .values({ schoolCode: "OTHER", name: "Another school" })
      .onConflictDoNothing();
    expect((await clients.editor.call("GET", "/records/news")).status).toBe(200);
    const elsewhere = await backend.request("/api/office/OTHER/records/news", {
      headers: { Cookie: [...clients.editor.cookies].map(([n, v]) => `${n}=${v}`).join("; ") },
    });
    expect(elsewhere.status).toBe(401);
  });
});
