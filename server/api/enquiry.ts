import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { Enquiry } from "#contracts/entities.ts";
import type { Db } from "../db/database.ts";
import { listEnquiries, saveEnquiry } from "../services/enquiries.ts";
import { createRateLimiter, type RateLimit, type RateLimitStore } from "../services/rate-limit.ts";
import { findSchool, type School } from "../services/schools.ts";
import type { TrustProxy } from "#contracts/config.ts";
import { clientAddress } from "./client-address.ts";
import { jsonBody } from "./json-body.ts";
import { tooManyRequests } from "./too-many.ts";

/** At most this many enquiries per client in the window; a family writes one or two. */
export const enquiryLimit: RateLimit = { points: 5, windowMs: 10 * 60_000 };
/** Wrong office tokens a client may send in the window before even a right one must wait. */
export const officeFailureLimit: RateLimit = { points: 10, windowMs: 10 * 60_000 };

// The form's fields, and the honeypot 'website' that people never see.
const EnquiryPost = Enquiry.extend({ website: z.unknown().optional() });

/** Compares the bearer token in constant time; the token is read per request. */
function officeAuthorised(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? "")?.[1]?.trim() ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return given !== "" && timingSafeEqual(digest(given), digest(token));
}

export interface EnquiryApiDeps {
  db: Db;
  /** Where the per-client counts are kept; this process's memory by default. */
  rateLimitStore?: RateLimitStore;
  /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** The office's key (OFFICE_TOKEN); without it the office's call does not exist. */
  officeToken?: string;
}

/**
 * The enquiry form's API (spec 7, form call 2; DECISIONS): `POST /form/{schoolCode}/enquiry`
 * validates with the form's own schema, stores before answering, and resists spam with a
 * honeypot, a per-client rate limit and a size limit (`server/body-limits.ts`). The office reads what was stored at
 * `GET /form/{schoolCode}/enquiries` with `Authorization: Bearer {OFFICE_TOKEN}`.
 */
export function createEnquiryApi(deps: EnquiryApiDeps) {
  const api = new Hono<{ Variables: { school: School } }>();
  const limiter = createRateLimiter("enquiry", enquiryLimit, { store: deps.rateLimitStore });
  // Only failures count: the office reading its enquiries all day is never held up.
  const officeFailures = createRateLimiter("office-token", officeFailureLimit, {
    store: deps.rateLimitStore,
  });

  api.get("/form/:schoolCode/enquiries", async (c) => {
    c.header("Cache-Control", "no-store");
    const token = deps.officeToken;
    if (!token) return c.json({ error: "No such API call." }, 404);
    // A client that has guessed too often waits, whatever it sends now: a guess that happens
    // to be right cannot be told apart from the others.
    const client = clientAddress(c, deps.trustProxy);
    const verdict = await officeFailures.check(client);
    if (!verdict.allowed) {
      return tooManyRequests(
        c,
        verdict.retryAfterSeconds,
        (wait) => `Too many wrong office tokens. Please wait ${wait} and try again.`,
      );
    }
    if (!officeAuthorised(c.req.header("Authorization"), token)) {
      await officeFailures.take(client);
      c.header("WWW-Authenticate", 'Bearer realm="school office"');
      return c.json({ error: "The office token is missing or wrong." }, 401);
    }
    const school = await findSchool(deps.db, c.req.param("schoolCode"));
    if (!school) return c.json({ error: "Unknown school." }, 404);
    return c.json(await listEnquiries(deps.db, school.id));
  });

  api.post(
    "/form/:schoolCode/:formType",
    // An unknown school or form is answered before its body is looked at.
    async (c, next) => {
      const school = await findSchool(deps.db, c.req.param("schoolCode"));
      if (!school) return c.json({ error: "Unknown school." }, 404);
      if (c.req.param("formType") !== "enquiry") return c.json({ error: "Unknown form." }, 404);
      c.set("school", school);
      await next();
    },
    jsonBody(EnquiryPost, {
      malformed: "The request body is not valid JSON.",
      notAnObject: "Send the form's fields as one JSON object.",
      invalid: (issues) => {
        const errors: Record<string, string> = {};
        for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
        return { error: "Please correct the highlighted fields.", errors };
      },
    }),
    async (c) => {
      // Only a valid form counts against the client: a family correcting a typo is not spam.
      const verdict = await limiter.take(clientAddress(c, deps.trustProxy));
      if (!verdict.allowed) {
        return tooManyRequests(
          c,
          verdict.retryAfterSeconds,
          (wait) =>
            `You have sent several messages in a short time. Please wait ${wait}, ` +
            `or call the school office.`,
        );
      }

      // The honeypot: people never see the 'website' field, form-filling robots fill it in.
      // They are told it worked, and nothing is kept.
      const { website, ...enquiry } = c.req.valid("json");
      if (typeof website === "string" && website.trim() !== "") {
        return c.json({ message: "Your Form Submitted Successfully." }, 201);
      }

      // Stored before we answer: a success the visitor sees is an enquiry the office will read.
      await saveEnquiry(deps.db, c.get("school").id, enquiry);
      return c.json({ message: "Your Form Submitted Successfully." }, 201);
    },
  );
  return api;
}
