// fontkit's Devanagari shaper is compiled for regenerator's runtime, which must be there before
// it runs (pdf-lib issue 1419).
import "regenerator-runtime/runtime.js";
import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import {
  PDFString,
  rgb,
  type PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type PDFPageDrawRectangleOptions,
  type RGB,
} from "pdf-lib";

// Writes the school's own PDFs (an application's acknowledgement, and lists and disclosures to
// come) as real text in Noto Sans and Noto Sans Devanagari, so a parent can copy what is on
// them and a search finds them by their words. A line may mix the scripts, as an English page
// with a child's Hindi name does; each run of letters is drawn in the face that has them.
//
// Follows pdf-lib 1.17 (PDFDocument.registerFontkit, embedFont with { subset: true },
// PDFFont.getCharacterSet and widthOfTextAtSize, PDFPage.drawText, drawLine, drawRectangle,
// drawImage, node.addAnnot), @pdf-lib/fontkit 1.1 (reads TrueType in WOFF; its WOFF2 glyphs
// cannot be subset, so the .woff files are taken) and W3C WOFF File Format 1.0.

/** A4 in points. */
export const a4 = { width: 595.28, height: 841.89 };

/** A page's size in points, and the margin kept clear on each of its sides. */
export interface Frame {
  width: number;
  height: number;
  margin: number;
}

// The faces of one weight, each with the characters it draws: Latin first, then Devanagari
// (which also has ₹). @fontsource cuts each family by script, so a name or a Hindi sentence
// with digits takes both.
const fontFiles = {
  regular: [
    "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff",
    "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff",
  ],
  bold: [
    "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff",
    "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff",
  ],
} as const;

export type Weight = keyof typeof fontFiles;

/** The fonts of one weight, embedded in one document, that between them draw either script. */
export interface Face {
  fonts: PDFFont[];
  /** The characters each of `fonts` has a glyph for. */
  covers: Set<number>[];
  /** Words measured already, at size 1. */
  widths: Map<string, number>;
  space: number;
}

export type Faces = Record<Weight, Face>;

const require = createRequire(import.meta.url);
let fontBytes: Promise<Record<Weight, Uint8Array[]>> | undefined;

/** The font files, read once and unpacked: every PDF embeds what it uses of them. */
function loadFontBytes() {
  const read = (files: readonly string[]) =>
    Promise.all(files.map(async (file) => sfntOf(await readFile(require.resolve(file)))));
  fontBytes ??= Promise.all([read(fontFiles.regular), read(fontFiles.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fontBytes;
}

/**
 * A WOFF font as the plain TrueType file it packs (WOFF 1.0, section 5: each table deflated
 * on its own). fontkit reads WOFF too, but inflates the whole glyph table again, in
 * JavaScript, for every glyph it subsets: a Devanagari face took a fifth of a second.
 */
function sfntOf(woff: Uint8Array): Uint8Array {
  const source = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (source.getUint32(0) !== 0x774f4646) throw new Error("Not a WOFF font.");
  const count = source.getUint16(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = source.getUint32(entry + 4);
    const packed = woff.subarray(offset, offset + source.getUint32(entry + 8));
    const length = source.getUint32(entry + 12);
    return {
      tag: source.getUint32(entry),
      checksum: source.getUint32(entry + 16),
      data: packed.length < length ? new Uint8Array(inflateSync(packed)) : packed,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), 12 + count * 16);
  const sfnt = new Uint8Array(size);
  const target = new DataView(sfnt.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  target.setUint32(0, source.getUint32(4));
  target.setUint16(4, count);
  target.setUint16(6, power * 16);
  target.setUint16(8, Math.log2(power));
  target.setUint16(10, count * 16 - power * 16);
  let offset = 12 + count * 16;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    target.setUint32(record, table.tag);
    target.setUint32(record + 4, table.checksum);
    target.setUint32(record + 8, offset);
    target.setUint32(record + 12, table.data.length);
    sfnt.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

/** Loaded on first use: fontkit is large, and a start that makes no PDF needs none. */
async function loadFontkit() {
  return (await import("@pdf-lib/fontkit")).default;
}

/**
 * Both weights of Noto Sans and Noto Sans Devanagari, embedded in `document` as subsets: only
 * the glyphs a page draws are saved with it.
 */
export async function embedNotoFaces(document: PDFDocument): Promise<Faces> {
  const [fontkit, bytes] = await Promise.all([loadFontkit(), loadFontBytes()]);
  document.registerFontkit(fontkit);
  const face = async (weight: Weight): Promise<Face> => {
    const fonts = await Promise.all(
      bytes[weight].map((file) => document.embedFont(file, { subset: true })),
    );
    return {
      fonts,
      covers: fonts.map((font) => new Set(font.getCharacterSet())),
      widths: new Map(),
      space: fonts[0]!.widthOfTextAtSize(" ", 1),
    };
  };
  return { regular: await face("regular"), bold: await face("bold") };
}

/** A piece of a line drawn in one font. */
interface Run {
  text: string;
  font: PDFFont;
}

// Spaces, joiners and combining marks go with the letters they stand among.
const followsNeighbour = /^[\s\u200c\u200d\p{M}]$/u;

/** `text` cut where the font changes: each run in the first face that has its letters. */
function runsOf(text: string, face: Face): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const last = runs.at(-1);
    const index = face.covers.findIndex((covered) => covered.has(character.codePointAt(0)!));
    // A letter no face has is drawn with its neighbours' font, as an empty box.
    const font =
      last && (followsNeighbour.test(character) || index < 0)
        ? last.font
        : face.fonts[Math.max(index, 0)]!;
    if (last?.font === font) last.text += character;
    else runs.push({ text: character, font });
  }
  return runs;
}

/** How wide `text` is at size 1, each word measured once: shaping Devanagari is slow. */
function widthOf(text: string, face: Face): number {
  let width = 0;
  for (const [index, word] of text.split(" ").entries()) {
    let known = face.widths.get(word);
    if (known === undefined) {
      known = runsOf(word, face).reduce(
        (sum, run) => sum + run.font.widthOfTextAtSize(run.text, 1),
        0,
      );
      face.widths.set(word, known);
    }
    width += known + (index > 0 ? face.space : 0);
  }
  return width;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Lines of `text` no wider than `width`; a word wider than a line (an address) is cut. */
function wrap(text: string, face: Face, size: number, width: number): string[] {
  const fits = (line: string) => widthOf(line, face) * size <= width;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (fits(longer)) {
      line = longer;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    for (const { segment } of graphemes.segment(word)) {
      if (line && !fits(line + segment)) {
        lines.push(line);
        line = "";
      }
      line += segment;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const ink = rgb(0.13, 0.13, 0.16);

export interface TextStyle {
  /** In points, before the writer's scale. */
  size: number;
  /** Regular unless given. */
  weight?: Weight;
  /** A soft near-black unless given. */
  color?: RGB;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WriterOptions {
  frame: Frame;
  faces: Faces;
  /** Without a page the writer only measures. */
  sheet?: PDFPage;
  /** What text sizes and gaps are multiplied by, to fit a long page on its paper: 1 unless given. */
  scale?: number;
}

/**
 * Writes a page top down at a scale; `y` is where the next line's top is. Without a page it
 * only measures, so a caller can find what fits before it draws, or draw a box behind words
 * it has measured.
 */
export class Writer {
  y: number;
  readonly frame: Frame;
  readonly faces: Faces;
  readonly sheet: PDFPage | undefined;
  readonly scale: number;

  constructor({ frame, faces, sheet, scale = 1 }: WriterOptions) {
    this.frame = frame;
    this.faces = faces;
    this.sheet = sheet;
    this.scale = scale;
    this.y = frame.height - frame.margin;
  }

  /** A writer that measures from here on, writing nothing. */
  measure(): Writer {
    const measuring = new Writer({ frame: this.frame, faces: this.faces, scale: this.scale });
    measuring.y = this.y;
    return measuring;
  }

  gap(points: number): void {
    this.y -= points * this.scale;
  }

  private face(style: TextStyle): Face {
    return this.faces[style.weight ?? "regular"];
  }

  width(text: string, style: TextStyle): number {
    return widthOf(text, this.face(style)) * style.size * this.scale;
  }

  /** `text` as the lines `paragraph` would write it in `width`: whole words where they fit. */
  lines(text: string, style: TextStyle, width: number): string[] {
    return wrap(text, this.face(style), style.size * this.scale, width);
  }

  /** One line at `x` with its baseline at `baseline`. */
  draw(text: string, x: number, baseline: number, style: TextStyle): void {
    const face = this.face(style);
    const size = style.size * this.scale;
    let left = x;
    for (const run of runsOf(text, face)) {
      this.sheet?.drawText(run.text, {
        x: left,
        y: baseline,
        size,
        font: run.font,
        color: style.color ?? ink,
      });
      left += widthOf(run.text, face) * size;
    }
  }

  /**
   * `text` wrapped to `width` (the margins' width unless given), each line from `x` (the left
   * margin unless given, or centred on the page), moving down a line at a time.
   */
  paragraph(
    text: string,
    style: TextStyle,
    x: number | "centred" = this.frame.margin,
    width = this.frame.width - this.frame.margin * 2,
  ): void {
    const size = style.size * this.scale;
    for (const line of this.lines(text, style, width)) {
      const left = x === "centred" ? (this.frame.width - this.width(line, style)) / 2 : x;
      this.draw(line, left, this.baseline(style), style);
      this.y -= size * 1.4;
    }
  }

  /** Where the next line of a paragraph in `style` sits: its leading is 1.4 times its size. */
  baseline(style: TextStyle): number {
    return this.y - style.size * this.scale * 1.4 * 0.73;
  }

  /** A rule across the page from margin to margin, at `y`. */
  line(thickness: number, color: RGB): void {
    const { width, margin } = this.frame;
    this.sheet?.drawLine({
      start: { x: margin, y: this.y },
      end: { x: width - margin, y: this.y },
      thickness,
      color,
    });
  }

  image(image: PDFImage, box: Box): void {
    this.sheet?.drawImage(image, box);
  }

  /** Makes `box` open `url` when a reader's viewer is clicked or tapped there. */
  link(box: Box, url: string): void {
    // A PDF string holds bytes: an address that is not plain ASCII is shown, not linked.
    if (!this.sheet || !/^[\x21-\x7e]+$/.test(url)) return;
    const { context } = this.sheet.doc;
    const annotation = context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [box.x, box.y, box.x + box.width, box.y + box.height],
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    });
    this.sheet.node.addAnnot(context.register(annotation));
  }

  /** A rectangle filled and bordered as `paint` says, under whatever is drawn after it. */
  box(
    box: Box,
    paint: Pick<PDFPageDrawRectangleOptions, "color" | "borderColor" | "borderWidth">,
  ): void {
    this.sheet?.drawRectangle({ ...box, ...paint });
  }
}
