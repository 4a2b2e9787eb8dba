import { getTableName, sql, type SQL } from "drizzle-orm";
import { date, pgTable, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { common, officeListIndexes } from "./columns.ts";
import { defineKind } from "./kind.ts";

// A parent's consent to show their child on the site (DPDP Act 2023 s. 9, verifiable consent
// for anyone under 18): who gave it, how, when, for which uses, and its withdrawal. A birthday,
// a topper, an achievement or an album names its children by admission number (the `children`
// column, contracts/records/columns.ts); the site shows it only while each named child has a
// consent in force for that use (`shownWithConsent`, read by every public query through
// server/services/collections.ts onSite). A consent is a register entry, never on the site.

/** What a child may be shown with: one word per kind that shows children. */
export const consentUses = ["Birthday", "Result", "Achievement", "Photos", "News"] as const;
export type ConsentUse = (typeof consentUses)[number];

export const consentMethods = [
  "Consent form",
  "Signed paper (scanned)",
  "E-mail from the parent",
] as const;

/**
 * The tables that show children, the use each shows them for, and whether every record must name
 * one (a birthday or a result is a child's; an achievement may be a team's, an album may name
 * nobody).
 */
export const childShowingTables: Record<string, { use: ConsentUse; named: boolean }> = {
  birthdays: { use: "Birthday", named: true },
  toppers: { use: "Result", named: true },
  achievements: { use: "Achievement", named: false },
  galleries: { use: "Photos", named: false },
  news: { use: "News", named: false },
};

export const table = pgTable(
  "consents",
  {
    ...common(),
    childName: text("child_name").notNull(),
    admissionNumber: text("admission_number").notNull(),
    class: text().notNull().default(""),
    parentName: text("parent_name").notNull(),
    method: text().notNull(),
    givenOn: date("given_on").notNull(),
    uses: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // A path inside the private store: the scan of the signed paper, or the e-mail as a PDF.
    evidence: text().notNull().default(""),
    withdrawnOn: date("withdrawn_on"),
    note: text().notNull().default(""),
  },
  (t) => [
    // One consent in force per child; its changes are the audit log's lines.
    uniqueIndex("consents_in_force")
      .on(t.schoolId, t.admissionNumber)
      .where(sql`${t.deletedAt} is null`),
    ...officeListIndexes("consents", t, t.childName, t.givenOn),
  ],
);

/**
 * Whether a row of a child-showing table may be on the site: every child it names has a consent
 * in force (kept, not deleted, not withdrawn) for the table's use, and a birthday or a result
 * names one. Other tables: always.
 */
export function shownWithConsent(shown: {
  schoolId: AnyPgColumn;
  children?: AnyPgColumn;
}): SQL | undefined {
  const rule = shown.children && childShowingTables[getTableName(shown.children.table)];
  if (!rule) return undefined;
  const named = rule.named ? sql`cardinality(${shown.children}) > 0 and ` : sql``;
  return sql`(${named}not exists (
    select 1 from unnest(${shown.children}) as child(number)
    where not ${consentInForce(shown.schoolId, rule.use)}))`;
}

/**
 * The admission numbers a row names whose consent for its table's use is not in force, for the
 * office's list of what is held off the site (`childrenWithoutConsent`).
 */
export function childrenUnconsented(shown: {
  schoolId: AnyPgColumn;
  children: AnyPgColumn;
}): SQL<string[]> {
  const { use } = childShowingTables[getTableName(shown.children.table)]!;
  return sql<string[]>`array(
    select child.number from unnest(${shown.children}) as child(number)
    where not ${consentInForce(shown.schoolId, use)})`;
}

/** Whether `child.number` has a consent in force for `use` (kept, not deleted, not withdrawn). */
const consentInForce = (schoolId: AnyPgColumn, use: ConsentUse) => sql`exists (
  select 1 from ${table} consent
  where consent.school_id = ${schoolId}
    and consent.admission_number = child.number
    and consent.status = 'published' and consent.deleted_at is null
    and consent.withdrawn_on is null
    and ${use} = any(consent.uses))`;

export const consents = defineKind({
  office: {
    kind: "consents",
    title: "Consents",
    one: "consent",
    register: true,
    fields: [
      { name: "childName", label: "Child's name", type: "text", required: true, max: 200 },
      {
        name: "admissionNumber",
        label: "Admission number",
        type: "text",
        required: true,
        max: 30,
        hint: "As in the school's register, e.g. 2019/0456. Birthdays, toppers, achievements and albums name the child by it.",
      },
      { name: "class", label: "Class", type: "text", max: 20, hint: "e.g. VII-B." },
      {
        name: "parentName",
        label: "Given by",
        type: "text",
        required: true,
        max: 200,
        hint: "The parent or guardian who gave it, e.g. Mrs Anita Sharma (mother).",
      },
      {
        name: "method",
        label: "How it was given",
        type: "select",
        required: true,
        options: consentMethods,
      },
      { name: "givenOn", label: "Given on", type: "date", required: true },
      {
        name: "uses",
        label: "May be shown on the site with",
        short: "Uses",
        type: "choices",
        options: consentUses,
        hint: "Birthday: the name on the home page on the day. Result: the toppers. Achievement: awards. Photos: albums that name the child. News: notices and news that name the child.",
      },
      {
        name: "evidence",
        label: "The signed paper or the e-mail",
        type: "privateFile",
        hint: "A scan or photo of the signed paper, or the e-mail saved as a PDF. Kept privately.",
      },
      {
        name: "withdrawnOn",
        label: "Withdrawn on",
        type: "date",
        hint: "The day a parent withdrew it. Once saved, the child leaves every page of the site within a minute.",
      },
      { name: "note", label: "Note", type: "longText", max: 1000 },
    ],
    columns: ["admissionNumber", "uses", "withdrawnOn"],
    dated: "givenOn",
    filter: "method",
    roles: ["administrator", "office"],
    importColumns: [
      "childName",
      "admissionNumber",
      "class",
      "parentName",
      "method",
      "givenOn",
      "uses",
    ],
  },
  table,
  search: table.childName,
  private: true,
  unique: {
    field: "admissionNumber",
    message:
      "A consent for this admission number is recorded already: open it to change its uses or record its withdrawal.",
  },
});
