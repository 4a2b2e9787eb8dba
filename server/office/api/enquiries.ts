import { Hono, type Context } from "hono";
import { z } from "zod";
import { enquiriesCsv, listEnquiries, markEnquiry } from "../../services/enquiries.ts";
import { allow, type OfficeEnv } from "../guard.ts";
import { schoolOf, someFields, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, idParameter, officeBody, queryParameter } from "./openapi.ts";

// The contact form's enquiries, the office's inbox: read, search, mark handled, take as CSV.

const EnquiryChange = z.object({
  handled: z.boolean({ error: "Say whether it is handled." }),
  note: z.string().trim().max(2000, "Note must be at most 2000 characters.").default(""),
});
const uuid = z.uuid();
const tags = ["Enquiries"];
const search = [
  queryParameter("q", { type: "string" }),
  queryParameter("handled", { enum: ["yes", "no"] }),
];
const enquiryQuery = (c: Context) => {
  const handled = c.req.query("handled");
  return {
    q: c.req.query("q")?.slice(0, 200),
    handled: handled === "yes" ? true : handled === "no" ? false : undefined,
  };
};

export function enquiriesApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const office = allow("administrator", "office");

  api.get(
    "/enquiries",
    described({
      tags,
      summary: "The contact form's enquiries, newest first (office role)",
      parameters: search,
      responses: { "200": answer("The enquiries.") },
    }),
    office,
    async (c) => c.json(await listEnquiries(deps.db, schoolOf(c), enquiryQuery(c))),
  );

  api.get(
    "/enquiries.csv",
    described({
      tags,
      summary: "The same enquiries as a CSV file (office role)",
      parameters: search,
      responses: { "200": { description: "text/csv" } },
    }),
    office,
    async (c) => {
      const rows = await listEnquiries(deps.db, schoolOf(c), enquiryQuery(c));
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", 'attachment; filename="enquiries.csv"');
      return c.body(enquiriesCsv(rows, deps.timeZone));
    },
  );

  api.patch(
    "/enquiries/:id",
    described({
      tags,
      summary: "Marks an enquiry handled or not, with a note (office role)",
      parameters: [idParameter],
      responses: { "404": answer("No such enquiry.") },
    }),
    office,
    officeBody(EnquiryChange, someFields),
    async (c) => {
      const id = c.req.param("id");
      const done =
        uuid.safeParse(id).success &&
        (await markEnquiry(deps.db, schoolOf(c), id, {
          ...c.req.valid("json"),
          by: staffOf(c).name,
          now: deps.now(),
        }));
      return done ? c.json({ updated: true }) : c.json({ error: "No such enquiry." }, 404);
    },
  );

  return api;
}
