import {
  albumPhotoLimit,
  importRowLimit,
  lifeFields,
  recordKinds,
  rolesFor,
  type RecordKindName,
  type FieldSpec,
  type RecordKind,
} from "#contracts/office-records.ts";
import { z } from "zod";
import { PageDocument } from "#contracts/page-content.ts";
import { SchoolSettings } from "#contracts/school-settings.ts";
import { frequencies, subscriptionTopics } from "#contracts/subscriptions.ts";

// The office API described for the provider's systems (OpenAPI 3.1), made from the same field
// lists that draw the office's forms and validate its calls, so it cannot drift from them.

type Schema = Record<string, unknown>;

function fieldSchema(spec: FieldSpec): Schema {
  const described = { title: spec.label, ...(spec.hint && { description: spec.hint }) };
  switch (spec.type) {
    case "flag":
      return { ...described, type: "boolean" };
    case "date":
      return { ...described, type: "string", format: "date" };
    case "dateTime":
      return {
        ...described,
        type: "string",
        pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$",
        description: "The school's wall-clock time, YYYY-MM-DDTHH:mm. Empty: none.",
      };
    case "files":
      return { ...described, type: "array", items: { type: "string" }, maxItems: 20 };
    case "photos":
      return {
        ...described,
        type: "array",
        maxItems: albumPhotoLimit,
        items: {
          type: "object",
          properties: { path: { type: "string" }, caption: { type: "string", maxLength: 300 } },
          required: ["path"],
        },
      };
    case "choices":
      return { ...described, type: "array", items: { enum: [...spec.options!] } };
    case "percent":
      return { ...described, type: ["number", "string"], minimum: 0, maximum: 100 };
    case "video":
      return {
        ...described,
        type: "string",
        format: "uri",
        description: "A YouTube or Vimeo address in any of its forms; kept as its canonical form.",
      };
    case "privateFile":
      return {
        ...described,
        type: "string",
        description: "The `path` of a file stored with `/files?for=certificates`.",
      };
    case "select":
      return { ...described, type: "string", enum: [...spec.options!] };
    default:
      return { ...described, type: "string", ...(spec.max && { maxLength: spec.max }) };
  }
}

const json = (schema: Schema) => ({ content: { "application/json": { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const answer = (description: string, schema?: Schema) => ({
  description,
  ...(schema && json(schema)),
});
const refusals = {
  "400": answer("A field is refused: `fields` has each field's message.", ref("Refusal")),
  "401": answer("No session or API key, or a key that is not valid."),
  "403": answer("The caller's role cannot do this."),
};

export function officeOpenApi(): Schema {
  const schemas: Record<string, Schema> = {
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
  const paths: Record<string, Schema> = {};
  const school = { name: "schoolCode", in: "path", required: true, schema: { type: "string" } };
  const id = { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } };

  for (const kind of Object.values(recordKinds) as RecordKind[]) {
    const fields = [...kind.fields, ...lifeFields];
    const name = `${kind.kind[0]!.toUpperCase()}${kind.kind.slice(1)}Input`;
    schemas[name] = {
      type: "object",
      description: `A ${kind.one}, as the office's form sends it.`,
      properties: {
        ...Object.fromEntries(fields.map((spec) => [spec.name, fieldSchema(spec)])),
        status: { enum: ["draft", "published"] },
      },
      required: [...kind.fields.filter((spec) => spec.required).map((s) => s.name), "status"],
    };
    const base = `/api/office/{schoolCode}/records/${kind.kind}`;
    const tags = [kind.title];
    const roles = rolesFor(kind.kind as RecordKindName).filter((role) => role !== "administrator");
    if (kind.importColumns) {
      paths[`${base}/import`] = {
        post: {
          tags,
          summary: `Adds many at once (${roles.join(", ")} role): every row or none`,
          parameters: [school],
          requestBody: {
            required: true,
            ...json({
              type: "object",
              properties: {
                rows: { type: "array", items: ref(name), maxItems: importRowLimit },
                status: { enum: ["draft", "published"] },
              },
              required: ["rows"],
            }),
          },
          responses: {
            "201": answer("Saved.", {
              type: "object",
              properties: { created: { type: "integer" }, ids: { type: "array" } },
            }),
            "400": answer(
              "Nothing was saved: `rows` lists each refused row (from 1) with its fields' messages.",
            ),
            "401": refusals["401"],
            "403": refusals["403"],
          },
        },
      };
    }
    paths[base] = {
      get: {
        tags,
        summary: `${kind.title}: the school's records, last changed first`,
        parameters: [
          school,
          { name: "q", in: "query", schema: { type: "string" } },
          {
            name: "state",
            in: "query",
            schema: { enum: ["draft", "scheduled", "live", "expired", "deleted"] },
          },
          ...(kind.filter ? [{ name: "filter", in: "query", schema: { type: "string" } }] : []),
        ],
        responses: {
          "200": answer("The records.", { type: "array", items: ref("Record") }),
          ...refusals,
        },
      },
      post: {
        tags,
        summary: `Adds a ${kind.one}`,
        parameters: [school],
        requestBody: { required: true, ...json(ref(name)) },
        responses: { "201": answer("Saved.", ref("Record")), ...refusals },
      },
    };
    paths[`${base}/{id}`] = {
      get: {
        tags,
        summary: `One ${kind.one}, with its history`,
        parameters: [school, id],
        responses: { "200": answer("The record.", ref("Record")), ...refusals },
      },
      put: {
        tags,
        summary: `Saves a ${kind.one} edited from \`version\``,
        parameters: [school, id],
        requestBody: {
          required: true,
          ...json({
            allOf: [
              ref(name),
              {
                type: "object",
                properties: { version: { type: "integer" } },
                required: ["version"],
              },
            ],
          }),
        },
        responses: {
          "200": answer("Saved.", ref("Record")),
          "409": answer("Saved by someone else since `version`: `current` is the record now."),
          ...refusals,
        },
      },
      delete: {
        tags,
        summary: `Deletes a ${kind.one} (restorable for 30 days)`,
        parameters: [school, id],
        responses: { "200": answer("Deleted.", ref("Record")), ...refusals },
      },
    };
    paths[`${base}/{id}/restore`] = {
      post: {
        tags,
        summary: `Restores a deleted ${kind.one}`,
        parameters: [school, id],
        responses: { "200": answer("Restored.", ref("Record")), ...refusals },
      },
    };
  }

  paths["/api/office/{schoolCode}/files"] = {
    post: {
      tags: ["Files"],
      summary: "Stores one attachment: a PDF (25 MB) or a JPEG, PNG or WebP picture (15 MB)",
      description:
        "Send multipart/form-data with the field `file` and the header `X-Office-Upload: 1`. " +
        "Pictures are re-encoded without their metadata. Use the answered `path` in a record's " +
        "attachment fields. With `?for=certificates` (office role) the file is kept in the " +
        "private store, for a certificate's `filePath`; it is never served at its own path.",
      parameters: [school, { name: "for", in: "query", schema: { enum: ["certificates"] } }],
      responses: {
        "201": answer("Stored.", {
          type: "object",
          properties: { path: { type: "string" }, kind: { enum: ["pdf", "picture"] } },
        }),
        ...refusals,
      },
    },
  };
  paths["/api/office/{schoolCode}/enquiries"] = {
    get: {
      tags: ["Enquiries"],
      summary: "The contact form's enquiries, newest first (office role)",
      parameters: [
        school,
        { name: "q", in: "query", schema: { type: "string" } },
        { name: "handled", in: "query", schema: { enum: ["yes", "no"] } },
      ],
      responses: { "200": answer("The enquiries."), ...refusals },
    },
  };

  // Parents' e-mail subscriptions (/Subscribe): the office reads and removes them.
  paths["/api/office/{schoolCode}/subscriptions"] = {
    get: {
      tags: ["E-mail subscriptions"],
      summary:
        "Every subscription by address, and the confirmed subscribers of each topic by how often (office role)",
      parameters: [school],
      responses: {
        "200": answer("The subscriptions and the counts per topic.", {
          type: "object",
          properties: {
            subscriptions: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  id: { type: "string", format: "uuid" },
                  email: { type: "string" },
                  topics: { type: "array", items: { enum: [...subscriptionTopics] } },
                  frequency: { enum: [...frequencies] },
                  state: { enum: ["confirmed", "unconfirmed", "unsubscribed"] },
                  createdAt: { type: "string", format: "date-time" },
                  confirmedAt: { type: ["string", "null"], format: "date-time" },
                  unsubscribedAt: { type: ["string", "null"], format: "date-time" },
                },
              },
            },
            counts: {
              type: "object",
              additionalProperties: {
                type: "object",
                properties: { immediate: { type: "integer" }, daily: { type: "integer" } },
              },
            },
          },
        }),
        ...refusals,
      },
    },
  };
  paths["/api/office/{schoolCode}/subscriptions/{id}"] = {
    delete: {
      tags: ["E-mail subscriptions"],
      summary: "Removes a subscription for good, with a line in the audit log (office role)",
      parameters: [school, { name: "id", in: "path", required: true, schema: { type: "string" } }],
      responses: {
        "200": answer("Removed."),
        "404": answer("No such subscription."),
        ...refusals,
      },
    },
  };

  paths["/api/office/{schoolCode}/certificate-downloads"] = {
    get: {
      tags: ["Transfer Certificates"],
      summary: "Each certificate handed to a family, newest first (office role)",
      parameters: [school],
      responses: {
        "200": answer("The downloads: when, from which address, which certificate."),
        ...refusals,
      },
    },
  };

  // Pages and settings: their schemas are made from the same zod schemas that check them.
  schemas.PageDocument = z.toJSONSchema(PageDocument, { io: "input", unrepresentable: "any" });
  schemas.SchoolSettings = z.toJSONSchema(SchoolSettings, { io: "input", unrepresentable: "any" });
  const page = { name: "path", in: "path", required: true, schema: { type: "string" } };
  const version = {
    type: "object",
    properties: {
      number: { type: "integer" },
      status: { enum: ["draft", "published"] },
      publishAt: { type: ["string", "null"], format: "date-time" },
      savedAt: { type: "string", format: "date-time" },
      savedBy: { type: "string" },
      note: { type: "string" },
    },
  };
  paths["/api/office/{schoolCode}/pages"] = {
    get: {
      tags: ["Pages"],
      summary: "Every static page with its newest version and the one on the site",
      description:
        "Also the session in force and `behind`: pages whose figures are for an earlier session.",
      parameters: [school],
      responses: { "200": answer("The pages."), ...refusals },
    },
  };
  paths["/api/office/{schoolCode}/pages/{path}"] = {
    get: {
      tags: ["Pages"],
      summary: "A page's words (its newest version, or `?version=N`) and its versions",
      parameters: [school, page, { name: "version", in: "query", schema: { type: "integer" } }],
      responses: { "200": answer("The page."), ...refusals },
    },
    put: {
      tags: ["Pages"],
      summary: "Saves a new version: a draft, published at once, or scheduled",
      description:
        "`basedOn` is the number of the version the words were edited from; when someone has " +
        "saved since, the answer is 409 with `newest`, and nothing is written.",
      parameters: [school, page],
      requestBody: json({
        type: "object",
        required: ["document", "status", "basedOn"],
        properties: {
          document: ref("PageDocument"),
          status: { enum: ["draft", "published"] },
          publishAt: {
            type: "string",
            description: "The school's wall-clock time, YYYY-MM-DDTHH:mm. Empty: at once.",
          },
          basedOn: { type: "integer" },
        },
      }),
      responses: { "200": answer("Saved.", version), ...refusals },
    },
  };
  paths["/api/office/{schoolCode}/pages/{path}/restore"] = {
    post: {
      tags: ["Pages"],
      summary: "Publishes an earlier version's words again, as a new version",
      parameters: [school, page],
      requestBody: json({
        type: "object",
        required: ["number", "basedOn"],
        properties: { number: { type: "integer" }, basedOn: { type: "integer" } },
      }),
      responses: { "200": answer("Restored.", version), ...refusals },
    },
  };
  paths["/api/office/{schoolCode}/settings"] = {
    get: {
      tags: ["Settings"],
      summary: "The school's settings and their number (administrators)",
      parameters: [school],
      responses: { "200": answer("The settings."), ...refusals },
    },
    put: {
      tags: ["Settings"],
      summary: "Saves the settings (administrators); 409 when someone saved since `basedOn`",
      parameters: [school],
      requestBody: json({
        type: "object",
        required: ["settings", "basedOn"],
        properties: { settings: ref("SchoolSettings"), basedOn: { type: "integer" } },
      }),
      responses: { "200": answer("Saved."), ...refusals },
    },
  };
  paths["/api/office/{schoolCode}/archive"] = {
    get: {
      tags: ["Archive"],
      summary: "The school's pages, settings and public files as one tar file (administrators)",
      parameters: [school],
      responses: { "200": { description: "application/x-tar" }, ...refusals },
    },
    post: {
      tags: ["Archive"],
      summary: "Brings in an archive (the body, as application/x-tar), as new versions",
      parameters: [school],
      responses: { "200": answer("What was imported."), ...refusals },
    },
  };

  return {
    openapi: "3.1.0",
    info: {
      title: "School office API",
      version: "1",
      description:
        "What the school office's screens do, for other systems. Authenticate with an API key " +
        "an administrator made in the office (`Authorization: Bearer sk_...`); each key belongs " +
        "to one school and acts in one role (editor: records and files; office: enquiries and " +
        "Transfer Certificates). " +
        "Writes are JSON. Every change is in the school's audit log under the key's name.",
    },
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer" } },
      schemas,
    },
    security: [{ apiKey: [] }],
    paths,
  };
}
