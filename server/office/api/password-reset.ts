import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import * as t from "../../db/schema.ts";
import { clientAddress } from "../../api/client-address.ts";
import { tooManyRequests } from "../../api/too-many.ts";
import { createRateLimiter, type RateLimit } from "../../services/rate-limit.ts";
import { audit } from "../audit.ts";
import type { OfficeEnv } from "../guard.ts";
import { weakPassword } from "../password-strength.ts";
import { writeLog } from "../../process/log.ts";
import { Password } from "../staff.ts";
import { schoolOf, someFields, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, officeBody } from "./openapi.ts";

// "Forgot your password?": a member of staff asks for a link by e-mail, then sets a new
// password with it. The first answer is the same whether the address has an account or not,
// and is given before anything is looked up, so neither its words nor its time tell.

/** Links one address may ask for in the window, whichever accounts it names. */
export const resetAddressLimit: RateLimit = { points: 10, windowMs: 15 * 60_000 };
/** Links one account may be sent in the window: a stranger cannot fill its owner's inbox. */
export const resetAccountLimit: RateLimit = { points: 3, windowMs: 60 * 60_000 };

export const resetAsked =
  "If an account of the school office has this address, a link to set a new password is on " +
  "its way to it. It works once, for an hour.";
export const resetLinkSpent =
  "This link has been used, or is more than an hour old. Please ask for a new one.";

const Asked = z.object({ email: z.string().trim().toLowerCase().max(254).default("") });
const NewPassword = z.object({
  token: z.string().trim().max(200).default(""),
  newPassword: Password,
});

const tags = ["Signing in"];

export function passwordResetApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const byAddress = createRateLimiter("office-reset-address", resetAddressLimit, {
    store: deps.rateLimitStore,
  });
  const byAccount = createRateLimiter("office-reset-account", resetAccountLimit, {
    store: deps.rateLimitStore,
  });
  const tooMany = (c: Context, seconds: number) =>
    tooManyRequests(c, seconds, (wait) => `Too many requests. Please wait ${wait} and try again.`);

  api.post(
    "/password-reset",
    described({
      tags,
      summary: "Sends a link to set a new password to the account with this e-mail, if any",
      responses: { "200": answer("The same answer whether the address has an account or not.") },
    }),
    officeBody(Asked, () => ({ error: "Please type your email." })),
    async (c) => {
      const { email } = c.req.valid("json");
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
        return c.json({ error: "Please type the email your account has." }, 400);
      }
      const verdict = await byAddress.take(clientAddress(c, deps.trustProxy));
      if (!verdict.allowed) return tooMany(c, verdict.retryAfterSeconds);
      const schoolId = schoolOf(c);
      // Looked for and sent after the answer: its time says nothing of the account.
      void (async () => {
        const [user] = await deps.db
          .select({ id: t.officeUsers.id, disabled: t.officeUsers.disabled })
          .from(t.officeUsers)
          .where(and(eq(t.officeUsers.email, email), eq(t.officeUsers.schoolId, schoolId)));
        if (!user || user.disabled) return;
        if (!(await byAccount.take(user.id)).allowed) return;
        await deps.auth.api.requestPasswordReset({ body: { email } });
      })().catch((error: unknown) =>
        writeLog("error", "A link to set a new password was not made", { error: String(error) }),
      );
      return c.json({ message: resetAsked });
    },
  );

  api.post(
    "/password-reset/new-password",
    described({
      tags,
      summary: "Sets a new password with the link's token; every sign-in of the account ends",
      responses: { "400": answer("The token is used or old, or the password is refused.") },
    }),
    officeBody(NewPassword, someFields),
    async (c) => {
      const { token, newPassword } = c.req.valid("json");
      const context = await deps.auth.$context;
      const asked = token
        ? await context.internalAdapter.findVerificationValue(`reset-password:${token}`)
        : null;
      const [user] = asked
        ? await deps.db.select().from(t.officeUsers).where(eq(t.officeUsers.id, asked.value))
        : [];
      const ours = user && !user.disabled && user.schoolId === schoolOf(c);
      if (!asked || asked.expiresAt < new Date() || !ours) {
        return c.json({ error: resetLinkSpent }, 400);
      }
      const weak = await weakPassword(newPassword, user);
      if (weak) return c.json({ error: weak, fields: { newPassword: weak } }, 400);
      try {
        await deps.auth.api.resetPassword({ body: { token, newPassword } });
      } catch (error) {
        const status = (error as { statusCode?: unknown })?.statusCode;
        if (typeof status !== "number" || status >= 500) throw error;
        return c.json({ error: resetLinkSpent }, 400);
      }
      await audit(
        deps.db,
        user.schoolId,
        { id: user.id, name: user.name },
        {
          action: "reset-password",
          kind: "account",
          recordId: user.id,
          changes: {},
        },
      );
      return c.json({ changed: true });
    },
  );

  return api;
}
