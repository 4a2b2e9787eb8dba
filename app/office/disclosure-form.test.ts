import { describe, expect, it } from "vitest";
import { Disclosure } from "#contracts/disclosure.ts";
import { pageMessages } from "#contracts/page-content.ts";
import {
  disclosureFrom,
  disclosureGroups,
  disclosureLabels,
  formValues,
} from "./disclosure-form.ts";

// A disclosure as the API saves it: its dates written YYYY-MM-DD, its rows as lists.
const saved = Disclosure.parse({
  schoolCode: "45123",
  documents: {
    affiliation: {
      file: "office/2026/affiliation-letter.pdf",
      issuedOn: "01/04/2024",
      validUntil: "31/03/2029",
    },
    society: { file: "office/2026/trust-deed.pdf" },
    fireSafety: { issuedOn: "15/06/2025", validUntil: "14/06/2026" },
  },
  results: {
    X: [
      { year: 2025, registered: 120, passed: 118, remarks: "Two compartments" },
      { year: 2024, registered: 110, passed: 110 },
    ],
    XII: [{ year: 2025, registered: 90, passed: 87 }],
  },
  infrastructure: {
    campusArea: 12_140.5,
    classrooms: 42,
    classroomsArea: 2_310,
    labs: 6,
    internet: "Yes",
    girlsToilets: 14,
    boysToilets: 12,
    inspectionVideo: "https://www.youtube.com/watch?v=abc123",
  },
});

const fieldNames = new Set(
  disclosureGroups.flatMap((group) => [
    ...(group.fields ?? []).map((field) => field.name),
    ...(group.sets ?? []).flatMap((set) => set.fields.map((field) => field.name)),
  ]),
);

describe("the disclosure form", () => {
  it("reads back a saved disclosure unchanged", () => {
    expect(Disclosure.parse(disclosureFrom(formValues(saved)))).toEqual(saved);
  });

  it("has a field for every value it shows, each with a name for a summary", () => {
    const values = formValues(saved);
    for (const name of Object.keys(values)) expect(fieldNames, name).toContain(name);
    for (const name of fieldNames) expect(disclosureLabels[name], name).toBeTruthy();
  });

  it("shows dates as a date field takes them and rows by their place", () => {
    const values = formValues(saved);
    expect(values["documents.affiliation.validUntil"]).toBe("2029-03-31");
    expect(values["results.X.1.year"]).toBe("2024");
    expect(values["results.XII.0.passed"]).toBe("87");
    expect(values["infrastructure.campusArea"]).toBe("12140.5");
  });

  it("sends an empty form as an empty disclosure", () => {
    const empty = Disclosure.parse(disclosureFrom({}));
    expect(empty).toEqual({ documents: {}, results: { X: [], XII: [] }, infrastructure: {} });
  });

  it("sends the dates a date field gives, and refuses a validity that ends before it begins", () => {
    const sent = disclosureFrom({
      "documents.fireSafety.issuedOn": "2026-06-15",
      "documents.fireSafety.validUntil": "2026-06-14",
    });
    const checked = Disclosure.safeParse(sent);
    expect(checked.success).toBe(false);
    expect(pageMessages(checked.error!.issues)).toHaveProperty("documents.fireSafety.validUntil");
  });

  it("names a refused row's field though the rows above it were left empty", () => {
    const checked = Disclosure.safeParse(
      disclosureFrom({ "results.X.2.registered": "10", "results.X.2.passed": "12" }),
    );
    expect(checked.success).toBe(false);
    const messages = pageMessages(checked.error!.issues);
    expect(Object.keys(messages)).toEqual(["results.X.2.passed"]);
    expect(fieldNames).toContain("results.X.2.passed");
  });
});
