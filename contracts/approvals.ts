import { z } from "zod";
import type { OfficeRole } from "./records/kind.ts";

// Approval before publishing (issue 41, decision 262): a contributor drafts and submits; the
// school's setting says who approves. "none" is the office as it was before: editors and
// administrators publish, and no contributor account can be made.

export const approvalSettings = ["none", "editors", "administrators"] as const;
export type ApprovalSetting = (typeof approvalSettings)[number];

export const approvalSettingLabels: Record<ApprovalSetting, string> = {
  none: "No approval: editors and administrators publish",
  editors: "Editors and administrators approve what contributors submit",
  administrators: "Administrators approve what contributors and editors submit",
};

/** Whether a role's work waits for approval instead of going on the site. */
export const mustSubmit = (role: OfficeRole, setting: ApprovalSetting): boolean =>
  role === "contributor" || (role === "editor" && setting === "administrators");

/** Whether a role approves (publishes or sends back) what others submit. */
export const approves = (role: OfficeRole, setting: ApprovalSetting): boolean =>
  role === "administrator" || (role === "editor" && setting !== "administrators");

/** What waits: a record of a kind, or one language of a page. */
export type SubmissionState = "pending" | "returned";

export interface Submission {
  id: string;
  /** A record kind's name (news, circulars...), or "page". */
  kind: string;
  /** The record's id, or the page's path. */
  item: string;
  language: "en" | "hi";
  /** A page's version submitted; a record is submitted as it stands. */
  number: number | null;
  title: string;
  state: SubmissionState;
  /** Why it was sent back, for the contributor to read above the fields. */
  comment: string;
  submittedBy: string;
  submittedById: string;
  submittedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

export const SubmitBody = z.union([
  z.object({ kind: z.literal("page"), path: z.string().max(200), language: z.enum(["en", "hi"]) }),
  z.object({ kind: z.string().max(40), id: z.uuid() }),
]);

export const ApproveBody = z.object({
  /** The school's clock, YYYY-MM-DDTHH:mm: published then instead of now. */
  publishAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Give a date and time.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export const ReturnBody = z.object({
  comment: z
    .string({ error: "Say what to change." })
    .trim()
    .min(1, "Say what to change, so they know what to do.")
    .max(2000, "At most 2000 characters."),
});

export const SettingBody = z.object({
  approval: z.enum(approvalSettings, { error: "Choose who approves." }),
});

export const submitRefusal =
  "Your work goes on the site once it is approved: save it as a draft and submit it for approval.";
export const publishedRefusal =
  "This is on the site already; an approver changes it. Ask one, or add a new item.";

/** Where in the office a submission is opened: the record's form, or the page's editor. */
export const submissionLink = (s: Pick<Submission, "kind" | "item" | "language">): string =>
  s.kind === "page"
    ? `/office/pages${s.item}${s.language === "hi" ? "?language=hi" : ""}`
    : `/office/records/${s.kind}/${s.item}`;
