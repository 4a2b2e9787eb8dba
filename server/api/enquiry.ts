import { Hono } from "hono";
import { z } from "zod";
import { Enquiry } from "#contracts/entities.ts";
import type { Db } from "../db/database.ts";
import { saveEnquiry } from "../services/enquiries.ts";
import { createRateLimiter, type RateLimit, type RateLimitStore } from "../services/rate-limit.ts";
import { findSchool, type School } from "../services/schools.ts";
import type { TrustProxy } from "#contracts/config.ts";
import { clientAddress } from "./client-address.ts";
import { jsonBody } from "./json-body.ts";
import { tooManyRequests } from "./too-many.ts";

/** At most this many enquiries per client in the window; a family writes one or two. */
export const enquiryLimit: RateLimit = { points: 5, windowMs: 10 * 60_000 };

// The form's fields, and the honeypot 'website' that people never see.
const EnquiryPost = Enquiry.extend({ website: z.unknown().optional() });

export interface EnquiryApiDeps {
  db: Db;
  /** Where the per-client counts are kept; this process's memory by default. */
  rateLimitStore?: RateLimitStore;
  /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** An SMTP server is set: each enquiry also tells the school's inbox (decision 216). */
  mailEnabled?: boolean;
  /** The school's time zone: a request's answering day is counted from its date there. */
  timeZone?: string;
}

/**
 * The enquiry form's API (spec 7, form call 2; DECISIONS): `POST /form/{schoolCode}/enquiry`
 * validates with the form's own schema, stores before answering, and resists spam with a
 * honeypot, a per-client rate limit and a size limit (`server/http/body-limits.ts`). The office reads
 * what was stored in its inbox (`/office/enquiries`, or `GET /api/office/{schoolCode}/enquiries`
 * with an API key).
 */
export function createEnquiryApi(deps: EnquiryApiDeps) {
  const api = new Hono<{ Variables: { school: School } }>();
  const limiter = createRateLimiter("enquiry", enquiryLimit, { store: deps.rateLimitStore });

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
      await saveEnquiry(deps.db, c.get("school").id, enquiry, {
        tellInbox: deps.mailEnabled ?? false,
        timeZone: deps.timeZone,
      });
      return c.json({ message: "Your Form Submitted Successfully." }, 201);
    },
  );
  return api;
}
