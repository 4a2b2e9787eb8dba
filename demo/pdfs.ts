// Demo documents rendered with pdf-lib: A4 pages with the school's letterhead, a title, a date
// and content blocks (paragraphs, lists, tables, labelled fields, signatures). Only the
// standard Helvetica fonts are used, so no font files are needed.

import {
  PDFDocument,
  StandardFonts,
  degrees,
  rgb,
  type PDFFont,
  type PDFPage,
  type RGB,
} from "pdf-lib";
import { longDate } from "./dates.ts";

export type PdfBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string; italic?: boolean }
  | { kind: "bullets"; items: string[]; numbered?: boolean }
  | { kind: "table"; columns: string[]; widths?: number[]; rows: string[][] }
  | { kind: "fields"; rows: [string, string][] }
  | { kind: "signatures"; names: string[] }
  | { kind: "spacer"; height: number };

export interface PdfDocumentSpec {
  schoolName: string;
  /** Small lines under the school's name: address, affiliation, contact. */
  letterhead: string[];
  title: string;
  subtitle?: string;
  /** YYYY-MM-DD; shown as 'Date: 14 November 2026' and used as the file's creation date. */
  date: string;
  /** Shown at the left of the date line, e.g. 'Ref: HLCA/CIR/2026/014'. */
  reference?: string;
  blocks: PdfBlock[];
  /** A faint diagonal word on every page, e.g. 'SAMPLE'. */
  watermark?: string;
  /** A double border around each page, as on certificates. */
  border?: boolean;
}

// A4 in points.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const CONTENT_WIDTH = PAGE.width - MARGIN * 2;
const FOOTER_SPACE = 48;

const INK = rgb(0.13, 0.13, 0.16);
const MUTED = rgb(0.38, 0.38, 0.42);
const ACCENT = rgb(0.1, 0.23, 0.5);
const RULE = rgb(0.75, 0.77, 0.82);
const HEADER_FILL = rgb(0.9, 0.93, 0.97);

/** Text that the standard fonts' WinAnsi encoding can draw. */
export function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u2033]/g, '"')
    .replace(/[\u2012\u2013\u2014\u2015\u2212]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/\u20B9/g, "Rs. ")
    .replace(/\u00A0/g, " ")
    .replace(/[^\x20-\x7E\u00A1-\u00FF\u2022]/g, "");
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

class Writer {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  readonly spec: PdfDocumentSpec;

  constructor(doc: PDFDocument, fonts: Fonts, spec: PdfDocumentSpec) {
    this.doc = doc;
    this.fonts = fonts;
    this.spec = spec;
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN + 8;
    if (this.spec.border) this.drawBorder();
    if (this.spec.watermark) this.drawWatermark(this.spec.watermark);
    this.drawLetterhead(this.pages.length === 1);
  }

  private drawBorder(): void {
    // A thick outer frame and a thin one inside it.
    for (const [inset, borderWidth] of [
      [22, 2],
      [28, 0.6],
    ] as const) {
      this.page.drawRectangle({
        x: inset,
        y: inset,
        width: PAGE.width - inset * 2,
        height: PAGE.height - inset * 2,
        borderColor: ACCENT,
        borderWidth,
      });
    }
  }

  private drawWatermark(word: string): void {
    const size = 110;
    const width = this.fonts.bold.widthOfTextAtSize(word, size);
    this.page.drawText(word, {
      x: PAGE.width / 2 - (width / 2) * Math.cos(Math.PI / 5),
      y: PAGE.height / 2 - (width / 2) * Math.sin(Math.PI / 5),
      size,
      font: this.fonts.bold,
      color: rgb(0.85, 0.2, 0.2),
      opacity: 0.12,
      rotate: degrees(36),
    });
  }

  private drawLetterhead(full: boolean): void {
    const { page, fonts, spec } = this;
    // The lamp emblem: a circle with a flame.
    const ex = MARGIN + 18;
    const ey = this.y - 22;
    page.drawCircle({ x: ex, y: ey, size: 20, borderColor: ACCENT, borderWidth: 1.6 });
    page.drawSvgPath("M 0 -12 C 7 -4 6 4 0 10 C -6 4 -7 -4 0 -12 Z", {
      x: ex,
      y: ey,
      color: rgb(0.95, 0.6, 0.05),
    });
    page.drawRectangle({ x: ex - 7, y: ey - 14, width: 14, height: 3, color: ACCENT });
    const name = winAnsi(spec.schoolName.toUpperCase());
    const nameSize = fitSize(fonts.bold, name, full ? 17 : 12, CONTENT_WIDTH - 90);
    this.centered(name, fonts.bold, nameSize, ACCENT, this.y - (full ? 16 : 12));
    this.y -= full ? 24 : 18;
    if (full) {
      for (const line of spec.letterhead) {
        this.y -= 11;
        this.centered(winAnsi(line), fonts.regular, 8.5, MUTED, this.y);
      }
    }
    // A double rule under the letterhead: a thick line, then a thin one just below it.
    for (const [gap, thickness] of [
      [12, 1.2],
      [2.5, 0.4],
    ] as const) {
      this.y -= gap;
      page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: PAGE.width - MARGIN, y: this.y },
        thickness,
        color: ACCENT,
      });
    }
    this.y -= 16;
  }

  centered(text: string, font: PDFFont, size: number, color: RGB, y: number): void {
    const width = font.widthOfTextAtSize(text, size);
    this.page.drawText(text, { x: (PAGE.width - width) / 2, y, size, font, color });
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER_SPACE - 10) this.newPage();
  }

  titleBlock(): void {
    const { fonts, spec } = this;
    const title = winAnsi(spec.title);
    const size = fitSize(fonts.bold, title, 14.5, CONTENT_WIDTH);
    for (const line of wrap(title, fonts.bold, size, CONTENT_WIDTH)) {
      this.y -= size + 2;
      this.centered(line, fonts.bold, size, INK, this.y);
    }
    if (spec.subtitle) {
      for (const line of wrap(winAnsi(spec.subtitle), fonts.italic, 10.5, CONTENT_WIDTH)) {
        this.y -= 14;
        this.centered(line, fonts.italic, 10.5, MUTED, this.y);
      }
    }
    this.y -= 22;
    const dateText = `Date: ${longDate(spec.date)}`;
    const dateWidth = fonts.regular.widthOfTextAtSize(dateText, 10);
    this.page.drawText(dateText, {
      x: PAGE.width - MARGIN - dateWidth,
      y: this.y,
      size: 10,
      font: fonts.regular,
      color: INK,
    });
    if (spec.reference) {
      this.page.drawText(winAnsi(spec.reference), {
        x: MARGIN,
        y: this.y,
        size: 10,
        font: fonts.regular,
        color: INK,
      });
    }
    this.y -= 12;
  }

  textLines(
    lines: string[],
    font: PDFFont,
    size: number,
    x: number,
    leading: number,
    color: RGB = INK,
  ): void {
    for (const line of lines) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, { x, y: this.y, size, font, color });
    }
  }

  block(block: PdfBlock): void {
    const { fonts } = this;
    switch (block.kind) {
      case "heading": {
        this.ensure(40);
        this.y -= 12;
        this.textLines([winAnsi(block.text)], fonts.bold, 11.5, MARGIN, 14, ACCENT);
        this.y -= 3;
        break;
      }
      case "paragraph": {
        const font = block.italic ? fonts.italic : fonts.regular;
        this.y -= 5;
        this.textLines(
          wrap(winAnsi(block.text), font, 10.5, CONTENT_WIDTH),
          font,
          10.5,
          MARGIN,
          14.5,
        );
        break;
      }
      case "bullets": {
        this.y -= 3;
        block.items.forEach((item, index) => {
          const marker = block.numbered ? `${index + 1}.` : "\u2022";
          const lines = wrap(winAnsi(item), fonts.regular, 10.5, CONTENT_WIDTH - 20);
          this.ensure(14.5 * Math.min(lines.length, 3));
          this.y -= 14.5;
          this.page.drawText(marker, {
            x: MARGIN + 4,
            y: this.y,
            size: 10.5,
            font: fonts.regular,
            color: INK,
          });
          this.page.drawText(lines[0] ?? "", {
            x: MARGIN + 20,
            y: this.y,
            size: 10.5,
            font: fonts.regular,
            color: INK,
          });
          this.textLines(lines.slice(1), fonts.regular, 10.5, MARGIN + 20, 14.5);
        });
        break;
      }
      case "fields": {
        this.y -= 4;
        const labelWidth = CONTENT_WIDTH * 0.44;
        block.rows.forEach(([label, value], index) => {
          const labelLines = wrap(
            winAnsi(`${index + 1}. ${label}`),
            fonts.regular,
            9.5,
            labelWidth - 10,
          );
          const valueLines = wrap(winAnsi(value), fonts.bold, 9.5, CONTENT_WIDTH - labelWidth);
          const rows = Math.max(labelLines.length, valueLines.length);
          this.ensure(rows * 12.5 + 5);
          const top = this.y;
          const columns = [
            { lines: labelLines, x: MARGIN, font: fonts.regular },
            { lines: valueLines, x: MARGIN + labelWidth, font: fonts.bold },
          ];
          for (const { lines, x, font } of columns) {
            lines.forEach((line, i) =>
              this.page.drawText(line, { x, y: top - 12.5 * (i + 1), size: 9.5, font, color: INK }),
            );
          }
          this.y = top - rows * 12.5 - 4.5;
          this.page.drawLine({
            start: { x: MARGIN + labelWidth, y: this.y + 1 },
            end: { x: PAGE.width - MARGIN, y: this.y + 1 },
            thickness: 0.3,
            color: RULE,
            dashArray: [2, 2],
          });
        });
        break;
      }
      case "table":
        this.table(block.columns, block.rows, block.widths);
        break;
      case "signatures": {
        this.ensure(70);
        this.y -= 56;
        const slot = CONTENT_WIDTH / block.names.length;
        block.names.forEach((name, i) => {
          const text = winAnsi(name);
          const x = MARGIN + slot * i;
          const width = fonts.bold.widthOfTextAtSize(text, 10);
          const lineWidth = Math.min(slot - 20, Math.max(width + 20, 110));
          const left =
            block.names.length === 1 ? PAGE.width - MARGIN - lineWidth : x + (slot - lineWidth) / 2;
          this.page.drawLine({
            start: { x: left, y: this.y + 13 },
            end: { x: left + lineWidth, y: this.y + 13 },
            thickness: 0.6,
            color: INK,
          });
          this.page.drawText(text, {
            x: left + (lineWidth - width) / 2,
            y: this.y,
            size: 10,
            font: fonts.bold,
            color: INK,
          });
        });
        this.y -= 6;
        break;
      }
      case "spacer":
        this.y -= block.height;
        break;
    }
  }

  private table(columns: string[], rows: string[][], widths?: number[]): void {
    const { fonts } = this;
    const total = (widths ?? columns.map(() => 1)).reduce((a, b) => a + b, 0);
    const colWidths = (widths ?? columns.map(() => 1)).map((w) => (w / total) * CONTENT_WIDTH);
    const size = 9.5;
    const leading = 12;
    const pad = 4;
    const cellLines = (cells: string[], font: PDFFont) =>
      cells.map((cell, i) => wrap(winAnsi(cell), font, size, (colWidths[i] ?? 60) - pad * 2));
    const drawRow = (cells: string[][], font: PDFFont, fill?: RGB) => {
      const height = Math.max(...cells.map((c) => c.length), 1) * leading + pad * 2;
      this.ensure(height);
      const top = this.y;
      let x = MARGIN;
      if (fill)
        this.page.drawRectangle({
          x: MARGIN,
          y: top - height,
          width: CONTENT_WIDTH,
          height,
          color: fill,
        });
      cells.forEach((lines, i) => {
        const w = colWidths[i] ?? 60;
        lines.forEach((line, li) =>
          this.page.drawText(line, {
            x: x + pad,
            y: top - pad - leading * (li + 1) + 3,
            size,
            font,
            color: INK,
          }),
        );
        this.page.drawRectangle({
          x,
          y: top - height,
          width: w,
          height,
          borderColor: RULE,
          borderWidth: 0.6,
        });
        x += w;
      });
      this.y = top - height;
    };
    this.y -= 8;
    const header = cellLines(columns, fonts.bold);
    this.ensure(header.length * leading + 40);
    drawRow(header, fonts.bold, HEADER_FILL);
    for (const row of rows) {
      const cells = cellLines(row, fonts.regular);
      const height = Math.max(...cells.map((c) => c.length), 1) * leading + pad * 2;
      if (this.y - height < MARGIN + FOOTER_SPACE - 10) {
        this.newPage();
        drawRow(header, fonts.bold, HEADER_FILL);
      }
      drawRow(cells, fonts.regular);
    }
    this.y -= 4;
  }

  footers(): void {
    const { fonts, spec } = this;
    const count = this.pages.length;
    this.pages.forEach((page, index) => {
      const text = winAnsi(
        `${spec.schoolName}  |  ${spec.title}  |  Page ${index + 1} of ${count}`,
      );
      const size = 7.5;
      const shown = truncate(text, fonts.regular, size, CONTENT_WIDTH);
      const width = fonts.regular.widthOfTextAtSize(shown, size);
      page.drawLine({
        start: { x: MARGIN, y: MARGIN - 6 },
        end: { x: PAGE.width - MARGIN, y: MARGIN - 6 },
        thickness: 0.4,
        color: RULE,
      });
      page.drawText(shown, {
        x: (PAGE.width - width) / 2,
        y: MARGIN - 18,
        size,
        font: fonts.regular,
        color: MUTED,
      });
    });
  }
}

function fitSize(font: PDFFont, text: string, size: number, width: number): number {
  let s = size;
  while (s > 7 && font.widthOfTextAtSize(text, s) > width) s -= 0.5;
  return s;
}

function truncate(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let t = text;
  while (t.length > 4 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1);
  return `${t}...`;
}

/** Greedy word wrap; a word longer than the line is split. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export async function renderPdf(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const when = new Date(`${spec.date}T09:30:00+05:30`);
  doc.setTitle(winAnsi(spec.title));
  doc.setAuthor(winAnsi(spec.schoolName));
  doc.setSubject(winAnsi(spec.subtitle ?? spec.title));
  doc.setCreator(winAnsi(spec.schoolName));
  doc.setProducer("pdf-lib");
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  const writer = new Writer(doc, fonts, spec);
  writer.newPage();
  writer.titleBlock();
  for (const block of spec.blocks) writer.block(block);
  writer.footers();
  return doc.save({ useObjectStreams: false });
}
