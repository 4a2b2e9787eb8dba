import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfWords } from "../services/document-texts.ts";
import { acknowledgementPdf, type Acknowledgement } from "./acknowledgement.ts";

// The acknowledgement as a family's PDF reader sees it: its words read back by pdf.js (as the
// site search reads the school's PDFs), its pages, and whether a picture is painted on them.

const application: Acknowledgement = {
  language: "en",
  school: {
    name: "Holy Light Convent Academy",
    addressLines: ["Civil Lines, Ludhiana, Punjab 141001"],
    phones: ["0161 240 1234", "98140 12345"],
    email: "office@school.example",
    affiliationNo: "1630123",
  },
  number: "2027-XI-0042",
  session: "2027-28",
  className: "XI",
  stream: "Non-Medical",
  childName: "Aarav Mehta",
  dateOfBirth: "2011-08-14",
  parents: ["Rakesh Mehta", "Neha Mehta"],
  // 10:32 in Ludhiana, 05:02 in Greenwich.
  submittedAt: new Date("2027-01-14T05:02:00Z"),
  timeZone: "Asia/Kolkata",
  assessment: "test",
  fee: {
    amount: 500,
    paid: false,
    upiLink: "upi://pay?pa=hlca@sbi&pn=Holy%20Light&am=500.00&cu=INR&tn=2027-XI-0042",
  },
  statusUrl: "https://school.example/Apply/status",
  documents: ["Birth certificate", "Class X marksheet", "Transfer certificate"],
};

// Paid, though the link that asked for it is still at hand.
const paid = { ...application.fee, paid: true };

interface Reading {
  words: string;
  pages: number;
  /** Whether any page paints a picture. */
  picture: boolean;
  title: string | undefined;
  /** The pieces of text on the first page, each with its baseline in points from the foot. */
  pieces: { text: string; y: number }[];
  height: number;
}

async function read(bytes: Uint8Array): Promise<Reading> {
  const { getDocumentProxy, getResolvedPDFJS } = await import("unpdf");
  const { OPS } = await getResolvedPDFJS();
  const pdf = await getDocumentProxy(bytes.slice());
  try {
    const page = await pdf.getPage(1);
    const operations = await page.getOperatorList();
    const pieces = (await page.getTextContent()).items.flatMap((item) =>
      "str" in item && item.str.trim() ? [{ text: item.str, y: item.transform[5] as number }] : [],
    );
    return {
      words: await pdfWords(bytes),
      pages: pdf.numPages,
      picture: operations.fnArray.includes(OPS.paintImageXObject),
      title: (await PDFDocument.load(bytes)).getTitle(),
      pieces,
      height: page.view[3]!,
    };
  } finally {
    await pdf.destroy();
  }
}

describe("acknowledgementPdf", () => {
  it("makes one A4 page of real text: the school, the number, the child and the fee to pay", async () => {
    const reading = await read(await acknowledgementPdf(application));
    expect(reading.pages).toBe(1);
    expect(reading.height).toBeCloseTo(841.89, 1);
    expect(reading.title).toBe("Application 2027-XI-0042");
    for (const shown of [
      "Holy Light Convent Academy",
      "CBSE affiliation no. 1630123",
      "Application acknowledgement",
      "2027-XI-0042",
      "Aarav Mehta",
      "14 Aug 2011",
      "Non-Medical",
      "2027-28",
      "Rakesh Mehta, Neha Mehta",
      // On the school's clock, not the server's.
      "14 Jan 2027, 10:32 am IST",
      "admission test",
      "Transfer certificate",
      "₹500 to pay",
      "Pay by any UPI app; the note must be the application number",
      "https://school.example/Apply/status",
    ]) {
      expect(reading.words).toContain(shown);
    }
  });

  it("shows the UPI code while the fee is unpaid, and none once it is paid", async () => {
    const unpaid = await read(await acknowledgementPdf(application));
    expect(unpaid.picture).toBe(true);

    const settled = await read(await acknowledgementPdf({ ...application, fee: paid }));
    expect(settled.picture).toBe(false);
    expect(settled.words).toContain("₹500, paid.");
    expect(settled.words).not.toContain("to pay");
    expect(settled.words).not.toContain("UPI");
  });

  it("asks no fee when the school asks none, and sends an unpaid fee without UPI to the status page", async () => {
    const free = await read(
      await acknowledgementPdf({ ...application, fee: { amount: 0, paid: false } }),
    );
    expect(free.picture).toBe(false);
    expect(free.words).toContain("The school asks no application fee.");
    expect(free.words).not.toContain("₹");

    const gateway = await read(
      await acknowledgementPdf({ ...application, fee: { amount: 750, paid: false } }),
    );
    expect(gateway.picture).toBe(false);
    expect(gateway.words).toContain("₹750 to pay");
    expect(gateway.words).toContain("Pay it on the application's status page.");
  });

  it("writes a Hindi acknowledgement in Devanagari, names in either script", async () => {
    const reading = await read(
      await acknowledgementPdf({
        ...application,
        language: "hi",
        // Letters pdf.js reads back in the order typed: a pre-base vowel sign (ि) or a reph
        // (र्) is drawn, and so read, out of it.
        childName: "आरव मेहता",
        parents: ["राकेश मेहता", "Neha Mehta"],
        fee: paid,
      }),
    );
    expect(reading.pages).toBe(1);
    for (const shown of [
      "आवेदन की पावती",
      "आवेदन संख्या 2027-XI-0042",
      "आरव मेहता",
      "राकेश मेहता, Neha Mehta",
      "14 अग॰ 2011",
      "₹500 जमा हो गए।",
      "https://school.example/Apply/status",
    ]) {
      expect(reading.words).toContain(shown);
    }
    expect(reading.title).toBe("Application 2027-XI-0042");
  });

  it("writes a child's Devanagari name on an English acknowledgement too", async () => {
    const reading = await read(await acknowledgementPdf({ ...application, childName: "आरव मेहता" }));
    expect(reading.words).toContain("Child आरव मेहता");
  });

  it("keeps the longest application on its one page", async () => {
    const long = "Venkata Subrahmanya Satyanarayana Murthy Lakshmi Narasimha Pattabhiramayya";
    const statusUrl = `https://www.holylightconvent.school.example/Apply/status?number=2027-UKG-10042&token=${"4f9c".repeat(10)}`;
    const bytes = await acknowledgementPdf({
      ...application,
      school: {
        ...application.school,
        name: "Holy Light Convent Senior Secondary Academy and Junior Wing, Sarabha Nagar",
        addressLines: ["Plot 14, Block C, Civil Lines, opposite the courts", "Ludhiana 141001"],
      },
      number: "2027-UKG-10042",
      stream: "Non-Medical with Computer Science",
      childName: long,
      parents: [long, long],
      fee: { ...application.fee, amount: 100_000 },
      statusUrl,
      documents: Array.from({ length: 14 }, (_, index) => `Certificate number ${index + 1}`),
    });
    const reading = await read(bytes);
    expect(reading.pages).toBe(1);
    expect(reading.picture).toBe(true);
    expect(reading.words).toContain("Certificate number 14");
    expect(reading.words).toContain("₹1,00,000 to pay");
    expect(reading.words.replace(/ /g, "")).toContain(statusUrl);
    // Nothing runs off the paper or into the footer under the status page's address.
    const footer = reading.pieces.find((piece) => piece.text.startsWith("Keep this"))!;
    const body = reading.pieces.filter((piece) => piece !== footer).map((piece) => piece.y);
    expect(footer.y).toBeGreaterThan(20);
    expect(Math.min(...body)).toBeGreaterThan(footer.y + 15);
    expect(Math.max(...body)).toBeLessThan(reading.height - 20);
  });
});
