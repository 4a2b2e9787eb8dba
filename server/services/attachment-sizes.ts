import { isSafeRelativePath, type FileStore } from "../files/file-store.ts";

/** At most this many files are asked about at once (each is a stat, or a HEAD on S3). */
const atOnce = 8;

/**
 * The rows of a list that carries documents, each row with attachments given their sizes in
 * bytes as `attachmentSizes`, one per attachment in the same order (like an album's
 * `captions`): null for a link to elsewhere or a file the store does not have. The website
 * labels an attachment with it ("Notice (PDF, 120 KB)"). Read once per cached list answer.
 */
export async function withAttachmentSizes(
  rows: Record<string, unknown>[],
  files: FileStore,
): Promise<Record<string, unknown>[]> {
  const attachmentsOf = (row: Record<string, unknown>): string[] =>
    Array.isArray(row.attachments)
      ? row.attachments.filter((path): path is string => typeof path === "string")
      : [];
  const paths = [...new Set(rows.flatMap(attachmentsOf))].filter(isSafeRelativePath);
  const sizes = new Map<string, number>();
  for (let start = 0; start < paths.length; start += atOnce) {
    await Promise.all(
      paths.slice(start, start + atOnce).map(async (path) => {
        const file = await files.open(path).catch(() => undefined);
        if (file) sizes.set(path, file.size);
      }),
    );
  }
  return rows.map((row) => {
    if (!Array.isArray(row.attachments) || row.attachments.length === 0) return row;
    const attachmentSizes = row.attachments.map((path: unknown) =>
      typeof path === "string" ? (sizes.get(path) ?? null) : null,
    );
    return { ...row, attachmentSizes };
  });
}
