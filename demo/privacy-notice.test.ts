import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { holdings } from "../contracts/privacy-inventory.ts";
import { privacyOf } from "../contracts/school-settings.ts";
import * as t from "../server/db/schema.ts";
import { personalDataBlocks } from "../server/privacy/personal-data-blocks.ts";
import { demoAdmissions } from "./demo-admissions.ts";
import { demoSettings } from "./demo-settings.ts";

// The privacy notice's table and Grievance Officer (DPDP Rules 2025, r. 3), as the backend fills
// them for the demo school: from the product's own list of what it holds and the school's times.

const today = "2026-11-20";
const settings = demoSettings(today);
const privacy = privacyOf(settings);
const admissions = demoAdmissions(today);

// What every table has and is no one's data: its keys, its times and the record's life, and
// secrets that are never shown (a link's token, the hash a draft is resumed by).
const technical = new Set([
  "id",
  "school_id",
  "position",
  "created_at",
  "updated_at",
  "status",
  "publish_at",
  "expire_at",
  "deleted_at",
  "version",
  "enquiry_id",
  "subscription_id",
  "token",
  "resume_hash",
  "steps",
  "gateway_link",
]);

describe("the privacy notice's table of personal data", () => {
  it("states the school's own times, and follows them when they change", () => {
    const kept = (months: typeof privacy) => {
      const [table] = personalDataBlocks(months, admissions, "en", "holdings");
      if (table?.type !== "table") throw new Error("a table");
      return Object.fromEntries(table.rows.map((row) => [row[0], row[3]]));
    };
    const shown = kept(privacy);
    expect(shown["Enquiries and requests (Contact Us)"]).toBe(`${privacy.keepEnquiries} months`);
    expect(shown["Transfer Certificate downloads"]).toBe(`${privacy.keepDownloads} months`);
    expect(shown["The office's record of changes"]).toBe(`${privacy.keepAuditValues} months`);
    expect(shown["Applications for admission"]).toContain(`${admissions.keptMonths} months`);
    expect(kept({ ...privacy, keepEnquiries: 18 })["Enquiries and requests (Contact Us)"]).toBe(
      "18 months",
    );
  });

  it("names the Grievance Officer, their e-mail and phone and the days to answer, from the settings", () => {
    const [contact] = personalDataBlocks(
      { ...privacy, grievancePhone: "+91 12345 67890" },
      admissions,
      "en",
      "grievance",
    );
    const words = contact?.type === "prose" ? contact.markdown : "";
    expect(words).toContain(privacy.grievanceOfficer);
    expect(words).toContain(`mailto:${privacy.grievanceEmail}`);
    expect(words).toContain("+91 12345 67890");
    expect(words).toContain(`within ${privacy.answerDays} days`);
  });

  it("speaks Hindi on the Hindi notice, with the same times", () => {
    const [table] = personalDataBlocks(privacy, admissions, "hi", "holdings");
    if (table?.type !== "table") throw new Error("a table");
    expect(table.rows[0]![3]).toBe(`${privacy.keepEnquiries} महीने`);
  });

  it("describes every column of every table it names: a field kept later must be added to it", () => {
    const tables = new Map(
      (Object.values(t) as unknown[])
        .filter((value): value is PgTable => is(value, PgTable))
        .map((table) => [getTableName(table), table]),
    );
    for (const holding of holdings) {
      for (const [name, described] of Object.entries(holding.tables)) {
        const table = tables.get(name);
        expect(table, name).toBeDefined();
        const columns = Object.values(getTableColumns(table!)).map((column) => column.name);
        for (const column of described) expect(columns, `${name}.${column}`).toContain(column);
        const personal = columns.filter((column) => !technical.has(column));
        expect(
          personal.filter((column) => !described.includes(column)),
          name,
        ).toEqual([]);
      }
    }
  });
});
