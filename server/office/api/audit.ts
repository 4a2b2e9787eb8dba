import { Hono } from "hono";
import { readAudit } from "../audit.ts";
import { allow, type OfficeEnv } from "../guard.ts";
import { schoolOf, type OfficeRouteDeps } from "./deps.ts";
import { described, queryParameter } from "./openapi.ts";

/** The school's audit log, a hundred lines at a time, newest first (administrators). */
export function auditApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  api.get(
    "/audit",
    described({
      tags: ["Audit log"],
      summary: "Who changed what, newest first, 100 at a time (administrators)",
      parameters: [queryParameter("before", { type: "string", format: "date-time" })],
    }),
    allow("administrator"),
    async (c) => {
      const before = c.req.query("before");
      const at = before ? new Date(before) : undefined;
      const lines = await readAudit(deps.db, schoolOf(c), {
        before: at && !Number.isNaN(at.getTime()) ? at : undefined,
        limit: 100,
      });
      return c.json(lines);
    },
  );
  return api;
}
