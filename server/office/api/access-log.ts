import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { instantAt } from "#contracts/dates.ts";
import * as t from "../../db/schema.ts";
import { csvRecords } from "../../services/printable.ts";
import { allow, type OfficeEnv } from "../guard.ts";
import { offsetOf, pageOf } from "../list-query.ts";
import { schoolOf, type OfficeRouteDeps } from "./deps.ts";
import { described, queryParameter } from "./openapi.ts";
import { pagedAnswer, pagedJson, pagingParameters } from "./paged.ts";

// The access log for administrators (issue 40, breach readiness): who read which personal
// record, when and from where, between two days of the school's calendar, as a page or as the
// CSV the school sends with a breach report (docs/breach-runbook.md).

const tags = ["Access log"];
const day = /^\d{4}-\d{2}-\d{2}$/;

const line = {
  type: "object",
  properties: {
    at: { type: "string", format: "date-time" },
    actorName: { type: "string" },
    what: { type: "string" },
    recordId: { type: ["string", "null"] },
    address: { type: "string" },
  },
};

const parameters = [
  queryParameter("from", { type: "string", format: "date" }),
  queryParameter("to", { type: "string", format: "date" }),
  queryParameter("record", { type: "string" }),
];

export function accessLogApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const administrators = allow("administrator");

  /** The lines the query asks for: `from` and `to` are whole days at the school, both in. */
  const where = (schoolId: string, ask: (name: string) => string | undefined): SQL => {
    const from = ask("from");
    const to = ask("to");
    const record = ask("record")?.slice(0, 100);
    const dayAfter = (date: string) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return and(
      eq(t.accessLog.schoolId, schoolId),
      from && day.test(from)
        ? gte(t.accessLog.at, instantAt(`${from}T00:00`, deps.timeZone)!)
        : undefined,
      to && day.test(to)
        ? lt(t.accessLog.at, instantAt(`${dayAfter(to)}T00:00`, deps.timeZone)!)
        : undefined,
      record ? eq(t.accessLog.recordId, record) : undefined,
    )!;
  };
  const columns = {
    at: t.accessLog.at,
    actorName: t.accessLog.actorName,
    what: t.accessLog.what,
    recordId: t.accessLog.recordId,
    address: t.accessLog.address,
  };

  api.get(
    "/access-log",
    described({
      tags,
      summary: "Who read which personal record, when and from where, newest first (administrators)",
      description:
        "`from` and `to`: days (YYYY-MM-DD) of the school's calendar, both included. `record`: one record's id.",
      parameters: [...parameters, ...pagingParameters],
      responses: { "200": pagedAnswer("A page of the access log.", line) },
    }),
    administrators,
    async (c) => {
      const page = pageOf((name) => c.req.query(name));
      const filter = where(schoolOf(c), (name) => c.req.query(name));
      const [lines, [counted]] = await Promise.all([
        deps.db
          .select(columns)
          .from(t.accessLog)
          .where(filter)
          .orderBy(desc(t.accessLog.at))
          .limit(page.limit)
          .offset(offsetOf(page)),
        deps.db.select({ total: count() }).from(t.accessLog).where(filter),
      ]);
      return pagedJson(c, lines, Number(counted?.total ?? 0), page);
    },
  );

  api.get(
    "/access-log.csv",
    described({
      tags,
      summary: "The same lines as a CSV file, oldest first (administrators)",
      parameters,
      responses: { "200": { description: "text/csv" } },
    }),
    administrators,
    async (c) => {
      const lines = await deps.db
        .select(columns)
        .from(t.accessLog)
        .where(where(schoolOf(c), (name) => c.req.query(name)))
        .orderBy(t.accessLog.at);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", 'attachment; filename="access-log.csv"');
      return c.body(
        csvRecords([
          ["When (UTC)", "Who", "What", "Record", "From address"],
          ...lines.map((row) => [
            row.at.toISOString(),
            row.actorName,
            row.what,
            row.recordId ?? "",
            row.address,
          ]),
        ]),
      );
    },
  );

  return api;
}
