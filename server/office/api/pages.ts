import { Hono, type Context } from "hono";
import { resolver } from "hono-openapi";
import { z } from "zod";
import { instantAt, todayIn } from "#contracts/dates.ts";
import { PageDocument, pageMessages, pagePath, sessionName } from "#contracts/page-content.ts";
import {
  SchoolSettings,
  sessionAfter,
  sessionBefore,
  sessionOn,
} from "#contracts/school-settings.ts";
import { checkDocument } from "../../services/document-texts.ts";
import {
  currentSettings,
  englishBeside,
  untranslated,
  listPages,
  pageForEditing,
  savePage,
  sessionFacts,
  startSession,
  type SessionFacts,
} from "../../services/pages.ts";
import { settle, submissionOf, submits } from "../approvals.ts";
import { submitRefusal } from "#contracts/approvals.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { languages, type Language } from "#contracts/languages.ts";
import { itemsBehind } from "../session-items.ts";
import { schoolOf, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, officeBody, queryParameter } from "./openapi.ts";

// The static pages' words: editors and administrators read and edit them, version by version.

const Save = z.object({
  document: z.unknown(),
  status: z.enum(["draft", "published"], { error: "Choose to save a draft or to publish." }),
  /** Empty: at once. A wall-clock time in the school's time zone ('2027-04-01T07:00'). */
  publishAt: z.string().trim().max(20).default(""),
  /** 0 only for a page's first Hindi version. */
  basedOn: z.coerce.number().int().min(0, "The version the page was edited from is missing."),
  /** The language of these words: each language's versions are apart (decision 229). */
  language: z.enum(languages).default("en"),
  /** A Hindi version: the number of the English version it was written from. */
  forEnglish: z.coerce.number().int().min(1).optional(),
});

const StartSession = z.object({ session: sessionName });

const Check = z.object({ document: z.object({ blocks: z.array(z.unknown()).max(500) }) });

const writingChecks = {
  type: "object",
  properties: {
    errors: { type: "object", additionalProperties: { type: "string" } },
    warnings: { type: "object", additionalProperties: { type: "string" } },
  },
};

const Restore = z.object({
  number: z.coerce.number().int().min(1),
  basedOn: z.coerce.number().int().min(1),
  language: z.enum(languages).default("en"),
});

/** `?language=hi`: the Hindi versions; anything else, the English. */
const languageOf = (c: Context): Language => (c.req.query("language") === "hi" ? "hi" : "en");

/** Why a page is listed as behind the session in force. */
export type BehindReason =
  /** It names an earlier session. */
  | "session"
  /** It names this session, but its words are the earlier one's: only its label was changed. */
  | "label"
  /** Every date it gives has passed (an admission page's registration and exams). */
  | "dates";

interface SessionPage {
  path: string;
  heading?: string;
  session?: string;
}

/**
 * The session the school is in, and which pages still show an earlier one's figures: a page is
 * behind once the session it is for has ended, by the settings or by the calendar; when its
 * label names the session in force but its words are those of the one before; or when every date
 * it gives has passed. A page that names no session is not bound to one.
 */
export function rollover(
  settings: SchoolSettings | undefined,
  pages: SessionPage[],
  today: string,
  facts: SessionFacts[] = [],
) {
  if (!settings) return { session: undefined, behind: [] };
  const byDate = sessionOn(today, settings.sessionStartMonth);
  const session = sessionBefore(settings.session, byDate) ? byDate : settings.session;
  const factOf = new Map(facts.map((fact) => [fact.path, fact]));
  const behind = pages.flatMap(({ path, heading, session: pageSession }) => {
    if (!pageSession) return [];
    const fact = factOf.get(path);
    const why: BehindReason | undefined = sessionBefore(pageSession, session)
      ? "session"
      : fact?.unchangedSince && sessionBefore(fact.unchangedSince, session)
        ? "label"
        : fact?.lastDate && fact.lastDate < today
          ? "dates"
          : undefined;
    if (!why) return [];
    return [
      {
        path,
        heading,
        session: pageSession,
        why,
        ...(why === "label" && { wordsOf: fact!.unchangedSince }),
        ...(why === "dates" && { lastDate: fact!.lastDate }),
        ...(fact?.newestSession && { draftFor: fact.newestSession }),
      },
    ];
  });
  return {
    session,
    /** The settings still name an earlier session than the calendar's. */
    settingsBehind: session !== settings.session,
    /** The session "Start session" begins: the one after the settings'. */
    next: sessionAfter(settings.session),
    behind,
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
  // A contributor writes drafts of pages too; what they write is published once approved.
  const writers = allow("administrator", "editor", "contributor");
  const submitter = (c: Context<OfficeEnv>) => submits(deps.db, schoolOf(c), staffOf(c).role);
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

  const refused = (c: Context, fields: Record<string, string>) =>
    c.json({ error: "Some blocks need attention.", fields }, 400);

  api.get(
    "/pages",
    described({
      tags,
      summary: "Every static page with its newest version and the one on the site",
      description:
        "Also the session in force, `next` (the one Start session begins) and `behind`: pages " +
        "whose figures are for an earlier session (`why`: `session`, `label` when only the " +
        "label moved on, `dates` when every date it gives has passed), and `items`: records " +
        "on the site whose titles name only sessions that have ended (the first 20).",
      responses: { "200": answer("The pages.") },
    }),
    writers,
    async (c) => {
      const now = deps.now();
      const [pages, settings, facts] = await Promise.all([
        listPages(deps.db, schoolOf(c), now),
        currentSettings(deps.db, schoolOf(c)),
        sessionFacts(deps.db, schoolOf(c), now),
      ]);
      const session = rollover(settings?.settings, pages, todayIn(deps.timeZone, now), facts);
      const items = session.session
        ? await itemsBehind(deps.db, schoolOf(c), session.session, now)
        : [];
      return c.json({ pages, ...session, items });
    },
  );

  api.get(
    "/pages/translations",
    described({
      tags,
      summary: "The pages whose Hindi is missing or older than their English, newest change first",
      responses: { "200": answer("The pages to translate.") },
    }),
    writers,
    async (c) => c.json(untranslated(await listPages(deps.db, schoolOf(c), deps.now()))),
  );

  // A new session in one step: the settings name it, and every page bound to an earlier one gets
  // a draft for it, its tables and dates copied forward for editing. Nothing on the site changes
  // until each draft is published, and a draft published with its words unchanged still shows
  // in the warning.
  api.post(
    "/pages/start-session",
    described({
      tags,
      summary:
        "Starts a new session: the settings name it, and each page of an earlier one gets a draft",
      responses: { "200": answer("Started: the session and the pages given a draft.") },
    }),
    editors,
    officeBody(StartSession, (issues) => ({
      error: issues[0]?.message ?? "Say which session to start.",
    })),
    async (c) => {
      const now = deps.now();
      const settings = await currentSettings(deps.db, schoolOf(c));
      if (!settings) return c.json({ error: "The school has no settings yet." }, 409);
      const { session } = c.req.valid("json");
      const inForce = sessionOn(todayIn(deps.timeZone, now), settings.settings.sessionStartMonth);
      if (sessionBefore(session, settings.settings.session)) {
        return c.json(
          { error: `The school is in ${settings.settings.session} already: ${session} has ended.` },
          400,
        );
      }
      if (sessionBefore(sessionAfter(inForce), session)) {
        return c.json(
          {
            error: `${session} is too far ahead: start ${sessionAfter(inForce)} or an earlier one.`,
          },
          400,
        );
      }
      const started = await startSession(deps.db, schoolOf(c), actor(c), { session });
      return c.json(started);
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
    writers,
    async (c) => {
      const path = pathOf(c);
      const number = c.req.query("version");
      const language = languageOf(c);
      const wanted = number && /^\d{1,9}$/.test(number) ? Number(number) : undefined;
      const found = path && (await pageForEditing(deps.db, schoolOf(c), path, wanted, language));
      // What the writing checks say of the words opened, shown beside their fields.
      const approval =
        found && (await submissionOf(deps.db, schoolOf(c), "page", found.path, language));
      const page = found && {
        ...found,
        checks: await checkDocument(deps.db, found.document),
        ...(approval && { approval }),
      };
      if (language === "en") return page ? c.json(page) : noPage(c);
      // Its Hindi is written beside its English: the English version on the site (else its
      // newest) comes with it, and a page with no Hindi yet starts from that English.
      const english = path && (await englishBeside(deps.db, schoolOf(c), path, deps.now()));
      if (!english) return noPage(c);
      if (page) return c.json({ ...page, english });
      if (wanted !== undefined) return noPage(c);
      return c.json({
        path: english.path,
        language,
        number: 0,
        newest: 0,
        document: english.document,
        forEnglish: english.number,
        versions: [],
        english,
        checks: await checkDocument(deps.db, english.document),
      });
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
    writers,
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
      if (given.status === "published" && (await submitter(c))) {
        return c.json({ error: submitRefusal }, 403);
      }
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
        language: given.language,
        forEnglish: given.forEnglish,
        document: document.data,
        status: given.status,
        publishAt,
        basedOn: given.basedOn,
      });
      if (saved.outcome === "missing") return noPage(c);
      if (saved.outcome === "stale") return stale(c, saved.newest);
      if (saved.outcome === "refused") return refused(c, saved.fields);
      // Published by an approver's own hand: the draft submitted no longer waits.
      if (given.status === "published") {
        await settle(deps.db, schoolOf(c), "page", [path], given.language);
      }
      return c.json({ ...saved.version, checks: saved.checks });
    },
  );

  // The writing checks of words being typed, before they are saved (the editor asks as one
  // types): the same that saving makes. Anything shaped like a page is checked, however
  // unfinished; nothing is written.
  api.post(
    "/pages/check",
    described({
      tags,
      summary: "What the writing checks say of a page's words, before saving",
      description:
        "`errors` stop publishing (a picture without a description, a heading that skips a " +
        "level); `warnings` are said (link words like 'click here', a PDF without text). Each " +
        "is keyed by the field's path in the document.",
      responses: { "200": answer("The checks.", writingChecks) },
    }),
    writers,
    officeBody(Check, () => ({ error: "Send the page's words as `document`." })),
    async (c) => c.json(await checkDocument(deps.db, c.req.valid("json").document)),
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
      if (await submitter(c)) return c.json({ error: submitRefusal }, 403);
      const path = pathOf(c)!;
      const given = c.req.valid("json");
      const earlier = await pageForEditing(
        deps.db,
        schoolOf(c),
        path,
        given.number,
        given.language,
      );
      if (!earlier) return c.json({ error: "This page has no such version." }, 404);
      const saved = await savePage(deps.db, schoolOf(c), actor(c), {
        path,
        language: given.language,
        // Restored as written: from the English version it was written from then.
        forEnglish: earlier.forEnglish,
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
      if (saved.outcome === "refused") return refused(c, saved.fields);
      return c.json(saved.version);
    },
  );

  return api;
}
