import { randomUUID } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import type { FileStore } from "../files/file-store.ts";
import { hasActiveContent } from "../files/pdf-active-content.ts";

/** The largest attachment of each kind, in bytes. */
export const attachmentLimits = { pdf: 25 * 1024 * 1024, picture: 15 * 1024 * 1024 } as const;

export type AttachmentVerdict =
  { ok: true; path: string; kind: "pdf" | "picture" } | { ok: false; error: string; status?: 413 };

const refusedKind =
  "Only PDF documents and JPEG, PNG or WebP pictures can be attached. This file is neither.";
const activePdf =
  "This PDF contains active content (scripts or actions that run when it is opened) or attached files, which the site does not publish. Please print it again to PDF, or save it as a plain PDF, and attach that.";
const megabytes = (bytes: number, digits = 0) => `${(bytes / 1024 / 1024).toFixed(digits)} MB`;

/** What a file holds once judged: its kind, the extension its name must carry, the bytes to keep. */
export type AttachmentCheck =
  | {
      ok: true;
      kind: "pdf" | "picture";
      extension: "pdf" | "jpg" | "png" | "webp";
      bytes: Uint8Array;
    }
  | { ok: false; error: string; status?: 413 };

/**
 * Takes a file a member of staff attached, judged by what it holds, never by its name (see
 * checkAttachment). What is kept is stored under a new name in `folder` (`office/` by
 * default), so it never runs.
 */
export async function acceptAttachment(
  files: FileStore,
  bytes: Uint8Array,
  now: Date,
  options: {
    folder?: string;
    /** The file's name as chosen: a name that says one kind over the other's content is refused. */
    name?: string;
    /** Pictures only (an album's photos). */
    only?: "pictures";
  } = {},
): Promise<AttachmentVerdict> {
  const checked = await checkAttachment(bytes, options);
  if (!checked.ok) return checked;
  const folder = `${options.folder ?? "office"}/${now.getUTCFullYear()}`;
  const path = `${folder}/${randomUUID()}.${checked.extension}`;
  await files.write(path, checked.bytes);
  return { ok: true, path, kind: checked.kind };
}

/**
 * Judges a file by what it holds: a PDF must open as one, with pages, and without scripts,
 * actions or attached files; a picture is decoded and encoded again (turned upright, and
 * without its EXIF and GPS data, which can tell where a child lives). Anything else, SVG and
 * HTML included, is refused. `keepCleanPictures` keeps a picture's own bytes when it carries
 * no metadata at all (a file this site kept before, moving in an archive), so that moving a
 * school does not lose quality to encoding its photos again each time.
 */
export async function checkAttachment(
  bytes: Uint8Array,
  options: { name?: string; only?: "pictures"; keepCleanPictures?: boolean } = {},
): Promise<AttachmentCheck> {
  const isPdf = startsWith(bytes, "%PDF-");
  const named = nameSays(options.name ?? "");
  // A PDF named photo.jpg (or a picture named notice.pdf) is not what the person meant to send,
  // or is meant to pass for what it is not: either way, said back rather than kept.
  if ((isPdf && named === "picture") || (!isPdf && named === "pdf" && pictureFormat(bytes))) {
    return {
      ok: false,
      error: `"${options.name}" is named as ${named === "pdf" ? "a PDF" : "a picture"} but holds ${isPdf ? "a PDF" : "a picture"}. Please check it is the file you meant, and save it with the right name.`,
    };
  }
  if (isPdf && options.only === "pictures") {
    return { ok: false, error: "Only photos (JPEG, PNG or WebP) can be added here, not a PDF." };
  }
  if (isPdf) {
    if (bytes.byteLength > attachmentLimits.pdf) {
      return tooLarge("A PDF", attachmentLimits.pdf, bytes.byteLength);
    }
    const unreadable = "This PDF could not be opened. Please save it again and retry.";
    let active: boolean;
    try {
      const document = await PDFDocument.load(bytes, {
        ignoreEncryption: true,
        updateMetadata: false,
      });
      // A header followed by anything at all loads as an empty document: a PDF has pages.
      if (document.getPageCount() === 0) return { ok: false, error: unreadable };
      active = hasActiveContent(document);
    } catch {
      return { ok: false, error: unreadable };
    }
    // Refused rather than cleaned: a copy with parts taken out may not read as its author
    // meant, and printing it again to PDF gives the school a plain file it can check.
    if (active) return { ok: false, error: activePdf };
    return { ok: true, kind: "pdf", extension: "pdf", bytes };
  }
  const format = pictureFormat(bytes);
  if (!format) return { ok: false, error: refusedKind };
  if (bytes.byteLength > attachmentLimits.picture) {
    return tooLarge("A picture", attachmentLimits.picture, bytes.byteLength);
  }
  const extension = format === "jpeg" ? "jpg" : format;
  let output: Buffer;
  try {
    // rotate() with no angle turns the picture as its EXIF says; the metadata is then dropped.
    const image = sharp(bytes, { failOn: "error", limitInputPixels: 60_000_000 });
    if (options.keepCleanPictures) {
      const { exif, xmp, iptc, icc } = await image.metadata();
      // Decoded in full, so that a file that only starts like a picture is not kept.
      await image.clone().raw().toBuffer();
      if (!exif && !xmp && !iptc && !icc) return { ok: true, kind: "picture", extension, bytes };
    }
    const upright = image.rotate();
    // Progressive rather than mozjpeg: a kept photo is encoded once and opened now and then,
    // and mozjpeg took 1.8 s of the processor for a camera's photo against 0.4 s, for 5 % fewer
    // bytes (decision 266); a progressive one draws whole, then sharpens, on a slow line.
    output =
      format === "png"
        ? await upright.png().toBuffer()
        : format === "webp"
          ? await upright.webp({ quality: 85 }).toBuffer()
          : await upright.jpeg({ quality: 85, progressive: true }).toBuffer();
  } catch {
    return { ok: false, error: "This picture could not be read. Please save it again and retry." };
  }
  return { ok: true, kind: "picture", extension, bytes: new Uint8Array(output) };
}

function tooLarge(
  what: string,
  limit: number,
  size: number,
): { ok: false; error: string; status: 413 } {
  return {
    ok: false,
    status: 413,
    error: `${what} may be ${megabytes(limit)} at most; this one is ${megabytes(size, 1)}. Please make it smaller and try again.`,
  };
}

/** What a file's name says it is, by its extension. */
function nameSays(name: string): "pdf" | "picture" | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === "pdf") return "pdf";
  return ["jpg", "jpeg", "png", "webp"].includes(extension ?? "") ? "picture" : undefined;
}

function startsWith(bytes: Uint8Array, text: string): boolean {
  return text.split("").every((char, i) => bytes[i] === char.charCodeAt(0));
}

/** The picture format by its signature bytes, for the three the site shows. */
function pictureFormat(bytes: Uint8Array): "jpeg" | "png" | "webp" | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (startsWith(bytes, "\x89PNG\r\n\x1a\n")) return "png";
  if (startsWith(bytes, "RIFF") && String.fromCharCode(...bytes.slice(8, 12)) === "WEBP") {
    return "webp";
  }
  return undefined;
}
