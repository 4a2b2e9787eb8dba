import { z } from "zod";
import { filePath, sessionName } from "./page-content.ts";
import type { Language } from "./languages.ts";
import { formatSections, sectionsText, type ClassSections } from "./classes.ts";
import { Disclosure } from "./disclosure.ts";
import { approvalSettings } from "./approvals.ts";

// The school's facts that the frame of every page shows (name, addresses, phones, links, the
// footer's words) and the academic session. Administrators keep them in the school office; the
// backend checks them with this schema on every save, and the website draws what it is given.

const text = (max: number) => z.string().trim().min(1, "Fill this in.").max(max);
const optional = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const https = z
  .string()
  .trim()
  .max(500)
  .regex(
    /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?:[/?#][^\s<>"]*)?$/i,
    "Give an address starting https://.",
  );

/** A phone as people write it: '+91 12345 67890', '0172-2345678'; 7 to 15 digits. */
const phone = z
  .string()
  .trim()
  .max(25)
  .regex(/^\+?[\d ()-]+$/, "A phone number has digits, spaces, +, - and brackets only.")
  .refine((value) => {
    const digits = value.replace(/\D/g, "").length;
    return digits >= 7 && digits <= 15;
  }, "A phone number has 7 to 15 digits.");

const email = z.string().trim().toLowerCase().max(254).email("Give an e-mail address.");
const time = z
  .string()
  .trim()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "A time of day on the 24-hour clock, e.g. 21:00.");
const year = z.coerce.number().int().min(1800).max(2100);
/** A time personal data is kept, in months: at least `least` (a log the law asks a year of). */
const months = (least: number) =>
  z.coerce
    .number({ error: "A number of months." })
    .int("A whole number of months.")
    .min(least, `At least ${least} ${least === 1 ? "month" : "months"}.`)
    .max(120, "At most 120 months (ten years).");

export const socialNetworks = ["Facebook", "Instagram", "YouTube", "X", "LinkedIn"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const SchoolSettings = z
  .object({
    name: text(120),
    city: text(80),
    /** Used in every browser title: '{Page name} - {titleName}'. */
    titleName: text(160),
    /** For search engines and link previews when a page has no sentence of its own. */
    description: text(300),
    tagline: text(120),
    established: year,
    congregation: text(120),
    congregationFounded: year,
    board: text(40),
    affiliationNo: z
      .string()
      .trim()
      .regex(/^\d{5,10}$/, "An affiliation number is 5 to 10 digits."),
    address: z.object({
      /** As written on an envelope, one line each. */
      lines: z.array(text(120)).min(1).max(5),
      street: text(160),
      region: text(80),
      postalCode: z
        .string()
        .trim()
        .regex(/^\d{6}$/, "A PIN code is six digits."),
      country: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, "Two letters, e.g. IN."),
    }),
    /** Where the school is, for the maps in the footer and on Contact Us (OpenStreetMap). */
    map: z.object({
      latitude: z.coerce.number().min(-90).max(90),
      longitude: z.coerce.number().min(-180).max(180),
    }),
    phones: z.array(phone).min(1, "Give at least one phone number.").max(4),
    email,
    links: z.object({
      parentPortal: https,
      portalHelp: https,
      /** Where 'Online Fee Payment' goes; without one it falls back to the fee page. */
      feePayment: optional(https),
      onlineRegistration: https,
      careerForm: https,
      playStore: https,
      appStore: https,
      provider: https,
    }),
    /** The school's pages on social networks; a network without one is left out. */
    social: z.object({
      Facebook: optional(https),
      Instagram: optional(https),
      YouTube: optional(https),
      X: optional(https),
      LinkedIn: optional(https),
    }),
    provider: z.object({ name: text(120) }),
    /** The words beside the app badges in the footer. */
    appDescription: text(400),
    /** The QR code beside the header's fee button: a stored picture, or the site's own. */
    feeQr: filePath,
    /** The academic session in force, e.g. '2026-27'. */
    session: sessionName,
    /** The month a new session begins (4: April, as CBSE schools run). */
    sessionStartMonth: z.coerce.number().int().min(1).max(12),
    /**
     * Each class's sections, which parents choose on /Subscribe (contracts/classes.ts): an object
     * as saved, or the office's lines ("IX: A, B, C"); none, parents choose classes.
     */
    sections: z.preprocess(
      (value) =>
        value && typeof value === "object" ? formatSections(value as ClassSections) : value,
      sectionsText.optional(),
    ),
    /**
     * Quiet hours on the school's clock: phone messages (not e-mail, not an emergency) made in them
     * wait until they end. Both or neither.
     */
    quietFrom: optional(time),
    quietUntil: optional(time),
    /**
     * Who answers for the school's handling of personal data (DPDP Rules 2025, r. 9), how soon
     * it answers a family's request, and how long each kind of personal data is kept before the
     * nightly job removes it (server/privacy/retention.ts). Schools saved before it have the
     * defaults (`privacyOf`).
     */
    privacy: z
      .object({
        grievanceOfficer: text(120),
        grievanceEmail: email,
        grievancePhone: optional(phone),
        answerDays: z.coerce
          .number({ error: "A number of days." })
          .int()
          .min(1, "At least a day.")
          .max(90, "At most 90 days, as the DPDP Rules allow."),
        keepEnquiries: months(1),
        keepDownloads: months(12),
        keepAuditValues: months(12),
        keepSubscriptions: months(1),
      })
      .optional(),
    /**
     * The CBSE's Mandatory Public Disclosure, as far as the school has given it
     * (contracts/disclosure.ts); kept in the office's Disclosure page.
     */
    disclosure: Disclosure.optional(),
    /**
     * Who approves before anything goes on the site (contracts/approvals.ts); "none" when not
     * given. Chosen on the office's Approvals page, and kept when the settings are saved.
     */
    approval: z.enum(approvalSettings).optional(),
    /**
     * The school's words in Hindi, for the Hindi site (issue 37): each one left empty shows the
     * English there. Addresses, numbers and links are the same in both.
     */
    hi: z
      .object({
        name: optional(text(120)),
        city: optional(text(80)),
        titleName: optional(text(160)),
        description: optional(text(300)),
        tagline: optional(text(120)),
        congregation: optional(text(120)),
        appDescription: optional(text(400)),
      })
      .optional()
      // Kept as the words given: none at all is no Hindi.
      .transform((hi) => {
        const given = Object.entries(hi ?? {}).filter(([, value]) => value);
        return given.length > 0 ? (Object.fromEntries(given) as typeof hi) : undefined;
      }),
  })
  .superRefine((settings, context) => {
    if (Boolean(settings.quietFrom) !== Boolean(settings.quietUntil)) {
      const missing = settings.quietFrom ? "quietUntil" : "quietFrom";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: "Give both times, or neither.",
      });
    }
  });
export type SchoolSettings = z.infer<typeof SchoolSettings>;

export type PrivacySettings = NonNullable<SchoolSettings["privacy"]>;

/** The school's privacy settings, or what holds until it saves its own. */
export const privacyOf = (settings: SchoolSettings | undefined): PrivacySettings =>
  settings?.privacy ?? {
    grievanceOfficer: "The Principal",
    grievanceEmail: settings?.email ?? "",
    answerDays: 30,
    keepEnquiries: 24,
    keepDownloads: 12,
    keepAuditValues: 24,
    keepSubscriptions: 6,
  };

/** The settings as the pages of `language` show them: the Hindi words where the school gave them. */
export function settingsIn(settings: SchoolSettings, language: Language): SchoolSettings {
  if (language === "en" || !settings.hi) return settings;
  const given = Object.fromEntries(Object.entries(settings.hi).filter(([, value]) => value));
  return { ...settings, ...given };
}

/** The map's two addresses, drawn from the school's position. */
export function mapAddresses(map: SchoolSettings["map"]): { link: string; embed: string } {
  const lat = map.latitude.toFixed(4);
  const lon = map.longitude.toFixed(4);
  const box = [
    map.longitude - 0.01,
    map.latitude - 0.005,
    map.longitude + 0.01,
    map.latitude + 0.005,
  ]
    .map((value) => value.toFixed(4))
    .join("%2C");
  return {
    link: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${lat}%2C${lon}`,
  };
}

/**
 * The session that has begun by `day` (YYYY-MM-DD): from the start month of one year to the
 * month before it the next. With an April start, 2027-03-31 is in 2026-27 and 2027-04-01 in
 * 2027-28.
 */
export function sessionOn(day: string, startMonth: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const first = month >= startMonth ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, "0")}`;
}

/** The session after `session`: '2027-28' after '2026-27'. */
export function sessionAfter(session: string): string {
  const first = Number(session.slice(0, 4)) + 1;
  return `${first}-${String((first + 1) % 100).padStart(2, "0")}`;
}

/** Whether session `a` began before session `b` ('2025-26' before '2026-27'). */
export const sessionBefore = (a: string, b: string) => a.slice(0, 4) < b.slice(0, 4);
