import { zValidator } from "@hono/zod-validator";
import type { Context, Env, MiddlewareHandler } from "hono";
import type { z } from "zod";

/** The answers of one call when its body is not what it takes. */
export interface JsonBodyRefusals {
  /** The error of a body that is not JSON at all. */
  malformed: string;
  /** The error of a body that is JSON but not an object (an array, null, a number...). */
  notAnObject: string;
  /** The 400 answer's JSON when some field is wrong. */
  invalid: (issues: readonly z.core.$ZodIssue[]) => object;
}

export const sendAsJson = "Send the form as application/json.";

/**
 * Whether a Content-Type names JSON: exactly `application/json`, in any case, with or without
 * parameters. `application/jsonx` or `application/ld+json` is not what the forms send.
 */
export function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return mediaType === "application/json";
}

/**
 * Every JSON POST's body, checked one way: 415 unless it is sent as JSON, 400 with the call's
 * own messages when it is not valid JSON, not an object, or fails `schema`; the handler then
 * reads the parsed fields with `c.req.valid("json")`.
 */
export function jsonBody<Schema extends z.ZodType, E extends Env = Env>(
  schema: Schema,
  refusals: JsonBodyRefusals,
): MiddlewareHandler<E, string, { out: { json: z.output<Schema> } }> {
  const validate = zValidator("json", schema, (result, c: Context) => {
    if (!result.success) return c.json(refusals.invalid(result.error.issues), 400);
  });
  return async (c, next) => {
    if (!isJsonMediaType(c.req.header("Content-Type"))) {
      return c.json({ error: sendAsJson }, 415);
    }
    // Parsed here for the call's own answers; the validator parses Hono's cached text again.
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: refusals.malformed }, 400);
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return c.json({ error: refusals.notAnObject }, 400);
    }
    // The validator is made for any environment; the call's own is only carried through.
    return validate(c as unknown as Context, next);
  };
}
