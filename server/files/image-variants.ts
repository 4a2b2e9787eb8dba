import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { imageWidths } from "#contracts/image-widths.ts";
import { openLocalFile, type StoredFile } from "./file-store.ts";

// libvips keeps recent operations and their pictures (up to 50 MB) for reuse, but each copy here
// is made once and then read from its folder: nothing would ever be reused.
sharp.cache(false);

const resizable = new Set([".jpg", ".jpeg", ".png", ".webp"]);

/** The widths pages ask for in `srcset`; any other `w` is ignored, so the cache stays bounded. */
export function variantWidth(query: string | undefined): number | undefined {
  const width = Number(query);
  return (imageWidths as readonly number[]).includes(width) ? width : undefined;
}

/**
 * A stored picture narrowed to `width` (never widened), as JPEG or, for browsers that say they
 * read it, WebP, so a phone is not sent a 1600-pixel photograph. The original's bytes come
 * from its store (a folder or a bucket); the narrowed copy is derived data, made once and kept
 * in a folder of this machine, named by the original's path and ETag: a changed original makes
 * a new copy, and the old one is no longer asked for.
 * Answers undefined for files that are not pictures; the original is served then.
 */
export class ImageVariants {
  private readonly making = new Map<string, Promise<StoredFile | undefined>>();
  private dir: Promise<string> | undefined;

  /** `dir`: where the copies are kept; by default a new folder in the system's temporary one. */
  constructor(dir?: string) {
    if (dir !== undefined) this.dir = Promise.resolve(dir);
  }

  async get(
    name: string,
    original: StoredFile,
    width: number,
    format: "jpeg" | "webp" = "jpeg",
  ): Promise<StoredFile | undefined> {
    if (!resizable.has(path.extname(name).toLowerCase())) return undefined;
    const key = createHash("sha256").update(`${name}\0${original.etag}`).digest("hex");
    this.dir ??= fs.promises.mkdtemp(path.join(os.tmpdir(), "image-variants-"));
    const target = path.join(
      await this.dir,
      String(width),
      `${key.slice(0, 32)}.${format === "webp" ? "webp" : "jpg"}`,
    );
    const made = await openLocalFile(target);
    if (made) return made;

    let pending = this.making.get(target);
    if (!pending) {
      pending = this.make(original, target, width, format).finally(() =>
        this.making.delete(target),
      );
      this.making.set(target, pending);
    }
    return pending;
  }

  private async make(
    original: StoredFile,
    target: string,
    width: number,
    format: "jpeg" | "webp",
  ): Promise<StoredFile | undefined> {
    // Read whole: sharp needs the entire picture, and a stored picture is at most 15 MB.
    const bytes = new Uint8Array(await new Response(await original.stream()).arrayBuffer());
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.part`;
    const narrowed = sharp(bytes).rotate().resize({ width, withoutEnlargement: true });
    await (
      format === "webp"
        ? narrowed.webp({ quality: 70 })
        : narrowed.jpeg({ quality: 72, mozjpeg: true })
    ).toFile(partial);
    await fs.promises.rename(partial, target);
    return openLocalFile(target);
  }
}
