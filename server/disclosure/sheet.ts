import { and, asc, eq, isNull, sql } from "drizzle-orm";
import {
  disclosureDocuments,
  resultClasses,
  type Disclosure,
  type DisclosureDocumentKey,
} from "#contracts/disclosure.ts";
import { knownSections } from "#contracts/classes.ts";
import type { Language } from "#contracts/languages.ts";
import { settingsIn, type SchoolSettings } from "#contracts/school-settings.ts";
import type { StaffPost } from "#contracts/records/staff.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { sheetWords } from "./sheet-words.ts";

// The Mandatory Public Disclosure as one sheet of labelled rows (Appendix IX's sections A to E),
// made of the office's Disclosure page (the settings' `disclosure`), the school's settings and
// the staff register. The public page (./disclosure-blocks.ts) and the PDF (./disclosure-pdf.ts)
// both draw this sheet, so they can never say different things.

export interface SheetTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

export interface SheetDocument {
  key: DisclosureDocumentKey;
  title: string;
  /** The stored file; none while the school has not put it up. */
  file?: string;
  issuedOn?: string;
  validUntil?: string;
}

export interface SheetSection {
  letter: "A" | "B" | "C" | "D" | "E";
  title: string;
  tables: SheetTable[];
  documents: SheetDocument[];
  /** The inspection video, as a link of its own. */
  links: { label: string; href: string }[];
}

export interface DisclosureSheet {
  language: Language;
  school: { name: string; addressLines: string[]; affiliationNo: string };
  sections: SheetSection[];
}

/** Teachers counted in the disclosure's total, each post with its own row beneath it. */
const teacherRows = ["PGT", "TGT", "PRT", "NTT", "PTI", "Other teacher"] as const;

/** The staff register's count of each post, and its principal (the first entered). */
export async function staffFacts(db: Db, schoolId: string) {
  const kept = and(
    eq(t.staff.schoolId, schoolId),
    isNull(t.staff.deletedAt),
    eq(t.staff.status, "published"),
  );
  const counted = await db
    .select({ post: t.staff.post, count: sql<number>`count(*)::int` })
    .from(t.staff)
    .where(kept)
    .groupBy(t.staff.post);
  const [principal] = await db
    .select({ name: t.staff.name, qualification: t.staff.qualification })
    .from(t.staff)
    .where(and(kept, eq(t.staff.post, "Principal")))
    .orderBy(asc(t.staff.createdAt), asc(t.staff.position))
    .limit(1);
  const posts = Object.fromEntries(counted.map((row) => [row.post, row.count])) as Partial<
    Record<StaffPost, number>
  >;
  return { posts, principal };
}

export type StaffFacts = Awaited<ReturnType<typeof staffFacts>>;

/** Teachers per section, as the CBSE writes it: "2.38:1"; none without sections. */
export function teacherSectionRatio(teachers: number, sections: number): string | undefined {
  if (sections === 0) return undefined;
  return `${Number((teachers / sections).toFixed(2))}:1`;
}

/** The sheet from its parts, in `language`. */
export function sheetOf(
  settings: SchoolSettings,
  staff: StaffFacts,
  language: Language,
): DisclosureSheet {
  const say = sheetWords[language];
  const school = settingsIn(settings, language);
  const disclosure: Disclosure = settings.disclosure ?? {
    documents: {},
    results: { X: [], XII: [] },
    infrastructure: {},
  };
  const none = say.notGiven;
  const numbered = (rows: [string, string | number | undefined][]) =>
    rows.map(([label, value], index) => [
      String(index + 1),
      label,
      value === undefined ? none : String(value),
    ]);
  const columns = [say.number, say.information, say.details];

  const principal = staff.principal
    ? [staff.principal.name, staff.principal.qualification].filter(Boolean).join(", ")
    : undefined;
  const general: SheetTable = {
    caption: say.general,
    columns,
    rows: numbered([
      [say.schoolName, school.name],
      [say.affiliationNo, settings.affiliationNo],
      [say.schoolCode, disclosure.schoolCode],
      [say.address, settings.address.lines.join(", ")],
      [say.principal, principal],
      [say.email, settings.email],
      [say.contact, settings.phones.join(", ")],
    ]),
  };

  const documentsOf = (section: "B" | "C"): SheetDocument[] =>
    disclosureDocuments
      .filter((document) => document.section === section)
      .map((document) => {
        const kept = disclosure.documents[document.key];
        return {
          key: document.key,
          title: document[language],
          ...(kept?.file && { file: kept.file }),
          ...(kept?.issuedOn && { issuedOn: kept.issuedOn }),
          ...(kept?.validUntil && { validUntil: kept.validUntil }),
        };
      });

  const results: SheetTable[] = resultClasses.map((className) => ({
    caption: say.results(className),
    columns: [say.number, say.year, say.registered, say.passed, say.passPercentage, say.remarks],
    rows: disclosure.results[className].map((row, index) => [
      String(index + 1),
      row.year === undefined ? none : String(row.year),
      row.registered === undefined ? none : String(row.registered),
      row.passed === undefined ? none : String(row.passed),
      row.registered && row.passed !== undefined
        ? `${Number(((row.passed / row.registered) * 100).toFixed(2))}%`
        : none,
      row.remarks ?? "",
    ]),
  }));

  const posts = staff.posts;
  const teachers = teacherRows.reduce((sum, post) => sum + (posts[post] ?? 0), 0);
  // Without the sections written in the settings there is nothing to divide by.
  const sections = settings.sections ? knownSections(settings.sections).size : 0;
  const [one, two, three, four, five] = ["1", "2", "3", "4", "5"];
  const staffTable: SheetTable = {
    caption: say.teachingStaff,
    columns,
    rows: [
      [one!, say.principalCount, String(posts.Principal ?? 0)],
      [two!, say.totalTeachers, String(teachers)],
      ...teacherRows.map((post) => ["", say.post(post), String(posts[post] ?? 0)]),
      [three!, say.ratio, teacherSectionRatio(teachers, sections) ?? none],
      [four!, say.specialEducator, String(posts["Special educator"] ?? 0)],
      [five!, say.counsellor, String(posts.Counsellor ?? 0)],
    ],
  };

  const place = disclosure.infrastructure;
  const sized = (count: number | undefined, area: number | undefined) =>
    count === undefined ? undefined : area === undefined ? String(count) : `${count} (${area})`;
  const infrastructure: SheetTable = {
    caption: say.infrastructure,
    columns,
    rows: numbered([
      [say.campusArea, place.campusArea === undefined ? undefined : `${place.campusArea} m²`],
      [say.classrooms, sized(place.classrooms, place.classroomsArea)],
      [say.labs, sized(place.labs, place.labsArea)],
      [say.internet, place.internet && say.yesNo(place.internet)],
      [say.girlsToilets, place.girlsToilets],
      [say.boysToilets, place.boysToilets],
      [say.inspectionVideo, place.inspectionVideo],
    ]),
  };

  return {
    language,
    school: {
      name: school.name,
      addressLines: settings.address.lines,
      affiliationNo: settings.affiliationNo,
    },
    sections: [
      { letter: "A", title: say.sectionA, tables: [general], documents: [], links: [] },
      { letter: "B", title: say.sectionB, tables: [], documents: documentsOf("B"), links: [] },
      {
        letter: "C",
        title: say.sectionC,
        tables: results,
        documents: documentsOf("C"),
        links: [],
      },
      { letter: "D", title: say.sectionD, tables: [staffTable], documents: [], links: [] },
      {
        letter: "E",
        title: say.sectionE,
        tables: [infrastructure],
        documents: [],
        links: place.inspectionVideo
          ? [{ label: say.watchVideo, href: place.inspectionVideo }]
          : [],
      },
    ],
  };
}

/** The school's disclosure sheet now, in `language`; undefined before any settings were saved. */
export async function disclosureSheet(
  db: Db,
  schoolId: string,
  language: Language,
  settings: SchoolSettings | undefined,
): Promise<DisclosureSheet | undefined> {
  if (!settings) return undefined;
  return sheetOf(settings, await staffFacts(db, schoolId), language);
}
