import { Hono } from "hono";
import { approves } from "#contracts/approvals.ts";
import { approvalSetting, listSubmissions } from "../approvals.ts";
import { recordKinds, rolesFor, type RecordKindName } from "#contracts/office-records.ts";
import { lastCheck } from "../../checks/check-jobs.ts";
import { countWaitingEnquiries } from "../../services/enquiries.ts";
import { childrenWithoutConsent } from "../children-without-consent.ts";
import { allow, type OfficeEnv } from "../guard.ts";
import { countRecords, recordStates, type RecordState } from "../record-list.ts";
import { reviewList } from "../reviews.ts";
import { staffRoles } from "../staff.ts";
import { schoolOf, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described } from "./openapi.ts";

// What the office's home counts: for each kind of record the caller works on, how many are in
// each state, and the enquiries waiting for an answer. Counted by the database (count(*) by
// state), never by reading the rows.

const stateCounts = {
  type: "object",
  properties: Object.fromEntries(recordStates.map((state) => [state, { type: "integer" }])),
};

export function countsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  api.get(
    "/counts",
    described({
      tags: ["Counts"],
      summary: "How many records of each kind the caller's role works on are in each state",
      description:
        "`enquiries.waiting` (administrator and office roles): the enquiries not yet handled. " +
        "`heldBack`: published records the site holds back because a child they name has no " +
        "parent's consent in force for that use, with the admission numbers missing one. " +
        "`checks` (administrators and editors): the last nightly check of the site, what is " +
        "wrong (red) and what will be within 30 days (amber). " +
        "`overdue` (administrators and editors): the parts of the site due for review (GET /reviews).",
      responses: {
        "200": answer("The counts.", {
          type: "object",
          properties: {
            records: { type: "object", additionalProperties: stateCounts },
            enquiries: { type: "object", properties: { waiting: { type: "integer" } } },
            checks: {
              type: "object",
              properties: {
                checkedAt: { type: "string", format: "date-time" },
                findings: {
                  type: "array",
                  items: {
                    type: "object",
                    properties: {
                      severity: { type: "string", enum: ["red", "amber"] },
                      what: { type: "string" },
                      where: { type: "string" },
                      url: { type: "string" },
                    },
                  },
                },
              },
            },
            overdue: { type: "array", items: { type: "object" } },
            heldBack: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  kind: { type: "string" },
                  id: { type: "string" },
                  name: { type: "string" },
                  use: { type: "string" },
                  missing: { type: "array", items: { type: "string" } },
                },
              },
            },
          },
        }),
      },
    }),
    allow(...staffRoles),
    async (c) => {
      const { role } = staffOf(c);
      const ctx = { db: deps.db, schoolId: schoolOf(c), timeZone: deps.timeZone, now: deps.now() };
      const kinds = (Object.keys(recordKinds) as RecordKindName[]).filter((kind) =>
        rolesFor(kind).includes(role),
      );
      const [counted, heldBack] = await Promise.all([
        Promise.all(kinds.map((kind) => countRecords(ctx, kind))),
        childrenWithoutConsent(deps.db, ctx.schoolId, ctx.now),
      ]);
      const records: Record<string, Record<RecordState, number>> = Object.fromEntries(
        kinds.map((kind, i) => [kind, counted[i]!]),
      );
      const answersEnquiries = role === "administrator" || role === "office";
      const keepsSite = role === "administrator" || role === "editor";
      const [checks, reviews] = keepsSite
        ? await Promise.all([lastCheck(deps.db, ctx.schoolId), reviewList(ctx)])
        : [undefined, undefined];
      // What waits for approval: the whole queue for an approver, one's own for anyone else.
      const writes = role !== "office";
      const setting = writes ? await approvalSetting(deps.db, ctx.schoolId) : "none";
      const submissions = writes
        ? await listSubmissions(
            deps.db,
            ctx.schoolId,
            approves(role, setting) ? undefined : { submittedById: staffOf(c).id },
          )
        : [];
      return c.json({
        records,
        heldBack,
        ...(writes && {
          approvals: {
            approver: approves(role, setting),
            pending: submissions.filter((s) => s.state === "pending").length,
            returned: submissions.filter((s) => s.state === "returned").length,
          },
        }),
        ...(checks && { checks }),
        ...(reviews && { overdue: reviews.filter((review) => review.overdue) }),
        ...(answersEnquiries && {
          enquiries: { waiting: await countWaitingEnquiries(deps.db, schoolOf(c)) },
        }),
      });
    },
  );
  return api;
}
