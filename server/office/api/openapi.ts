import { Hono, type Env, type MiddlewareHandler } from "hono";
import { describeRoute, generateSpecs, resolver, uniqueSymbol } from "hono-openapi";
import type { z } from "zod";
import { jsonBody } from "../../api/json-body.ts";

// The office API described for the provider's systems (OpenAPI 3.1). Nothing here lists the
// calls: the document is made by walking the office app's routes, each carrying its own
// description (`described`) and the schema its body is checked with (`officeBody`), so a call
// cannot be added, moved or checked otherwise without the document following.

type Schema = Record<string, unknown>;
type Responses = Record<string, Schema>;

export const malformedBody = "The request body is not valid JSON.";
export const notAnObjectBody = "Send the fields as one JSON object.";

const json = (schema: Schema) => ({ content: { "application/json": { schema } } });
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const answer = (description: string, schema?: Schema): Schema => ({
  description,
  ...(schema && json(schema)),
});
/** What any call may answer besides its own: a refused body, no caller, the wrong role. */
export const refusals: Responses = {
  "400": answer("A field is refused: `fields` has each field's message.", ref("Refusal")),
  "401": answer("No session or API key, or a key that is not valid."),
  "403": answer("The caller's role cannot do this."),
};

export const schoolParameter = {
  name: "schoolCode",
  in: "path",
  required: true,
  schema: { type: "string" },
};
export const idParameter = {
  name: "id",
  in: "path",
  required: true,
  schema: { type: "string", format: "uuid" },
};
export const queryParameter = (name: string, schema: Schema) => ({ name, in: "query", schema });

/** A call's description in the document: what it is for, its parameters and its answers. */
export function described(what: {
  tags: string[];
  summary: string;
  description?: string;
  parameters?: Schema[];
  responses?: Responses;
}): MiddlewareHandler {
  return describeRoute({
    tags: what.tags,
    summary: what.summary,
    ...(what.description && { description: what.description }),
    parameters: [schoolParameter, ...(what.parameters ?? [])] as never,
    responses: {
      ...(!Object.keys(what.responses ?? {}).some((status) => status.startsWith("2")) && {
        "200": answer("Done."),
      }),
      ...refusals,
      ...what.responses,
    } as never,
  });
}

/** A body's description in the document, for a schema zod cannot describe as it is sent. */
export interface BodyDocument {
  toOpenAPISchema: () => Promise<{ schema: object; components?: object }>;
}

/** A body described by a JSON Schema, with the schemas it names under `components`. */
export const bodyDocument = (schema: Schema, schemas: Schema = {}): BodyDocument => ({
  toOpenAPISchema: () => Promise.resolve({ schema, components: { schemas } }),
});

/**
 * Every office body, checked one way: the shared JSON check (bad JSON or not an object is a 400
 * with its message, never read as `{}`), then `schema`, whose issues `invalid` answers. The
 * same schema describes the body in the document, unless `documented` says it otherwise (a
 * schema whose preprocessing hides what is sent).
 */
export function officeBody<S extends z.ZodType, E extends Env = Env>(
  schema: S,
  invalid: (issues: readonly z.core.$ZodIssue[]) => object,
  documented: BodyDocument = resolver(schema),
) {
  const check = jsonBody<S, E>(schema, {
    malformed: malformedBody,
    notAnObject: notAnObjectBody,
    invalid,
  });
  return Object.assign(check, { [uniqueSymbol]: { target: "json", ...documented } });
}

const info = {
  title: "School office API",
  version: "1",
  description:
    "What the school office's screens do, for other systems. Authenticate with an API key " +
    "an administrator made in the office (`Authorization: Bearer sk_...`); each key belongs " +
    "to one school and acts in one role (editor: records and files; office: enquiries and " +
    "Transfer Certificates). " +
    "Writes are JSON. Every change is in the school's audit log under the key's name.",
};

const sharedSchemas = {
  Refusal: {
    type: "object",
    properties: {
      error: { type: "string" },
      fields: { type: "object", additionalProperties: { type: "string" } },
    },
    required: ["error"],
  },
  Record: {
    type: "object",
    properties: {
      id: { type: "string", format: "uuid" },
      kind: { type: "string" },
      values: { type: "object" },
      status: { enum: ["draft", "published"] },
      publishAt: { type: "string" },
      expireAt: { type: "string" },
      state: { enum: ["draft", "scheduled", "live", "expired", "deleted"] },
      version: { type: "integer" },
      updatedAt: { type: "string", format: "date-time" },
    },
    required: ["id", "kind", "values", "status", "state", "version"],
  },
};

/** The office app's OpenAPI document, its paths as they are served: /api/office/{schoolCode}/... */
export async function officeOpenApi<E extends Env>(office: Hono<E>): Promise<Schema> {
  const served = new Hono<E>().route("/api/office", office);
  const document = await generateSpecs(served, {
    documentation: {
      info,
      components: {
        securitySchemes: { apiKey: { type: "http", scheme: "bearer" } },
        schemas: sharedSchemas as never,
      },
      security: [{ apiKey: [] }],
    },
    defaultValidationErrorResponse: refusals["400"] as never,
  });
  // An empty list of tags says nothing.
  const { tags, ...rest } = document;
  return tags?.length ? document : rest;
}
