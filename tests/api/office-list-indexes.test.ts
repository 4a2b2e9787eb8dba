import { getTableName, sql, type SQLWrapper } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { allRecordModules } from "#contracts/records/index.ts";
import * as t from "#server/db/schema.ts";
import { enquiryText } from "#server/db/schema.ts";
import { hasWords } from "#server/office/list-query.ts";
import { testBackend, type TestBackend } from "../support/test-backend.ts";

// The office's searches are written as the very expression their GIN index is on: were they
// not, each would work on the demo and read every row of a ten-year school. With sequential
// scans off, a query its index can answer is planned on that index.

let backend: TestBackend;
beforeAll(async () => {
  backend = await testBackend();
});

async function planOf(query: SQLWrapper): Promise<string> {
  return backend.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const { rows } = await tx.execute<Record<string, string>>(sql`explain ${query}`);
    return rows.map((row) => Object.values(row)[0]).join("\n");
  });
}

describe("the office lists' searches", () => {
  it.each(allRecordModules.map((module) => [module.office.kind, module] as const))(
    "of %s read the index of their title's words",
    async (_, module) => {
      const { db } = backend.database;
      const plan = await planOf(
        db
          .select({ id: module.table.id })
          .from(module.table)
          .where(hasWords(module.search, "fees march")),
      );
      expect(plan).toContain(`${getTableName(module.table)}_office_words`);
    },
  );

  it("of enquiries and subscriptions read the indexes of their words", async () => {
    const { db } = backend.database;
    const enquiries = await planOf(
      db
        .select({ id: t.enquiries.id })
        .from(t.enquiries)
        .where(hasWords(enquiryText(t.enquiries), "sector 9")),
    );
    expect(enquiries).toContain("enquiries_office_words");
    const subscriptions = await planOf(
      db
        .select({ id: t.subscriptions.id })
        .from(t.subscriptions)
        .where(hasWords(t.subscriptions.email, "ravi")),
    );
    expect(subscriptions).toContain("subscriptions_office_words");
  });
});
