// The decade fixture (`npm run demo:decade`): the demo school with ten years of records added
// (sessions 2016-17 to 2026-27) and further demo schools beside it in the same database, to
// measure the site at a real school's size. Rows go in in batches, a kind per transaction, by
// the office's rules: every item gets its address (item-addresses.ts), every circular's PDF its
// words (document_texts, read by the server's own pdfWords; the search's stored words follow by
// trigger), and each kind's import one line of the audit log, which also marks it as done: a
// second run adds nothing.

import { and, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { defaultTimeZone, todayIn } from "#contracts/dates.ts";
import type { PageDocument } from "#contracts/page-content.ts";
import { table as consents } from "#contracts/records/consents.ts";
import type { Db } from "../../server/db/database.ts";
import * as t from "../../server/db/schema.ts";
import type { FileStore } from "../../server/files/file-store.ts";
import { audit, type Actor } from "../../server/office/audit.ts";
import { contentChanged } from "../../server/services/content-changes.ts";
import { pdfWords, readMissingDocumentTexts } from "../../server/services/document-texts.ts";
import { addMissingAddresses } from "../../server/services/item-addresses.ts";
import { site } from "../../content/site.ts";
import { addDays, sessionOf } from "../dates.ts";
import type { FileJob } from "../demo-content.ts";
import { demoSchoolCode, ensureContentFiles, seedDemoSchool } from "../demo-school.ts";
import { letterhead, para, principalSignature, table as pdfTable } from "../documents.ts";
import { renderPdf } from "../pdfs.ts";
import { seededRandom, type Random } from "./random.ts";
import {
  albumTexts,
  birthdayTexts,
  circularTexts,
  decadeToday,
  eventTexts,
  noticeTexts,
  topperTexts,
  type CircularText,
  type ConsentText,
} from "./texts.ts";

/** A ten-year school's records, at scale 1. */
export const decadeSizes = {
  news: 3000,
  events: 1000,
  albums: 300,
  circulars: 2000,
  birthdays: 1900,
  toppers: 300,
} as const;

/** Versions every static page has once the decade is made (the seed's first among them). */
export const pageVersionCount = 10;

/** Who the audit log says made the decade's records. */
export const decadeActor: Actor = { id: null, name: "Decade fixture" };

export type DecadeKind = keyof typeof decadeSizes | "pages";

export interface DecadeOptions {
  db: Db;
  files: FileStore;
  privateFiles: FileStore;
  /** The school given ten years: by default the demo's own code. */
  schoolCode?: string;
  timeZone?: string;
  /** The share of `decadeSizes` to make (tests make a small school). */
  scale?: number;
  /** How many further demo schools to make beside it: D001, D002... */
  furtherSchools?: number;
  /** A line of progress. */
  log?: (line: string) => void;
}

export interface DecadeReport {
  /** Rows added, by kind (0 for a kind made by an earlier run). */
  added: Record<DecadeKind, number>;
  /** The further schools seeded by this run. */
  schoolsAdded: number;
  /** Whether the demo school itself had to be seeded first. */
  demoSeeded: boolean;
  ms: number;
}

/** The code of the `n`th further school (1-based): D001. */
export const furtherSchoolCode = (n: number) => `D${String(n).padStart(3, "0")}`;

const batchSize = 250;

export async function makeDecade(options: DecadeOptions): Promise<DecadeReport> {
  const started = performance.now();
  const { db, files } = options;
  const log = options.log ?? (() => {});
  const timeZone = options.timeZone ?? defaultTimeZone;
  const schoolCode = options.schoolCode ?? demoSchoolCode;
  const scale = options.scale ?? 1;
  const today = todayIn(timeZone);
  const stores = { files, privateFiles: options.privateFiles };

  // The demo school first, as the server's first start seeds it (server/process/seed-demo.ts).
  await ensureContentFiles({ ...stores, schoolCode });
  const { seeded: demoSeeded } = await seedDemoSchool({
    db,
    ...stores,
    schoolCode,
    today,
    timeZone,
  });
  const schoolId = await schoolIdOf(db, schoolCode);
  await readMissingDocumentTexts(db, files, schoolId);

  const pool = await demoFiles(db, schoolId);
  const size = (kind: keyof typeof decadeSizes) => Math.round(decadeSizes[kind] * scale);
  const added = {} as Record<DecadeKind, number>;
  const context: KindContext = { db, files, schoolId, schoolCode, timeZone, pool };
  for (const [kind, make] of Object.entries(kindMakers) as [keyof typeof kindMakers, KindMaker][]) {
    const kindStarted = performance.now();
    if (await madeBefore(db, schoolId, kind)) {
      added[kind] = 0;
      log(`${kind}: there already`);
      continue;
    }
    // Each kind its own sequence, so a kind made again after a failure is the same.
    const random = seededRandom(hash(`${schoolCode}:${kind}`));
    added[kind] = await make(context, random, kind === "pages" ? 0 : size(kind));
    contentChanged(db, schoolId);
    log(`${kind}: ${added[kind]} in ${Math.round(performance.now() - kindStarted)} ms`);
  }

  let schoolsAdded = 0;
  const furtherStarted = performance.now();
  for (let n = 1; n <= (options.furtherSchools ?? 0); n++) {
    const code = furtherSchoolCode(n);
    // The demo's files, copied from the demo school rather than drawn again (seconds a school).
    const makeFile = copiedFrom(files, schoolCode, code);
    await ensureContentFiles({ ...stores, schoolCode: code, makeFile });
    const { seeded } = await seedDemoSchool({
      db,
      ...stores,
      schoolCode: code,
      schoolName: `Demo School ${code}, ${site.city}`,
      today,
      timeZone,
      makeFile,
    });
    if (!seeded) continue;
    await readMissingDocumentTexts(db, files, await schoolIdOf(db, code));
    schoolsAdded++;
    if (n % 10 === 0) {
      log(`further schools: ${n} in ${Math.round(performance.now() - furtherStarted)} ms`);
    }
  }
  return { added, schoolsAdded, demoSeeded, ms: Math.round(performance.now() - started) };
}

async function schoolIdOf(db: Db, schoolCode: string): Promise<string> {
  const [school] = await db
    .select({ id: t.schools.id })
    .from(t.schools)
    .where(eq(t.schools.schoolCode, schoolCode));
  if (!school) throw new Error(`No school ${schoolCode}`);
  return school.id;
}

/** The kind as the audit log names it: the office's name of the kind, "page" for a page. */
const auditKind = (kind: DecadeKind) => (kind === "pages" ? "page" : kind);

/** Whether a run made this kind already: its import's line in the audit log. */
async function madeBefore(db: Db, schoolId: string, kind: DecadeKind): Promise<boolean> {
  const [line] = await db
    .select({ id: t.auditLog.id })
    .from(t.auditLog)
    .where(
      and(
        eq(t.auditLog.schoolId, schoolId),
        eq(t.auditLog.actorName, decadeActor.name),
        eq(t.auditLog.action, "import"),
        eq(t.auditLog.kind, auditKind(kind)),
      ),
    )
    .limit(1);
  return Boolean(line);
}

/** The pictures the demo school already has, reused by the decade's records. */
interface FilePool {
  photos: string[];
  portraits: string[];
}

async function demoFiles(db: Db, schoolId: string): Promise<FilePool> {
  const albums = await db
    .select({ attachments: t.galleries.attachments })
    .from(t.galleries)
    .where(eq(t.galleries.schoolId, schoolId));
  const people = await db
    .select({ attachments: t.toppers.attachments })
    .from(t.toppers)
    .where(eq(t.toppers.schoolId, schoolId));
  const photos = [...new Set(albums.flatMap((row) => row.attachments))].sort();
  const portraits = [...new Set(people.flatMap((row) => row.attachments))].sort();
  if (photos.length === 0 || portraits.length === 0) {
    throw new Error("The demo school has no album photos or portraits to reuse.");
  }
  return { photos, portraits };
}

/** A further school's file: the demo school's at the same place, or drawn when it has none. */
function copiedFrom(files: FileStore, from: string, to: string) {
  return async (job: FileJob): Promise<Uint8Array> => {
    const source = job.path.startsWith(`${to}/`) ? `${from}/${job.path.slice(to.length + 1)}` : "";
    const bytes = source ? await files.read(source) : undefined;
    if (bytes) return bytes;
    const { renderFile } = await import("../render-file.ts");
    return renderFile(job);
  };
}

interface KindContext {
  db: Db;
  files: FileStore;
  schoolId: string;
  schoolCode: string;
  timeZone: string;
  pool: FilePool;
}

type KindMaker = (context: KindContext, random: Random, count: number) => Promise<number>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Rows in batches, addresses given, and the import's line in the log: one transaction. */
async function importRows(
  context: KindContext,
  kind: DecadeKind,
  table: PgTable,
  rows: Record<string, unknown>[],
  before?: (tx: Tx) => Promise<void>,
): Promise<number> {
  const { db, schoolId, timeZone } = context;
  await db.transaction(async (tx) => {
    await before?.(tx);
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize).map((row) => ({ ...row, schoolId }));
      await tx.insert(table).values(batch as never);
    }
    await addMissingAddresses(tx, timeZone, schoolId);
    await audit(tx, schoolId, decadeActor, {
      action: "import",
      kind,
      changes: { rows: [null, rows.length], from: [null, "npm run demo:decade"] },
    });
  });
  return rows.length;
}

/** A moment of the school day on `date` (IST), for rows' creation times. */
const dayTime = (random: Random, date: string) =>
  new Date(
    `${date}T${String(random.int(8, 16)).padStart(2, "0")}:${String(random.int(0, 59)).padStart(2, "0")}:00+05:30`,
  );

const some = (random: Random, from: string[], count: number) => {
  const left = [...from];
  return Array.from(
    { length: Math.min(count, left.length) },
    () => left.splice(random.int(0, left.length - 1), 1)[0]!,
  );
};

const kindMakers: Record<DecadeKind, KindMaker> = {
  news: (context, random, count) =>
    importRows(
      context,
      "news",
      t.news,
      noticeTexts(random, count).map((text) => {
        const at = dayTime(random, text.fromDate);
        return {
          ...text,
          image:
            text.category === "News" && random.chance(0.4)
              ? some(random, context.pool.photos, 1)
              : [],
          createdAt: at,
          updatedAt: at,
        };
      }),
    ),
  events: (context, random, count) =>
    importRows(
      context,
      "events",
      t.events,
      eventTexts(random, count).map((text) => {
        // Put up some weeks ahead, never after the fixture's today.
        const put = addDays(text.date, -random.int(7, 40));
        const at = dayTime(random, put < decadeToday ? put : decadeToday);
        return {
          ...text,
          images: random.chance(0.3) ? some(random, context.pool.photos, random.int(1, 3)) : [],
          createdAt: at,
          updatedAt: at,
        };
      }),
    ),
  albums: (context, random, count) =>
    importRows(
      context,
      "albums",
      t.galleries,
      albumTexts(random, count).map((text) => {
        const photos = some(random, context.pool.photos, random.int(4, 12));
        const at = dayTime(random, addDays(text.date, random.int(1, 6)));
        return {
          ...text,
          attachments: photos,
          captions: photos.map(() => ""),
          createdAt: at,
          updatedAt: at,
        };
      }),
    ),
  circulars: async (context, random, count) => {
    const texts = circularTexts(random, count);
    const { files, schoolCode, schoolId } = context;
    // Each circular's PDF is drawn and stored, and its words read as the server reads an
    // upload's; the words go in before the rows, so the rows' search words hold them.
    const documents: { path: string; text: string }[] = [];
    for (const text of texts) {
      const path = circularPath(schoolCode, text);
      const bytes = await renderPdf(circularDocument(text, schoolCode));
      await files.write(path, bytes);
      documents.push({ path, text: await pdfWords(bytes) });
    }
    return importRows(
      context,
      "circulars",
      t.circulars,
      texts.map((text, index) => {
        const at = dayTime(random, text.day);
        return {
          category: text.category,
          title: text.title,
          date: text.date,
          audience: text.audience,
          attachments: [documents[index]!.path],
          createdAt: at,
          updatedAt: at,
        };
      }),
      async (tx) => {
        const readAt = new Date();
        for (let start = 0; start < documents.length; start += batchSize) {
          await tx
            .insert(t.documentTexts)
            .values(
              documents
                .slice(start, start + batchSize)
                .map((document) => ({ ...document, schoolId, readAt })),
            )
            .onConflictDoUpdate({
              target: t.documentTexts.path,
              set: { text: sql`excluded.text`, readAt, schoolId },
            });
        }
      },
    );
  },
  birthdays: (context, random, count) => {
    const consented: ConsentText[] = [];
    return importRows(
      context,
      "birthdays",
      t.birthdays,
      birthdayTexts(random, count).map(({ consent, ...text }) => {
        if (consent) consented.push(consent);
        return {
          ...text,
          attachments: random.chance(0.5) ? some(random, context.pool.portraits, 1) : [],
        };
      }),
      (tx) => addConsents(tx, context.schoolId, consented),
    );
  },
  toppers: (context, random, count) => {
    const consented: ConsentText[] = [];
    return importRows(
      context,
      "toppers",
      t.toppers,
      topperTexts(random, count).map(({ consent, ...text }) => {
        if (consent) consented.push(consent);
        return { ...text, attachments: some(random, context.pool.portraits, 1) };
      }),
      (tx) => addConsents(tx, context.schoolId, consented),
    );
  },
  pages: (context, random) => pageVersions(context, random),
};

/**
 * The parents' consents for the children of a kind's rows, in the rows' transaction: a child
 * without one is in the office's list but never on the site.
 */
async function addConsents(tx: Tx, schoolId: string, consented: ConsentText[]): Promise<void> {
  const rows = consented.map((consent) => ({ ...consent, schoolId, status: "published" as const }));
  for (let start = 0; start < rows.length; start += batchSize) {
    await tx.insert(consents).values(rows.slice(start, start + batchSize));
  }
}

/** Where a circular's PDF is kept: by session and its number in the register. */
export const circularPath = (schoolCode: string, text: CircularText) =>
  `${schoolCode}/uploads/circulars/${sessionOf(text.day).label}/${text.reference.split("/").pop()}-${text.category.toLowerCase()}.pdf`;

function circularDocument(text: CircularText, schoolCode: string) {
  return {
    schoolName: site.name,
    letterhead: letterhead(),
    title: text.title,
    date: text.day,
    reference: `Ref: ${schoolCode}/${text.reference}`,
    blocks: [
      para("Dear Parents,"),
      ...text.paragraphs.map((paragraph) => para(paragraph)),
      pdfTable(text.table.columns, text.table.rows),
      principalSignature(),
    ],
  };
}

/**
 * Every static page edited over the years: nine more versions, each saved in its own year,
 * the last of them the words the page has now (an editor restoring the original).
 */
async function pageVersions(context: KindContext, random: Random): Promise<number> {
  const { db, schoolId } = context;
  const newest = await db
    .selectDistinctOn([t.pageVersions.path], {
      path: t.pageVersions.path,
      number: t.pageVersions.number,
      document: t.pageVersions.document,
    })
    .from(t.pageVersions)
    // The English words; the demo's Hindi of a few pages is left as it was written.
    .where(and(eq(t.pageVersions.schoolId, schoolId), eq(t.pageVersions.language, "en")))
    .orderBy(t.pageVersions.path, sql`${t.pageVersions.number} desc`);
  const rows = newest.flatMap((page) => {
    const document = page.document as PageDocument;
    return Array.from({ length: pageVersionCount - 1 }, (_, index) => {
      const year = 2017 + index;
      const last = index === pageVersionCount - 2;
      const session = `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
      const words = (document.description ?? document.heading ?? page.path).slice(0, 250);
      return {
        schoolId,
        path: page.path,
        number: page.number + index + 1,
        document: last ? document : { ...document, description: `${words} (${session})` },
        status: "published" as const,
        savedAt: dayTime(random, `${year}-${String(random.int(4, 12)).padStart(2, "0")}-15`),
        savedBy: random.pick(["Sr. Mary Thomas", "Mrs. Kavita Bhardwaj", "Mr. Anil Thomas"]),
        note: last ? "restore" : "edit",
      };
    });
  });
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      await tx.insert(t.pageVersions).values(rows.slice(start, start + batchSize));
    }
    await audit(tx, schoolId, decadeActor, {
      action: "import",
      kind: auditKind("pages"),
      changes: { versions: [null, rows.length], from: [null, "npm run demo:decade"] },
    });
  });
  return rows.length;
}

/** A small stable number from a text (FNV-1a), a kind's seed. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193);
  return value >>> 0;
}
