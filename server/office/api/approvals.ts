import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  ApproveBody,
  approves,
  ReturnBody,
  SettingBody,
  SubmitBody,
  type ApprovalSetting,
} from "#contracts/approvals.ts";
import { instantAt } from "#contracts/dates.ts";
import { isRecordKind, rolesFor } from "#contracts/office-records.ts";
import { pagePath } from "#contracts/page-content.ts";
import { currentSettings, saveSettings } from "../../services/pages.ts";
import {
  approvalSetting,
  approve,
  listSubmissions,
  sendBack,
  submitPage,
  submitRecord,
} from "../approvals.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { schoolOf, someFields, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, officeBody } from "./openapi.ts";

// Approval before publishing (issue 41, decision 262): whoever writes may submit; the school's
// setting says who approves; administrators choose the setting. A contributor sees only their
// own submissions, an approver the whole queue.

const tags = ["Approval"];
const uuid = z.uuid();

export function approvalsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const writers = allow("administrator", "editor", "contributor");
  const contextOf = (c: Context<OfficeEnv>) => ({
    db: deps.db,
    schoolId: schoolOf(c),
    timeZone: deps.timeZone,
    now: deps.now(),
  });
  const notApprover = (c: Context) =>
    c.json({ error: "Your role cannot approve: the school's setting names who does." }, 403);
  const noSubmission = (c: Context) =>
    c.json({ error: "Nothing of that waits for approval (any more)." }, 404);

  api.get(
    "/approvals",
    described({
      tags,
      summary: "What waits for approval, oldest first, and the school's setting",
      description:
        "An approver sees every submission, pending or sent back; anyone else only their own. " +
        "`approver` says whether the caller approves.",
      responses: { "200": answer("The queue.") },
    }),
    writers,
    async (c) => {
      const staff = staffOf(c);
      const setting = await approvalSetting(deps.db, schoolOf(c));
      const approver = approves(staff.role, setting);
      const submissions = await listSubmissions(
        deps.db,
        schoolOf(c),
        approver ? undefined : { submittedById: staff.id },
      );
      return c.json({ setting, approver, submissions });
    },
  );

  api.post(
    "/approvals",
    described({
      tags,
      summary: "Submits a draft record, or a page's newest draft version, for approval",
      description:
        "`{kind, id}` for a record; `{kind: 'page', path, language}` for a page. Submitting again " +
        "after it was sent back puts it back in the queue.",
      responses: { "201": answer("Submitted.") },
    }),
    writers,
    officeBody(SubmitBody, () => ({ error: "Say which record or page to submit." })),
    async (c) => {
      const given = c.req.valid("json");
      const staff = staffOf(c);
      const actor = { ...actorOf(staff), id: staff.id };
      let submitted;
      if ("path" in given) {
        if (!pagePath.safeParse(given.path).success) return c.json({ error: "No such page." }, 404);
        submitted = await submitPage(
          deps.db,
          schoolOf(c),
          given.path,
          given.language,
          actor,
          deps.now(),
        );
      } else {
        // A kind the caller may not write is not theirs to submit.
        if (!isRecordKind(given.kind) || !uuid.safeParse(given.id).success) {
          return c.json({ error: "No such record." }, 404);
        }
        if (!rolesFor(given.kind).includes(staff.role)) {
          return c.json({ error: "Your role cannot work on these records." }, 403);
        }
        submitted = await submitRecord(contextOf(c), given.kind, given.id, actor);
      }
      if (submitted.outcome === "missing") return c.json({ error: "No such record or page." }, 404);
      if (submitted.outcome === "refused") return c.json({ error: submitted.error }, 400);
      return c.json(submitted.submission, 201);
    },
  );

  api.post(
    "/approvals/:id/approve",
    described({
      tags,
      summary: "Approves a submission: publishes it now, or at `publishAt` (approvers)",
      responses: { "200": answer("Published or scheduled.") },
    }),
    writers,
    async (c, next) => {
      const setting = await approvalSetting(deps.db, schoolOf(c));
      return approves(staffOf(c).role, setting) ? next() : notApprover(c);
    },
    officeBody(ApproveBody, someFields),
    async (c) => {
      const id = c.req.param("id");
      if (!uuid.safeParse(id).success) return noSubmission(c);
      const { publishAt } = c.req.valid("json");
      const at = publishAt ? instantAt(publishAt, deps.timeZone) : undefined;
      if (publishAt && !at) {
        return c.json(
          { error: "Some fields need attention.", fields: { publishAt: "Give a date and time." } },
          400,
        );
      }
      const done = await approve(contextOf(c), id, at, publishAt, actorOf(staffOf(c)));
      if (done.outcome === "missing") return noSubmission(c);
      if (done.outcome === "refused") {
        return c.json({ error: done.error, ...(done.fields && { fields: done.fields }) }, 400);
      }
      return c.json(done.submission);
    },
  );

  api.post(
    "/approvals/:id/return",
    described({
      tags,
      summary: "Sends a submission back with a comment that says what to change (approvers)",
      responses: { "200": answer("Sent back; its author is told by e-mail.") },
    }),
    writers,
    async (c, next) => {
      const setting = await approvalSetting(deps.db, schoolOf(c));
      return approves(staffOf(c).role, setting) ? next() : notApprover(c);
    },
    officeBody(ReturnBody, someFields),
    async (c) => {
      const id = c.req.param("id");
      if (!uuid.safeParse(id).success) return noSubmission(c);
      const done = await sendBack(
        contextOf(c),
        id,
        c.req.valid("json").comment,
        actorOf(staffOf(c)),
      );
      if (done.outcome !== "done") return noSubmission(c);
      return c.json(done.submission);
    },
  );

  api.put(
    "/approvals/setting",
    described({
      tags,
      summary: "Chooses who approves: `none`, `editors` or `administrators` (administrators)",
      responses: { "200": answer("Saved.") },
    }),
    allow("administrator"),
    officeBody(SettingBody, someFields),
    async (c) => {
      const approval: ApprovalSetting = c.req.valid("json").approval;
      const schoolId = schoolOf(c);
      const current = await currentSettings(deps.db, schoolId);
      if (!current) return c.json({ error: "The school has no settings yet." }, 409);
      if ((current.settings.approval ?? "none") === approval) return c.json({ approval });
      const saved = await saveSettings(deps.db, schoolId, actorOf(staffOf(c)), {
        settings: { ...current.settings, approval },
        basedOn: current.number,
      });
      if (saved.outcome === "stale") {
        return c.json({ error: "Someone saved the settings meanwhile; choose again." }, 409);
      }
      return c.json({ approval });
    },
  );

  return api;
}
