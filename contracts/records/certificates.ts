import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { common, officeListIndexes } from "./columns.ts";
import { defineKind } from "./kind.ts";

// Transfer certificates: private, never listed on the site. A family finds its child's by the
// admission number and the full name (server/services/transfer-certificates.ts, app/routes/tc.tsx).

export const table = pgTable(
  "transfer_certificates",
  {
    ...common(),
    admissionNo: text("admission_no").notNull(),
    studentName: text("student_name").notNull(),
    // A path inside the private store, never served at this path.
    filePath: text("file_path").notNull(),
  },
  // One certificate in force per admission number; a withdrawn one may be replaced.
  (t) => [
    uniqueIndex("transfer_certificates_in_force")
      .on(t.schoolId, t.admissionNo)
      .where(sql`${t.deletedAt} is null`),
    ...officeListIndexes("transfer_certificates", t, t.studentName, t.createdAt),
  ],
);

export const certificates = defineKind({
  office: {
    kind: "certificates",
    title: "Transfer Certificates",
    one: "certificate",
    fields: [
      {
        name: "admissionNo",
        label: "Admission No.",
        type: "text",
        required: true,
        max: 100,
        hint: "As the family types it on the Transfer Certificate page, e.g. 2019/0412.",
      },
      {
        name: "studentName",
        label: "Student Full Name",
        type: "text",
        required: true,
        max: 200,
      },
      {
        name: "filePath",
        label: "Certificate",
        type: "privateFile",
        required: true,
        hint: "A PDF or a picture of the signed certificate. It is only ever sent to a family who types both the admission number and the name.",
      },
    ],
    columns: ["admissionNo"],
    roles: ["administrator", "office"],
    deleteLabel: "Withdraw",
    importColumns: ["admissionNo", "studentName", "filePath"],
  },
  table,
  search: table.studentName,
  shownOn: () => "/Tc",
  private: true,
  // A family's lookup must find one certificate. (The database holds the same rule as an
  // index; this check gives the clerk its message.)
  unique: {
    field: "admissionNo",
    message:
      "A certificate for this admission number is in force already: edit that one, or withdraw it first.",
  },
});
