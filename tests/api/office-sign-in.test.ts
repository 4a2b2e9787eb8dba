import { beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "#server/office/auth.ts";
import { createStaff } from "#server/office/staff.ts";
import { findSchool } from "#server/services/schools.ts";
import { memoryStore, postgresStore } from "#server/services/rate-limit.ts";
import { signInAccountLimit, signInPairLimit } from "#server/office/sign-in-limits.ts";
import {
  queryableOf,
  schoolCode,
  testBackend,
  type TestApp,
  type TestBackend,
} from "../support/test-backend.ts";
import {
  OfficeClient,
  accounts,
  notice,
  signedIn,
  signedInAdministrator,
} from "../support/office-client.ts";
import { totp, unusedTotp } from "../support/totp.ts";
import { eq } from "drizzle-orm";
import * as t from "#server/db/schema.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await testBackend();
});

// Each test signs in from its own address, so one test's failures never limit another's.
let nextAddress = 1;
const client = () => new OfficeClient(backend.request, `198.51.100.${nextAddress++}`);

/** An account of this test's own, so no other test's failed sign-ins count against it. */
async function newStaff(
  role: "administrator" | "editor" | "office",
  email: string,
  code: string = schoolCode,
) {
  // A few unrelated words, as the office asks of a password.
  const password = "kettle violet monsoon ladder";
  const school = await findSchool(backend.database.db, code);
  await createStaff(
    backend.auth,
    backend.database.db,
    school!.id,
    { name: email.split("@")[0]!, email, role, password },
    { id: null, name: "test" },
  );
  return { email, password };
}

/** An account of this test's own with the second step set up, and the app's secret. */
async function withSecondStep(email: string, code: string = schoolCode) {
  const { password } = await newStaff("editor", email, code);
  const owner = new OfficeClient(backend.request, `198.51.100.${nextAddress++}`, code);
  expect((await owner.signIn(email, password)).status).toBe(200);
  const secret = String((await owner.call("POST", "/second-factor", { password })).json.secret);
  const confirmed = await owner.call("POST", "/second-factor/confirm", {
    code: await unusedTotp(secret),
  });
  expect(confirmed.status).toBe(200);
  return { email, password, secret };
}

const turnOff = (email: string) =>
  backend.database.db
    .update(t.officeUsers)
    .set({ disabled: true })
    .where(eq(t.officeUsers.email, email));

describe("signing in to the school office", () => {
  it("sets an HttpOnly, SameSite=Lax session cookie and knows who is signed in", async () => {
    const editor = client();
    const answer = await editor.signIn(accounts.editor.email, accounts.editor.password);
    expect(answer.status).toBe(200);
    expect(answer.json.next).toBe("done");
    const cookie = answer.headers.getSetCookie().find((line) => line.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");

    const me = await editor.call("GET", "/me");
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: accounts.editor.email, role: "editor" });
  });

  it("marks its cookies Secure over TLS, directly or through a trusted proxy only", async () => {
    const { email, password } = accounts.editor;
    const signIn = (app: { request: TestBackend["request"] }, url: string, proto?: string) =>
      app.request(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": `198.51.100.${nextAddress++}`,
          "Sec-Fetch-Site": "same-origin",
          ...(proto && { "X-Forwarded-Proto": proto }),
        },
        body: JSON.stringify({ email, password }),
      });
    const path = `/api/office/${schoolCode}/session`;
    const cookie = async (response: Promise<Response>) =>
      (await response).headers.getSetCookie().find((line) => line.includes("session_token"))!;
    expect(await cookie(signIn(backend, `https://school.test${path}`))).toMatch(/; Secure$/);
    expect(await cookie(signIn(backend, path, "https"))).not.toMatch(/Secure/);
    const behindProxy = backend.configured({ trustProxy: 1 });
    expect(await cookie(signIn(behindProxy, path, "https"))).toMatch(/; Secure$/);
  });

  it("answers an unknown e-mail exactly as a wrong password", async () => {
    const wrongPassword = await client().signIn(accounts.editor.email, "not the password");
    const unknown = await client().signIn("nobody@hlca.demo.example", "not the password");
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.text).toBe(wrongPassword.text);
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it("takes about as long for an unknown e-mail as for a wrong password", async () => {
    // Both hash the password they were given, with the office's own scrypt (the other tests
    // hash quickly); the median of several tries hides the noise.
    const { request } = backend.configured({
      auth: createAuth({
        db: backend.database.db,
        secret: "test-office-secret-".repeat(3),
        issuer: "Test",
      }),
    });
    const median = async (email: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await new OfficeClient(request, `198.51.100.${nextAddress++}`).signIn(
          email,
          "not the password",
        );
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    const known = await median(accounts.office.email);
    const unknown = await median("nobody-at-all@hlca.demo.example");
    expect(unknown / known).toBeGreaterThan(0.5);
    expect(unknown / known).toBeLessThan(2);
  });

  it("lets a stranger's failures lock only the stranger out, not the account's owner", async () => {
    const { email, password } = await newStaff("office", "limited@hlca.demo.example");
    const stranger = client();
    for (let i = 0; i < 10; i++) {
      expect((await stranger.signIn(email, `wrong ${i}`)).status).toBe(401);
    }
    // The right password from the stranger's address waits too: a guess cannot be told apart.
    const refused = await stranger.signIn(email, password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The owner, from anywhere else, still signs in.
    expect((await client().signIn(email, password)).status).toBe(200);
  });

  it("limits failed sign-ins per account from many addresses together", async () => {
    const { email, password } = await newStaff("office", "many.addresses@hlca.demo.example");
    const addresses = Array.from(
      { length: signInAccountLimit.points / signInPairLimit.points },
      () => client(),
    );
    const tries = addresses.flatMap((guesser) =>
      Array.from(
        { length: signInPairLimit.points },
        (_, i) => () => guesser.signIn(email, `wrong ${i}`),
      ),
    );
    const statuses = await Promise.all(tries.map((attempt) => attempt()));
    expect(statuses.map((answer) => answer.status)).not.toContain(429);
    expect((await client().signIn(email, password)).status).toBe(429);
    // Another account is not held up.
    expect((await client().signIn(accounts.editor.email, accounts.editor.password)).status).toBe(
      200,
    );
  });

  it("limits failed sign-ins per address, whichever accounts they try", async () => {
    const guesser = new OfficeClient(backend.request, "192.0.2.77");
    for (let i = 0; i < 30; i++) {
      await guesser.signIn(`guess${i}@hlca.demo.example`, "password123");
    }
    const refused = await guesser.signIn(accounts.editor.email, accounts.editor.password);
    expect(refused.status).toBe(429);
  });

  it("signs out, and signs out everywhere", async () => {
    const laptop = await signedIn(backend.request, "editor", "198.51.100.201");
    const phone = await signedIn(backend.request, "editor", "198.51.100.202");
    const other = await signedIn(backend.request, "editor", "198.51.100.203");
    expect((await laptop.call("DELETE", "/session", {})).status).toBe(200);
    expect((await laptop.call("GET", "/me")).status).toBe(401);
    expect((await phone.call("GET", "/me")).status).toBe(200);

    expect((await phone.call("POST", "/sessions/end-all", {})).status).toBe(200);
    expect((await phone.call("GET", "/me")).status).toBe(401);
    expect((await other.call("GET", "/me")).status).toBe(401);
  });

  it("ends a sign-in 30 days after it was made, however often it is used", async () => {
    const { email, password } = await newStaff("editor", "long.session@hlca.demo.example");
    const device = client();
    expect((await device.signIn(email, password)).status).toBe(200);
    const [user] = await backend.database.db
      .select({ id: t.officeUsers.id })
      .from(t.officeUsers)
      .where(eq(t.officeUsers.email, email));
    const age = async (days: number) =>
      backend.database.db
        .update(t.officeSessions)
        .set({
          createdAt: new Date(Date.now() - days * 86_400_000),
          // Kept renewed by daily use, as better-auth moves it on.
          expiresAt: new Date(Date.now() + 7 * 86_400_000),
        })
        .where(eq(t.officeSessions.userId, user!.id));
    await age(29);
    expect((await device.call("GET", "/me")).status).toBe(200);
    await age(30.01);
    expect((await device.call("GET", "/me")).status).toBe(401);
    expect((await device.call("POST", "/records/news", { title: "x" })).status).toBe(401);
  });

  it("refuses writes that a page on another site could send", async () => {
    const editor = await signedIn(backend.request, "editor", "198.51.100.210");
    const form = await editor.call("POST", "/records/news", undefined, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    const crossSite = await editor.call(
      "POST",
      "/records/news",
      { title: "x" },
      { "Sec-Fetch-Site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
  });

  it("refuses writes that do not say they come from the office's own pages", async () => {
    const editor = await signedIn(backend.request, "editor", "198.51.100.211");
    const post = (headers: Record<string, string>) =>
      backend.request(`/api/office/${schoolCode}/records/news`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Cookie: [...editor.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
          "X-Forwarded-For": "198.51.100.211",
          ...headers,
        },
        body: JSON.stringify(notice("Sent by whom?")),
      });
    const neither = await post({});
    expect(neither.status).toBe(403);
    expect(((await neither.json()) as { error: string }).error).toMatch(/office's own pages/);
    expect((await post({ Origin: "https://elsewhere.example" })).status).toBe(403);
    expect((await post({ Origin: "null" })).status).toBe(403);
    expect((await post({ "Sec-Fetch-Site": "none" })).status).toBe(403);
    expect((await post({ Origin: "http://school.test" })).status).toBe(201);
    expect((await post({ "Sec-Fetch-Site": "same-origin" })).status).toBe(201);
    // Signing in is a write too: another site cannot sign a visitor in as someone else.
    const signIn = await backend.request(`/api/office/${schoolCode}/session`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.212" },
      body: JSON.stringify(accounts.editor),
    });
    expect(signIn.status).toBe(403);
  });
});

// Counted in this process and in the database (as instances sharing PostgreSQL count them).
describe.each(["memory", "database"] as const)("sign-in limits counted in %s", (store) => {
  let app: TestApp;
  beforeAll(() => {
    app = backend.configured({
      rateLimitStore: store === "memory" ? memoryStore : postgresStore(queryableOf(backend)),
    });
  });

  it("count guesses sent at once before checking any: only the limit reach the password", async () => {
    const { email, password } = await newStaff("office", `at.once.${store}@hlca.demo.example`);
    const guesser = new OfficeClient(app.request, `192.0.2.${store === "memory" ? 11 : 12}`);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => guesser.signIn(email, `wrong guess ${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect((await guesser.signIn(email, password)).status).toBe(429);
  });
});

describe("the administrator's second factor", () => {
  it("must be set up before an administrator can do anything, then is asked at every sign-in", async () => {
    // An administrator of their own, whatever the other tests did with the demo's.
    const { email, password } = await newStaff("administrator", "second.admin@hlca.demo.example");
    const admin = client();
    const first = await admin.signIn(email, password);
    expect(first.json.next).toBe("set-up-second-factor");
    const blocked = await admin.call("GET", "/accounts");
    expect(blocked.status).toBe(403);
    expect(blocked.json.code).toBe("second-factor-required");

    // The password is asked again; a wrong one sets up nothing.
    expect((await admin.call("POST", "/second-factor", { password: "wrong" })).status).toBe(400);
    const setUp = await admin.call("POST", "/second-factor", { password });
    expect(setUp.status).toBe(200);
    expect(String(setUp.json.totpURI)).toMatch(/^otpauth:\/\/totp\//);
    const secret = String(setUp.json.secret);
    const recoveryCodes = setUp.json.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    // Read off paper: no sign another can be taken for (0 and O, 1, I and l), one case.
    for (const code of recoveryCodes)
      expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    expect((await admin.call("POST", "/second-factor/confirm", { code: "000000" })).status).toBe(
      400,
    );
    expect(
      (await admin.call("POST", "/second-factor/confirm", { code: totp(secret) })).status,
    ).toBe(200);
    expect((await admin.call("GET", "/accounts")).status).toBe(200);

    // Next time the password alone is not enough.
    const again = client();
    const step = await again.signIn(email, password);
    expect(step.json.next).toBe("second-factor");
    expect((await again.call("GET", "/me")).status).toBe(401);
    expect((await again.call("POST", "/session/second-factor", { code: "123456" })).status).toBe(
      401,
    );
    // A recovery code works once, typed as a phone's keyboard types it.
    const recovered = await again.call("POST", "/session/second-factor", {
      recoveryCode: ` ${recoveryCodes[0]!.toUpperCase().replace("-", " ")} `,
    });
    expect(recovered.status).toBe(200);
    expect((await again.call("GET", "/me")).json.role).toBe("administrator");

    const reused = client();
    await reused.signIn(email, password);
    expect(
      (await reused.call("POST", "/session/second-factor", { recoveryCode: recoveryCodes[0] }))
        .status,
    ).toBe(401);
  });
});

describe("accounts that cannot sign in here", () => {
  it("answer exactly as a wrong password when turned off, with a second step too", async () => {
    const plain = await newStaff("editor", "off.plain@hlca.demo.example");
    const withCode = await withSecondStep("off.with.code@hlca.demo.example");
    await turnOff(plain.email);
    await turnOff(withCode.email);
    for (const { email, password } of [plain, withCode]) {
      const right = await client().signIn(email, password);
      const wrong = await client().signIn(email, "not the password");
      expect(right.status).toBe(401);
      expect(right.text).toBe(wrong.text);
      expect(right.headers.getSetCookie()).toEqual([]);
    }
  });

  it("answer exactly as a wrong password when they belong to another school", async () => {
    await backend.database.db
      .insert(t.schools)
      .values({ schoolCode: "ELSE", name: "Elsewhere school" })
      .onConflictDoNothing();
    const elsewhere = await withSecondStep("second.step@else.example", "ELSE");
    const right = await client().signIn(elsewhere.email, elsewhere.password);
    const wrong = await client().signIn(elsewhere.email, "not the password");
    expect(right.status).toBe(401);
    expect(right.text).toBe(wrong.text);
    expect(right.headers.getSetCookie()).toEqual([]);
  });
});

describe("a second-step code", () => {
  it("signs in once: used again while still valid, or twice at once, it is refused", async () => {
    const { email, password, secret } = await withSecondStep("once.only@hlca.demo.example");
    const devices = Array.from({ length: 4 }, () => client());
    for (const device of devices) {
      expect((await device.signIn(email, password)).json.next).toBe("second-factor");
    }
    const [first, again, racer, rival] = devices as [
      OfficeClient,
      OfficeClient,
      OfficeClient,
      OfficeClient,
    ];
    const code = await unusedTotp(secret);
    expect((await first.call("POST", "/session/second-factor", { code })).status).toBe(200);
    expect((await again.call("POST", "/session/second-factor", { code })).status).toBe(401);
    expect((await again.call("GET", "/me")).status).toBe(401);

    const next = await unusedTotp(secret);
    const raced = await Promise.all(
      [racer, rival].map((device) => device.call("POST", "/session/second-factor", { code: next })),
    );
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const signedInNow = await Promise.all([racer, rival].map((d) => d.call("GET", "/me")));
    expect(signedInNow.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });
});

describe("accounts", () => {
  it("are made by an administrator, who can reset a password and turn an account off", async () => {
    const admin = await signedInAdministratorAfterSetUp();
    const made = await admin.call("POST", "/accounts", {
      name: "Meera Joshi",
      email: "Meera.Joshi@hlca.demo.example",
      role: "editor",
      password: "first-password-1",
    });
    expect(made.status).toBe(201);
    const id = String(made.json.id);
    expect(made.json.email).toBe("meera.joshi@hlca.demo.example");

    const twice = await admin.call("POST", "/accounts", {
      name: "Meera Joshi",
      email: "meera.joshi@hlca.demo.example",
      role: "editor",
      password: "first-password-1",
    });
    expect(twice.status).toBe(400);
    expect(twice.json.fields).toHaveProperty("email");

    const meera = client();
    expect((await meera.signIn("meera.joshi@hlca.demo.example", "first-password-1")).status).toBe(
      200,
    );
    // A reset signs her out and only the new password works.
    expect(
      (await admin.call("POST", `/accounts/${id}/password`, { password: "second-password-2" }))
        .status,
    ).toBe(200);
    expect((await meera.call("GET", "/me")).status).toBe(401);
    expect(
      (await client().signIn("meera.joshi@hlca.demo.example", "first-password-1")).status,
    ).toBe(401);
    const again = client();
    expect((await again.signIn("meera.joshi@hlca.demo.example", "second-password-2")).status).toBe(
      200,
    );

    expect((await admin.call("PATCH", `/accounts/${id}`, { disabled: true })).status).toBe(200);
    expect((await again.call("GET", "/me")).status).toBe(401);
    expect(
      (await client().signIn("meera.joshi@hlca.demo.example", "second-password-2")).status,
    ).toBe(401);

    const log = await admin.call("GET", "/audit");
    const actions = (log.json as unknown as { action: string; recordId: string }[])
      .filter((line) => line.recordId === id)
      .map((line) => line.action);
    expect(actions).toEqual(["update", "reset-password", "create"]);
  });

  it("cannot be self-registered: nothing but an administrator makes one", async () => {
    const editor = await signedIn(backend.request, "editor", "198.51.100.220");
    const attempt = await editor.call("POST", "/accounts", {
      name: "Someone",
      email: "someone@hlca.demo.example",
      role: "administrator",
      password: "long-enough-password",
    });
    expect(attempt.status).toBe(403);
    expect((await backend.request("/api/auth/sign-up/email", { method: "POST" })).status).toBe(404);
  });
});

describe("an e-mail already in use", () => {
  it("is refused in the same words whichever school uses it, saying neither where nor that it exists", async () => {
    const admin = await signedInAdministratorAfterSetUp();
    await backend.database.db
      .insert(t.schools)
      .values({ schoolCode: "ELSE", name: "Elsewhere school" })
      .onConflictDoNothing();
    const elsewhere = await newStaff("editor", "someone@else.example", "ELSE");
    const here = await newStaff("editor", "someone.here@hlca.demo.example");
    const create = (email: string) =>
      admin.call("POST", "/accounts", {
        name: "New Colleague",
        email,
        role: "editor",
        password: "a-long-new-password-1",
      });
    const otherSchool = await create(elsewhere.email);
    const thisSchool = await create(here.email);
    expect(otherSchool.status).toBe(400);
    expect(otherSchool.json.fields).toHaveProperty("email");
    expect(otherSchool.text).toBe(thisSchool.text);
    expect(String(otherSchool.json.error)).not.toMatch(/exist|taken|already|another school/i);
  });
});

/** The administrator, once the second-factor test above (or this) has set it up. */
function signedInAdministratorAfterSetUp() {
  return signedInAdministrator(backend.request, `198.51.100.${nextAddress++}`);
}
