import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Block } from "#contracts/page-content.ts";
import { everyBlock } from "#contracts/shared-tables.ts";
import { groupOf, staffPosts, type StaffGroup } from "#contracts/records/staff.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { privacyOf } from "#contracts/school-settings.ts";
import { readAdmissionSettings } from "../admissions/admission-settings.ts";
import { disclosureBlocks } from "../disclosure/disclosure-blocks.ts";
import { personalDataBlocks } from "../privacy/personal-data-blocks.ts";
import { disclosureSheet } from "../disclosure/sheet.ts";
import type { PublishedPage } from "./pages.ts";
import { currentSettings } from "./pages.ts";

// Blocks a page holds a place for and the backend fills from the school's records when it
// hands the page out: a staff list from the staff register, the CBSE disclosure from the
// office's Disclosure page, the privacy notice's table of personal data from the product's list
// and the school's times (contracts/blocks/staff-list.ts, disclosure.ts, personal-data.ts).
// What they were filled from is added to the page's `shown`, as a shared table's page is, so a
// change to a teacher, the disclosure or the settings draws the page afresh.

const staffColumns = {
  en: {
    Teaching: ["S.No.", "Name of the Teacher", "Designation", "Qualification"],
    Office: ["Sl No", "Employee Name", "Designation"],
    "Non-teaching": ["Sl No", "Employee Name", "Designation"],
  },
  hi: {
    Teaching: ["क्र.सं.", "शिक्षक का नाम", "पद", "शैक्षिक योग्यता"],
    Office: ["क्र.सं.", "कर्मचारी का नाम", "पद"],
    "Non-teaching": ["क्र.सं.", "कर्मचारी का नाम", "पद"],
  },
} as const;

const staffCaptions = {
  en: { Teaching: "Teaching staff", Office: "Office staff", "Non-teaching": "Non teaching staff" },
  hi: { Teaching: "शैक्षणिक स्टाफ़", Office: "कार्यालय स्टाफ़", "Non-teaching": "अन्य स्टाफ़" },
} as const;

/** Each list by post (the principal first, as Appendix IX counts them), then as entered. */
const postRank = sql`array_position(${sql.raw(
  `array[${staffPosts.map((post) => `'${post}'`).join(", ")}]::text[]`,
)}, ${t.staff.post})`;

/** The page with each place filled, or the page itself when it has none. */
export async function withFilledBlocks(
  db: Db,
  schoolId: string,
  page: PublishedPage,
): Promise<PublishedPage> {
  const types = new Set(everyBlock(page.document.blocks).map((block) => block.type));
  const staff = types.has("staffList");
  const disclosure = types.has("disclosure");
  const personalData = types.has("personalData");
  if (!staff && !disclosure && !personalData) return page;

  const shown = [...(page.shown ?? [])];
  const kept = and(
    eq(t.staff.schoolId, schoolId),
    isNull(t.staff.deletedAt),
    eq(t.staff.status, "published"),
  );
  const people = staff
    ? await db
        .select({
          name: t.staff.name,
          post: t.staff.post,
          designation: t.staff.designation,
          qualification: t.staff.qualification,
        })
        .from(t.staff)
        .where(kept)
        .orderBy(postRank, asc(t.staff.createdAt), asc(t.staff.position))
    : [];
  // Any change to the register (a deletion too) moves its newest change, to the millisecond;
  // only the pages drawn from it (the staff lists, the disclosure's counts) ask.
  if (staff || disclosure) {
    const [changed] = await db
      .select({
        at: sql<string>`coalesce(floor(extract(epoch from max(${t.staff.updatedAt})) * 1000), 0)::bigint`,
      })
      .from(t.staff)
      .where(eq(t.staff.schoolId, schoolId));
    shown.push({ path: "#staff", number: Number(changed?.at ?? 0) });
  }

  const settings = disclosure || personalData ? await currentSettings(db, schoolId) : undefined;
  const sheet =
    disclosure && settings
      ? await disclosureSheet(db, schoolId, page.language, settings.settings)
      : undefined;
  if (settings) shown.push({ path: "#settings", number: settings.number });
  const admissions = personalData ? await readAdmissionSettings(db, schoolId) : undefined;
  // The one admission setting the notice states: its change draws the notice afresh.
  if (personalData) shown.push({ path: "#admissions", number: admissions?.keptMonths ?? 0 });

  const language = page.language;
  const staffTable = (group: StaffGroup, caption: string | undefined): Block => {
    const rows = people.filter((person) => groupOf(person.post) === group);
    return {
      type: "table",
      caption: caption ?? staffCaptions[language][group],
      columns: [...staffColumns[language][group]],
      rows: rows.map((person, index) => [
        index + 1,
        person.name,
        person.designation || person.post,
        ...(group === "Teaching" ? [person.qualification] : []),
      ]),
    };
  };

  const filled = (blocks: readonly Block[]): Block[] =>
    blocks.flatMap((block): Block[] => {
      if (block.type === "staffList") return [staffTable(block.group, block.caption)];
      if (block.type === "personalData") {
        const privacy = privacyOf(settings?.settings);
        return personalDataBlocks(privacy, admissions, language, block.part);
      }
      if (block.type === "disclosure")
        return sheet ? disclosureBlocks(sheet, block.pdf ?? false) : [];
      if (block.type === "section") return [{ ...block, blocks: filled(block.blocks) }];
      if (block.type === "tabs") {
        return [
          { ...block, tabs: block.tabs.map((tab) => ({ ...tab, blocks: filled(tab.blocks) })) },
        ];
      }
      return [block];
    });
  return { ...page, document: { ...page.document, blocks: filled(page.document.blocks) }, shown };
}
