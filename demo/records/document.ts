// A generated PDF as data: its file, title, reference and blocks. Words in braces are filled
// from the record that carries the document (load.ts), so a notice's letter shows its dates.

import type { PdfBlock } from "../pdfs.ts";

/** A datesheet's table: one subject every other school day from `startDay` after its date. */
export interface DatesheetBlock {
  kind: "datesheet";
  startDay: number;
  subjects: string[];
}

export interface DocumentRecord {
  /** Under the school's uploads folder. */
  file: string;
  title: string;
  /** The document's date, in days from the record's date; 0 when left out. */
  day?: number;
  /** e.g. "CIR/41", printed as 'Ref: HLC/CIR/2026/041'. */
  reference?: string;
  /** A letter opens with this salutation and closes with regards and the principal's name. */
  letter?: string;
  /** Ends with the principal's signature (a letter always does). */
  signed?: boolean;
  blocks: (PdfBlock | DatesheetBlock)[];
}
