import { PDFDocument, rgb } from "pdf-lib";
import { formatDate } from "#contracts/dates.ts";
import { languageTags } from "#contracts/languages.ts";
import { a4, embedNotoFaces, Writer, type Faces } from "../files/pdf-writer.ts";
import type { DisclosureSheet, SheetDocument, SheetTable } from "./sheet.ts";
import { sheetWords } from "./sheet-words.ts";

// The disclosure's sheet (./sheet.ts) as an A4 PDF, page after page: the same rows as the public
// page, in real text (Noto Sans, ../files/pdf-writer.ts), each document's title a link to it.
// The CBSE's inspectors and parents print it; a search finds it by its words.

const margin = 48;
const frame = { ...a4, margin };
const contentWidth = a4.width - margin * 2;
const muted = rgb(0.38, 0.38, 0.42);
const accent = rgb(0.1, 0.23, 0.5);
const rule = rgb(0.75, 0.77, 0.82);
const cell = { size: 9.5 };

/** Writes down the pages, starting a new one when the next row would not fit. */
class Pages {
  writer: Writer;
  private readonly document: PDFDocument;
  private readonly faces: Faces;
  constructor(document: PDFDocument, faces: Faces) {
    this.document = document;
    this.faces = faces;
    this.writer = this.next();
  }

  private next(): Writer {
    const sheet = this.document.addPage([a4.width, a4.height]);
    return new Writer({ frame, faces: this.faces, sheet });
  }

  /** Room for `points` more on this page, or a new page. */
  room(points: number): Writer {
    if (this.writer.y - points < margin) this.writer = this.next();
    return this.writer;
  }
}

/** Column widths: S.No. narrow, the label wide, the rest shared. */
function widths(table: SheetTable): number[] {
  const first = 34;
  if (table.columns.length === 3) return [first, 250, contentWidth - first - 250];
  const rest = (contentWidth - first) / (table.columns.length - 1);
  return [first, ...table.columns.slice(1).map(() => rest)];
}

/** One row of cells, each wrapped in its column; the row is as tall as its tallest cell. */
function row(pages: Pages, cells: string[], columns: number[], bold = false): void {
  const style = { ...cell, ...(bold && { weight: "bold" as const }) };
  const probe = pages.writer.measure();
  const top = probe.y;
  let bottom = top;
  let x = margin;
  cells.forEach((text, index) => {
    probe.y = top;
    probe.paragraph(text || " ", style, x, columns[index]! - 6);
    bottom = Math.min(bottom, probe.y);
    x += columns[index]!;
  });
  const writer = pages.room(top - bottom + 6);
  const start = writer.y;
  let end = start;
  x = margin;
  cells.forEach((text, index) => {
    writer.y = start;
    writer.paragraph(text, style, x, columns[index]! - 6);
    end = Math.min(end, writer.y);
    x += columns[index]!;
  });
  writer.y = end;
  writer.gap(3);
  writer.line(0.3, rule);
  writer.gap(3);
}

function table(pages: Pages, table: SheetTable): void {
  pages.room(60).gap(6);
  pages.writer.paragraph(table.caption, { size: 10.5, weight: "bold" });
  pages.writer.gap(4);
  const columns = widths(table);
  row(pages, table.columns, columns, true);
  for (const cells of table.rows) row(pages, cells, columns);
}

function document(
  pages: Pages,
  item: SheetDocument,
  sheet: DisclosureSheet,
  fileAddress: (file: string) => string,
): void {
  const say = sheetWords[sheet.language];
  const when = [
    item.issuedOn && say.issued(formatDate(item.issuedOn, sheet.language)),
    item.validUntil && say.validUntil(formatDate(item.validUntil, sheet.language)),
  ].filter(Boolean);
  const writer = pages.room(40);
  const top = writer.y;
  const style = { size: 10, color: item.file ? accent : muted };
  writer.paragraph(item.title, style);
  if (item.file) {
    writer.link(
      { x: margin, y: writer.y, width: contentWidth, height: top - writer.y },
      fileAddress(item.file),
    );
  }
  const note = item.file ? when.join(" · ") : say.notGiven;
  if (note) writer.paragraph(note, { size: 8.5, color: muted });
  writer.gap(5);
}

/**
 * The sheet as a PDF. `fileAddress` gives a document's address on the site, for its link;
 * `day` (YYYY-MM-DD, the school's) is the day it is printed as of.
 */
export async function disclosurePdf(
  sheet: DisclosureSheet,
  fileAddress: (file: string) => string,
  day: string,
): Promise<Uint8Array> {
  const say = sheetWords[sheet.language];
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const faces = await embedNotoFaces(pdf);
  pdf.setTitle(`${say.pdfTitle}: ${sheet.school.name}`, { showInWindowTitleBar: true });
  pdf.setLanguage(languageTags[sheet.language]);
  pdf.setAuthor(sheet.school.name);
  pdf.setCreator(sheet.school.name);
  pdf.setProducer("pdf-lib");

  const pages = new Pages(pdf, faces);
  const writer = pages.writer;
  writer.paragraph(sheet.school.name, { size: 16, weight: "bold", color: accent }, "centred");
  for (const line of sheet.school.addressLines) {
    writer.paragraph(line, { size: 8.5, color: muted }, "centred");
  }
  writer.gap(8);
  writer.line(1.2, accent);
  writer.gap(10);
  writer.paragraph(say.pdfTitle, { size: 14, weight: "bold" }, "centred");
  writer.paragraph(
    say.pdfNote(formatDate(day, sheet.language)),
    { size: 9, color: muted },
    "centred",
  );

  for (const section of sheet.sections) {
    pages.room(80).gap(14);
    pages.writer.paragraph(`${section.letter}: ${section.title}`, {
      size: 12,
      weight: "bold",
      color: accent,
    });
    pages.writer.gap(4);
    for (const each of section.tables) table(pages, each);
    for (const item of section.documents) document(pages, item, sheet, fileAddress);
  }
  return pdf.save();
}
