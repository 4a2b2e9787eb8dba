import { Readable } from "node:stream";
import { extract, pack } from "tar-stream";
import { z } from "zod";
import { PageDocument, pagePath } from "#contracts/page-content.ts";
import { SchoolSettings } from "#contracts/school-settings.ts";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { isSafeRelativePath, type FileStore } from "../files/file-store.ts";
import { checkAttachment } from "../office/attachments.ts";
import { audit, type Actor } from "../office/audit.ts";
import { settleImports, startStaging } from "./archive-staging.ts";
import { writeContent } from "./content-changes.ts";
import { isOfficeUpload, officeUploadsOf } from "./office-uploads.ts";
import { appendVersion, currentSettings, listPages, pageForEditing } from "./pages.ts";
import type { School } from "./schools.ts";

// One school as one archive (a tar file): its pages' words as they stand on the site, its
// settings, its public files and the files staff uploaded through the office that its pages
// and records name (kept at their own addresses, `office/...`), so that another backend can serve the same school under
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
  const uploads = await officeUploadsOf(db, school.id, manifest);
  const archive = pack();
  const add = (name: string, bytes: Uint8Array) =>
    new Promise<void>((resolve, reject) =>
      archive.entry({ name, mtime: now }, Buffer.from(bytes), (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  void (async () => {
    try {
      archive.entry({ name: manifestName, mtime: now }, JSON.stringify(manifest, null, 1));
      for (const path of paths) {
        const bytes = await files.read(path);
        if (bytes) await add(`files/${path.slice(school.schoolCode.length + 1)}`, bytes);
      }
      for (const path of uploads) {
        const bytes = await files.read(path);
        if (bytes) await add(path, bytes);
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
 * page, the settings and every file are checked against today's rules before anything is
 * written (each file as an office upload is: pictures lose their metadata, PDFs must be plain).
 * The files are staged out of sight; then pages and settings go in as new versions in one
 * transaction, so earlier versions stay and can be restored; only then are the files put in
 * place. Paths that named the other school's folder are renamed to this one's; the office's
 * uploads keep their addresses.
 */
export async function importSchool(
  db: Db,
  files: FileStore,
  school: School,
  bytes: Uint8Array,
  actor: Actor,
): Promise<ImportOutcome> {
  // What an import cut short left behind goes first, so that it never piles up.
  await settleImports(db, files);
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

  const kept = new Map<string, Uint8Array>();
  for (const [name, content] of read.files) {
    const checked = await checkedFile(name, content);
    if (!checked.ok) return checked;
    const target = name.startsWith("office/")
      ? name
      : `${school.schoolCode}/${name.slice("files/".length)}`;
    // An upload already here (this school's own, or another's) is never replaced.
    if (target.startsWith("office/") && (await files.exists(target))) continue;
    kept.set(target, checked.bytes);
  }

  const staging = startStaging(files);
  try {
    for (const [target, content] of kept) await staging.write(target, content);
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
      // This line is the import's mark of being committed (archive-staging.ts).
      await audit(tx, school.id, actor, {
        action: "import",
        kind: "archive",
        recordId: staging.id,
        changes: {
          from: [null, from],
          pages: [null, pages.length],
          files: [null, read.files.size],
        },
      });
    });
  } catch (error) {
    await staging.discard().catch(() => {});
    throw error;
  }
  await staging.publish();
  return { ok: true, pages: pages.length, files: read.files.size, settings: Boolean(settings) };
}

/** An archive's file as an office upload would be judged, with its name where it fails. */
async function checkedFile(
  name: string,
  content: Uint8Array,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; error: string }> {
  const shown = name.startsWith("files/") ? name.slice("files/".length) : name;
  const refused = (reason: string) => ({
    ok: false as const,
    error: `The file ${shown} in the archive cannot be imported: ${reason} Nothing was imported.`,
  });
  const checked = await checkAttachment(content, { name, keepCleanPictures: true });
  if (!checked.ok) return refused(checked.error);
  // The site serves a file as its name's extension says, so name and content must agree.
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const agrees =
    extension === checked.extension || (extension === "jpeg" && checked.extension === "jpg");
  if (!agrees) {
    return refused(
      `its name ends in .${extension ?? ""} but it holds a ${checked.extension.toUpperCase()} file.`,
    );
  }
  return { ok: true, bytes: checked.bytes };
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
        } else if (
          (name.startsWith("files/") && isSafeRelativePath(name.slice(6))) ||
          isOfficeUpload(name)
        ) {
          if (files.size >= archiveLimits.files) throw new Error("too many files");
          files.set(name, new Uint8Array(Buffer.concat(chunks)));
        }
      }
    })();
    reader.end(Buffer.from(bytes));
    await done;
  } catch {
    return unreadable;
  }
  if (manifest === undefined) return unreadable;
  // Deeper than any page can be, and too deep to walk through without running out of stack.
  if (deeperThan(manifest, manifestDepth)) {
    return {
      ok: false,
      error: `The ${manifestName} in this archive is nested too deeply to be a school's site: nothing was imported.`,
    };
  }
  return { ok: true, manifest, files };
}

/** How deep school.json may nest: pages nest sections and tabs a few levels, not hundreds. */
const manifestDepth = 100;

/** Whether `value` holds arrays or objects nested more than `limit` deep; walked without recursion. */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (!item || typeof item !== "object") continue;
    if (depth >= limit) return true;
    for (const inner of Object.values(item)) stack.push([inner, depth + 1]);
  }
  return false;
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
