import {
  disclosureDocuments as appendixDocuments,
  type Disclosure,
} from "../contracts/disclosure.ts";
import { disclosureDocuments as demoFiles } from "../content/public-files.ts";
import { site } from "../content/site.ts";
import { sessionOf } from "./dates.ts";

// The demo school's Mandatory Public Disclosure as its office keeps it: every document of
// Appendix IX up (the demo's PDFs, in the same order) with the dates they state, three years of board results and the campus's figures
// (content/site.ts, which the demo's certificates state too).

/** The CBSE school code (a demo value), not the backend's school code. */
const cbseSchoolCode = "40999";

/** Registered, passed and the remarks, by board year from the latest back (as C05's PDF says). */
const results = {
  X: [
    [114, 114, "Highest 98.2%"],
    [109, 108, "Highest 97.6%"],
    [102, 102, "Highest 96.8%"],
  ],
  XII: [
    [86, 86, "Highest 97.4%"],
    [81, 81, "Highest 96.2%"],
    [74, 74, "Highest 95.8%"],
  ],
} as const;

/**
 * Each certificate's issue and end of validity, as the demo's PDFs of them state
 * (demo/documents.ts): `year` is the session's first year; a yearly certificate is the one
 * issued last.
 */
function dates(
  key: string,
  year: number,
  today: string,
): { issuedOn?: string; validUntil?: string } {
  const latest = (month: string) =>
    `${year}-${month}` > today ? `${year - 1}-${month}` : `${year}-${month}`;
  switch (key) {
    case "affiliation":
      return { issuedOn: `${year - 1}-02-14`, validUntil: `${year + 4}-03-31` };
    case "recognition":
      return { issuedOn: `${year - 1}-03-22`, validUntil: `${year + 2}-03-31` };
    case "buildingSafety":
      return { issuedOn: `${year - 1}-07-11`, validUntil: `${year + 2}-03-31` };
    case "fireSafety":
      return { issuedOn: latest("09-01"), validUntil: `${year + 1}-08-31` };
    case "waterHealthSanitation":
      return { issuedOn: latest("04-18"), validUntil: `${year + 1}-03-31` };
    case "transportFitness": {
      const issuedOn = latest("04-25");
      return { issuedOn, validUntil: `${Number(issuedOn.slice(0, 4)) + 1}-04-24` };
    }
    // The CBSE wants each year's report up before 15 September.
    case "annualReport":
      return { issuedOn: latest("08-30") };
    default:
      return {};
  }
}

export function demoDisclosure(today: string): Disclosure {
  const session = sessionOf(today).start;
  const documents = Object.fromEntries(
    appendixDocuments.map((document, index) => [
      document.key,
      { file: demoFiles[index]!.path, ...dates(document.key, session, today) },
    ]),
  );
  const rows = (className: "X" | "XII") =>
    results[className].map(([registered, passed, remarks], back) => ({
      year: session - back,
      registered,
      passed,
      remarks,
    }));
  const campus = site.campus;
  return {
    schoolCode: cbseSchoolCode,
    documents,
    results: { X: rows("X"), XII: rows("XII") },
    infrastructure: {
      campusArea: campus.areaSqM,
      classrooms: campus.classrooms,
      classroomsArea: campus.classroomSizeSqM,
      labs: campus.labs.length + campus.computerLabs.length,
      labsArea: campus.labsAreaSqM,
      internet: "Yes",
      girlsToilets: campus.girlsToilets,
      boysToilets: campus.boysToilets,
      inspectionVideo: "https://www.youtube.com/watch?v=Ni5sP0cT7vW",
    },
  };
}
