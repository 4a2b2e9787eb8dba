import { socialNetworks, type SchoolSettings } from "#contracts/school-settings.ts";
import { formatSections, type ClassSections } from "#contracts/classes.ts";

// The school's settings as the office's form shows them: one field per value, named by its
// path in the settings ("links.parentPortal"), as the API names the value it refuses. The
// phones are four fields ("phones.0" to "phones.3"); the address's lines one text, a line each.

export interface SettingField {
  name: string;
  label: string;
  hint?: string;
  input?: "text" | "textarea" | "email" | "tel" | "url" | "month" | "file";
  /** For numbers: the keyboard a phone shows. */
  inputMode?: "numeric" | "decimal";
  required?: boolean;
}

export const maxPhones = 4;

export interface SettingGroup {
  legend: string;
  /** What holds for every field of the group. */
  note?: string;
  fields: SettingField[];
}

export const settingGroups: SettingGroup[] = [
  {
    legend: "School",
    fields: [
      { name: "name", label: "Name", required: true },
      { name: "city", label: "Town or city", required: true },
      {
        name: "titleName",
        label: "Name in browser titles",
        hint: "The end of every page's title, after the page's name: usually the name and the town.",
        required: true,
      },
      {
        name: "description",
        label: "Description for search engines",
        hint: "Shown by search engines and link previews for pages without a sentence of their own.",
        input: "textarea",
        required: true,
      },
      { name: "tagline", label: "Motto", required: true },
      { name: "established", label: "Year founded", inputMode: "numeric", required: true },
      { name: "congregation", label: "Congregation", required: true },
      {
        name: "congregationFounded",
        label: "Year the congregation was founded",
        inputMode: "numeric",
        required: true,
      },
      { name: "board", label: "Board", hint: "As the header says it: CBSE.", required: true },
      {
        name: "affiliationNo",
        label: "Affiliation number",
        inputMode: "numeric",
        required: true,
      },
    ],
  },
  {
    legend: "Address and map",
    fields: [
      {
        name: "address.lines",
        label: "Address",
        hint: "As on an envelope, one line each (up to 5).",
        input: "textarea",
        required: true,
      },
      {
        name: "address.street",
        label: "Street",
        hint: "For search engines.",
        required: true,
      },
      { name: "address.region", label: "State", required: true },
      { name: "address.postalCode", label: "PIN code", inputMode: "numeric", required: true },
      { name: "address.country", label: "Country code", hint: "Two letters: IN.", required: true },
      {
        name: "map.latitude",
        label: "Latitude",
        hint: "Where the map's marker stands, e.g. 30.7333.",
        inputMode: "decimal",
        required: true,
      },
      {
        name: "map.longitude",
        label: "Longitude",
        hint: "e.g. 76.7794.",
        inputMode: "decimal",
        required: true,
      },
    ],
  },
  {
    legend: "Phones and e-mail",
    fields: [
      ...Array.from({ length: maxPhones }, (_, i) => ({
        name: `phones.${i}`,
        label: i === 0 ? "Phone" : `Phone ${i + 1}`,
        hint:
          i === 0
            ? "The header shows this one. Write it as people dial it: +91 12345 67890."
            : undefined,
        input: "tel" as const,
        required: i === 0,
      })),
      { name: "email", label: "E-mail", input: "email", required: true },
    ],
  },
  {
    legend: "Links",
    note: "Each an address starting https://.",
    fields: [
      { name: "links.parentPortal", label: "Parent portal", required: true },
      { name: "links.portalHelp", label: "Parent portal help", required: true },
      {
        name: "links.feePayment",
        label: "Online fee payment",
        hint: "Empty: the footer's link goes to the School Fees page.",
      },
      {
        name: "links.onlineRegistration",
        label: "Online registration",

        required: true,
      },
      { name: "links.careerForm", label: "Career form", required: true },
      { name: "links.playStore", label: "App on Google Play", required: true },
      { name: "links.appStore", label: "App on the App Store", required: true },
      { name: "links.provider", label: "Website provider", required: true },
    ].map((field) => ({ ...field, input: "url" as const })),
  },
  {
    legend: "Social",
    note: "The school's page on each network, starting https://. The footer leaves out a network without one.",
    fields: socialNetworks.map((network) => ({
      name: `social.${network}`,
      label: network,
      input: "url" as const,
    })),
  },
  {
    legend: "App and footer",
    fields: [
      {
        name: "appDescription",
        label: "Words beside the app badges",
        input: "textarea",
        required: true,
      },
      { name: "provider.name", label: "Website provider's name", required: true },
      {
        name: "feeQr",
        label: "Fee payment QR code",
        hint: "The picture beside the header's fee button: a stored picture's path, or choose a new one below.",
        input: "file",
        required: true,
      },
    ],
  },
  {
    legend: "In Hindi",
    note: "The same words for the Hindi site (/hi). Each one left empty shows the English there.",
    fields: [
      { name: "hi.name", label: "Name in Hindi" },
      { name: "hi.city", label: "Town or city in Hindi" },
      { name: "hi.titleName", label: "Name in browser titles, in Hindi" },
      {
        name: "hi.description",
        label: "Description for search engines, in Hindi",
        input: "textarea",
      },
      { name: "hi.tagline", label: "Motto in Hindi" },
      { name: "hi.congregation", label: "Congregation in Hindi" },
      {
        name: "hi.appDescription",
        label: "Words beside the app badges, in Hindi",
        input: "textarea",
      },
    ],
  },
  {
    legend: "Messages to parents",
    note: "Parents choose their children's classes and sections on /Subscribe; items for some classes reach only those parents.",
    fields: [
      {
        name: "sections",
        label: "Sections of each class",
        hint: "One line per class: the class, a colon, its sections. e.g. IX: A, B, C. A class with no line has no sections.",
        input: "textarea",
      },
      {
        name: "quietFrom",
        label: "Quiet hours from",
        hint: "e.g. 21:00. Phone messages wait until the quiet hours end; e-mails and emergencies do not.",
      },
      { name: "quietUntil", label: "Quiet hours until", hint: "e.g. 07:00." },
    ],
  },
  {
    legend: "Privacy",
    note: "What the privacy notice names, and how long personal data is kept: each night what is older is removed.",
    fields: [
      {
        name: "privacy.grievanceOfficer",
        label: "Grievance officer",
        hint: "Who answers for the school's handling of personal data, e.g. Sr. Mary Thomas, Principal.",
        required: true,
      },
      {
        name: "privacy.grievanceEmail",
        label: "Grievance officer's e-mail",
        input: "email",
        required: true,
      },
      { name: "privacy.grievancePhone", label: "Grievance officer's phone", input: "tel" },
      {
        name: "privacy.answerDays",
        label: "Days to answer a family's request",
        hint: "For access, correction or erasure; the DPDP Rules allow 90 at most.",
        inputMode: "numeric",
        required: true,
      },
      {
        name: "privacy.keepEnquiries",
        label: "Keep enquiries for (months)",
        inputMode: "numeric",
        required: true,
      },
      {
        name: "privacy.keepDownloads",
        label: "Keep certificate downloads for (months)",
        hint: "Who downloaded which certificate, and from where: 12 at least.",
        inputMode: "numeric",
        required: true,
      },
      {
        name: "privacy.keepAuditValues",
        label: "Keep the audit log's values for (months)",
        hint: "After this, a line keeps who changed what and when, without the values: 12 at least.",
        inputMode: "numeric",
        required: true,
      },
      {
        name: "privacy.keepSubscriptions",
        label: "Keep ended subscriptions for (months)",
        hint: "Addresses that unsubscribed, or never confirmed.",
        inputMode: "numeric",
        required: true,
      },
    ],
  },
  {
    legend: "Session",
    fields: [
      {
        name: "session",
        label: "Current session",
        hint: "e.g. 2026-27.",
        required: true,
      },
      { name: "sessionStartMonth", label: "A session starts in", input: "month", required: true },
    ],
  },
];

export const settingLabels: Record<string, string> = Object.fromEntries(
  settingGroups.flatMap((group) => group.fields.map((field) => [field.name, field.label])),
);

export type SettingValues = Record<string, string>;

/** The form's values for saved settings. */
export function formValues(settings: SchoolSettings | null): SettingValues {
  const values: SettingValues = {};
  if (!settings) return values;
  const walk = (value: unknown, path: string) => {
    if (path === "address.lines") values[path] = (value as string[]).join("\n");
    else if (path === "sections") values[path] = formatSections(value as ClassSections);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else if (value !== undefined) values[path] = String(value);
  };
  walk(settings, "");
  return values;
}

/** The settings a form sent, for the API to check: lists made of the lines and fields given. */
export function settingsFrom(values: SettingValues): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const field of settingGroups.flatMap((group) => group.fields)) {
    const value = values[field.name] ?? "";
    const path = field.name.split(".");
    let into = settings;
    for (const key of path.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>;
    into[path.at(-1)!] = field.name === "address.lines" ? lines(value) : value;
  }
  // Phones left empty are not numbers the school has; the rest keep their order.
  settings.phones = Object.values((settings.phones ?? {}) as Record<string, string>)
    .map((phone) => phone.trim())
    .filter(Boolean);
  return settings;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Which phone fields the sent list's numbers came from, in order (empty ones are skipped). */
export const phoneFields = (values: SettingValues) =>
  Array.from({ length: maxPhones }, (_, i) => i).filter((i) => values[`phones.${i}`]?.trim());

/**
 * The API's messages by the field that shows them: a phone's beside the field it was typed in,
 * an address line's beside the address (naming the line), the lists' own beside their first.
 */
export function fieldMessages(
  fields: Record<string, string>,
  values: SettingValues,
): Record<string, string> {
  const phones = phoneFields(values);
  const messages: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const line = /^address\.lines\.(\d+)$/.exec(key);
    const phone = /^phones\.(\d+)$/.exec(key);
    const name = line
      ? "address.lines"
      : phone
        ? `phones.${phones[Number(phone[1])] ?? 0}`
        : key === "phones"
          ? "phones.0"
          : key;
    const said = line ? `Line ${Number(line[1]) + 1}: ${message}` : message;
    messages[name] = messages[name] ? `${messages[name]} ${said}` : said;
  }
  return messages;
}
