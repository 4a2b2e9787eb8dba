import { pack } from "tar-stream";

/** A tar archive of `entries` (name to content), as a school's archive is laid out. */
export async function tarOf(entries: [string, Uint8Array | string][]): Promise<Uint8Array> {
  const archive = pack();
  for (const [name, content] of entries) {
    archive.entry({ name }, typeof content === "string" ? content : Buffer.from(content));
  }
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive as AsyncIterable<Buffer>) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/** A school.json with no pages, as from the school `schoolCode`. */
export const manifestOf = (schoolCode: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 1,
    schoolCode,
    exportedAt: new Date().toISOString(),
    settings: null,
    pages: [],
    ...extra,
  });
