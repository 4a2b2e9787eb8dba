import { newRecoveryCodes } from "./recovery-codes.ts";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import type { Db } from "../db/database.ts";
import { enqueue } from "../jobs/queue.ts";
import * as t from "../db/schema.ts";

export type StaffRole = "administrator" | "editor" | "contributor" | "office";

export interface AuthOptions {
  db: Db;
  /** Signs the cookies and encrypts the second-factor secrets (OFFICE_SECRET). */
  secret: string;
  /** The name an authenticator app shows beside the code. */
  issuer: string;
  /**
   * How passwords are hashed and checked: better-auth's scrypt unless given. Only the tests of
   * the office's rules hand another (tests/support/quick-passwords.ts), so that a test of fifty
   * wrong passwords does not spend most of its time in scrypt.
   */
  password?: PasswordHashing;
}

export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

/** How long a link to set a new password works. */
export const resetLinkHours = 1;

/** How long a sign-in lasts without use, and how often its expiry moves on with use. */
const sessionDays = 7;

/**
 * How long a sign-in lasts at most, however often it is used: a stolen cookie is good for a
 * month at most, and staff type their password (and code) about once a month.
 */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/**
 * The school office's sign-in, on better-auth: e-mail and password (scrypt), sessions in the
 * database so every instance shares them, and TOTP with recovery codes as the second factor.
 * Nobody signs up: accounts are made by an administrator (`staff.ts`). The office's own API
 * calls these endpoints in-process and never mounts better-auth's HTTP handler, so its rate
 * limits, CSRF rule and answers are the office's own.
 */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: options.issuer,
    // Only the cookie's attributes depend on it: the office's handler adds Secure over TLS.
    baseURL: "http://office.invalid",
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: {
        user: t.officeUsers,
        session: t.officeSessions,
        account: t.officeAccounts,
        verification: t.officeVerifications,
        twoFactor: t.officeTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 10,
      maxPasswordLength: 200,
      password: options.password,
      // "Forgot your password?": a link by e-mail, good once and for an hour, sent from the
      // jobs table (server/mail/mail-jobs.ts) like every e-mail of the school. Setting a new
      // password ends every sign-in of the account.
      resetPasswordTokenExpiresIn: resetLinkHours * 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await enqueue(options.db, {
          queue: "staff-mail",
          key: `reset-password:${token}`,
          payload: { userId: user.id, token },
          schoolId: String((user as Record<string, unknown>).schoolId),
        });
      },
    },
    user: {
      additionalFields: {
        role: { type: "string", required: true, input: false },
        schoolId: { type: "string", required: true, input: false },
        disabled: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: {
      expiresIn: sessionDays * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    // The office counts sign-in attempts itself, per account and per address.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: "office",
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    plugins: [
      twoFactor({
        issuer: options.issuer,
        backupCodeOptions: { customBackupCodesGenerate: () => newRecoveryCodes() },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
    ],
    logger: { disabled: true },
  });
}

export type Auth = ReturnType<typeof createAuth>;
