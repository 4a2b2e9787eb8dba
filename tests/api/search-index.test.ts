import { sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/database.ts";
import * as t from "#server/db/schema.ts";
import { searchSite } from "#server/services/search.ts";
import { testBackend, type TestBackend } from "../support/test-backend.ts";

// The site search reads its words from GIN indexes (drizzle/0006_search_words.sql,
// 0009_search_index.sql) rather than parsing every row's text on each query: shown by the
// plan PostgreSQL (or PGlite) makes for the very statement the search runs.

let backend: TestBackend;

beforeAll(async () => {
  backend = await testBackend();
});

/** The statement `searchSite` runs for `query`, caught rather than run. */
async function searchStatement(schoolId: string, query: string): Promise<SQL> {
  let caught: SQL | undefined;
  const catcher = {
    execute: (statement: SQL) => {
      caught = statement;
      return Promise.resolve({ rows: [] });
    },
  } as unknown as Db;
  await searchSite(catcher, schoolId, query, new Date());
  return caught!;
}

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Index Cond"?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

class Undone extends Error {}

/**
 * The plan of the search for `query` in a school ten years old (3,000 notices, 2,000
 * circulars, 40 pages of 10 versions each) beside the demo school, made and then undone. The
 * tables' statistics are read first, as PostgreSQL's autovacuum keeps them, and sequential
 * scans are priced out: beside them even a few thousand rows would be read whole.
 */
async function planInTenYears(query: string): Promise<PlanNode[]> {
  let nodes: PlanNode[] = [];
  await backend.database.db
    .transaction(async (tx) => {
      const [school] = await tx
        .insert(t.schools)
        .values({ schoolCode: "SRCHPLAN", name: "A school ten years old" })
        .returning({ id: t.schools.id });
      // Each row says one of the year's usual words; one in a hundred speaks of a quokka.
      const words = sql`(case when i % 100 = 0 then 'quokka visit'
        else (array['fees', 'uniform', 'sports day', 'examination', 'holiday', 'library'])[1 + i % 6] end)`;
      await tx.execute(sql`insert into news (school_id, category, from_date, title, description)
        select ${school!.id}, 'NoticeBoard', date '2016-04-01' + i, 'Notice ' || i || ' on the ' || ${words},
          'Parents are asked to note the ' || ${words} || ' of class ' || i % 12
        from generate_series(1, 3000) i`);
      await tx.execute(sql`insert into circulars (school_id, category, title)
        select ${school!.id}, 'Circular', 'Circular ' || i || ' on the ' || ${words}
        from generate_series(1, 2000) i`);
      await tx.execute(sql`insert into page_versions (school_id, path, number, document, status, saved_by)
        select ${school!.id}, '/Page' || i % 40, 1 + i / 40,
          jsonb_build_object('heading', 'Page ' || i, 'blocks', jsonb_build_array(
            jsonb_build_object('type', 'prose', 'markdown', 'All about the ' || ${words}))),
          'published', 'seed'
        from generate_series(0, 399) i`);
      await tx.execute(sql`analyze news, circulars, page_versions`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const statement = await searchStatement(school!.id, query);
      const { rows } = await tx.execute<{ "QUERY PLAN": unknown }>(
        sql`explain (format json) ${statement}`,
      );
      const plan = rows[0]!["QUERY PLAN"];
      const [root] = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
      nodes = nodesOf(root!.Plan);
      throw new Undone();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Undone)) throw error;
    });
  return nodes;
}

describe("the site search's plan", () => {
  it("finds the words of items, of their titles and of pages through their GIN indexes", async () => {
    const nodes = await planInTenYears("quokka");
    const used = new Map(
      nodes
        .filter((node) => node["Node Type"] === "Bitmap Index Scan")
        .map((node) => [node["Index Name"], node["Index Cond"]]),
    );
    for (const table of ["news", "circulars", "page_versions"]) {
      expect(used.get(`${table}_search_words`), table).toMatch(/search_words @@ '+quokka'+/);
      expect(used.get(`${table}_title_words`), table).toMatch(/title_words @@ '+quokka'+:\*/);
    }
    // No row's text is parsed on the way: the words matched are the kept ones.
    expect(JSON.stringify(nodes)).not.toMatch(/to_tsvector/);
  });
});
