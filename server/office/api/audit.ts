import { Hono } from "hono";
import { auditPage, auditYears } from "../audit.ts";
import { allow, type OfficeEnv } from "../guard.ts";
import { pageOf, periodOf } from "../list-query.ts";
import { schoolOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, queryParameter } from "./openapi.ts";
import { pagedAnswer, pagedJson, pagingParameters, periodParameters } from "./paged.ts";

const line = {
  type: "object",
  properties: {
    id: { type: "string", format: "uuid" },
    at: { type: "string", format: "date-time" },
    actorId: { type: ["string", "null"] },
    actorName: { type: "string" },
    action: { type: "string" },
    kind: { type: "string" },
    recordId: { type: ["string", "null"] },
    changes: { type: "object" },
  },
};

/** The school's audit log, a page at a time, newest first (administrators). */
export function auditApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  api.get(
    "/audit",
    described({
      tags: ["Audit log"],
      summary: "Who changed what, a page at a time, newest first (administrators)",
      description:
        "`kind`: what it was done to (a kind of record, `account`, `api-key`, `pdf`, `picture`...); " +
        "`author`: who did it (an account's id, an API key's as `api-key:{id}`, as `/authors` lists them); " +
        "`record`: what one record or page (its id, or its path as `/SchoolFees`) went through; " +
        "`before`: only lines older than this moment.",
      parameters: [
        queryParameter("kind", { type: "string" }),
        queryParameter("author", { type: "string" }),
        queryParameter("record", { type: "string" }),
        ...periodParameters,
        queryParameter("sort", { enum: ["newest", "oldest"], default: "newest" }),
        queryParameter("before", { type: "string", format: "date-time" }),
        ...pagingParameters,
      ],
      responses: { "200": pagedAnswer("A page of the log's lines.", line) },
    }),
    allow("administrator"),
    async (c) => {
      const before = c.req.query("before");
      const at = before ? new Date(before) : undefined;
      const page = pageOf((name) => c.req.query(name));
      const { lines, total } = await auditPage(
        deps.db,
        schoolOf(c),
        {
          before: at && !Number.isNaN(at.getTime()) ? at : undefined,
          kind: c.req.query("kind")?.slice(0, 100) || undefined,
          actorId: c.req.query("author")?.slice(0, 200) || undefined,
          recordId: c.req.query("record")?.slice(0, 200) || undefined,
          ...periodOf((name) => c.req.query(name)),
          sort: c.req.query("sort") === "oldest" ? "oldest" : undefined,
        },
        page,
        deps.timeZone,
      );
      return pagedJson(c, lines, total, page);
    },
  );
  api.get(
    "/audit/years",
    described({
      tags: ["Audit log"],
      summary: "The years the log has lines in, newest first (administrators)",
      responses: {
        "200": answer("The years.", { type: "array", items: { type: "integer" } }),
      },
    }),
    allow("administrator"),
    async (c) => c.json(await auditYears(deps.db, schoolOf(c), deps.timeZone)),
  );
  return api;
}
