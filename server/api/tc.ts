import { Hono } from "hono";
import { TcLookup, tcLookupError, tcLookupMessages } from "#contracts/entities.ts";
import type { Db } from "../db/database.ts";
import { createRateLimiter, type RateLimitStore } from "../services/rate-limit.ts";
import { findSchool } from "../services/schools.ts";
import type { DownloadTokens } from "../services/download-tokens.ts";
import {
  findCertificate,
  recordDownload,
  tcAttemptLimit,
} from "../services/transfer-certificates.ts";
import type { TrustProxy } from "#contracts/config.ts";
import { clientAddress } from "./client-address.ts";
import { jsonBody } from "./json-body.ts";
import { tooManyRequests } from "./too-many.ts";

export interface TcApiDeps {
  db: Db;
  /** Hands out the download's token; any instance sharing its secret redeems it. */
  downloads: DownloadTokens;
  /** Where the per-client attempt counts are kept; this process's memory by default. */
  rateLimitStore?: RateLimitStore;
  /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** The clock (tests set it): a certificate withdrawn or not yet in force is not found. */
  now?: () => Date;
}

export const wrongCredentials = "Wrong credentials";
export const fillAllFields = tcLookupMessages.empty;

/**
 * POST /api/tc/{schoolCode} with {name, admission}: `{data: "tc/<token>"}` on a match, the same
 * 404 for a wrong number or a wrong name, and a per-client limit on attempts.
 */
export function createTcApi(deps: TcApiDeps): Hono {
  const tc = new Hono();
  const limiter = createRateLimiter("tc", tcAttemptLimit, { store: deps.rateLimitStore });
  // Every answer of the lookup, a refusal included, is about one student: never stored.
  tc.use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });

  tc.post(
    "/:schoolCode",
    // The form asks for both fields, whatever is wrong with what came, unless all that is
    // wrong is a control character in a field: then it names that field. Neither is counted.
    jsonBody(TcLookup, {
      malformed: fillAllFields,
      notAnObject: fillAllFields,
      invalid: (issues) => ({ error: tcLookupError(issues) }),
    }),
    async (c) => {
      const { name, admission } = c.req.valid("json");
      const school = await findSchool(deps.db, c.req.param("schoolCode"));
      if (!school) return c.json({ error: "Unknown school." }, 404);

      // Every attempt counts, before the lookup: guessing is what the limit is for.
      const address = clientAddress(c, deps.trustProxy);
      const verdict = await limiter.take(address);
      if (!verdict.allowed) {
        return tooManyRequests(
          c,
          verdict.retryAfterSeconds,
          (wait) => `Too many attempts. Please wait ${wait} and try again.`,
        );
      }

      // Nothing this long is on file; it is answered like any other miss.
      const plausible = name.length <= 200 && admission.length <= 100;
      const now = deps.now?.() ?? new Date();
      const certificate = plausible
        ? await findCertificate(deps.db, school.id, { name, admission }, now)
        : undefined;
      if (!certificate) return c.json({ error: wrongCredentials }, 404);
      await recordDownload(deps.db, school.id, certificate.id, address, now);
      return c.json({ data: `tc/${deps.downloads.issue(certificate.id)}` });
    },
  );

  return tc;
}
