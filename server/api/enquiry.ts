import { createHash, timingSafeEqual } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { Enquiry } from "#contracts/entities.ts";
import type { Db } from "../db/database.ts";
import { enquiries } from "../db/schema.ts";
import { findSchool } from "../services/schools.ts";
import { clientAddress } from "./client-address.ts";

/** At most this many enquiries per client in the window; a family writes one or two. */
export const enquiryLimit = { count: 5, windowMs: 10 * 60_000 };
/** A whole enquiry at its longest limits is well under this. */
export const enquiryMaxBytes = 20 * 1024;

/** A sliding window per client, in memory: a restart forgets it, which is harmless. */
function createRateLimiter({ count, windowMs }: typeof enquiryLimit) {
  const sent = new Map<string, number[]>();
  return {
    /** Seconds to wait before this client may send again, or 0 to let it through. */
    waitSeconds(client: string, now = Date.now()): number {
      const recent = (sent.get(client) ?? []).filter((at) => now - at < windowMs);
      if (recent.length === 0) sent.delete(client);
      else sent.set(client, recent);
      if (recent.length < count) return 0;
      return Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000));
    },
    record(client: string, now = Date.now()) {
      sent.set(client, [...(sent.get(client) ?? []), now]);
      // Keep the map small under a flood of distinct clients.
      if (sent.size > 10_000) {
        for (const [key, times] of sent) {
          if (times.every((at) => now - at >= windowMs)) sent.delete(key);
        }
      }
    },
  };
}

/** Compares the bearer token in constant time; the token is read per request. */
function officeAuthorised(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? "")?.[1]?.trim() ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return given !== "" && timingSafeEqual(digest(given), digest(token));
}

/**
 * The enquiry form's API (spec 7, form call 2; DECISIONS): `POST /form/{schoolCode}/enquiry`
 * validates with the form's own schema, stores before answering, and resists spam with a
 * honeypot, a per-client rate limit and a size limit. The office reads what was stored at
 * `GET /form/{schoolCode}/enquiries` with `Authorization: Bearer {OFFICE_TOKEN}`.
 */
export function createEnquiryApi(deps: {
  db: Db;
  trustProxy?: boolean;
  officeToken?: string;
}): Hono {
  const api = new Hono();
  const limiter = createRateLimiter(enquiryLimit);

  api.get("/form/:schoolCode/enquiries", async (c) => {
    c.header("Cache-Control", "no-store");
    const token = deps.officeToken;
    if (!token) return c.json({ error: "No such API call." }, 404);
    if (!officeAuthorised(c.req.header("Authorization"), token)) {
      c.header("WWW-Authenticate", 'Bearer realm="school office"');
      return c.json({ error: "The office token is missing or wrong." }, 401);
    }
    const school = await findSchool(deps.db, c.req.param("schoolCode"));
    if (!school) return c.json({ error: "Unknown school." }, 404);
    const rows = await deps.db
      .select({
        id: enquiries.id,
        createdAt: enquiries.createdAt,
        name: enquiries.name,
        email: enquiries.email,
        phone: enquiries.phone,
        subject: enquiries.subject,
        message: enquiries.message,
      })
      .from(enquiries)
      .where(eq(enquiries.schoolId, school.id))
      .orderBy(desc(enquiries.createdAt));
    return c.json(rows);
  });

  api.post(
    "/form/:schoolCode/:formType",
    bodyLimit({
      maxSize: enquiryMaxBytes,
      onError: (c) => c.json({ error: "The form is too large to send." }, 413),
    }),
    async (c) => {
      const school = await findSchool(deps.db, c.req.param("schoolCode"));
      if (!school) return c.json({ error: "Unknown school." }, 404);
      if (c.req.param("formType") !== "enquiry") return c.json({ error: "Unknown form." }, 404);
      if (!(c.req.header("Content-Type") ?? "").toLowerCase().startsWith("application/json")) {
        return c.json({ error: "Send the form as application/json." }, 415);
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: "The request body is not valid JSON." }, 400);
      }
      const parsed = Enquiry.safeParse(body);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? "form");
          errors[field] ??= issue.message;
        }
        return c.json({ error: "Please correct the highlighted fields.", errors }, 400);
      }

      const client = clientAddress(c, deps.trustProxy);
      const wait = limiter.waitSeconds(client);
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60);
        c.header("Retry-After", String(wait));
        return c.json(
          {
            error:
              `You have sent several messages in a short time. Please wait ${minutes} ` +
              `${minutes === 1 ? "minute" : "minutes"}, or call the school office.`,
          },
          429,
        );
      }
      limiter.record(client);

      // The honeypot: people never see the 'website' field, form-filling robots fill it in.
      // They are told it worked, and nothing is kept.
      const honeypot = (body as { website?: unknown }).website;
      if (typeof honeypot === "string" && honeypot.trim() !== "") {
        return c.json({ message: "Your Form Submitted Successfully." }, 201);
      }

      // Stored before we answer: a success the visitor sees is an enquiry the office will read.
      await deps.db.insert(enquiries).values({ schoolId: school.id, ...parsed.data });
      return c.json({ message: "Your Form Submitted Successfully." }, 201);
    },
  );
  return api;
}
