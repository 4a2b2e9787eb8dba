import { writtenDate } from "#contracts/dates.ts";
import {
  disclosureDocuments,
  resultClasses,
  resultYears,
  type Disclosure,
} from "#contracts/disclosure.ts";
import type { InputField } from "./setting-input.tsx";

// The CBSE disclosure as the office's form shows it: one field per value, named by its path in
// the disclosure ("documents.fireSafety.validUntil", "results.X.0.passed"), as the API names the
// value it refuses. Each board class has three rows of results, sent as "0" to "2" whether
// typed or not: the API drops the empty ones, and a message's row is then the row it names.

export interface DisclosureField extends InputField {
  /** A short number, set beside its neighbours. */
  short?: true;
  /** Its name in a summary, where its label would not say which it is. */
  said?: string;
}

/** The fields of one document, or of one year's results, under a legend of their own. */
export interface DisclosureSet {
  legend: string;
  /** The legend is for screen readers only: the set's first label says it already. */
  legendHidden?: true;
  fields: DisclosureField[];
}

export interface DisclosureGroup {
  legend: string;
  /** What holds for every field of the group. */
  note?: string;
  fields?: DisclosureField[];
  sets?: DisclosureSet[];
}

export type DisclosureValues = Record<string, string>;

const count = (name: string, label: string, hint?: string): DisclosureField => ({
  name,
  label,
  hint,
  inputMode: "numeric",
});
const area = (name: string, label: string, said?: string): DisclosureField => ({
  name,
  label,
  said,
  inputMode: "decimal",
});

const yearNames = ["Latest year", "The year before", "Two years before"] as const;

export const disclosureGroups: DisclosureGroup[] = [
  {
    legend: "General",
    fields: [
      {
        name: "schoolCode",
        label: "CBSE school code",
        hint: "Five digits, as the CBSE's letters give it; not the affiliation number.",
        inputMode: "numeric",
      },
    ],
  },
  {
    legend: "Documents (sections B and C)",
    note: "Each a stored file's path: choose or drop a new one, or choose one from the library. The dates are those the document bears.",
    sets: disclosureDocuments.map((document) => ({
      legend: document.en,
      legendHidden: true,
      fields: [
        {
          name: `documents.${document.key}.file`,
          label: document.en,
          input: "file",
          takes: "documents",
        },
        { name: `documents.${document.key}.issuedOn`, label: "Issued on", input: "date" },
        ...("expires" in document
          ? [
              {
                name: `documents.${document.key}.validUntil`,
                label: "Valid until",
                hint: "The office home warns 30 days before.",
                input: "date" as const,
              },
            ]
          : []),
      ],
    })),
  },
  {
    legend: "Board results",
    note: "The last three years of the board examinations, the latest first; the pass percentage is worked out from the numbers. Rows left empty are not shown.",
    sets: resultClasses.flatMap((className) =>
      Array.from({ length: resultYears }, (_, row) => {
        const name = (column: string) => `results.${className}.${row}.${column}`;
        return {
          legend: `Class ${className}, ${yearNames[row]!.toLowerCase()}`,
          fields: [
            { ...count(name("year"), "Year"), short: true as const },
            { ...count(name("registered"), "Registered"), short: true as const },
            { ...count(name("passed"), "Passed"), short: true as const },
            { name: name("remarks"), label: "Remarks" },
          ],
        };
      }),
    ),
  },
  {
    legend: "Infrastructure",
    fields: [
      area("infrastructure.campusArea", "Total campus area (m²)"),
      count("infrastructure.classrooms", "Classrooms"),
      area(
        "infrastructure.classroomsArea",
        "Their size (m²), as the CBSE form asks",
        "Classrooms' size (m²)",
      ),
      count("infrastructure.labs", "Laboratories, computer labs included"),
      area(
        "infrastructure.labsArea",
        "Their size (m²), as the CBSE form asks",
        "Laboratories' size (m²)",
      ),
      {
        name: "infrastructure.internet",
        label: "Internet facility",
        input: "select",
        options: ["Yes", "No"],
      },
      count("infrastructure.girlsToilets", "Girls' toilets"),
      count("infrastructure.boysToilets", "Boys' toilets"),
      {
        name: "infrastructure.inspectionVideo",
        label: "YouTube video of the school's inspection",
        hint: "Its address, https://www.youtube.com/watch?v=…",
        input: "url",
      },
    ],
  },
];

const fieldsOf = (group: DisclosureGroup) => [
  ...(group.fields ?? []).map((field) => ({ field, set: undefined })),
  ...(group.sets ?? []).flatMap((set) => set.fields.map((field) => ({ field, set }))),
];

const allFields = disclosureGroups.flatMap(fieldsOf);

/** Each field's name in a summary, where it stands without its legend: "Passed (Class X, latest year)". */
export const disclosureLabels: Record<string, string> = Object.fromEntries(
  allFields.map(({ field, set }) => [
    field.name,
    field.said ??
      (!set || field.label === set.legend ? field.label : `${field.label} (${set.legend})`),
  ]),
);

const dateFields = new Set(
  allFields.filter(({ field }) => field.input === "date").map(({ field }) => field.name),
);

/** The form's values for a saved disclosure: dates as a date field takes them, YYYY-MM-DD. */
export function formValues(disclosure: Disclosure | null): DisclosureValues {
  const values: DisclosureValues = {};
  if (!disclosure) return values;
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else if (value !== undefined && value !== null) {
      const text = String(value);
      values[path] = dateFields.has(path) ? (writtenDate(text) ?? text) : text;
    }
  };
  walk(disclosure, "");
  return values;
}

/**
 * The disclosure a form sent, for the API to check, as typed (the API reads a date field's
 * YYYY-MM-DD and a date typed by hand, 31/03/2027, alike). A document with nothing given is
 * left out rather than saved empty.
 */
export function disclosureFrom(values: DisclosureValues): Record<string, unknown> {
  const disclosure: Record<string, unknown> = {};
  for (const { field } of allFields) {
    const typed = values[field.name] ?? "";
    const path = field.name.split(".");
    let into = disclosure;
    for (const key of path.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>;
    into[path.at(-1)!] = typed;
  }
  disclosure.documents = Object.fromEntries(
    Object.entries(disclosure.documents as Record<string, Record<string, string>>).filter(
      ([, document]) => Object.values(document).some((value) => value.trim() !== ""),
    ),
  );
  return disclosure;
}
