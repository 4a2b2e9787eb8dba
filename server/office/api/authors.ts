import { Hono } from "hono";
import { auditAuthors } from "../audit.ts";
import { allow, type OfficeEnv } from "../guard.ts";
import { staffRoles } from "../staff.ts";
import { schoolOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described } from "./openapi.ts";

/** Who the office's lists can be narrowed to as author: the school's accounts and API keys. */
export function authorsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  api.get(
    "/authors",
    described({
      tags: ["Audit log"],
      summary: "Who can be named as a list's `author`: the school's accounts and API keys, by name",
      responses: {
        "200": answer("The authors.", {
          type: "array",
          items: {
            type: "object",
            properties: { id: { type: "string" }, name: { type: "string" } },
          },
        }),
      },
    }),
    allow(...staffRoles),
    async (c) => c.json(await auditAuthors(deps.db, schoolOf(c))),
  );
  return api;
}
