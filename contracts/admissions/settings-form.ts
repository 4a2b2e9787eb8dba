import { AdmissionSettings } from "./settings.ts";
import {
  branchesText,
  classesText,
  formatBranches,
  formatClasses,
  formatRounds,
  formatStreams,
  roundsText,
  streamsText,
} from "./settings-lines.ts";

// The admission settings as the office's page holds them: plain fields, and the lists as lines
// a clerk types on a phone (contracts/admissions/settings-lines.ts). Read back, each list's
// first bad line is said beside its box, and the whole is checked by the settings' own schema.

export type AdmissionSettingsForm = Record<string, string>;

const lists = {
  classes: classesText,
  streams: streamsText,
  rounds: roundsText,
  sisterBranches: branchesText,
} as const;

export function formOfSettings(settings: AdmissionSettings | undefined): AdmissionSettingsForm {
  if (!settings) return {};
  return {
    session: settings.session,
    opens: settings.opens,
    closes: settings.closes,
    ageOn: settings.ageOn,
    fee: String(settings.fee),
    upiId: settings.upiId ?? "",
    payeeName: settings.payeeName ?? "",
    keptMonths: String(settings.keptMonths),
    classes: formatClasses(settings.classes),
    streams: formatStreams(settings.streams),
    rounds: formatRounds(settings.rounds),
    sisterBranches: formatBranches(settings.sisterBranches),
  };
}

export function settingsOfForm(
  form: AdmissionSettingsForm,
): { settings: AdmissionSettings } | { fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const read: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(lists)) {
    const parsed = schema.safeParse(form[name] ?? "");
    if (parsed.success) read[name] = parsed.data;
    else fields[name] = parsed.error.issues[0]?.message ?? "Check these lines.";
  }
  const blank = (name: string) => (form[name]?.trim() ? form[name]!.trim() : undefined);
  const whole = AdmissionSettings.safeParse({
    session: blank("session"),
    opens: blank("opens"),
    closes: blank("closes"),
    ageOn: blank("ageOn"),
    fee: blank("fee") ?? "0",
    upiId: blank("upiId"),
    payeeName: blank("payeeName"),
    keptMonths: blank("keptMonths"),
    classes: read.classes ?? [],
    streams: read.streams ?? [],
    rounds: read.rounds ?? [],
    sisterBranches: read.sisterBranches ?? [],
  });
  if (!whole.success) {
    for (const issue of whole.error.issues) {
      const name = String(issue.path[0] ?? "form");
      fields[name] ??= issue.message === "Invalid input" ? "Fill this in." : issue.message;
    }
  }
  return Object.keys(fields).length > 0 || !whole.success
    ? { fields: Object.keys(fields).length > 0 ? fields : { form: "Check the settings." } }
    : { settings: whole.data };
}
