import type { Context } from "hono";
import { searchQueryProblem, type SearchAnswer } from "#contracts/search.ts";
import type { Db } from "../db/database.ts";
import { searchSite } from "../services/search.ts";
import type { School } from "../services/schools.ts";

/**
 * GET /api/search/{schoolCode}?q=: the school's published pages and items whose words match.
 * Not kept by the server: each query is its own key (a cache a visitor could fill with made-up
 * words) and rarely asked twice, and the query takes milliseconds at a school's size. Browsers
 * must ask again each time (its ETag makes asking cheap), so a withdrawn notice is never found.
 */
export function searchAnswer(deps: {
  db: Db;
  now: () => Date;
  school: (code: string) => Promise<School | undefined>;
}) {
  return async (c: Context) => {
    const query = c.req.query("q") ?? "";
    const problem = searchQueryProblem(query);
    if (problem) return c.json({ error: problem }, 400);
    const school = await deps.school(c.req.param("schoolCode") ?? "");
    if (!school) return c.json({ error: "Unknown school." }, 404);
    const answer: SearchAnswer = {
      groups: await searchSite(deps.db, school.id, query.trim(), deps.now()),
    };
    c.header("Cache-Control", "no-cache");
    return c.json(answer);
  };
}
