// What an attachment's link says, so a parent knows what opens before choosing it: what it is
// (the item's noun), the kind of file and its size, e.g. "Notice (PDF, 120 KB)", and on a Hindi
// page "सूचना (PDF, 120 KB)".

import type { Language } from "#contracts/languages.ts";
import { fileKindWords } from "./item.words.ts";

export type FileKind = keyof (typeof fileKindWords)["en"];

/** The kind of file, by its name: a PDF, a picture, a link to another site, or a file. */
export function fileKind(path: string): FileKind {
  const name = path.split(/[?#]/)[0] ?? "";
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
  if (ext === "pdf") return "PDF";
  if (["jpg", "jpeg", "png", "webp", "gif", "avif"].includes(ext)) return "picture";
  return /^https?:\/\//i.test(path) ? "link" : "file";
}

/**
 * A size as people read it: whole KB under a thousand (never less than 1 KB), then MB with one
 * decimal under 10 MB and whole MB above (1 KB = 1024 bytes, as file managers count).
 */
export function formatFileSize(bytes: number): string {
  const kb = bytes / 1024;
  if (Math.round(kb) < 1000) return `${Math.max(1, Math.round(kb))} KB`;
  const mb = kb / 1024;
  if (mb < 9.95) return `${Number(mb.toFixed(1)).toString()} MB`;
  return `${Math.round(mb)} MB`;
}

/** What a file is: its kind and, when known, its size, e.g. "PDF, 120 KB" (a link has no size). */
export function fileFacts(path: string, bytes?: number | null, language: Language = "en"): string {
  const kind = fileKind(path);
  const size = typeof bytes === "number" && kind !== "link" ? formatFileSize(bytes) : "";
  return [fileKindWords[language][kind], size].filter(Boolean).join(", ");
}

/**
 * An attachment's label: the noun (numbered when an item has several), then the kind and, when
 * known, the size, e.g. "Notice (PDF, 120 KB)", "Circular 2 (PDF, 1.4 MB)", "Event (link)".
 */
export function attachmentLabel({
  noun,
  path,
  bytes,
  index = 0,
  count = 1,
  language = "en",
}: {
  /** What the item is called, in the page's language. */
  noun: string;
  path: string;
  bytes?: number | null;
  /** Its place among the item's attachments, from 0. */
  index?: number;
  count?: number;
  language?: Language;
}): string {
  const name = count > 1 ? `${noun} ${index + 1}` : noun;
  return `${name} (${fileFacts(path, bytes, language)})`;
}
