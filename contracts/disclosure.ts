import { z } from "zod";
import { filePath } from "./blocks/parts.ts";
import { writtenDate } from "./dates.ts";
import type { Language } from "./languages.ts";

// The CBSE's Mandatory Public Disclosure (Appendix IX, revised by Circular 1/2026) as data: what
// the school types and uploads in the office (its code, the documents with their dates, three
// years of board results, the infrastructure) beside what the product knows already (the
// school's name, address and contacts from the settings, its teachers from the staff register).
// The public page, its PDF and the nightly check are all drawn from it (server/disclosure/).
// Everything here may be left empty while the school gathers it: the office home lists what is
// missing, so a half-done disclosure can be saved and shown as far as it goes.

/** Appendix IX's documents, sections B and C, in its order; `expires`: a certificate in date. */
export const disclosureDocuments = [
  {
    key: "affiliation",
    section: "B",
    expires: true,
    en: "Copies of affiliation/upgradation letter and recent extension of affiliation, if any",
    hi: "संबद्धता/उन्नयन पत्र और संबद्धता के हालिया विस्तार (यदि कोई हो) की प्रतियाँ",
  },
  {
    key: "society",
    section: "B",
    en: "Copies of society/trust/company registration/renewal certificate, as applicable",
    hi: "सोसाइटी/ट्रस्ट/कंपनी के पंजीकरण/नवीनीकरण प्रमाण पत्र की प्रतियाँ, जैसा लागू हो",
  },
  {
    key: "noc",
    section: "B",
    en: "Copy of No Objection Certificate (NOC) issued by the State Government",
    hi: "राज्य सरकार द्वारा जारी अनापत्ति प्रमाण पत्र (NOC) की प्रति",
  },
  {
    key: "recognition",
    section: "B",
    expires: true,
    en: "Copies of recognition certificate under the RTE Act, 2009, and its renewal",
    hi: "शिक्षा का अधिकार (RTE) अधिनियम, 2009 के अंतर्गत मान्यता प्रमाण पत्र और उसके नवीनीकरण की प्रतियाँ",
  },
  {
    key: "buildingSafety",
    section: "B",
    expires: true,
    en: "Copy of valid building safety certificate as per the National Building Code",
    hi: "राष्ट्रीय भवन संहिता के अनुसार वैध भवन सुरक्षा प्रमाण पत्र की प्रति",
  },
  {
    key: "fireSafety",
    section: "B",
    expires: true,
    en: "Copy of valid fire safety certificate issued by the competent authority",
    hi: "सक्षम प्राधिकारी द्वारा जारी वैध अग्नि सुरक्षा प्रमाण पत्र की प्रति",
  },
  {
    key: "selfCertification",
    section: "B",
    en: "Copy of the DEO certificate / self-certification submitted by the school for affiliation",
    hi: "संबद्धता के लिए विद्यालय द्वारा प्रस्तुत DEO प्रमाण पत्र / स्व-प्रमाणन की प्रति",
  },
  {
    key: "waterHealthSanitation",
    section: "B",
    expires: true,
    en: "Copies of valid water, health and sanitation certificates",
    hi: "वैध जल, स्वास्थ्य एवं स्वच्छता प्रमाण पत्रों की प्रतियाँ",
  },
  {
    key: "land",
    section: "B",
    en: "Copy of the land certificate issued by the competent revenue authority",
    hi: "सक्षम राजस्व प्राधिकारी द्वारा जारी भूमि प्रमाण पत्र की प्रति",
  },
  {
    key: "transportFitness",
    section: "B",
    expires: true,
    en: "Copies of fitness certificates of the school buses",
    hi: "विद्यालय की बसों के फ़िटनेस प्रमाण पत्रों की प्रतियाँ",
  },
  {
    key: "feeStructure",
    section: "C",
    en: "Fee structure of the school",
    hi: "विद्यालय की शुल्क संरचना",
  },
  {
    key: "academicCalendar",
    section: "C",
    en: "Annual academic calendar",
    hi: "वार्षिक शैक्षणिक कैलेंडर",
  },
  {
    key: "managementCommittee",
    section: "C",
    en: "List of School Management Committee (SMC)",
    hi: "विद्यालय प्रबंध समिति (SMC) की सूची",
  },
  {
    key: "pta",
    section: "C",
    en: "List of Parents Teachers Association (PTA) members",
    hi: "अभिभावक-शिक्षक संघ (PTA) के सदस्यों की सूची",
  },
  {
    key: "boardResults",
    section: "C",
    en: "Last three years' results of the board examinations",
    hi: "पिछले तीन वर्षों के बोर्ड परीक्षा परिणाम",
  },
  {
    key: "annualReport",
    section: "C",
    en: "Annual report of the school",
    hi: "विद्यालय की वार्षिक रिपोर्ट",
  },
] as const satisfies readonly {
  key: string;
  section: "B" | "C";
  expires?: true;
  en: string;
  hi: string;
}[];

export type DisclosureDocumentKey = (typeof disclosureDocuments)[number]["key"];

/** The board classes whose results the disclosure gives. */
export const resultClasses = ["X", "XII"] as const;
export type ResultClass = (typeof resultClasses)[number];

/** The years of results Appendix IX asks for. */
export const resultYears = 3;

const blank = (value: unknown) => (value === "" || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const count = optional(
  z.coerce.number({ error: "A number." }).int("A whole number.").min(0, "Not below 0.").max(99_999),
);
const area = optional(
  z.coerce.number({ error: "A number of square metres." }).positive("More than 0.").max(10_000_000),
);
/** A day as a date field sends it (YYYY-MM-DD) or as the office writes it (31/03/2027). */
function dayOf(text: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return writtenDate(text);
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text) ? text : undefined;
}
const day = optional(
  z
    .string()
    .trim()
    .refine((text) => dayOf(text) !== undefined, "A date, e.g. 31/03/2027.")
    .transform((text) => dayOf(text)!),
);

const DisclosureDocument = z
  .object({ file: optional(filePath), issuedOn: day, validUntil: day })
  .refine(
    (document) =>
      !document.issuedOn || !document.validUntil || document.issuedOn < document.validUntil,
    { message: "It is valid until a day after it was issued.", path: ["validUntil"] },
  );

const ResultRow = z
  .object({
    year: optional(z.coerce.number({ error: "A year." }).int().min(2000).max(2100)),
    registered: count,
    passed: count,
    remarks: optional(z.string().trim().max(200)),
  })
  .refine((row) => row.passed === undefined || (row.registered ?? 0) >= row.passed, {
    message: "No more can pass than were registered.",
    path: ["passed"],
  });

/** Rows as the office's form sends them ("0", "1", "2"), as a list without the empty ones. */
const rows = z.preprocess(
  (value) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.values(value as Record<string, unknown>)
      : value,
  z
    .array(ResultRow)
    .max(resultYears)
    .transform((list) => list.filter((row) => Object.values(row).some((v) => v !== undefined))),
);

export const Disclosure = z.object({
  /** The school's code with the CBSE (not its affiliation number). */
  schoolCode: optional(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, "A CBSE school code is five digits."),
  ),
  documents: z
    .object(
      Object.fromEntries(disclosureDocuments.map((d) => [d.key, DisclosureDocument.optional()])),
    )
    .partial()
    .default({}) as unknown as z.ZodType<
    Partial<Record<DisclosureDocumentKey, z.infer<typeof DisclosureDocument>>>
  >,
  results: z.object({ X: rows.default([]), XII: rows.default([]) }).default({ X: [], XII: [] }),
  infrastructure: z
    .object({
      campusArea: area,
      classrooms: count,
      classroomsArea: area,
      labs: count,
      labsArea: area,
      internet: optional(z.enum(["Yes", "No"], { error: "Yes or No." })),
      girlsToilets: count,
      boysToilets: count,
      inspectionVideo: optional(
        z
          .string()
          .trim()
          .max(300)
          .regex(
            /^https:\/\/(?:www\.)?(?:youtube\.com|youtu\.be)\/\S+$/,
            "Give the video's YouTube address, https://www.youtube.com/watch?v=…",
          ),
      ),
    })
    .default({}),
});
export type Disclosure = z.infer<typeof Disclosure>;

/** A document's title in a language. */
export const documentTitle = (key: DisclosureDocumentKey, language: Language): string =>
  disclosureDocuments.find((d) => d.key === key)![language];
