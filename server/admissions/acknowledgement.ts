import { PDFDocument, rgb, type PDFImage } from "pdf-lib";
import QRCode from "qrcode";
import { formatDate } from "#contracts/dates.ts";
import { languageTags, type Language } from "#contracts/languages.ts";
import { a4, embedNotoFaces, Writer, type Faces } from "../files/pdf-writer.ts";

// The acknowledgement a family keeps once it has applied (issue 39): one A4 page with the
// application number, what was received and what comes next, and the fee with a UPI code to
// scan while it is unpaid. Its words are real text in Noto Sans and Noto Sans Devanagari, so a
// parent can copy the number and the school's mail search finds it; ../files/pdf-writer.ts
// draws them.
//
// Follows pdf-lib 1.17 (PDFDocument.create, embedPng, setTitle and the other metadata setters)
// and qrcode 1.5 (toBuffer, type "png").

export interface Acknowledgement {
  language: Language;
  school: {
    name: string;
    addressLines: string[];
    phones: string[];
    email: string;
    affiliationNo: string;
  };
  /** "2027-XI-0042". */
  number: string;
  /** "2027-28". */
  session: string;
  /** "XI". */
  className: string;
  /** "Non-Medical": Class XI's only. */
  stream?: string;
  childName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** As the family wrote them. */
  parents: string[];
  submittedAt: Date;
  /** The school's zone ("Asia/Kolkata"): the time of submission is shown on the school's clock. */
  timeZone: string;
  assessment: "interaction" | "test";
  /** `amount` in rupees; `upiLink` (upi://pay?...) asks for it by any UPI app. */
  fee: { amount: number; paid: boolean; upiLink?: string };
  /** Where the family sees how the application stands. */
  statusUrl: string;
  /** The documents received, by name ("Birth certificate"). */
  documents: string[];
}

const words = {
  en: {
    title: "Application acknowledgement",
    number: "Application number",
    phone: "Phone",
    email: "E-mail",
    affiliation: "CBSE affiliation no.",
    child: "Child",
    dateOfBirth: "Date of birth",
    className: "Class",
    stream: "Stream",
    session: "Session",
    parents: "Parents",
    submitted: "Submitted",
    next: "What comes next",
    interaction: "The school will e-mail you the day and time of its interaction with your child.",
    test: "The school will e-mail you the day and time of your child's admission test.",
    documents: "Documents received",
    noDocuments: "None yet.",
    fee: "Application fee",
    noFee: "The school asks no application fee.",
    paid: (amount: string) => `${amount}, paid. Thank you.`,
    due: (amount: string) => `${amount} to pay`,
    payByUpi: "Pay by any UPI app; the note must be the application number:",
    payOnline: "Pay it on the application's status page.",
    status: "See where the application stands, at any time:",
    keep: "Keep this acknowledgement, and give the application number whenever you write to the school or pay it.",
  },
  hi: {
    title: "आवेदन की पावती",
    number: "आवेदन संख्या",
    phone: "फ़ोन",
    email: "ई-मेल",
    affiliation: "सीबीएसई संबद्धता संख्या",
    child: "बच्चे का नाम",
    dateOfBirth: "जन्म तिथि",
    className: "कक्षा",
    stream: "संकाय",
    session: "सत्र",
    parents: "माता-पिता",
    submitted: "जमा करने का समय",
    next: "आगे क्या होगा",
    interaction: "विद्यालय आपको बच्चे से बातचीत का दिन और समय ई-मेल से बताएगा।",
    test: "विद्यालय आपको बच्चे की प्रवेश परीक्षा का दिन और समय ई-मेल से बताएगा।",
    documents: "प्राप्त दस्तावेज़",
    noDocuments: "अभी कोई नहीं।",
    fee: "आवेदन शुल्क",
    noFee: "विद्यालय कोई आवेदन शुल्क नहीं लेता।",
    paid: (amount: string) => `${amount} जमा हो गए। धन्यवाद।`,
    due: (amount: string) => `${amount} जमा करने हैं`,
    payByUpi: "किसी भी UPI ऐप से भुगतान करें; नोट में आवेदन संख्या ही लिखें:",
    payOnline: "शुल्क आवेदन की स्थिति वाले पेज पर जमा करें।",
    status: "आवेदन की स्थिति कभी भी यहाँ देखें:",
    keep: "यह पावती संभालकर रखें, और विद्यालय को लिखते या भुगतान करते समय आवेदन संख्या ज़रूर बताएँ।",
  },
} satisfies Record<Language, Record<string, string | ((amount: string) => string)>>;

type Words = (typeof words)[Language];

const margin = 50;
const frame = { ...a4, margin };
const contentWidth = a4.width - margin * 2;
const labelWidth = 150;
/** The UPI code: its side on the page, pixels a module, modules of quiet margin. */
const qrSize = 132;
const qrScale = 4;
const qrQuiet = 4;

const muted = rgb(0.38, 0.38, 0.42);
const accent = rgb(0.1, 0.23, 0.5);
const rule = rgb(0.75, 0.77, 0.82);
const tint = rgb(0.93, 0.95, 0.98);

/** A heading over a part of the page, in the school's blue. */
function heading(writer: Writer, text: string): void {
  writer.gap(14);
  writer.paragraph(text, { size: 11.5, weight: "bold", color: accent });
  writer.gap(2);
}

/** A label and its value side by side, with a faint rule under the row. */
function field(writer: Writer, label: string, value: string): void {
  const top = writer.y;
  writer.paragraph(label, { size: 10.5, color: muted }, margin, labelWidth - 10);
  const labelBottom = writer.y;
  writer.y = top;
  const valueWidth = contentWidth - labelWidth;
  writer.paragraph(value, { size: 10.5, weight: "bold" }, margin + labelWidth, valueWidth);
  writer.y = Math.min(writer.y, labelBottom);
  writer.gap(4);
  writer.line(0.3, rule);
}

/** What each part of the page is drawn from. */
interface Parts {
  ack: Acknowledgement;
  say: Words;
  /** The UPI code, while the fee is unpaid and a UPI link asks for it. */
  qr?: PDFImage;
}

function letterhead(writer: Writer, { ack, say }: Parts): void {
  const { school } = ack;
  writer.paragraph(school.name, { size: 17, weight: "bold", color: accent }, "centred");
  writer.gap(2);
  const small = { size: 8.5, color: muted };
  for (const line of school.addressLines) writer.paragraph(line, small, "centred");
  const contact = [
    school.phones.length > 0 ? `${say.phone}: ${school.phones.join(", ")}` : "",
    school.email ? `${say.email}: ${school.email}` : "",
  ].filter(Boolean);
  if (contact.length > 0) writer.paragraph(contact.join("  ·  "), small, "centred");
  if (school.affiliationNo) {
    writer.paragraph(`${say.affiliation} ${school.affiliationNo}`, small, "centred");
  }
  // A thick rule and a thin one just under it, as on the school's letters.
  writer.gap(8);
  writer.line(1.2, accent);
  writer.gap(2.5);
  writer.line(0.4, accent);
}

function title(writer: Writer, { ack, say }: Parts): void {
  writer.gap(16);
  writer.paragraph(say.title, { size: 15, weight: "bold" }, "centred");
  writer.gap(10);
  const number = (on: Writer) => {
    on.gap(6);
    on.paragraph(say.number, { size: 9.5, color: muted }, "centred");
    on.paragraph(ack.number, { size: 26, weight: "bold", color: accent }, "centred");
    on.gap(4);
  };
  // The box goes behind the number, so it is measured first and drawn before it.
  const measured = writer.measure();
  number(measured);
  writer.box(
    { x: margin, y: measured.y, width: contentWidth, height: writer.y - measured.y },
    { color: tint, borderColor: rule, borderWidth: 0.6 },
  );
  number(writer);
}

const rupees = (amount: number) => `₹${new Intl.NumberFormat("en-IN").format(amount)}`;

/** The moment of submission on the school's clock, "14 Jan 2027, 10:32 am IST". */
function submittedTime(ack: Acknowledgement): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: ack.timeZone }).format(ack.submittedAt);
  const time = new Intl.DateTimeFormat(languageTags[ack.language], {
    timeZone: ack.timeZone,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    numberingSystem: "latn",
  }).format(ack.submittedAt);
  return `${formatDate(day, ack.language)}, ${time}`;
}

function fields(writer: Writer, { ack, say }: Parts): void {
  writer.gap(8);
  const rows: [string, string | undefined][] = [
    [say.child, ack.childName],
    [say.dateOfBirth, formatDate(ack.dateOfBirth, ack.language) || ack.dateOfBirth],
    [say.className, ack.className],
    [say.stream, ack.stream],
    [say.session, ack.session],
    [say.parents, ack.parents.join(", ")],
    [say.submitted, submittedTime(ack)],
  ];
  for (const [label, value] of rows) if (value) field(writer, label, value);
}

function next(writer: Writer, { ack, say }: Parts): void {
  heading(writer, say.next);
  writer.paragraph(say[ack.assessment], { size: 10.5 });
}

/** The documents in two columns, so that a long list still leaves room for the fee. */
function documents(writer: Writer, { ack, say }: Parts): void {
  heading(writer, say.documents);
  if (ack.documents.length === 0) return writer.paragraph(say.noDocuments, { size: 10.5 });
  const style = { size: 10 };
  const column = contentWidth / 2;
  const perColumn = Math.ceil(ack.documents.length / 2);
  const top = writer.y;
  let bottom = top;
  ack.documents.forEach((name, index) => {
    if (index % perColumn === 0) writer.y = top;
    const x = margin + column * Math.floor(index / perColumn);
    writer.draw("•", x + 4, writer.baseline(style), style);
    writer.paragraph(name, style, x + 16, column - 24);
    bottom = Math.min(bottom, writer.y);
  });
  writer.y = bottom;
}

function fee(writer: Writer, { ack, say, qr }: Parts): void {
  heading(writer, say.fee);
  const { amount, paid, upiLink } = ack.fee;
  if (amount <= 0) return writer.paragraph(say.noFee, { size: 10.5 });
  if (paid) return writer.paragraph(say.paid(rupees(amount)), { size: 10.5, weight: "bold" });
  if (!qr || !upiLink) {
    writer.paragraph(say.due(rupees(amount)), { size: 12, weight: "bold" });
    return writer.paragraph(say.payOnline, { size: 10.5 });
  }
  // The code's white quiet margin (four modules, as QR codes ask) stands in the page's margin
  // on the left, so the code lines up with the words; on top it stays under the heading,
  // whose letters' tails it would hide.
  const side = qrSize * writer.scale;
  const quiet = (side / (qr.width / qrScale)) * qrQuiet;
  const top = writer.y - 2 * writer.scale;
  const box = { x: margin - quiet, y: top - side, width: side, height: side };
  writer.image(qr, box);
  // On a phone the code cannot be scanned by the phone showing it: a tap opens the UPI app.
  writer.link(box, upiLink);
  const x = box.x + side + 12;
  const width = a4.width - margin - x;
  writer.y = top - quiet;
  writer.paragraph(say.due(rupees(amount)), { size: 14, weight: "bold" }, x, width);
  writer.gap(4);
  writer.paragraph(say.payByUpi, { size: 10.5 }, x, width);
  writer.paragraph(ack.number, { size: 13, weight: "bold", color: accent }, x, width);
  writer.y = Math.min(writer.y, top - side + quiet);
}

function status(writer: Writer, { ack, say }: Parts): void {
  writer.gap(14);
  writer.paragraph(say.status, { size: 10.5 });
  const style = { size: 10.5, color: accent };
  const top = writer.y;
  writer.paragraph(ack.statusUrl, style);
  const width = Math.min(writer.width(ack.statusUrl, style), contentWidth);
  writer.link({ x: margin, y: writer.y, width, height: top - writer.y }, ack.statusUrl);
}

const body = [letterhead, title, fields, next, documents, fee, status];

/** The footer's line, under which nothing else is written. */
const footerTop = margin + 26;

function footer(writer: Writer, { say }: Parts): void {
  writer.y = footerTop;
  writer.line(0.4, rule);
  writer.gap(2);
  writer.paragraph(say.keep, { size: 8.5, color: muted });
}

/**
 * The largest scale, in steps of 5%, at which the body ends above the footer: 1 for any
 * application the form allows but the longest names and lists. Below 60% nothing is
 * legible in print, so past that the body runs into the footer.
 */
function fittingScale(parts: Parts, faces: Faces): number {
  for (let scale = 1; scale > 0.6; scale -= 0.05) {
    const writer = new Writer({ frame, faces, scale });
    for (const part of body) part(writer, parts);
    if (writer.y >= footerTop + 8) return scale;
  }
  return 0.6;
}

/** The acknowledgement of `ack` as a one-page A4 PDF. */
export async function acknowledgementPdf(ack: Acknowledgement): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const faces = await embedNotoFaces(document);
  const { amount, paid, upiLink } = ack.fee;
  const qr =
    amount > 0 && !paid && upiLink
      ? await document.embedPng(
          await QRCode.toBuffer(upiLink, {
            type: "png",
            errorCorrectionLevel: "M",
            margin: qrQuiet,
            scale: qrScale,
          }),
        )
      : undefined;

  document.setTitle(`Application ${ack.number}`, { showInWindowTitleBar: true });
  document.setLanguage(languageTags[ack.language]);
  document.setAuthor(ack.school.name);
  document.setCreator(ack.school.name);
  document.setProducer("pdf-lib");
  // Dated by the application: a copy printed later acknowledges the same submission.
  document.setCreationDate(ack.submittedAt);
  document.setModificationDate(ack.submittedAt);

  const parts: Parts = { ack, say: words[ack.language], qr };
  const sheet = document.addPage([a4.width, a4.height]);
  const writer = new Writer({ frame, faces, sheet, scale: fittingScale(parts, faces) });
  for (const part of body) part(writer, parts);
  footer(new Writer({ frame, faces, sheet }), parts);
  return document.save();
}
