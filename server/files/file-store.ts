import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

/**
 * Where photos and PDFs are kept, addressed by relative paths that come from the outside world
 * (`HLCA/public/pdf/BOOK_LIST_I.pdf`). A folder on this machine (LocalFileStore) or an
 * S3-compatible bucket (S3FileStore), so that several machines can share one. Every path is
 * checked with isSafeRelativePath before use: a path that fails names nothing, so it is never
 * read (undefined, false) and never written (an error).
 */
export interface FileStore {
  /** Keeps `bytes` at `path`, replacing what was there; a reader sees the old or the new file. */
  write(path: string, bytes: Uint8Array): Promise<void>;
  /** The whole file, or undefined when there is none. */
  read(path: string): Promise<Uint8Array | undefined>;
  exists(path: string): Promise<boolean>;
  /** What serving a file needs, or undefined when there is none; nothing is read yet. */
  open(path: string): Promise<StoredFile | undefined>;
  /** Every file inside `folder` (a safe relative path), as paths from the store's root. */
  list(folder: string): Promise<string[]>;
  /** Puts the file at `from` at `to` instead, replacing what was there. */
  move(from: string, to: string): Promise<void>;
  /** Removes `folder` and everything in it (half-written files too); nothing there is fine. */
  remove(folder: string): Promise<void>;
  /** Removes the file at `path`; none there is fine. */
  delete(path: string): Promise<void>;
}

/** One stored file as it was when opened. */
export interface StoredFile {
  size: number;
  lastModified: Date;
  /** Quoted, as HTTP sends it; changes whenever the file's content does. */
  etag: string;
  /**
   * The file's bytes, all of them or `start` to `end` inclusive (a byte range), read only as
   * the stream is. A file changed since it was opened fails rather than mixes two versions,
   * where the store can tell (S3's If-Match).
   */
  stream(range?: { start: number; end: number }): Promise<ReadableStream<Uint8Array>>;
}

export function isSafeRelativePath(relative: string): boolean {
  if (relative.length === 0 || relative.length > 1024) return false;
  if (/[\0\\]/.test(relative) || relative.startsWith("/") || /^[a-zA-Z]:/.test(relative)) {
    return false;
  }
  return relative
    .split("/")
    .every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/** A folder on this machine: the default, for one machine. */
export class LocalFileStore implements FileStore {
  readonly root: string;
  private readonly realRoot: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    fs.mkdirSync(this.root, { recursive: true });
    this.realRoot = fs.realpathSync(this.root);
  }

  async write(relative: string, bytes: Uint8Array): Promise<void> {
    const full = await this.locate(relative);
    if (!full) throw new Error(`Unsafe file path: ${relative}`);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    // Written beside and renamed into place, so that a file being served is never half new.
    const partial = `${full}.${randomUUID()}.part`;
    try {
      await fs.promises.writeFile(partial, bytes);
      await fs.promises.rename(partial, full);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
  }

  async read(relative: string): Promise<Uint8Array | undefined> {
    const full = await this.locate(relative);
    if (!full) return undefined;
    try {
      const stat = await fs.promises.stat(full);
      return stat.isFile() ? new Uint8Array(await fs.promises.readFile(full)) : undefined;
    } catch {
      return undefined;
    }
  }

  async exists(relative: string): Promise<boolean> {
    return (await this.open(relative)) !== undefined;
  }

  async open(relative: string): Promise<StoredFile | undefined> {
    const full = await this.locate(relative);
    return full === undefined ? undefined : openLocalFile(full);
  }

  async list(folder: string): Promise<string[]> {
    const full = await this.locate(folder);
    if (!full) return [];
    const entries = await fs.promises
      .readdir(full, { recursive: true, withFileTypes: true })
      .catch(() => []);
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith(".part"))
      .map((entry) =>
        path
          .relative(this.realRoot, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join("/"),
      )
      .sort();
  }

  async move(from: string, to: string): Promise<void> {
    const [source, target] = await Promise.all([this.locate(from), this.locate(to)]);
    if (!source || !target) throw new Error(`Unsafe file path: ${from} or ${to}`);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // One rename: a reader sees the old file or the new, never part of one.
    await fs.promises.rename(source, target);
  }

  async remove(folder: string): Promise<void> {
    const full = await this.locate(folder);
    if (!full) throw new Error(`Unsafe file path: ${folder}`);
    await fs.promises.rm(full, { recursive: true, force: true });
  }

  async delete(relative: string): Promise<void> {
    const full = await this.locate(relative);
    if (!full) throw new Error(`Unsafe file path: ${relative}`);
    await fs.promises.rm(full, { force: true });
  }

  /**
   * The real path of `relative` inside the store, or undefined when the path is malformed or
   * would leave the store: parent segments, absolute paths, backslashes, NUL bytes, and
   * symbolic links that point outside, in the file itself or in any folder on its way (so a
   * writer cannot be led out through a linked folder either).
   */
  private async locate(relative: string): Promise<string | undefined> {
    if (!isSafeRelativePath(relative)) return undefined;
    const full = path.resolve(this.root, relative);
    if (!full.startsWith(this.root + path.sep)) return undefined;
    // The deepest part that exists, with its links followed; the rest is yet to be made.
    const missing: string[] = [];
    for (let existing = full; ; existing = path.dirname(existing)) {
      try {
        const real = path.join(await fs.promises.realpath(existing), ...missing);
        return real.startsWith(this.realRoot + path.sep) ? real : undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT" || existing === this.root) {
          return undefined;
        }
        missing.unshift(path.basename(existing));
      }
    }
  }
}

/**
 * A file on this machine's disk, opened for serving: the store's files, narrowed pictures and
 * the built website's files alike. Its ETag is made of size and modification time, which the
 * website's in-memory files use too, so either way of answering gives the same validator.
 */
export async function openLocalFile(full: string): Promise<StoredFile | undefined> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(full);
  } catch {
    return undefined;
  }
  if (!stat.isFile()) return undefined;
  return {
    size: stat.size,
    lastModified: stat.mtime,
    etag: localEtag(stat),
    // Never past the size that was opened: a file replaced meanwhile is cut, not overrun.
    stream: async ({ start, end } = { start: 0, end: stat.size - 1 }) =>
      end < start
        ? new Blob([]).stream()
        : (Readable.toWeb(fs.createReadStream(full, { start, end })) as ReadableStream<Uint8Array>),
  };
}

export function localEtag(stat: { size: number; mtimeMs: number }): string {
  return `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}
