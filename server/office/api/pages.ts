import { Hono, type Context } from "hono";
import { resolver } from "hono-openapi";
import { z } from "zod";
import { instantAt, todayIn } from "#contracts/dates.ts";
import { PageDocument, pageMessages, pagePath } from "#contracts/page-content.ts";
import { SchoolSettings, sessionBefore, sessionOn } from "#contracts/school-settings.ts";
import { currentSettings, listPages, pageForEditing, savePage } from "../../services/pages.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { schoolOf, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, officeBody, queryParameter } from "./openapi.ts";

// The static pages' words: editors and administrators read and edit them, version by version.

const Save = z.object({
  document: z.unknown(),
  status: z.enum(["draft", "published"], { error: "Choose to save a draft or to publish." }),
  /** Empty: at once. A wall-clock time in the school's time zone ('2027-04-01T07:00'). */
  publishAt: z.string().trim().max(20).default(""),
  basedOn: z.coerce.number().int().min(1, "The version the page was edited from is missing."),
});

const Restore = z.object({
  number: z.coerce.number().int().min(1),
  basedOn: z.coerce.number().int().min(1),
});

/**
 * The session the school is in, and which pages still show an earlier one's figures: a page is
 * behind once the session it is for has ended, by the settings or by the calendar.
 */
export function rollover(
  settings: SchoolSettings | undefined,
  pages: { path: string; heading?: string; session?: string }[],
  today: string,
) {
  if (!settings) return { session: undefined, behind: [] };
  const byDate = sessionOn(today, settings.sessionStartMonth);
  const session = sessionBefore(settings.session, byDate) ? byDate : settings.session;
  return {
    session,
    /** The settings still name an earlier session than the calendar's. */
    settingsBehind: session !== settings.session,
    behind: pages
      .filter((page) => page.session && sessionBefore(page.session, session))
      .map(({ path, heading, session: pageSession }) => ({ path, heading, session: pageSession })),
  };
}

const tags = ["Pages"];
const pageParameter = { name: "path", in: "path", required: true, schema: { type: "string" } };
const version = {
  type: "object",
  properties: {
    number: { type: "integer" },
    status: { enum: ["draft", "published"] },
    publishAt: { type: ["string", "null"], format: "date-time" },
    savedAt: { type: "string", format: "date-time" },
    savedBy: { type: "string" },
    note: { type: "string" },
  },
};

export function pagesApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const editors = allow("administrator", "editor");
  const actor = (c: Context<OfficeEnv>) => actorOf(staffOf(c));
  const pathOf = (c: Context<OfficeEnv>) => {
    const path = `/${c.req.param("path") ?? ""}`;
    return pagePath.safeParse(path).success ? path : undefined;
  };
  const noPage = (c: Context) => c.json({ error: "No such page." }, 404);
  const stale = (c: Context, newest: number) =>
    c.json(
      {
        error:
          "Someone saved this page since you opened it. Your words are kept here: look at the newer version, then save again.",
        newest,
      },
      409,
    );

  api.get(
    "/pages",
    described({
      tags,
      summary: "Every static page with its newest version and the one on the site",
      description:
        "Also the session in force and `behind`: pages whose figures are for an earlier session.",
      responses: { "200": answer("The pages.") },
    }),
    editors,
    async (c) => {
      const now = deps.now();
      const pages = await listPages(deps.db, schoolOf(c), now);
      const settings = await currentSettings(deps.db, schoolOf(c));
      return c.json({
        pages,
        ...rollover(settings?.settings, pages, todayIn(deps.timeZone, now)),
      });
    },
  );

  api.get(
    "/pages/:path",
    described({
      tags,
      summary: "A page's words (its newest version, or `?version=N`) and its versions",
      parameters: [pageParameter, queryParameter("version", { type: "integer" })],
      responses: { "200": answer("The page.") },
    }),
    editors,
    async (c) => {
      const path = pathOf(c);
      const number = c.req.query("version");
      const page =
        path &&
        (await pageForEditing(
          deps.db,
          schoolOf(c),
          path,
          number && /^\d{1,9}$/.test(number) ? Number(number) : undefined,
        ));
      return page ? c.json(page) : noPage(c);
    },
  );

  api.put(
    "/pages/:path",
    described({
      tags,
      summary: "Saves a new version: a draft, published at once, or scheduled",
      description:
        "`basedOn` is the number of the version the words were edited from; when someone has " +
        "saved since, the answer is 409 with `newest`, and nothing is written.",
      parameters: [pageParameter],
      responses: { "200": answer("Saved.", version) },
    }),
    editors,
    async (c, next) => (pathOf(c) ? next() : noPage(c)),
    // The blocks are checked after the rest, with messages of their own.
    officeBody(
      Save,
      (issues) => ({ error: "Some fields need attention.", fields: pageMessages(issues) }),
      resolver(Save.extend({ document: PageDocument }), { unrepresentable: "any" }),
    ),
    async (c) => {
      const path = pathOf(c)!;
      const given = c.req.valid("json");
      const document = PageDocument.safeParse(given.document);
      if (!document.success) {
        return c.json(
          { error: "Some blocks need attention.", fields: pageMessages(document.error.issues) },
          400,
        );
      }
      let publishAt: Date | undefined;
      if (given.publishAt) {
        publishAt = instantAt(given.publishAt, deps.timeZone);
        if (!publishAt) {
          return c.json(
            {
              error: "Some fields need attention.",
              fields: { publishAt: "Give a date and time." },
            },
            400,
          );
        }
      }
      const saved = await savePage(deps.db, schoolOf(c), actor(c), {
        path,
        document: document.data,
        status: given.status,
        publishAt,
        basedOn: given.basedOn,
      });
      if (saved.outcome === "missing") return noPage(c);
      if (saved.outcome === "stale") return stale(c, saved.newest);
      return c.json(saved.version);
    },
  );

  // An earlier version comes back as a new one, published at once; nothing is lost.
  api.post(
    "/pages/:path/restore",
    described({
      tags,
      summary: "Publishes an earlier version's words again, as a new version",
      parameters: [pageParameter],
      responses: { "200": answer("Restored.", version) },
    }),
    editors,
    async (c, next) => (pathOf(c) ? next() : noPage(c)),
    officeBody(Restore, () => ({ error: "Say which version to restore." })),
    async (c) => {
      const path = pathOf(c)!;
      const given = c.req.valid("json");
      const earlier = await pageForEditing(deps.db, schoolOf(c), path, given.number);
      if (!earlier) return c.json({ error: "This page has no such version." }, 404);
      const saved = await savePage(deps.db, schoolOf(c), actor(c), {
        path,
        // An older version may have been written before a rule it breaks: it is checked again.
        document: earlier.document,
        status: "published",
        basedOn: given.basedOn,
        note: `restore of ${given.number}`,
      }).catch((error: unknown) => {
        if (error instanceof z.ZodError) return { outcome: "invalid" as const, error };
        throw error;
      });
      if (saved.outcome === "invalid") {
        return c.json(
          {
            error: "That version breaks a rule pages follow now; open it, correct it and save.",
            fields: pageMessages(saved.error.issues),
          },
          400,
        );
      }
      if (saved.outcome === "missing") return noPage(c);
      if (saved.outcome === "stale") return stale(c, saved.newest);
      return c.json(saved.version);
    },
  );

  return api;
}
