import type { Context, MiddlewareHandler } from "hono";
import type { TrustProxy } from "#contracts/config.ts";
import { clientAddress } from "../api/client-address.ts";
import { tooManyRequests } from "../api/too-many.ts";
import type { Db } from "../db/database.ts";
import type { RateLimiter } from "../services/rate-limit.ts";
import { findApiKey } from "./api-keys.ts";
import { findSchool, type School } from "../services/schools.ts";
import { sessionLifetimeMs, type Auth, type StaffRole } from "./auth.ts";
import type { Actor } from "./audit.ts";

/** The signed-in member of staff, as every office call sees them. */
export interface Staff {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
}

export type OfficeEnv = {
  Variables: { school: School; staff: Staff | undefined };
};

export const actorOf = (staff: Staff): Actor => ({ id: staff.id, name: staff.name });

const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery is refused before anything else. A write must be sent as JSON
 * (which a page on another site can only do after a CORS preflight this server never allows),
 * and one that a browser may have sent with the office's cookie must say it comes from the
 * office itself: by the browser's own account (`Sec-Fetch-Site: same-origin`, or this host in
 * `Origin`), or, for the office's pages calling in-process, as they say it. A call with an API
 * key carries no cookie, so no other site can make it on anyone's behalf.
 */
export const sameSiteWrites: MiddlewareHandler = async (c, next) => {
  if (writeMethods.has(c.req.method)) {
    if (!hasApiKey(c)) {
      const refusal = fromElsewhere(c);
      if (refusal) return c.json({ error: refusal }, 403);
    }
    const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    // A file goes as a form, which another site could send too: so it must carry a header
    // that only a script of this site (or a server) can add.
    const upload = type === "multipart/form-data" && c.req.header("X-Office-Upload") === "1";
    // A school's archive goes as itself: like JSON, no page on another site can send that type
    // without a preflight.
    const archive = type === "application/x-tar";
    if (type !== "application/json" && !upload && !archive) {
      return c.json({ error: "Send the request as application/json." }, 415);
    }
  }
  await next();
};

const hasApiKey = (c: Context) => /^Bearer\s+\S+$/i.test(c.req.header("Authorization") ?? "");

/** Why a write does not show it comes from the office's own pages, or undefined if it does. */
function fromElsewhere(c: Context): string | undefined {
  const site = c.req.header("Sec-Fetch-Site");
  if (site) return site === "same-origin" ? undefined : "This request came from another site.";
  const origin = c.req.header("Origin");
  if (!origin) {
    return "This change was not sent from the school office's own pages, so it was not accepted.";
  }
  try {
    if (new URL(origin).host === new URL(c.req.url).host) return undefined;
  } catch {
    // "null" (a sandboxed frame, a privacy redirect) or anything unreadable.
  }
  return "This request came from another site.";
}

/**
 * Finds the school named in the path and who is asking: a member of its staff signed in, or
 * one of its API keys (`Authorization: Bearer sk_...`), which acts in its role. Wrong keys are
 * counted per address, and past the limit every key from there waits, a right one too.
 */
export function whoIsAsking(deps: {
  db: Db;
  auth: Auth;
  now: () => Date;
  trustProxy?: TrustProxy;
  wrongKeys: RateLimiter;
}): MiddlewareHandler<OfficeEnv> {
  return async (c, next) => {
    const school = await findSchool(deps.db, c.req.param("schoolCode") ?? "");
    if (!school) return c.json({ error: "Unknown school." }, 404);
    c.set("school", school);
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "")?.[1];
    if (bearer) {
      const address = clientAddress(c, deps.trustProxy);
      const verdict = await deps.wrongKeys.check(address);
      if (!verdict.allowed) {
        return tooManyRequests(
          c,
          verdict.retryAfterSeconds,
          (wait) => `Too many wrong API keys. Please wait ${wait} and try again.`,
        );
      }
      const key = await findApiKey(deps.db, school.id, bearer, deps.now());
      if (!key) {
        await deps.wrongKeys.take(address);
        c.header("WWW-Authenticate", 'Bearer realm="school office"');
        return c.json({ error: "The API key is not valid." }, 401);
      }
      c.set("staff", {
        id: `api-key:${key.id}`,
        name: `API key "${key.name}"`,
        email: "",
        role: key.role,
        twoFactorEnabled: true,
      });
      return next();
    }
    let session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    // better-auth moves a used session's expiry on forever; the office ends it in the end. On
    // better-auth's clock, which wrote its start: the office's own may be set to another day.
    if (session && Date.now() - session.session.createdAt.getTime() > sessionLifetimeMs) {
      await (await deps.auth.$context).internalAdapter.deleteSession(session.session.token);
      session = null;
    }
    const user = session?.user as Record<string, unknown> | undefined;
    // An account of another school, or one turned off, is nobody here.
    const staff =
      user && user.schoolId === school.id && user.disabled !== true
        ? {
            id: String(user.id),
            name: String(user.name),
            email: String(user.email),
            role: user.role as StaffRole,
            twoFactorEnabled: user.twoFactorEnabled === true,
          }
        : undefined;
    c.set("staff", staff);
    await next();
  };
}

/** Whether an administrator must still set up the second factor before anything else. */
export const needsSecondFactor = (staff: Staff) =>
  staff.role === "administrator" && !staff.twoFactorEnabled;

/**
 * Lets the call through for these roles only: 401 without a sign-in, 403 for another role or
 * for an administrator who has not yet set up the second factor.
 */
export function allow(...roles: StaffRole[]): MiddlewareHandler<OfficeEnv> {
  return async (c, next) => {
    const refused = refusal(c, roles);
    if (refused) return refused;
    await next();
  };
}

/** Lets the call through for the roles `rolesOf` names for it; a call it names none for is 404. */
export function allowBy(
  rolesOf: (c: Context<OfficeEnv>) => readonly StaffRole[] | undefined,
  notFound: (c: Context<OfficeEnv>) => Response,
): MiddlewareHandler<OfficeEnv> {
  return async (c, next) => {
    const roles = rolesOf(c);
    if (!roles) return notFound(c);
    const refused = refusal(c, roles);
    if (refused) return refused;
    await next();
  };
}

function refusal(c: Context<OfficeEnv>, roles: readonly StaffRole[]): Response | undefined {
  const staff = c.get("staff");
  if (!staff) return c.json({ error: "Please sign in." }, 401);
  if (needsSecondFactor(staff)) {
    return c.json(
      {
        error: "Administrators must set up the second sign-in step first.",
        code: "second-factor-required",
      },
      403,
    );
  }
  if (!roles.includes(staff.role)) {
    return c.json({ error: "Your role cannot do this." }, 403);
  }
  return undefined;
}
