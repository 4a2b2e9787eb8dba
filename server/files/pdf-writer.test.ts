import { PDFDict, PDFDocument, PDFName, rgb } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfWords } from "../services/document-texts.ts";
import { a4, embedNotoFaces, Writer } from "./pdf-writer.ts";

// What the writer promises the PDFs built on it: lines in either script or both, read back as
// typed (by pdf.js, as the site search reads PDFs), wrapped within their width, and measured
// without a page exactly as they are drawn on one.

const frame = { ...a4, margin: 50 };

async function page() {
  const document = await PDFDocument.create({ updateMetadata: false });
  const faces = await embedNotoFaces(document);
  const sheet = document.addPage([a4.width, a4.height]);
  return { document, faces, sheet };
}

/**
 * The fonts the first page draws with, each once, by name: pdf-lib names a subset by its font
 * and a number of its own ("NotoSans-Regular-8659").
 */
async function fontsOnPage(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  const fonts = document.getPage(0).node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
  const names = (fonts?.values() ?? []).map((reference) =>
    document.context
      .lookup(reference, PDFDict)
      .lookup(PDFName.of("BaseFont"), PDFName)
      .decodeText()
      .replace(/-\d+$/, ""),
  );
  return [...new Set(names)].sort();
}

async function annotatedUrls(bytes: Uint8Array): Promise<string[]> {
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(bytes.slice());
  try {
    const annotations = await (await pdf.getPage(1)).getAnnotations();
    return annotations.map((annotation) => annotation.url as string);
  } finally {
    await pdf.destroy();
  }
}

describe("Writer", () => {
  it("draws a line of Latin and Devanagari with both faces, and it reads back as typed", async () => {
    const { document, faces, sheet } = await page();
    const writer = new Writer({ frame, faces, sheet });
    writer.paragraph("Child आरव मेहता, fee ₹500", { size: 12 });
    writer.paragraph("Aarav Mehta", { size: 12, weight: "bold" });
    const bytes = await document.save();

    expect(await pdfWords(bytes)).toBe("Child आरव मेहता, fee ₹500 Aarav Mehta");
    expect(await fontsOnPage(bytes)).toEqual([
      "NotoSans-Bold",
      "NotoSans-Regular",
      "NotoSansDevanagari-Regular",
    ]);
  });

  it("wraps a paragraph into lines within its width, words whole and in their order", async () => {
    const { faces } = await page();
    const writer = new Writer({ frame, faces });
    const style = { size: 11 };
    const text =
      "The school will e-mail you the day and time of its interaction with your child. " +
      "विद्यालय आपको बच्चे से बातचीत का दिन और समय ई-मेल से बताएगा।";
    const width = 160;

    const lines = writer.lines(text, style, width);

    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(writer.width(line, style)).toBeLessThanOrEqual(width);
    // Each line takes as many words as fit: the next line's first word would not have fitted.
    lines.slice(1).forEach((line, index) => {
      const longer = `${lines[index]} ${line.split(" ")[0]}`;
      expect(writer.width(longer, style)).toBeGreaterThan(width);
    });
  });

  it("cuts a word wider than a line, an address, into pieces that each fit", async () => {
    const { faces } = await page();
    const writer = new Writer({ frame, faces });
    const style = { size: 11 };
    const address = `https://school.example/Apply/status?token=${"4f9c".repeat(12)}`;

    const lines = writer.lines(address, style, 120);

    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe(address);
    for (const line of lines) expect(writer.width(line, style)).toBeLessThanOrEqual(120);
  });

  it("measures without a page exactly as far down as it writes on one", async () => {
    const { faces, sheet } = await page();
    const text = "Venkata Subrahmanya Satyanarayana Murthy, राकेश मेहता, Neha Mehta";
    const down = (writer: Writer) => {
      writer.paragraph(text, { size: 10.5 }, 200, 150);
      writer.gap(10);
      return frame.height - frame.margin - writer.y;
    };
    const drawn = down(new Writer({ frame, faces, sheet }));

    expect(drawn).toBeGreaterThan(3 * 10.5 * 1.4);
    expect(down(new Writer({ frame, faces, sheet }).measure())).toBe(drawn);
    expect(down(new Writer({ frame, faces }))).toBe(drawn);
  });

  it("sizes words, lines and gaps by its scale", async () => {
    const { faces } = await page();
    const style = { size: 12 };
    const at = (scale: number) => {
      const writer = new Writer({ frame, faces, scale });
      writer.paragraph("Aarav Mehta", style);
      writer.gap(10);
      return { down: frame.height - frame.margin - writer.y, wide: writer.width("Aarav", style) };
    };

    expect(at(0.5).down).toBeCloseTo(at(1).down / 2);
    expect(at(0.5).wide).toBeCloseTo(at(1).wide / 2);
  });

  it("writes nothing while it only measures", async () => {
    const { document, faces, sheet } = await page();
    const writer = new Writer({ frame, faces, sheet }).measure();
    writer.paragraph("Application acknowledgement", { size: 15 }, "centred");
    writer.line(1, rgb(0, 0, 0));

    const bytes = await document.save();
    expect(await pdfWords(bytes)).toBe("");
    expect(await fontsOnPage(bytes)).toEqual([]);
  });

  it("links a plain ASCII address, and only shows one that is not", async () => {
    const { document, faces, sheet } = await page();
    const writer = new Writer({ frame, faces, sheet });
    const box = { x: 50, y: 700, width: 200, height: 14 };
    writer.link(box, "https://school.example/Apply/status");
    writer.link({ ...box, y: 680 }, "https://विद्यालय.example/status");

    expect(await annotatedUrls(await document.save())).toEqual([
      "https://school.example/Apply/status",
    ]);
  });
});
