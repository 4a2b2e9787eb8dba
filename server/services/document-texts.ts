import { and, eq, inArray, sql } from "drizzle-orm";
import { checkWriting, pdfsIn } from "#contracts/writing-checks.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { FileStore } from "../files/file-store.ts";
import { contentChanged } from "./content-changes.ts";

// The words inside the school's PDFs (circulars, datesheets, notices' letters), read once when
// a PDF is stored and kept in `document_texts`, so the site search finds a circular by what it
// says, not only by its title.

/** The most kept of one PDF: every circular whole, and a 300-page book no more than a chapter. */
export const documentTextLimit = 100_000;

// eslint-disable-next-line no-control-regex -- a NUL cannot be stored in PostgreSQL text
const controls = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * A space before a combining mark: pdf.js puts one where a Devanagari letter's nukta or vowel
 * sign is drawn apart from its letter ("फ़ ीस"), but no word begins with a mark.
 */
const markAfterSpace = /\s+(?=\p{M})/gu;

/**
 * A PDF's words as one line of text, at most `documentTextLimit` characters: pages are read
 * in order until that many are had, so a long book costs no more than its first pages.
 */
export async function pdfWords(bytes: Uint8Array): Promise<string> {
  // Loaded on first use: pdf.js is large, and a start that stores no PDF never needs it.
  const { getDocumentProxy } = await import("unpdf");
  // pdf.js may take the buffer over; the caller's bytes stay theirs.
  const pdf = await getDocumentProxy(bytes.slice());
  try {
    let text = "";
    for (let number = 1; number <= pdf.numPages && text.length < documentTextLimit; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      // As unpdf's extractText joins a page's pieces; a line's end becomes a space.
      const words = content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? " " : "") : ""))
        .join("");
      text += ` ${words}`;
      page.cleanup();
    }
    return text
      .replace(controls, " ")
      .replace(/\s+/g, " ")
      .replace(markAfterSpace, "")
      .trim()
      .slice(0, documentTextLimit);
  } finally {
    await pdf.destroy();
  }
}

/**
 * Reads the PDF stored at `path` and keeps its words. A PDF that cannot be read (a scan without
 * a text layer, a damaged file) is kept with no words, so it is not tried again at every start.
 */
export async function keepDocumentText(
  db: Db,
  schoolId: string,
  path: string,
  bytes: Uint8Array,
): Promise<void> {
  const text = await pdfWords(bytes).catch(() => "");
  const readAt = new Date();
  await db
    .insert(t.documentTexts)
    .values({ path, schoolId, text, readAt })
    .onConflictDoUpdate({ target: t.documentTexts.path, set: { schoolId, text, readAt } });
  // What the search finds has changed: answers it kept are asked again.
  contentChanged(db, schoolId);
}

/**
 * The stored PDFs that circulars, notices, news and events attach and whose words were never
 * read (items saved before words were kept, or a demo school's): read and kept one at a time,
 * so a start with many does not take the processor from the visitors. Answers how many.
 */
export async function readMissingDocumentTexts(
  db: Db,
  files: FileStore,
  schoolId?: string,
): Promise<number> {
  const attached = [t.circulars, t.news, t.events].map(
    (table) =>
      sql`select unnest(${table.attachments}) as path, ${table.schoolId} as school_id from ${table}
          where ${table.deletedAt} is null ${schoolId ? sql`and ${table.schoolId} = ${schoolId}` : sql``}`,
  );
  const { rows } = await db.execute<{ path: string; school_id: string }>(sql`
    select distinct attached.path, attached.school_id from (${sql.join(attached, sql` union all `)}) attached
    where lower(attached.path) like '%.pdf'
      and not exists (select 1 from ${t.documentTexts} where ${t.documentTexts.path} = attached.path)
    order by attached.path`);
  let read = 0;
  for (const row of rows) {
    const bytes = await files.read(row.path);
    // A file named but not in the store is looked for again at the next start.
    if (!bytes) continue;
    await keepDocumentText(db, row.school_id, row.path, bytes);
    read++;
  }
  return read;
}

/**
 * The start's pass over PDFs without words, after the server is ready: it never delays the
 * start and never stops it; a failure is logged and the next start tries again.
 */
export function readMissingInBackground(db: Db, files: FileStore): void {
  const started = Date.now();
  readMissingDocumentTexts(db, files).then(
    (read) => {
      if (read > 0) {
        console.log(`Read the words of ${read} stored PDFs in ${Date.now() - started} ms.`);
      }
    },
    (error: unknown) => {
      console.warn(`The stored PDFs' words could not all be read: ${(error as Error).message}`);
    },
  );
}

/** Which of `paths` are stored PDFs whose words were read and found none (a scan). */
export async function textlessPdfs(
  db: Pick<Db, "select">,
  paths: readonly string[],
): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db
    .select({ path: t.documentTexts.path })
    .from(t.documentTexts)
    .where(and(inArray(t.documentTexts.path, [...paths]), eq(t.documentTexts.text, "")));
  return new Set(rows.map((row) => row.path));
}

/** The writing checks of a document (contracts/writing-checks.ts), its PDFs looked up. */
export async function checkDocument(db: Pick<Db, "select">, document: { blocks?: unknown }) {
  const textless = await textlessPdfs(db, pdfsIn(document.blocks));
  return checkWriting(document, (file) => textless.has(file));
}
