import { Hono } from "hono";
import { resolver } from "hono-openapi";
import { z } from "zod";
import { pageMessages } from "#contracts/page-content.ts";
import { Disclosure } from "#contracts/disclosure.ts";
import { SchoolSettings } from "#contracts/school-settings.ts";
import { disclosureSheet, staffFacts } from "../../disclosure/sheet.ts";
import { currentSettings, saveSettings } from "../../services/pages.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { schoolOf, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, officeBody } from "./openapi.ts";

// The school's settings, which every page shows: only administrators change them.

const SettingsSave = z.object({ settings: z.unknown(), basedOn: z.coerce.number().int().min(0) });
const DisclosureSave = z.object({
  disclosure: z.unknown(),
  basedOn: z.coerce.number().int().min(0),
});
const tags = ["Settings"];

const stale =
  "Someone saved the settings since you opened them. Your entries are kept here: look again, then save.";

export function settingsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const administrators = allow("administrator");

  api.get(
    "/settings",
    described({
      tags,
      summary: "The school's settings and their number (administrators)",
      responses: { "200": answer("The settings.") },
    }),
    administrators,
    async (c) => {
      const current = await currentSettings(deps.db, schoolOf(c));
      return c.json(current ?? { number: 0, settings: null });
    },
  );

  api.put(
    "/settings",
    described({
      tags,
      summary: "Saves the settings (administrators); 409 when someone saved since `basedOn`",
      responses: { "200": answer("Saved.") },
    }),
    administrators,
    // The settings are checked after the number, with messages of their own.
    officeBody(
      SettingsSave,
      () => ({ error: "Send the settings and the number edited from." }),
      resolver(SettingsSave.extend({ settings: SchoolSettings }), { unrepresentable: "any" }),
    ),
    async (c) => {
      const given = c.req.valid("json");
      const settings = SchoolSettings.safeParse(given.settings);
      if (!settings.success) {
        return c.json(
          { error: "Some fields need attention.", fields: pageMessages(settings.error.issues) },
          400,
        );
      }
      // The disclosure and the approval have pages of their own: settings saved without them
      // keep them as they are.
      const before = (await currentSettings(deps.db, schoolOf(c)))?.settings;
      const kept = {
        disclosure: settings.data.disclosure ?? before?.disclosure,
        approval: settings.data.approval ?? before?.approval,
      };
      const saved = await saveSettings(deps.db, schoolOf(c), actorOf(staffOf(c)), {
        settings: {
          ...settings.data,
          ...(kept.disclosure && { disclosure: kept.disclosure }),
          ...(kept.approval && { approval: kept.approval }),
        },
        basedOn: given.basedOn,
      });
      if (saved.outcome === "stale") {
        return c.json(
          {
            error: stale,
            newest: saved.newest,
          },
          409,
        );
      }
      return c.json({ number: saved.number });
    },
  );

  // The CBSE disclosure is kept with the settings (their `disclosure`), on a page of its own:
  // what the school types, beside what the product computes (the staff register's counts).
  api.get(
    "/disclosure",
    described({
      tags,
      summary:
        "The CBSE disclosure as saved, the settings' number, and the sheet the site shows (administrators)",
      responses: { "200": answer("The disclosure.") },
    }),
    administrators,
    async (c) => {
      const schoolId = schoolOf(c);
      const current = await currentSettings(deps.db, schoolId);
      const [sheet, staff] = await Promise.all([
        disclosureSheet(deps.db, schoolId, "en", current?.settings),
        staffFacts(deps.db, schoolId),
      ]);
      return c.json({
        number: current?.number ?? 0,
        disclosure: current?.settings.disclosure ?? null,
        staff,
        sheet: sheet ?? null,
      });
    },
  );

  api.put(
    "/disclosure",
    described({
      tags,
      summary:
        "Saves the CBSE disclosure with the settings (administrators); 409 when someone saved since `basedOn`",
      responses: { "200": answer("Saved.") },
    }),
    administrators,
    officeBody(
      DisclosureSave,
      () => ({ error: "Send the disclosure and the number edited from." }),
      resolver(DisclosureSave.extend({ disclosure: Disclosure }), { unrepresentable: "any" }),
    ),
    async (c) => {
      const given = c.req.valid("json");
      const disclosure = Disclosure.safeParse(given.disclosure);
      if (!disclosure.success) {
        return c.json(
          { error: "Some fields need attention.", fields: pageMessages(disclosure.error.issues) },
          400,
        );
      }
      const schoolId = schoolOf(c);
      const current = await currentSettings(deps.db, schoolId);
      if (!current) {
        return c.json(
          { error: "Save the school's settings first: the disclosure is kept with them." },
          409,
        );
      }
      const saved = await saveSettings(deps.db, schoolId, actorOf(staffOf(c)), {
        settings: { ...current.settings, disclosure: disclosure.data },
        basedOn: given.basedOn,
      });
      if (saved.outcome === "stale") return c.json({ error: stale, newest: saved.newest }, 409);
      return c.json({ number: saved.number });
    },
  );

  return api;
}
