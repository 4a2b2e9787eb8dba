import type { Context, Hono } from "hono";
import { z } from "zod";
import { instantAt, todayIn } from "#contracts/dates.ts";
import { PageDocument, pageMessages, pagePath } from "#contracts/page-content.ts";
import { SchoolSettings, sessionBefore, sessionOn } from "#contracts/school-settings.ts";
import type { Db } from "../db/database.ts";
import {
  currentSettings,
  listPages,
  pageForEditing,
  savePage,
  saveSettings,
} from "../services/pages.ts";
import { actorOf, allow, type OfficeEnv } from "./guard.ts";

// The office's calls for the static pages' words and the school's settings: editors and
// administrators edit pages; only administrators change the settings every page shows.

export interface PagesApiDeps {
  db: Db;
  timeZone: string;
  now: () => Date;
}

async function body(c: Context): Promise<Record<string, unknown>> {
  const value: unknown = await c.req.json().catch(() => ({}));
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

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

const SettingsSave = z.object({ settings: z.unknown(), basedOn: z.coerce.number().int().min(0) });

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

export function registerPageRoutes(api: Hono<OfficeEnv>, deps: PagesApiDeps) {
  const editors = allow("administrator", "editor");
  const administrators = allow("administrator");
  const schoolOf = (c: Context<OfficeEnv>) => c.get("school").id;
  const actor = (c: Context<OfficeEnv>) => actorOf(c.get("staff")!);
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

  api.get("/:schoolCode/pages", editors, async (c) => {
    const now = deps.now();
    const pages = await listPages(deps.db, schoolOf(c), now);
    const settings = await currentSettings(deps.db, schoolOf(c));
    return c.json({
      pages,
      ...rollover(settings?.settings, pages, todayIn(deps.timeZone, now)),
    });
  });

  api.get("/:schoolCode/pages/:path", editors, async (c) => {
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
  });

  api.put("/:schoolCode/pages/:path", editors, async (c) => {
    const path = pathOf(c);
    if (!path) return noPage(c);
    const given = Save.safeParse(await body(c));
    if (!given.success) {
      return c.json(
        { error: "Some fields need attention.", fields: pageMessages(given.error.issues) },
        400,
      );
    }
    const document = PageDocument.safeParse(given.data.document);
    if (!document.success) {
      return c.json(
        { error: "Some blocks need attention.", fields: pageMessages(document.error.issues) },
        400,
      );
    }
    let publishAt: Date | undefined;
    if (given.data.publishAt) {
      publishAt = instantAt(given.data.publishAt, deps.timeZone);
      if (!publishAt) {
        return c.json(
          { error: "Some fields need attention.", fields: { publishAt: "Give a date and time." } },
          400,
        );
      }
    }
    const saved = await savePage(deps.db, schoolOf(c), actor(c), {
      path,
      document: document.data,
      status: given.data.status,
      publishAt,
      basedOn: given.data.basedOn,
    });
    if (saved.outcome === "missing") return noPage(c);
    if (saved.outcome === "stale") return stale(c, saved.newest);
    return c.json(saved.version);
  });

  // An earlier version comes back as a new one, published at once; nothing is lost.
  api.post("/:schoolCode/pages/:path/restore", editors, async (c) => {
    const path = pathOf(c);
    if (!path) return noPage(c);
    const given = Restore.safeParse(await body(c));
    if (!given.success) return c.json({ error: "Say which version to restore." }, 400);
    const earlier = await pageForEditing(deps.db, schoolOf(c), path, given.data.number);
    if (!earlier) return c.json({ error: "This page has no such version." }, 404);
    const saved = await savePage(deps.db, schoolOf(c), actor(c), {
      path,
      // An older version may have been written before a rule it breaks: it is checked again.
      document: earlier.document,
      status: "published",
      basedOn: given.data.basedOn,
      note: `restore of ${given.data.number}`,
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
  });

  api.get("/:schoolCode/settings", administrators, async (c) => {
    const current = await currentSettings(deps.db, schoolOf(c));
    return c.json(current ?? { number: 0, settings: null });
  });

  api.put("/:schoolCode/settings", administrators, async (c) => {
    const given = SettingsSave.safeParse(await body(c));
    if (!given.success)
      return c.json({ error: "Send the settings and the number edited from." }, 400);
    const settings = SchoolSettings.safeParse(given.data.settings);
    if (!settings.success) {
      return c.json(
        { error: "Some fields need attention.", fields: pageMessages(settings.error.issues) },
        400,
      );
    }
    const saved = await saveSettings(deps.db, schoolOf(c), actor(c), {
      settings: settings.data,
      basedOn: given.data.basedOn,
    });
    if (saved.outcome === "stale") {
      return c.json(
        {
          error:
            "Someone saved the settings since you opened them. Your entries are kept here: look again, then save.",
          newest: saved.newest,
        },
        409,
      );
    }
    return c.json({ number: saved.number });
  });
}
