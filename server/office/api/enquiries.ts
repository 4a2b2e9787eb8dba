import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  enquiriesCsv,
  enquiryYears,
  listEnquiries,
  markEnquiry,
  recordRequest,
  replyToEnquiry,
} from "../../services/enquiries.ts";
import { controlCharacterMessage, hasControlCharacter } from "#contracts/control-characters.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { pageOf, periodOf } from "../list-query.ts";
import { schoolOf, someFields, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, idParameter, officeBody, queryParameter } from "./openapi.ts";
import { pagedAnswer, pagedJson, pagingParameters, periodParameters } from "./paged.ts";
import { readsPersonalData } from "../access-log.ts";
import { eraseForRequest } from "../../privacy/erasure.ts";
import { privacyRequests } from "#contracts/privacy-requests.ts";

// The contact form's enquiries, the office's inbox: read, search, mark handled, take as CSV.

const EnquiryChange = z.object({
  handled: z.boolean({ error: "Say whether it is handled." }),
  note: z.string().trim().max(2000, "Note must be at most 2000 characters.").default(""),
});
const Reply = z.object({
  message: z
    .string({ error: "Write the reply first." })
    .trim()
    .min(1, "Write the reply first.")
    .max(5000, "A reply is at most 5000 characters.")
    .refine((value) => !hasControlCharacter(value, { lineBreaks: true }), {
      error: controlCharacterMessage("The reply"),
    }),
});
const words = (what: string, max: number) =>
  z
    .string({ error: `Write ${what}.` })
    .trim()
    .min(1, `Write ${what}.`)
    .max(max, `At most ${max} characters.`)
    .refine((value) => !hasControlCharacter(value, { lineBreaks: true }), {
      error: controlCharacterMessage("It"),
    });
const RecordedRequest = z
  .object({
    name: words("who asked", 200),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((value) => value === "" || z.email().safeParse(value).success, {
        error: "Give an e-mail address, or leave it empty.",
      })
      .default(""),
    phone: z.string().trim().max(25).default(""),
    about: z.enum(privacyRequests, { error: "Choose what they asked for." }),
    message: words("what they asked", 5000),
    how: z.enum(["phone", "letter", "in person"], { error: "Choose how it came." }),
    receivedOn: z.iso.date({ error: "Give the day it came." }),
  })
  .refine((request) => request.email || request.phone, {
    error: "Give an e-mail address or a phone number, to answer them.",
    path: ["email"],
  });
const uuid = z.uuid();
const tags = ["Enquiries"];
const search = [
  {
    ...queryParameter("q", { type: "string" }),
    description:
      "Words of the name, e-mail, phone, subject or message, each as begun or in another form.",
  },
  queryParameter("handled", { enum: ["yes", "no"] }),
  {
    ...queryParameter("about", { enum: ["requests"] }),
    description: "`requests`: only the families' requests about their personal data.",
  },
  ...periodParameters,
  queryParameter("sort", { enum: ["newest", "oldest"], default: "newest" }),
];
const enquiryQuery = (c: Context) => {
  const handled = c.req.query("handled");
  return {
    q: c.req.query("q")?.slice(0, 200),
    handled: handled === "yes" ? true : handled === "no" ? false : undefined,
    requests: c.req.query("about") === "requests" || undefined,
    ...periodOf((name) => c.req.query(name)),
    sort: c.req.query("sort") === "oldest" ? ("oldest" as const) : undefined,
  };
};
const text = { type: "string" };
const enquiry = {
  type: "object",
  properties: {
    id: { type: "string", format: "uuid" },
    createdAt: { type: "string", format: "date-time" },
    name: text,
    email: text,
    phone: text,
    subject: text,
    message: text,
    handledAt: { type: ["string", "null"], format: "date-time" },
    handledBy: { type: ["string", "null"] },
    note: text,
    about: { enum: [...privacyRequests, null] },
    answerBy: { type: ["string", "null"], format: "date" },
    replies: {
      type: "array",
      items: {
        type: "object",
        properties: {
          message: text,
          sentBy: text,
          createdAt: { type: "string", format: "date-time" },
          sentAt: { type: ["string", "null"], format: "date-time" },
        },
      },
    },
  },
};

export function enquiriesApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const office = allow("administrator", "office");

  api.get(
    "/enquiries",
    described({
      tags,
      summary: "The contact form's enquiries, a page at a time, newest first (office role)",
      parameters: [...search, ...pagingParameters],
      responses: { "200": pagedAnswer("A page of the enquiries.", enquiry) },
    }),
    office,
    readsPersonalData(deps, "enquiries"),
    async (c) => {
      const page = pageOf((name) => c.req.query(name));
      const { enquiries, total } = await listEnquiries(deps.db, schoolOf(c), enquiryQuery(c), {
        timeZone: deps.timeZone,
        page,
      });
      return pagedJson(c, enquiries, total, page);
    },
  );

  api.get(
    "/enquiries/years",
    described({
      tags,
      summary: "The years enquiries came in, newest first (office role)",
      responses: {
        "200": answer("The years.", { type: "array", items: { type: "integer" } }),
      },
    }),
    office,
    async (c) => c.json(await enquiryYears(deps.db, schoolOf(c), deps.timeZone)),
  );

  api.get(
    "/enquiries.csv",
    described({
      tags,
      summary: "Every enquiry the same filters find, as a CSV file (office role)",
      parameters: search,
      responses: { "200": { description: "text/csv" } },
    }),
    office,
    readsPersonalData(deps, "enquiries (CSV)"),
    async (c) => {
      const { enquiries: rows } = await listEnquiries(deps.db, schoolOf(c), enquiryQuery(c), {
        timeZone: deps.timeZone,
      });
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

  api.post(
    "/enquiries",
    described({
      tags,
      summary:
        "Writes down a request about personal data made by phone, by letter or at the school (office role)",
      description:
        "Kept as an enquiry about `about`, to be answered by the school's days from `receivedOn`, " +
        "and tracked, answered and erased as a request from the website is. The audit log says " +
        "who wrote it down.",
      responses: { "201": answer("Kept: its id."), "400": answer("A field is wrong.") },
    }),
    office,
    officeBody(RecordedRequest, (issues) => ({
      error: "Some fields need attention.",
      fields: Object.fromEntries(
        issues.map((issue) => [String(issue.path[0] ?? "form"), issue.message]),
      ),
    })),
    async (c) => {
      const request = c.req.valid("json");
      if (request.receivedOn > new Date(deps.now().getTime() + 86_400_000).toISOString()) {
        return c.json(
          {
            error: "It cannot have come after today.",
            fields: { receivedOn: "It cannot have come after today." },
          },
          400,
        );
      }
      const id = await recordRequest(deps.db, schoolOf(c), request, actorOf(staffOf(c)));
      return c.json({ id }, 201);
    },
  );

  api.post(
    "/enquiries/:id/reply",
    described({
      tags,
      summary: "Replies to an enquiry by e-mail, and marks it handled (office role)",
      description:
        "The reply is kept with the enquiry and sent from the jobs table to the address the " +
        "enquiry came from; `sentAt` says when it went. The audit log says who replied.",
      parameters: [idParameter],
      responses: { "201": answer("Kept, and on its way."), "404": answer("No such enquiry.") },
    }),
    office,
    officeBody(Reply, (issues) => ({
      error: issues[0]?.message ?? "Write the reply first.",
      fields: { message: issues[0]?.message ?? "Write the reply first." },
    })),
    async (c) => {
      const id = c.req.param("id");
      const done =
        uuid.safeParse(id).success &&
        (await replyToEnquiry(deps.db, schoolOf(c), id, {
          message: c.req.valid("json").message,
          actor: actorOf(staffOf(c)),
          now: deps.now(),
        }));
      return done ? c.json({ replied: true }, 201) : c.json({ error: "No such enquiry." }, 404);
    },
  );

  api.post(
    "/enquiries/:id/erase",
    described({
      tags,
      summary:
        "Erases what the school holds for the address of an erasure request, and marks it handled (office role)",
      description:
        "Deletes the other enquiries from that address, its subscription and its applications not " +
        "admitted (with their documents); the request stays as the record of the erasure, its note " +
        "saying what went and when. Only a request about erasure can be.",
      parameters: [idParameter],
      responses: {
        "200": answer("Erased: how many of each went."),
        "404": answer("No such erasure request."),
      },
    }),
    office,
    async (c) => {
      const id = c.req.param("id");
      const erased =
        uuid.safeParse(id).success &&
        (await eraseForRequest(
          deps.db,
          deps.privateFiles,
          schoolOf(c),
          id,
          actorOf(staffOf(c)),
          deps.now(),
        ));
      if (erased === "no address") {
        return c.json(
          {
            error:
              "This request gives no e-mail address to find the family's data by: erase what they asked for by hand, then mark it handled.",
          },
          400,
        );
      }
      return erased ? c.json(erased) : c.json({ error: "No such erasure request." }, 404);
    },
  );

  return api;
}
