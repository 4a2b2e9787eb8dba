import { Hono } from "hono";
import { readership } from "../../reads/readership.ts";
import { allow, type OfficeEnv } from "../guard.ts";
import { schoolOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described } from "./openapi.ts";

const counts = {
  type: "array",
  items: { type: "object", properties: { key: { type: "string" }, count: { type: "integer" } } },
};

/** What parents read this week (decision 260), for those who keep the site. */
export function readsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  api.get(
    "/reads",
    described({
      tags: ["What parents read"],
      summary:
        "The last seven days' most read pages and documents, and searches that found nothing",
      description:
        "Counted by the server per day, with no cookie and nothing of the visitor kept. " +
        "`unopenedCirculars`: circulars of the last 30 days whose page and files nobody opened.",
      responses: {
        "200": answer("The counts.", {
          type: "object",
          properties: {
            from: { type: "string", format: "date" },
            to: { type: "string", format: "date" },
            pages: counts,
            downloads: counts,
            nothingFound: counts,
            unopenedCirculars: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  id: { type: "string" },
                  title: { type: "string" },
                  since: { type: "string", format: "date" },
                },
              },
            },
          },
        }),
      },
    }),
    allow("administrator", "editor"),
    async (c) =>
      c.json(
        await readership({
          db: deps.db,
          schoolId: schoolOf(c),
          now: deps.now(),
          timeZone: deps.timeZone,
        }),
      ),
  );
  return api;
}
