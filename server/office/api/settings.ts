import { Hono } from "hono";
import { resolver } from "hono-openapi";
import { z } from "zod";
import { pageMessages } from "#contracts/page-content.ts";
import { SchoolSettings } from "#contracts/school-settings.ts";
import { currentSettings, saveSettings } from "../../services/pages.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { schoolOf, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, officeBody } from "./openapi.ts";

// The school's settings, which every page shows: only administrators change them.

const SettingsSave = z.object({ settings: z.unknown(), basedOn: z.coerce.number().int().min(0) });
const tags = ["Settings"];

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
      const saved = await saveSettings(deps.db, schoolOf(c), actorOf(staffOf(c)), {
        settings: settings.data,
        basedOn: given.basedOn,
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
    },
  );

  return api;
}
