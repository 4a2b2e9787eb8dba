import { Hono } from "hono";
import { z } from "zod";
import { formOfSettings, settingsOfForm } from "#contracts/admissions/settings-form.ts";
import {
  readAdmissionSettings,
  writeAdmissionSettings,
} from "../../admissions/admission-settings.ts";
import { audit } from "../audit.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { schoolOf, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, officeBody } from "./openapi.ts";

// What the school opens for admission (contracts/admissions/settings.ts): read by the office
// role, changed by administrators, as the page's fields and lines (settings-form.ts). Each save
// is a line of the audit log, list by list as the page shows them.

const tags = ["Admissions"];
const Form = z.record(z.string(), z.string().max(20_000));

export function admissionSettingsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();

  api.get(
    "/admission-settings",
    described({
      tags,
      summary: "The admission settings, as the page's fields and lines (office role)",
      responses: { "200": answer("The settings; empty when the school takes no applications.") },
    }),
    allow("administrator", "office"),
    async (c) => c.json(formOfSettings(await readAdmissionSettings(deps.db, schoolOf(c)))),
  );

  api.put(
    "/admission-settings",
    described({
      tags,
      summary: "Saves the admission settings from the page's fields and lines (administrators)",
      responses: { "200": answer("Saved."), "400": answer("Some fields need attention.") },
    }),
    allow("administrator"),
    officeBody(Form, () => ({ error: "Send the settings' fields as text." })),
    async (c) => {
      const given = c.req.valid("json");
      const read = settingsOfForm(given);
      if ("fields" in read) {
        return c.json({ error: "Some fields need attention.", fields: read.fields }, 400);
      }
      const schoolId = schoolOf(c);
      const actor = actorOf(staffOf(c));
      await deps.db.transaction(async (tx) => {
        const before = formOfSettings(await readAdmissionSettings(tx, schoolId));
        const after = formOfSettings(read.settings);
        const changes = Object.fromEntries(
          Object.keys(after)
            .filter((name) => before[name] !== after[name])
            .map((name) => [name, [before[name] ?? null, after[name]] as [unknown, unknown]]),
        );
        await writeAdmissionSettings(tx, schoolId, read.settings, actor.name, deps.now());
        await audit(tx, schoolId, actor, { action: "update", kind: "admission settings", changes });
      });
      return c.json({ saved: true });
    },
  );

  return api;
}
