import type { Block } from "#contracts/page-content.ts";
import { formatDate } from "#contracts/dates.ts";
import type { DisclosureSheet, SheetDocument } from "./sheet.ts";
import { sheetWords } from "./sheet-words.ts";

// The disclosure's sheet as the blocks of its public page: a section for each of Appendix IX's
// parts, its figures as tables, its documents as file tiles opening in a new tab ('View', and
// how long a certificate is valid), and a link to the same sheet as a PDF.

/** Where the website serves the sheet as a PDF (app/routes/disclosure-pdf.ts). */
export const disclosurePdfPath = "/CbseDisclosure.pdf";

const dated = (document: SheetDocument, language: DisclosureSheet["language"]) => {
  const say = sheetWords[language];
  return [
    say.view,
    document.issuedOn && say.issued(formatDate(document.issuedOn, language)),
    document.validUntil && say.validUntil(formatDate(document.validUntil, language)),
  ]
    .filter(Boolean)
    .join(" · ");
};

export function disclosureBlocks(sheet: DisclosureSheet, withPdf: boolean): Block[] {
  const say = sheetWords[sheet.language];
  const sections = sheet.sections.map((section): Block => {
    const shown = section.documents.filter((document) => document.file);
    const missing = section.documents.filter((document) => !document.file);
    const blocks: Block[] = [
      ...section.tables.map((table): Block => ({ type: "table", ...table })),
      ...(shown.length > 0
        ? [
            {
              type: "files",
              items: shown.map((document) => ({
                title: document.title,
                file: document.file!,
                subtitle: dated(document, sheet.language),
              })),
            } satisfies Block,
          ]
        : []),
      ...(missing.length > 0
        ? [
            {
              type: "list",
              title: say.missingDocuments,
              items: missing.map((document) => document.title),
            } satisfies Block,
          ]
        : []),
      ...(section.links.length > 0
        ? [
            {
              type: "links",
              items: section.links.map((link) => ({ label: link.label, href: link.href })),
            } satisfies Block,
          ]
        : []),
    ];
    return { type: "section", title: `${section.letter}: ${section.title}`, blocks };
  });
  if (!withPdf) return sections;
  return [...sections, { type: "links", items: [{ label: say.pdf, to: disclosurePdfPath }] }];
}
