import { Hono, type Context } from "hono";
import { z } from "zod";
import type { TrustProxy } from "#contracts/config.ts";
import {
  fieldMessages,
  importRowLimit,
  isRecordKind,
  recordKinds,
  recordSchema,
  rolesFor,
  type RecordKind,
  type RecordInput,
  type RecordKindName,
} from "#contracts/office-records.ts";
import { listDownloads } from "../services/transfer-certificates.ts";
import { clientAddress } from "../api/client-address.ts";
import { tooManyRequests } from "../api/too-many.ts";
import type { Db } from "../db/database.ts";
import { enquiriesCsv, listEnquiries, markEnquiry } from "../services/enquiries.ts";
import { createRateLimiter, type RateLimit, type RateLimitStore } from "../services/rate-limit.ts";
import { signInLimits } from "./sign-in-limits.ts";
import { maySignIn } from "./staff.ts";
import { useCodeOnce } from "./used-codes.ts";
import { weakPassword } from "./password-strength.ts";
import type { FileStore } from "../files/file-store.ts";
import { acceptAttachment } from "./attachments.ts";
import { keepDocumentText } from "../services/document-texts.ts";
import { registerArchiveRoutes } from "./archive-api.ts";
import { registerPageRoutes } from "./pages-api.ts";
import { registerSubscriptionRoutes } from "./subscriptions-api.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.ts";
import type { Auth } from "./auth.ts";
import { audit, readAudit } from "./audit.ts";
import {
  actorOf,
  allow,
  allowBy,
  needsSecondFactor,
  sameSiteWrites,
  whoIsAsking,
  type OfficeEnv,
} from "./guard.ts";
import {
  createRecord,
  createRecords,
  getRecord,
  listRecords,
  setDeleted,
  updateRecord,
  type RecordContext,
} from "./records.ts";
import {
  NewStaff,
  Password,
  StaffError,
  createStaff,
  listStaff,
  resetPassword,
  staffRoles,
  updateStaff,
} from "./staff.ts";

export interface OfficeApiDeps {
  db: Db;
  auth: Auth;
  /** Where attachments are kept: the public store, served at /api/image/{path}. */
  files: FileStore;
  /** Where certificates are kept: never served at their own path. */
  privateFiles?: FileStore;
  timeZone: string;
  now?: () => Date;
  trustProxy?: TrustProxy;
  rateLimitStore?: RateLimitStore;
}

/** Wrong API keys one address may send in the window before every key from there waits. */
export const apiKeyFailureLimit: RateLimit = { points: 10, windowMs: 10 * 60_000 };

export const wrongSignIn = "The email or password is not right.";
const wrongCode = "That code is not right. Please try again.";

const SignIn = z.object({
  email: z.string().trim().toLowerCase().max(254).default(""),
  password: z.string().max(200).default(""),
});
const Code = z.object({
  code: z.string().trim().max(20).default(""),
  recoveryCode: z.string().trim().max(40).default(""),
});

/** Reads a JSON body; an unreadable one is an empty object, so the fields say what is missing. */
async function body(c: Context): Promise<Record<string, unknown>> {
  try {
    const value: unknown = await c.req.json();
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Passes on the cookies better-auth set (or cleared) to the answer. */
function withCookies(c: Context, headers: Headers | undefined) {
  for (const cookie of headers?.getSetCookie() ?? [])
    c.header("Set-Cookie", cookie, { append: true });
}

/** A better-auth refusal's status, or undefined for anything else (a fault). */
function refusedStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

/**
 * The school office's API, at /api/office/{schoolCode}/...: signing in and out, the second
 * factor, records, accounts, the audit log and the enquiries inbox. Every call is checked here
 * for the caller's role; the office's pages are one client of it.
 */
export function createOfficeApi(deps: OfficeApiDeps): Hono<OfficeEnv> {
  const api = new Hono<OfficeEnv>();
  const clock = deps.now ?? (() => new Date());
  const limits = signInLimits(deps.rateLimitStore);

  api.use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  api.use(sameSiteWrites);
  const wrongKeys = createRateLimiter("office-api-key", apiKeyFailureLimit, {
    store: deps.rateLimitStore,
  });
  api.use("/:schoolCode/*", whoIsAsking({ ...deps, now: clock, wrongKeys }));

  const staffOf = (c: Context<OfficeEnv>) => c.get("staff")!;
  const recordContext = (c: Context<OfficeEnv>): RecordContext => ({
    db: deps.db,
    schoolId: c.get("school").id,
    timeZone: deps.timeZone,
    now: clock(),
  });

  // --- Signing in and out ---------------------------------------------------------------

  const tooManySignIns = (c: Context, seconds: number) =>
    tooManyRequests(c, seconds, (wait) => `Too many attempts. Please wait ${wait} and try again.`);

  api.post("/:schoolCode/session", async (c) => {
    const { email, password } = SignIn.parse(await body(c));
    if (!email || !password)
      return c.json({ error: "Please fill in your email and password." }, 400);
    // Only failures count (a success gives its count back); the same answer whether the
    // e-mail is known or not.
    const attempt = await limits.password(clientAddress(c, deps.trustProxy), email);
    if (!attempt.allowed) return tooManySignIns(c, attempt.retryAfterSeconds);
    const failed = () => c.json({ error: wrongSignIn }, 401);
    // Turned off, or of another school: answered as a wrong password before better-auth is
    // asked, since with a second step its answer says whether the password was right. The
    // password is hashed all the same, so the answer takes as long.
    if (!(await maySignIn(deps.db, email, c.get("school").id))) {
      await (await deps.auth.$context).password.hash(password);
      return failed();
    }
    let result;
    try {
      result = await deps.auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
    } catch (error) {
      if (refusedStatus(error)) return failed();
      throw error;
    }
    const answer = result.response as Record<string, unknown> & { user?: Record<string, unknown> };
    const user = answer.user;
    await attempt.forgive();
    withCookies(c, result.headers);
    if (answer.twoFactorRedirect) return c.json({ next: "second-factor" });
    const setUp = user?.role === "administrator" && user.twoFactorEnabled !== true;
    return c.json({ next: setUp ? "set-up-second-factor" : "done" });
  });

  // The second step: a code from the authenticator app, or one of the recovery codes.
  api.post("/:schoolCode/session/second-factor", async (c) => {
    const { code, recoveryCode } = Code.parse(await body(c));
    if (!code && !recoveryCode) return c.json({ error: "Please type the code." }, 400);
    const attempt = await limits.secondStep(clientAddress(c, deps.trustProxy));
    if (!attempt.allowed) return tooManySignIns(c, attempt.retryAfterSeconds);
    try {
      const result = recoveryCode
        ? await deps.auth.api.verifyBackupCode({
            body: { code: recoveryCode, trustDevice: false },
            headers: c.req.raw.headers,
            returnHeaders: true,
          })
        : await deps.auth.api.verifyTOTP({
            body: { code, trustDevice: false },
            headers: c.req.raw.headers,
            returnHeaders: true,
          });
      if (!recoveryCode) {
        // The code was right, but if it has signed in before, the session it just made goes.
        const made = result.response as { token: string; user: { id: string } };
        if (!(await useCodeOnce(deps.db, made.user.id, code, clock()))) {
          await (await deps.auth.$context).internalAdapter.deleteSession(made.token);
          return c.json({ error: wrongCode }, 401);
        }
      }
      await attempt.forgive();
      withCookies(c, result.headers);
      return c.json({ next: "done" });
    } catch (error) {
      if (!refusedStatus(error)) throw error;
      return c.json({ error: wrongCode }, 401);
    }
  });

  api.delete("/:schoolCode/session", async (c) => {
    try {
      const result = await deps.auth.api.signOut({
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      withCookies(c, result.headers);
    } catch (error) {
      if (!refusedStatus(error)) throw error;
    }
    return c.json({ signedOut: true });
  });

  // "Sign out everywhere": every session of this account, this one included.
  api.post("/:schoolCode/sessions/end-all", async (c) => {
    const staff = c.get("staff");
    if (!staff) return c.json({ error: "Please sign in." }, 401);
    await (await deps.auth.$context).internalAdapter.deleteUserSessions(staff.id);
    await audit(deps.db, c.get("school").id, actorOf(staff), {
      action: "sign-out-everywhere",
      kind: "account",
      recordId: staff.id,
      changes: {},
    });
    const result = await deps.auth.api
      .signOut({ headers: c.req.raw.headers, returnHeaders: true })
      .catch(() => undefined);
    withCookies(c, result?.headers);
    return c.json({ signedOut: true });
  });

  api.get("/:schoolCode/me", (c) => {
    const staff = c.get("staff");
    if (!staff) return c.json({ error: "Please sign in." }, 401);
    return c.json({ ...staff, secondFactorRequired: needsSecondFactor(staff) });
  });

  // Setting up the second factor: the password again, then a code from the app to confirm.
  api.post("/:schoolCode/second-factor", async (c) => {
    if (!c.get("staff")) return c.json({ error: "Please sign in." }, 401);
    const { password } = SignIn.parse(await body(c));
    try {
      const result = await deps.auth.api.enableTwoFactor({
        body: { password },
        headers: c.req.raw.headers,
      });
      if (result.method !== "totp") throw new Error("better-auth did not set up TOTP");
      const secret = new URL(result.totpURI).searchParams.get("secret");
      return c.json({ totpURI: result.totpURI, secret, recoveryCodes: result.backupCodes });
    } catch (error) {
      if (!refusedStatus(error)) throw error;
      return c.json({ error: "The password is not right." }, 400);
    }
  });

  api.post("/:schoolCode/second-factor/confirm", async (c) => {
    if (!c.get("staff")) return c.json({ error: "Please sign in." }, 401);
    const { code } = Code.parse(await body(c));
    try {
      const result = await deps.auth.api.verifyTOTP({
        body: { code },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      const staff = staffOf(c);
      // The code that turns the second step on cannot then sign in somewhere else too.
      await useCodeOnce(deps.db, staff.id, code, clock());
      withCookies(c, result.headers);
      await audit(deps.db, c.get("school").id, actorOf(staff), {
        action: "second-factor-on",
        kind: "account",
        recordId: staff.id,
        changes: {},
      });
      return c.json({ enabled: true });
    } catch (error) {
      if (!refusedStatus(error)) throw error;
      return c.json({ error: wrongCode }, 400);
    }
  });

  // Anyone signed in changes their own password: the current one, then a good new one. A
  // wrong current one counts as a failed sign-in, so a borrowed session cannot guess it.
  const PasswordChange = z.object({
    currentPassword: z.string().max(200).default(""),
    newPassword: Password,
  });
  api.post("/:schoolCode/password", allow(...staffRoles), async (c) => {
    const staff = staffOf(c);
    const parsed = PasswordChange.safeParse(await body(c));
    if (!parsed.success) {
      return c.json(
        { error: "Some fields need attention.", fields: fieldMessages(parsed.error.issues) },
        400,
      );
    }
    const { currentPassword, newPassword } = parsed.data;
    const notRight = (message: string) =>
      c.json({ error: message, fields: { currentPassword: message } }, 400);
    if (!currentPassword) return notRight("Please type your current password.");
    const weak = await weakPassword(newPassword, staff);
    if (weak) return c.json({ error: weak, fields: { newPassword: weak } }, 400);
    const attempt = await limits.password(clientAddress(c, deps.trustProxy), staff.email);
    if (!attempt.allowed) return tooManySignIns(c, attempt.retryAfterSeconds);
    let result;
    try {
      // Every other sign-in of the account ends; this one goes on in a new session.
      result = await deps.auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
    } catch (error) {
      if (!refusedStatus(error)) throw error;
      return notRight("That is not your current password.");
    }
    await attempt.forgive();
    withCookies(c, result.headers);
    await audit(deps.db, c.get("school").id, actorOf(staff), {
      action: "change-password",
      kind: "account",
      recordId: staff.id,
      changes: {},
    });
    return c.json({ changed: true });
  });

  // --- Records --------------------------------------------------------------------------

  const kindOf = (c: Context<OfficeEnv>): RecordKindName | undefined => {
    const kind = c.req.param("kind") ?? "";
    return isRecordKind(kind) ? kind : undefined;
  };
  const noKind = (c: Context) => c.json({ error: "No such kind of record." }, 404);
  const noRecord = (c: Context) => c.json({ error: "No such record." }, 404);
  const uuid = z.uuid();
  // Each kind says who may work on it: certificates are the office's, the rest the editors'.
  const forKind = allowBy((c) => {
    const kind = kindOf(c);
    return kind && rolesFor(kind);
  }, noKind);
  const kindParam = (c: Context<OfficeEnv>) => kindOf(c)!;

  const validated = async (c: Context<OfficeEnv>, kind: RecordKindName) => {
    const given = await body(c);
    const parsed = recordSchema(kind).safeParse(given);
    return { given, parsed };
  };
  const invalid = (c: Context, issues: readonly z.core.$ZodIssue[]) =>
    c.json({ error: "Some fields need attention.", fields: fieldMessages(issues) }, 400);
  const conflict = (c: Context, field: string, message: string) =>
    c.json({ error: message, fields: { [field]: message } }, 400);

  api.get("/:schoolCode/records/:kind", forKind, async (c) => {
    const kind = kindParam(c);
    const state = c.req.query("state");
    const records = await listRecords(recordContext(c), kind, {
      q: c.req.query("q")?.slice(0, 200),
      filter: c.req.query("filter"),
      state: ["draft", "scheduled", "live", "expired", "deleted"].includes(state ?? "")
        ? (state as never)
        : undefined,
    });
    return c.json(records);
  });

  api.get("/:schoolCode/records/:kind/:id", forKind, async (c) => {
    const kind = kindParam(c);
    const id = c.req.param("id");
    const record = uuid.safeParse(id).success
      ? await getRecord(recordContext(c), kind, id)
      : undefined;
    if (!record) return noRecord(c);
    const history = await readAudit(deps.db, c.get("school").id, { recordId: id, limit: 20 });
    const downloads =
      kind === "certificates"
        ? await listDownloads(deps.db, c.get("school").id, { certificateId: id, limit: 50 })
        : undefined;
    return c.json({ ...record, history, ...(downloads && { downloads }) });
  });

  api.post("/:schoolCode/records/:kind", forKind, async (c) => {
    const kind = kindParam(c);
    const { parsed } = await validated(c, kind);
    if (!parsed.success) return invalid(c, parsed.error.issues);
    const saved = await createRecord(
      recordContext(c),
      kind,
      parsed.data as RecordInput,
      actorOf(staffOf(c)),
    );
    if (saved.outcome === "conflict") return conflict(c, saved.field, saved.message);
    return c.json(saved.record, 201);
  });

  // Many records at once (a class's birthdays, a results list, a batch of certificates): every
  // row is checked first, and nothing is saved unless every row is right.
  api.post("/:schoolCode/records/:kind/import", forKind, async (c) => {
    const kind = kindParam(c);
    if (!(recordKinds[kind] as RecordKind).importColumns) {
      return c.json({ error: "This kind of record is not imported." }, 404);
    }
    const given = await body(c);
    const rows = Array.isArray(given.rows) ? (given.rows as unknown[]) : undefined;
    if (!rows || rows.length === 0) return c.json({ error: "Send the rows to import." }, 400);
    if (rows.length > importRowLimit) {
      return c.json({ error: `At most ${importRowLimit} rows can be imported at once.` }, 400);
    }
    const status = given.status === "draft" ? "draft" : "published";
    const checked = rows.map((row) => recordSchema(kind).safeParse({ ...(row as object), status }));
    const refusedRows = checked.flatMap((result, index) =>
      result.success ? [] : [{ row: index + 1, fields: fieldMessages(result.error.issues) }],
    );
    if (refusedRows.length > 0) {
      return c.json(
        { error: "Some rows need attention; nothing was saved.", rows: refusedRows },
        400,
      );
    }
    const saved = await createRecords(
      recordContext(c),
      kind,
      checked.map((result) => result.data as RecordInput),
      actorOf(staffOf(c)),
    );
    if (saved.outcome === "conflict") {
      return c.json(
        {
          error: "Some rows need attention; nothing was saved.",
          rows: [{ row: saved.row, fields: { [saved.field]: saved.message } }],
        },
        400,
      );
    }
    return c.json({ created: saved.records.length, ids: saved.records.map((r) => r.id) }, 201);
  });

  api.put("/:schoolCode/records/:kind/:id", forKind, async (c) => {
    const kind = kindParam(c);
    const id = c.req.param("id");
    if (!uuid.safeParse(id).success) return noRecord(c);
    const { given, parsed } = await validated(c, kind);
    if (!parsed.success) return invalid(c, parsed.error.issues);
    const version = Number(given.version);
    if (!Number.isInteger(version)) {
      return c.json({ error: "The version the record was edited from is missing." }, 400);
    }
    const saved = await updateRecord(
      recordContext(c),
      kind,
      id,
      parsed.data as RecordInput,
      version,
      actorOf(staffOf(c)),
    );
    if (saved.outcome === "missing") return noRecord(c);
    if (saved.outcome === "conflict") return conflict(c, saved.field, saved.message);
    if (saved.outcome === "stale") {
      return c.json(
        {
          error:
            "Someone else saved this record while you were editing it. Your changes are kept " +
            "below; compare them with the saved version and save again.",
          current: saved.current,
        },
        409,
      );
    }
    return c.json(saved.record);
  });

  // One file at a time, sent as multipart/form-data with the field "file" (and the header
  // X-Office-Upload, which a page on another site cannot send without asking first). A
  // certificate (`?for=certificates`) goes to the private store, which is never served.
  const uploadRoles = (c: Context<OfficeEnv>) =>
    c.req.query("for") === "certificates"
      ? rolesFor("certificates")
      : (["administrator", "editor"] as const);
  api.post("/:schoolCode/files", allowBy(uploadRoles, noKind), async (c) => {
    const forCertificate = c.req.query("for") === "certificates";
    const store = forCertificate ? deps.privateFiles : deps.files;
    if (!store) return c.json({ error: "Certificates cannot be stored here." }, 503);
    const form = await c.req.formData().catch(() => undefined);
    const file = form?.get("file");
    if (!file || typeof file === "string" || file.size === 0) {
      return c.json({ error: "Choose a file to attach." }, 400);
    }
    const verdict = await acceptAttachment(
      store,
      new Uint8Array(await file.arrayBuffer()),
      clock(),
      {
        folder: forCertificate ? "certificates" : "office",
        name: file.name,
        only: c.req.query("only") === "pictures" ? "pictures" : undefined,
      },
    );
    if (!verdict.ok) return c.json({ error: verdict.error }, verdict.status ?? 400);
    // A PDF's words are kept for the site search (a certificate's never are); an unreadable
    // one is kept as a file all the same.
    if (verdict.kind === "pdf" && !forCertificate) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      await keepDocumentText(deps.db, c.get("school").id, verdict.path, bytes);
    }
    await audit(deps.db, c.get("school").id, actorOf(staffOf(c)), {
      action: "upload",
      kind: verdict.kind,
      recordId: verdict.path,
      changes: { name: [null, file.name.slice(0, 200)] },
    });
    return c.json({ path: verdict.path, kind: verdict.kind, name: file.name }, 201);
  });

  const deletion = (deleted: boolean) => async (c: Context<OfficeEnv>) => {
    const kind = kindParam(c);
    const id = c.req.param("id") ?? "";
    if (!uuid.safeParse(id).success) return noRecord(c);
    const done = await setDeleted(recordContext(c), kind, id, deleted, actorOf(staffOf(c)));
    if (done.outcome === "conflict") return conflict(c, done.field, done.message);
    if (done.outcome !== "saved") return noRecord(c);
    return c.json(done.record);
  };
  api.delete("/:schoolCode/records/:kind/:id", forKind, deletion(true));
  api.post("/:schoolCode/records/:kind/:id/restore", forKind, deletion(false));

  // Who was handed which certificate, and when.
  api.get("/:schoolCode/certificate-downloads", allow(...rolesFor("certificates")), async (c) =>
    c.json(await listDownloads(deps.db, c.get("school").id, { limit: 500 })),
  );

  // --- Accounts and the audit log (administrators) --------------------------------------

  const administrators = allow("administrator");

  api.get("/:schoolCode/accounts", administrators, async (c) =>
    c.json(await listStaff(deps.db, c.get("school").id)),
  );

  api.post("/:schoolCode/accounts", administrators, async (c) => {
    const parsed = NewStaff.safeParse(await body(c));
    if (!parsed.success) return invalid(c, parsed.error.issues);
    try {
      const member = await createStaff(
        deps.auth,
        deps.db,
        c.get("school").id,
        parsed.data,
        actorOf(staffOf(c)),
      );
      return c.json(member, 201);
    } catch (error) {
      if (!(error instanceof StaffError)) throw error;
      return c.json({ error: error.message, fields: { [error.field]: error.message } }, 400);
    }
  });

  api.post("/:schoolCode/accounts/:id/password", administrators, async (c) => {
    const parsed = NewStaff.pick({ password: true }).safeParse(await body(c));
    if (!parsed.success) return invalid(c, parsed.error.issues);
    try {
      const done = await resetPassword(
        deps.auth,
        deps.db,
        c.get("school").id,
        c.req.param("id"),
        parsed.data.password,
        actorOf(staffOf(c)),
      );
      return done ? c.json({ reset: true }) : c.json({ error: "No such account." }, 404);
    } catch (error) {
      if (!(error instanceof StaffError)) throw error;
      return c.json({ error: error.message, fields: { [error.field]: error.message } }, 400);
    }
  });

  const AccountChange = z.object({
    role: z.enum(staffRoles).optional(),
    disabled: z.boolean().optional(),
  });
  api.patch("/:schoolCode/accounts/:id", administrators, async (c) => {
    const parsed = AccountChange.safeParse(await body(c));
    if (!parsed.success) return invalid(c, parsed.error.issues);
    const id = c.req.param("id");
    // An administrator cannot lock themselves out: another administrator must do it.
    if (id === staffOf(c).id) {
      return c.json(
        { error: "You cannot change your own role or turn off your own account." },
        400,
      );
    }
    const done = await updateStaff(
      deps.auth,
      deps.db,
      c.get("school").id,
      id,
      parsed.data,
      actorOf(staffOf(c)),
    );
    return done ? c.json({ updated: true }) : c.json({ error: "No such account." }, 404);
  });

  const NewKey = z.object({
    name: z.string().trim().min(1, "Name is required.").max(100, "Name is too long."),
    role: z.enum(["editor", "office"], { error: "Choose what the key may do." }),
  });
  api.get("/:schoolCode/api-keys", administrators, async (c) =>
    c.json(await listApiKeys(deps.db, c.get("school").id)),
  );
  api.post("/:schoolCode/api-keys", administrators, async (c) => {
    const parsed = NewKey.safeParse(await body(c));
    if (!parsed.success) return invalid(c, parsed.error.issues);
    const made = await createApiKey(deps.db, c.get("school").id, parsed.data, actorOf(staffOf(c)));
    return c.json({ ...made.listing, key: made.key }, 201);
  });
  api.delete("/:schoolCode/api-keys/:id", administrators, async (c) => {
    const id = c.req.param("id");
    const done =
      uuid.safeParse(id).success &&
      (await revokeApiKey(deps.db, c.get("school").id, id, actorOf(staffOf(c)), clock()));
    return done ? c.json({ revoked: true }) : c.json({ error: "No such key." }, 404);
  });

  api.get("/:schoolCode/audit", administrators, async (c) => {
    const before = c.req.query("before");
    const at = before ? new Date(before) : undefined;
    const lines = await readAudit(deps.db, c.get("school").id, {
      before: at && !Number.isNaN(at.getTime()) ? at : undefined,
      limit: 100,
    });
    return c.json(lines);
  });

  // --- Enquiries (the office) -----------------------------------------------------------

  const office = allow("administrator", "office");
  const enquiryQuery = (c: Context) => {
    const handled = c.req.query("handled");
    return {
      q: c.req.query("q")?.slice(0, 200),
      handled: handled === "yes" ? true : handled === "no" ? false : undefined,
    };
  };

  api.get("/:schoolCode/enquiries", office, async (c) =>
    c.json(await listEnquiries(deps.db, c.get("school").id, enquiryQuery(c))),
  );

  api.get("/:schoolCode/enquiries.csv", office, async (c) => {
    const rows = await listEnquiries(deps.db, c.get("school").id, enquiryQuery(c));
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", 'attachment; filename="enquiries.csv"');
    return c.body(enquiriesCsv(rows, deps.timeZone));
  });

  const EnquiryChange = z.object({
    handled: z.boolean({ error: "Say whether it is handled." }),
    note: z.string().trim().max(2000, "Note must be at most 2000 characters.").default(""),
  });
  api.patch("/:schoolCode/enquiries/:id", office, async (c) => {
    const parsed = EnquiryChange.safeParse(await body(c));
    if (!parsed.success) return invalid(c, parsed.error.issues);
    const id = c.req.param("id");
    const done =
      uuid.safeParse(id).success &&
      (await markEnquiry(deps.db, c.get("school").id, id, {
        ...parsed.data,
        by: staffOf(c).name,
        now: clock(),
      }));
    return done ? c.json({ updated: true }) : c.json({ error: "No such enquiry." }, 404);
  });

  registerPageRoutes(api, { db: deps.db, timeZone: deps.timeZone, now: clock });
  registerArchiveRoutes(api, { db: deps.db, files: deps.files, now: clock });
  registerSubscriptionRoutes(api, { db: deps.db, now: clock });

  return api;
}
