import { randomUUID } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import type { FileStore } from "../files/file-store.ts";

/** The largest attachment of each kind, in bytes. */
export const attachmentLimits = { pdf: 25 * 1024 * 1024, picture: 15 * 1024 * 1024 } as const;

export type AttachmentVerdict =
  { ok: true; path: string; kind: "pdf" | "picture" } | { ok: false; error: string; status?: 413 };

const refusedKind =
  "Only PDF documents and JPEG, PNG or WebP pictures can be attached. This file is neither.";
const megabytes = (bytes: number, digits = 0) => `${(bytes / 1024 / 1024).toFixed(digits)} MB`;

/**
 * Takes a file a member of staff attached, judged by what it holds, never by its name: a PDF
 * must open as one; a picture is decoded and encoded again (turned upright, and without its
 * EXIF and GPS data, which can tell where a child lives). Anything else, SVG and HTML included,
 * is refused. What is kept is stored under a new name in `folder` (`office/` by default), so
 * it never runs.
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
  const folder = `${options.folder ?? "office"}/${now.getUTCFullYear()}`;
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
    try {
      const document = await PDFDocument.load(bytes, {
        ignoreEncryption: true,
        updateMetadata: false,
      });
      // A header followed by anything at all loads as an empty document: a PDF has pages.
      if (document.getPageCount() === 0) return { ok: false, error: unreadable };
    } catch {
      return { ok: false, error: unreadable };
    }
    const path = `${folder}/${randomUUID()}.pdf`;
    await files.write(path, bytes);
    return { ok: true, path, kind: "pdf" };
  }
  const format = pictureFormat(bytes);
  if (!format) return { ok: false, error: refusedKind };
  if (bytes.byteLength > attachmentLimits.picture) {
    return tooLarge("A picture", attachmentLimits.picture, bytes.byteLength);
  }
  let output: Buffer;
  try {
    // rotate() with no angle turns the picture as its EXIF says; the metadata is then dropped.
    const image = sharp(bytes, { failOn: "error", limitInputPixels: 60_000_000 }).rotate();
    output =
      format === "png"
        ? await image.png().toBuffer()
        : format === "webp"
          ? await image.webp({ quality: 85 }).toBuffer()
          : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch {
    return { ok: false, error: "This picture could not be read. Please save it again and retry." };
  }
  const path = `${folder}/${randomUUID()}.${format === "jpeg" ? "jpg" : format}`;
  await files.write(path, output);
  return { ok: true, path, kind: "picture" };
}

function tooLarge(what: string, limit: number, size: number): AttachmentVerdict {
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
