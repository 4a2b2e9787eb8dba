import { Readable } from "node:stream";
import { extract, pack } from "tar-stream";
import { z } from "zod";
import { PageDocument, pagePath } from "#contracts/page-content.ts";
import { SchoolSettings } from "#contracts/school-settings.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { isSafeRelativePath, type FileStore } from "../files/file-store.ts";
import { audit, type Actor } from "../office/audit.ts";
import { writeContent } from "./content-changes.ts";
import { appendVersion, currentSettings, listPages, pageForEditing } from "./pages.ts";
import type { School } from "./schools.ts";

// One school as one archive (a tar file): its pages' words as they stand on the site, its
// settings and its public files, so that another backend can serve the same school under
// another code within minutes. Certificates (children's private files), records, accounts and
// the audit log stay where they are.

const manifestName = "school.json";

const Manifest = z.object({
  format: z.literal(1),
  schoolCode: z.string(),
  exportedAt: z.string(),
  settings: z.unknown(),
  pages: z.array(z.object({ path: pagePath, document: z.unknown() })).max(500),
});

/** The archive's bytes, made as they are read; files are read one at a time. */
export async function exportSchool(
  db: Db,
  files: FileStore,
  school: School,
  now: Date,
): Promise<ReadableStream<Uint8Array>> {
  const listed = await listPages(db, school.id, now);
  const pages: { path: string; document: PageDocument }[] = [];
  for (const { path, live } of listed) {
    if (!live) continue;
    const page = await pageForEditing(db, school.id, path, live.number);
    if (page) pages.push({ path: page.path, document: page.document });
  }
  const settings = (await currentSettings(db, school.id))?.settings ?? null;
  const manifest = {
    format: 1,
    schoolCode: school.schoolCode,
    exportedAt: now.toISOString(),
    settings,
    pages,
  };
  const paths = await files.list(school.schoolCode);
  const archive = pack();
  void (async () => {
    try {
      archive.entry({ name: manifestName, mtime: now }, JSON.stringify(manifest, null, 1));
      for (const path of paths) {
        const bytes = await files.read(path);
        if (!bytes) continue;
        const inside = path.slice(school.schoolCode.length + 1);
        await new Promise<void>((resolve, reject) =>
          archive.entry({ name: `files/${inside}`, mtime: now }, bytes, (error) =>
            error ? reject(error) : resolve(),
          ),
        );
      }
      archive.finalize();
    } catch (error) {
      archive.destroy(error as Error);
    }
  })();
  // tar-stream's streams are not Node's: read through as an async iterable.
  return Readable.toWeb(
    Readable.from(archive as AsyncIterable<Uint8Array>),
  ) as ReadableStream<Uint8Array>;
}

export type ImportOutcome =
  { ok: true; pages: number; files: number; settings: boolean } | { ok: false; error: string };

/** Files and pages an archive may hold: a school's public folder, not a whole disk. */
const archiveLimits = { files: 20_000, entryBytes: 30 * 1024 * 1024 };

/**
 * Reads an archive made by `exportSchool` (of this school or another) into `school`: every
 * page and the settings are checked against today's rules before anything is written; the
 * files go in first, then pages and settings as new versions in one transaction, so earlier
 * versions stay and can be restored. Paths that named the other school's folder are renamed
 * to this one's.
 */
export async function importSchool(
  db: Db,
  files: FileStore,
  school: School,
  bytes: Uint8Array,
  actor: Actor,
): Promise<ImportOutcome> {
  const read = await readArchive(bytes);
  if (!read.ok) return read;
  const manifest = Manifest.safeParse(read.manifest);
  if (!manifest.success) return { ok: false, error: "This is not an archive of a school's site." };
  const from = manifest.data.schoolCode;
  const moved = <T>(value: T): T => renamed(value, `${from}/`, `${school.schoolCode}/`);

  const pages: { path: string; document: PageDocument }[] = [];
  for (const page of manifest.data.pages) {
    const document = PageDocument.safeParse(moved(page.document));
    if (!document.success) {
      return {
        ok: false,
        error: `The page ${page.path} in the archive breaks a rule: nothing was imported.`,
      };
    }
    pages.push({ path: page.path, document: document.data });
  }
  const settings =
    manifest.data.settings === null
      ? undefined
      : SchoolSettings.safeParse(moved(manifest.data.settings));
  if (settings && !settings.success) {
    return { ok: false, error: "The settings in the archive break a rule: nothing was imported." };
  }

  for (const [inside, content] of read.files) {
    await files.write(`${school.schoolCode}/${inside}`, content);
  }
  await writeContent(db, school.id, async (tx) => {
    for (const page of pages) {
      await appendVersion(tx, school.id, page, actor.name, `import from ${from}`);
    }
    if (settings?.success) {
      const before = await currentSettings(tx, school.id);
      await tx.insert(t.schoolSettings).values({
        schoolId: school.id,
        number: (before?.number ?? 0) + 1,
        document: settings.data,
        savedBy: actor.name,
      });
    }
    await audit(tx, school.id, actor, {
      action: "import",
      kind: "archive",
      changes: {
        from: [null, from],
        pages: [null, pages.length],
        files: [null, read.files.size],
      },
    });
  });
  return { ok: true, pages: pages.length, files: read.files.size, settings: Boolean(settings) };
}

/** The manifest and the files of a tar archive, or why it cannot be read. */
async function readArchive(
  bytes: Uint8Array,
): Promise<
  { ok: true; manifest: unknown; files: Map<string, Uint8Array> } | { ok: false; error: string }
> {
  const files = new Map<string, Uint8Array>();
  let manifest: unknown;
  const reader = extract();
  const unreadable = {
    ok: false as const,
    error: "This file is not an archive of a school's site.",
  };
  try {
    const done = (async () => {
      for await (const entry of reader) {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > archiveLimits.entryBytes) throw new Error("entry too large");
          chunks.push(chunk);
        }
        const { name, type } = entry.header;
        if (type !== "file") continue;
        if (name === manifestName) {
          manifest = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        } else if (name.startsWith("files/") && isSafeRelativePath(name.slice(6))) {
          if (files.size >= archiveLimits.files) throw new Error("too many files");
          files.set(name.slice(6), new Uint8Array(Buffer.concat(chunks)));
        }
      }
    })();
    reader.end(Buffer.from(bytes));
    await done;
  } catch {
    return unreadable;
  }
  return manifest === undefined ? unreadable : { ok: true, manifest, files };
}

/** `value` with every string that starts with `from` starting with `to` instead. */
function renamed<T>(value: T, from: string, to: string): T {
  if (typeof value === "string")
    return (value.startsWith(from) ? to + value.slice(from.length) : value) as T;
  if (Array.isArray(value)) return value.map((item) => renamed(item, from, to)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, renamed(item, from, to)]),
    ) as T;
  }
  return value;
}
