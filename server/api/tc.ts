import { Hono } from "hono";
import type { Db } from "../db/database.ts";
import { findSchool } from "../services/schools.ts";
import { clientAddress } from "./client-address.ts";
import { AttemptLimiter, findCertificate, issueToken } from "../services/transfer-certificates.ts";

export interface TcApiDeps {
  db: Db;
  limiter?: AttemptLimiter;
  trustProxy?: boolean;
}

export const wrongCredentials = "Wrong credentials";
export const fillAllFields = "Please fill in all fields";

/**
 * POST /api/tc/{schoolCode} with {name, admission}: `{data: "tc/<token>"}` on a match, the same
 * 404 for a wrong number or a wrong name, and a per-client limit on attempts.
 */
export function createTcApi(deps: TcApiDeps): Hono {
  const tc = new Hono();
  const limiter = deps.limiter ?? new AttemptLimiter();
  // Every answer of the lookup, a refusal included, is about one student: never stored.
  tc.use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });

  tc.post("/:schoolCode", async (c) => {
    if (!(c.req.header("Content-Type") ?? "").toLowerCase().startsWith("application/json")) {
      return c.json({ error: "Send the form as application/json." }, 415);
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: fillAllFields }, 400);
    }
    const fields = body as { name?: unknown; admission?: unknown } | null;
    const name = typeof fields?.name === "string" ? fields.name : "";
    const admission = typeof fields?.admission === "string" ? fields.admission : "";
    if (name.trim() === "" || admission.trim() === "") {
      return c.json({ error: fillAllFields }, 400);
    }

    const school = await findSchool(deps.db, c.req.param("schoolCode"));
    if (!school) return c.json({ error: "Unknown school." }, 404);

    const verdict = limiter.attempt(clientAddress(c, deps.trustProxy));
    if (!verdict.allowed) {
      const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
      const minutes = Math.ceil(seconds / 60);
      c.header("Retry-After", String(seconds));
      return c.json(
        {
          error: `Too many attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
        },
        429,
      );
    }

    // Nothing this long is on file; it is answered like any other miss.
    const plausible = name.length <= 200 && admission.length <= 100;
    const certificate = plausible
      ? await findCertificate(deps.db, school.id, { name, admission })
      : undefined;
    if (!certificate) return c.json({ error: wrongCredentials }, 404);
    return c.json({ data: `tc/${issueToken(certificate.filePath)}` });
  });

  return tc;
}
