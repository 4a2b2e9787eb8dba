import { Hono } from "hono";
import { recordKinds, rolesFor, type RecordKindName } from "#contracts/office-records.ts";
import { queryWords } from "#contracts/search.ts";
import { listEnquiries } from "../../services/enquiries.ts";
import { listLibrary } from "../../services/file-library.ts";
import { listPages } from "../../services/pages.ts";
import { allow, type OfficeEnv } from "../guard.ts";
import { listRecords } from "../record-list.ts";
import { schoolOf, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, queryParameter } from "./openapi.ts";

// One search box for the whole office: the words looked for in every kind of record the
// caller's role works on, the pages and the enquiries, each kind's first few and how many in
// all, so a clerk who does not know where a thing is kept still finds it.

/** How many of each kind the search shows; its list has the rest. */
export const shownEach = 5;

export function officeSearchApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  api.get(
    "/search",
    described({
      tags: ["Search"],
      summary:
        "Searches every kind of record the caller works on, the pages, the files and the enquiries",
      description:
        "Each group is a kind with its first five matches and how many match in all; kinds " +
        "with none are left out. Words are matched as begun or in another form, as the lists do.",
      parameters: [queryParameter("q", { type: "string" })],
      responses: { "200": answer("The groups found.") },
    }),
    allow("administrator", "editor", "contributor", "office"),
    async (c) => {
      const q = (c.req.query("q") ?? "").slice(0, 200);
      const words = queryWords(q);
      if (words.length === 0) return c.json({ q, groups: [] });
      const { role } = staffOf(c);
      const ctx = {
        db: deps.db,
        schoolId: schoolOf(c),
        timeZone: deps.timeZone,
        now: deps.now(),
      };
      const kinds = (Object.keys(recordKinds) as RecordKindName[]).filter((kind) =>
        (rolesFor(kind) as readonly string[]).includes(role),
      );
      const records = await Promise.all(
        kinds.map(async (kind) => {
          const found = await listRecords(ctx, kind, { q }, { page: 1, limit: shownEach });
          return { kind, total: found.total, records: found.records };
        }),
      );
      const groups: unknown[] = records.filter((group) => group.total > 0);
      if (role !== "office") {
        const pages = (await listPages(deps.db, ctx.schoolId, ctx.now)).filter((page) => {
          const text = `${page.heading ?? ""} ${page.path.slice(1)}`.toLowerCase();
          return words.every((word) => text.includes(word));
        });
        if (pages.length > 0) {
          groups.push({
            kind: "pages",
            total: pages.length,
            pages: pages.slice(0, shownEach).map(({ path, heading }) => ({ path, heading })),
          });
        }
        const library = await listLibrary(
          deps.db,
          ctx.schoolId,
          { q },
          { page: 1, limit: shownEach },
        );
        if (library.total > 0) {
          groups.push({
            kind: "files",
            total: library.total,
            files: library.files.map(({ path, kind, name }) => ({ path, kind, name })),
          });
        }
      }
      if (role !== "editor") {
        const found = await listEnquiries(
          deps.db,
          ctx.schoolId,
          { q },
          { timeZone: deps.timeZone, page: { page: 1, limit: shownEach } },
        );
        if (found.total > 0) {
          groups.push({
            kind: "enquiries",
            total: found.total,
            enquiries: found.enquiries.map(({ id, subject, name, createdAt, handledAt }) => ({
              id,
              subject,
              name,
              createdAt,
              handled: handledAt !== null,
            })),
          });
        }
      }
      return c.json({ q, groups });
    },
  );
  return api;
}
