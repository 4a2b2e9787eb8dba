import { Hono, type Context } from "hono";
import { z } from "zod";
import { applicationStates, type ApplicationState } from "#contracts/admissions/application.ts";
import { documentKinds } from "#contracts/admissions/documents.ts";
import { serveFile } from "../../files/serve-file.ts";
import {
  applicationsCsv,
  changeApplication,
  listApplications,
  moveApplications,
  officeApplication,
  pipelineCounts,
  type ApplicationQuery,
} from "../../admissions/pipeline.ts";
import { readBankStatement } from "../../payments/bank-statement.ts";
import { matchStatement } from "../../admissions/statement-match.ts";
import { bookSlot } from "../../admissions/slots.ts";
import { readAdmissionSettings } from "../../admissions/admission-settings.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { pageOf } from "../list-query.ts";
import { schoolOf, someFields, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, idParameter, officeBody, queryParameter } from "./openapi.ts";
import { pagedAnswer, pagedJson, pagingParameters } from "./paged.ts";
import { readsPersonalData } from "../access-log.ts";

// Applications for admission, the office's pipeline (issue 39): by class and state, searched,
// moved one by one or many at once, noted, the fee marked paid, taken as CSV, each document
// read. Children's data: the office role and administrators only; every change is audited.

const tags = ["Admissions"];
const uuid = z.uuid();
const moveState = z.enum(
  applicationStates.filter((state) => state !== "draft") as [
    ApplicationState,
    ...ApplicationState[],
  ],
);
const ApplicationChange = z.object({
  state: moveState.optional(),
  note: z.string().trim().max(2000, "A note is at most 2000 characters.").optional(),
  feePaid: z
    .union([
      z.literal(false),
      z.object({ reference: z.string().trim().max(100, "At most 100 characters.").default("") }),
    ])
    .optional(),
});
const Statement = z.object({
  csv: z
    .string({ error: "Choose the statement's CSV file." })
    .min(1, "Choose the statement's CSV file."),
});
const Book = z.object({
  ids: z.array(z.uuid()).min(1, "Choose at least one application.").max(500),
  at: z
    .string({ error: "Give the day and time." })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Give the day and time."),
  place: z.string().trim().min(1, "Say where.").max(200, "At most 200 characters."),
});
const Move = z.object({
  ids: z.array(z.uuid()).min(1, "Choose at least one application.").max(500),
  state: moveState,
});

const filters = [
  queryParameter("session", { type: "string" }),
  queryParameter("className", { type: "string" }),
  queryParameter("state", { enum: applicationStates.filter((state) => state !== "draft") }),
  queryParameter("fee", { enum: ["paid", "unpaid"] }),
  {
    ...queryParameter("q", { type: "string" }),
    description: "Part of the number, the child's name, the e-mail or the mobile.",
  },
];
const queryOf = (c: Context): ApplicationQuery => {
  const state = applicationStates.find((one) => one === c.req.query("state"));
  const fee = c.req.query("fee");
  return {
    session: c.req.query("session")?.slice(0, 7) || undefined,
    className: c.req.query("className")?.slice(0, 10) || undefined,
    ...(state && state !== "draft" && { state }),
    ...((fee === "paid" || fee === "unpaid") && { fee }),
    q: c.req.query("q")?.slice(0, 100) || undefined,
  };
};
const application = {
  type: "object",
  properties: {
    id: { type: "string", format: "uuid" },
    number: { type: "string" },
    className: { type: "string" },
    stream: { type: ["string", "null"] },
    state: { enum: applicationStates },
    childName: { type: "string" },
    submittedAt: { type: "string", format: "date-time" },
    feePaidAt: { type: ["string", "null"], format: "date-time" },
  },
};

export function applicationsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const office = allow("administrator", "office");

  api.get(
    "/applications",
    described({
      tags,
      summary: "Sent applications, newest first, by class, state and words (office role)",
      parameters: [...filters, ...pagingParameters],
      responses: { "200": pagedAnswer("A page of applications.", application) },
    }),
    office,
    readsPersonalData(deps, "applications"),
    async (c) => {
      const page = pageOf((name) => c.req.query(name));
      const found = await listApplications(deps.db, schoolOf(c), queryOf(c), page);
      return pagedJson(c, found.applications, found.total, page);
    },
  );

  api.get(
    "/applications/counts",
    described({
      tags,
      summary: "How many applications each class has in each state, drafts too (office role)",
      parameters: [queryParameter("session", { type: "string" })],
      responses: { "200": answer("Counts by class and state.") },
    }),
    office,
    async (c) => c.json(await pipelineCounts(deps.db, schoolOf(c), c.req.query("session"))),
  );

  api.get(
    "/applications.csv",
    described({
      tags,
      summary: "Every application the same filters find, as a CSV file (office role)",
      parameters: filters,
      responses: { "200": { description: "text/csv" } },
    }),
    office,
    readsPersonalData(deps, "applications (CSV)"),
    async (c) => {
      const { applications } = await listApplications(deps.db, schoolOf(c), queryOf(c));
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", 'attachment; filename="applications.csv"');
      return c.body(applicationsCsv(applications));
    },
  );

  api.post(
    "/applications/move",
    described({
      tags,
      summary: "Moves many applications to one state (office role)",
      responses: { "200": answer("How many moved.") },
    }),
    office,
    officeBody(Move, someFields),
    async (c) => {
      const { ids, state } = c.req.valid("json");
      const moved = await moveApplications(
        deps.db,
        schoolOf(c),
        ids,
        state,
        actorOf(staffOf(c)),
        deps.now(),
      );
      return c.json({ moved });
    },
  );

  api.post(
    "/applications/statement",
    described({
      tags,
      summary: "Marks paid the fees a bank statement's credits carry the numbers of (office role)",
      description:
        "The statement is the CSV the bank's net banking exports. A credit whose narration " +
        "names applications, of the fee for each or more, marks them paid on its day with its " +
        "reference; the rest is listed: short payments, unknown numbers, other credits.",
      responses: { "200": answer("What was matched, and what was not.") },
    }),
    office,
    officeBody(Statement, someFields),
    async (c) => {
      const read = readBankStatement(c.req.valid("json").csv);
      if ("error" in read) return c.json({ error: read.error, fields: { csv: read.error } }, 400);
      const settings = await readAdmissionSettings(deps.db, schoolOf(c));
      const outcome = await matchStatement(deps.db, schoolOf(c), read.credits, {
        fee: settings?.fee ?? 0,
        timeZone: deps.timeZone,
        actor: actorOf(staffOf(c)),
      });
      return c.json({ ...outcome, credits: read.credits.length });
    },
  );

  api.post(
    "/applications/book",
    described({
      tags,
      summary:
        "Books the test or interaction for many applications, e-mailing each family (office role)",
      description:
        "`at` is the day and time on the school's clock, as a datetime-local field gives it.",
      responses: { "200": answer("How many were booked.") },
    }),
    office,
    officeBody(Book, someFields),
    async (c) => {
      const { ids, at, place } = c.req.valid("json");
      const booked = await bookSlot(
        deps.db,
        schoolOf(c),
        ids,
        { at, place },
        {
          actor: actorOf(staffOf(c)),
          timeZone: deps.timeZone,
          now: deps.now(),
        },
      );
      if (booked.status === "invalid") {
        return c.json({ error: booked.error, fields: { at: booked.error } }, 400);
      }
      return c.json({ booked: booked.booked });
    },
  );

  api.get(
    "/applications/:id",
    described({
      tags,
      summary: "One application whole: answers, documents, notes, fee (office role)",
      parameters: [idParameter],
      responses: { "404": answer("No such application.") },
    }),
    office,
    readsPersonalData(deps, "application"),
    async (c) => {
      const id = c.req.param("id");
      const found = uuid.safeParse(id).success
        ? await officeApplication(deps.db, schoolOf(c), id)
        : undefined;
      if (!found) return c.json({ error: "No such application." }, 404);
      // The family's link's hash is theirs alone.
      return c.json({ ...found, resumeHash: undefined });
    },
  );

  api.get(
    "/applications/:id/documents/:kind",
    described({
      tags,
      summary: "One of an application's documents, as the family sent it (office role)",
      parameters: [idParameter],
      responses: { "404": answer("No such document.") },
    }),
    office,
    readsPersonalData(deps, "application document"),
    async (c) => {
      const id = c.req.param("id");
      const kind = documentKinds.find((one) => one === c.req.param("kind"));
      const found =
        kind && uuid.safeParse(id).success
          ? await officeApplication(deps.db, schoolOf(c), id)
          : undefined;
      const document = found?.documents.find((one) => one.kind === kind);
      const stored = document && (await deps.privateFiles?.open(document.path));
      if (!document || !stored) return c.json({ error: "No such document." }, 404);
      return serveFile(c.req.raw, document.path, stored, { cacheControl: "no-store" });
    },
  );

  api.patch(
    "/applications/:id",
    described({
      tags,
      summary: "Moves an application, notes it, or marks its fee paid (office role)",
      parameters: [idParameter],
      responses: { "404": answer("No such application.") },
    }),
    office,
    officeBody(ApplicationChange, someFields),
    async (c) => {
      const id = c.req.param("id");
      if (!uuid.safeParse(id).success) return c.json({ error: "No such application." }, 404);
      const { state, note, feePaid } = c.req.valid("json");
      const actor = actorOf(staffOf(c));
      const now = deps.now();
      const changed = await changeApplication(
        deps.db,
        schoolOf(c),
        id,
        { note, feePaid },
        actor,
        now,
      );
      if (!changed) return c.json({ error: "No such application." }, 404);
      if (state) await moveApplications(deps.db, schoolOf(c), [id], state, actor, now);
      return c.json({ updated: true });
    },
  );

  return api;
}
