import { typedRecoveryCode } from "../recovery-codes.ts";
import { approves, mustSubmit } from "#contracts/approvals.ts";
import { approvalSetting } from "../approvals.ts";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { clientAddress } from "../../api/client-address.ts";
import { tooManyRequests } from "../../api/too-many.ts";
import { audit } from "../audit.ts";
import { actorOf, allow, needsSecondFactor, type OfficeEnv } from "../guard.ts";
import { weakPassword } from "../password-strength.ts";
import { signInLimits } from "../sign-in-limits.ts";
import { Password, maySignIn, staffRoles } from "../staff.ts";
import { useCodeOnce } from "../used-codes.ts";
import { schoolOf, someFields, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, officeBody } from "./openapi.ts";

// Signing in and out, the second sign-in step, and one's own password: the calls of whoever is
// at the office's door, before any role counts.

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
// Anyone signed in changes their own password: the current one, then a good new one.
const PasswordChange = z.object({
  currentPassword: z.string().max(200).default(""),
  newPassword: Password,
});

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

/** Lets the call through for anyone signed in, a second step still to set up or not. */
const signedIn: MiddlewareHandler<OfficeEnv> = async (c, next) => {
  if (!c.get("staff")) return c.json({ error: "Please sign in." }, 401);
  await next();
};

const tags = ["Signing in"];

export function sessionApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const limits = signInLimits(deps.rateLimitStore);
  const tooManySignIns = (c: Context, seconds: number) =>
    tooManyRequests(c, seconds, (wait) => `Too many attempts. Please wait ${wait} and try again.`);

  api.post(
    "/session",
    described({
      tags,
      summary: "Signs in with an e-mail and a password; sets the session's cookie",
      responses: { "401": answer("The e-mail or password is not right.") },
    }),
    officeBody(SignIn, () => ({ error: "Please fill in your email and password." })),
    async (c) => {
      const { email, password } = c.req.valid("json");
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
      if (!(await maySignIn(deps.db, email, schoolOf(c)))) {
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
      const answered = result.response as Record<string, unknown> & {
        user?: Record<string, unknown>;
      };
      const user = answered.user;
      await attempt.forgive();
      withCookies(c, result.headers);
      if (answered.twoFactorRedirect) return c.json({ next: "second-factor" });
      const setUp = user?.role === "administrator" && user.twoFactorEnabled !== true;
      return c.json({ next: setUp ? "set-up-second-factor" : "done" });
    },
  );

  // The second step: a code from the authenticator app, or one of the recovery codes.
  api.post(
    "/session/second-factor",
    described({
      tags,
      summary: "The second sign-in step: a code from the app, or a recovery code",
      responses: { "401": answer("The code is not right.") },
    }),
    officeBody(Code, () => ({ error: "Please type the code." })),
    async (c) => {
      const { code, recoveryCode } = c.req.valid("json");
      if (!code && !recoveryCode) return c.json({ error: "Please type the code." }, 400);
      const attempt = await limits.secondStep(clientAddress(c, deps.trustProxy));
      if (!attempt.allowed) return tooManySignIns(c, attempt.retryAfterSeconds);
      try {
        const result = recoveryCode
          ? await deps.auth.api.verifyBackupCode({
              body: { code: typedRecoveryCode(recoveryCode), trustDevice: false },
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
          if (!(await useCodeOnce(deps.db, made.user.id, code, deps.now()))) {
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
    },
  );

  api.delete(
    "/session",
    described({ tags, summary: "Signs out: ends this session" }),
    async (c) => {
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
    },
  );

  // "Sign out everywhere": every session of this account, this one included.
  api.post(
    "/sessions/end-all",
    described({ tags, summary: "Ends every session of the account, this one included" }),
    signedIn,
    async (c) => {
      const staff = staffOf(c);
      await (await deps.auth.$context).internalAdapter.deleteUserSessions(staff.id);
      await audit(deps.db, schoolOf(c), actorOf(staff), {
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
    },
  );

  api.get(
    "/me",
    described({ tags, summary: "Who is signed in (or which key is calling), and their role" }),
    signedIn,
    async (c) => {
      const staff = staffOf(c);
      // Whose work waits for approval, and who approves it: the office's forms offer to submit
      // or to publish, and its menu the queue, by these.
      const setting =
        staff.role === "office" ? "none" : await approvalSetting(deps.db, schoolOf(c));
      return c.json({
        ...staff,
        secondFactorRequired: needsSecondFactor(staff),
        submits: mustSubmit(staff.role, setting),
        approves: approves(staff.role, setting),
      });
    },
  );

  // Setting up the second factor: the password again, then a code from the app to confirm.
  api.post(
    "/second-factor",
    described({
      tags,
      summary: "Sets up the second sign-in step: the password again; answers the app's secret",
    }),
    signedIn,
    officeBody(SignIn.pick({ password: true }), () => ({ error: "The password is not right." })),
    async (c) => {
      const { password } = c.req.valid("json");
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
    },
  );

  api.post(
    "/second-factor/confirm",
    described({ tags, summary: "Turns the second sign-in step on with a code from the app" }),
    signedIn,
    officeBody(Code.pick({ code: true }), () => ({ error: wrongCode })),
    async (c) => {
      const { code } = c.req.valid("json");
      try {
        const result = await deps.auth.api.verifyTOTP({
          body: { code },
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
        const staff = staffOf(c);
        // The code that turns the second step on cannot then sign in somewhere else too.
        await useCodeOnce(deps.db, staff.id, code, deps.now());
        withCookies(c, result.headers);
        await audit(deps.db, schoolOf(c), actorOf(staff), {
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
    },
  );

  // A wrong current password counts as a failed sign-in, so a borrowed session cannot guess it.
  api.post(
    "/password",
    described({
      tags,
      summary: "Changes one's own password; every other session of the account ends",
    }),
    allow(...staffRoles),
    officeBody(PasswordChange, someFields),
    async (c) => {
      const staff = staffOf(c);
      const { currentPassword, newPassword } = c.req.valid("json");
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
      await audit(deps.db, schoolOf(c), actorOf(staff), {
        action: "change-password",
        kind: "account",
        recordId: staff.id,
        changes: {},
      });
      return c.json({ changed: true });
    },
  );

  return api;
}
