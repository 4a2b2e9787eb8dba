import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { imageWidths } from "#contracts/image-widths.ts";

const resizable = new Set([".jpg", ".jpeg", ".png", ".webp"]);

/** The widths pages ask for in `srcset`; any other `w` is ignored, so the cache stays bounded. */
export function variantWidth(query: string | undefined): number | undefined {
  const width = Number(query);
  return (imageWidths as readonly number[]).includes(width) ? width : undefined;
}

/**
 * A stored picture narrowed to `width` (never widened), as JPEG or, for browsers that say they
 * read it, WebP; made once and kept on disk beside the store, so a phone is not sent a
 * 1600-pixel photograph. A changed original makes a new one.
 * Answers undefined for files that are not pictures; the original is served then.
 */
export class ImageVariants {
  private readonly making = new Map<string, Promise<string>>();
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  async get(
    original: string,
    width: number,
    format: "jpeg" | "webp" = "jpeg",
  ): Promise<string | undefined> {
    if (!resizable.has(path.extname(original).toLowerCase())) return undefined;
    let source: fs.Stats;
    try {
      source = await fs.promises.stat(original);
    } catch {
      return undefined;
    }
    const name = createHash("sha256").update(original).digest("hex").slice(0, 32);
    const target = path.join(
      this.dir,
      String(width),
      `${name}.${format === "webp" ? "webp" : "jpg"}`,
    );
    const made = await fs.promises.stat(target).catch(() => undefined);
    if (made && made.mtimeMs >= source.mtimeMs) return target;

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
    original: string,
    target: string,
    width: number,
    format: "jpeg" | "webp",
  ): Promise<string> {
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.part`;
    const narrowed = sharp(original).rotate().resize({ width, withoutEnlargement: true });
    await (
      format === "webp"
        ? narrowed.webp({ quality: 70 })
        : narrowed.jpeg({ quality: 72, mozjpeg: true })
    ).toFile(partial);
    await fs.promises.rename(partial, target);
    return target;
  }
}
