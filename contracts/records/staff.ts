import { pgTable, text } from "drizzle-orm/pg-core";
import { common, officeListIndexes } from "./columns.ts";
import { defineKind } from "./kind.ts";

// The school's staff as the office keeps them: one entry per person, with the post the CBSE's
// Mandatory Public Disclosure counts (Appendix IX, section D) and the designation and degrees
// the /Staff page shows. Both the page's lists and the disclosure's teacher counts and
// teacher-section ratio are drawn from these entries (server/services/filled-blocks.ts), so the two
// can never disagree. An entry is a register line: saved, it is on the site; deleted, it is not.

/** The posts of Appendix IX's staff table, then those of the office and the other staff. */
export const staffPosts = [
  "Principal",
  "PGT",
  "TGT",
  "PRT",
  "NTT",
  "PTI",
  "Special educator",
  "Counsellor",
  "Other teacher",
  "Office",
  "Non-teaching",
] as const;
export type StaffPost = (typeof staffPosts)[number];

/** The three lists of the /Staff page, and the posts each holds. */
export const staffGroups = ["Teaching", "Office", "Non-teaching"] as const;
export type StaffGroup = (typeof staffGroups)[number];

export const groupOf = (post: string): StaffGroup =>
  post === "Office" ? "Office" : post === "Non-teaching" ? "Non-teaching" : "Teaching";

export const table = pgTable(
  "staff",
  {
    ...common(),
    name: text().notNull(),
    post: text().notNull(),
    designation: text().notNull().default(""),
    qualification: text().notNull().default(""),
  },
  (t) => [...officeListIndexes("staff", t, t.name)],
);

export const staff = defineKind({
  office: {
    kind: "staff",
    title: "Staff",
    one: "staff member",
    register: true,
    fields: [
      {
        name: "name",
        label: "Name",
        type: "text",
        required: true,
        max: 200,
        hint: "As the staff page shows it, e.g. Mrs. Anjali Kapoor.",
      },
      {
        name: "post",
        label: "Post",
        type: "select",
        required: true,
        options: staffPosts,
        hint: "The CBSE disclosure counts teachers by it. Office and Non-teaching staff are listed on their own tabs.",
      },
      {
        name: "designation",
        label: "Designation on the staff page",
        short: "Designation",
        type: "text",
        max: 80,
        hint: "e.g. PRT (PTI), Librarian, Accountant. Left empty, the post is shown.",
      },
      { name: "qualification", label: "Qualification", type: "text", max: 200 },
    ],
    columns: ["post", "designation"],
    filter: "post",
    roles: ["administrator", "editor", "office"],
    importColumns: ["name", "post", "designation", "qualification"],
  },
  table,
  search: table.name,
});
