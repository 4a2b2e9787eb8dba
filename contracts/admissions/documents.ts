import type { Answers } from "./application.ts";
import type { Language } from "../languages.ts";

// The documents an application carries (issue 39): each one a PDF or a picture, judged by its
// content when it comes, and kept in the private store, never at an address of its own.

export const documentKinds = ["birthCertificate", "photo", "reportCard"] as const;
export type DocumentKind = (typeof documentKinds)[number];

export interface ApplicationDocument {
  kind: DocumentKind;
  /** Where the private store keeps it. */
  path: string;
  /** The file's name as the family's device gave it, for the office. */
  name: string;
  bytes: number;
  type: "pdf" | "picture";
  addedAt: string;
}

/** The documents an application must carry: Nursery has no report card yet. */
export const documentsAsked = (answers: Answers): DocumentKind[] =>
  answers.className === "Nursery" ? ["birthCertificate", "photo"] : [...documentKinds];

/** The documents still missing from an application. */
export const missingDocuments = (answers: Answers, documents: readonly ApplicationDocument[]) =>
  documentsAsked(answers).filter((kind) => !documents.some((one) => one.kind === kind));

/** Each document's name, as the form and the acknowledgement say it. */
export const documentLabels = {
  en: {
    birthCertificate: "Birth certificate",
    photo: "Photograph",
    reportCard: "Last report card",
  },
  hi: { birthCertificate: "जन्म प्रमाण पत्र", photo: "फ़ोटो", reportCard: "पिछला रिपोर्ट कार्ड" },
} as const satisfies Record<Language, Record<DocumentKind, string>>;
