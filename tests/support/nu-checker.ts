import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

// The Nu HTML Checker (vnu.jar, the W3C's validator) run once over many documents: one Java
// start for the lot, on Debian's Java (scripts/install-test-deps.sh installs it).

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

export interface NuMessage {
  line?: number;
  message: string;
  extract?: string;
}

interface NuReport {
  messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[];
}

/** The checker's errors for each document, by name (an empty list for a valid one). */
export async function checkHtml(
  documents: ReadonlyMap<string, string>,
): Promise<Map<string, NuMessage[]>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "nu-check-"));
  const names = [...documents.keys()];
  const files = names.map((name, index) => {
    const file = path.join(folder, `${index}.html`);
    fs.writeFileSync(file, documents.get(name)!);
    return file;
  });
  try {
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        "java",
        ["-jar", vnuJar, "--errors-only", "--exit-zero-always", "--format", "json", ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, stderr) => (error ? reject(error) : resolve(stderr)),
      ),
    );
    const report = JSON.parse(output) as NuReport;
    const found = new Map<string, NuMessage[]>(names.map((name) => [name, []]));
    for (const { type, url, lastLine, message, extract } of report.messages) {
      if (type !== "error" && type !== "non-document-error") continue;
      const index = Number(/(\d+)\.html$/.exec(url ?? "")?.[1]);
      const name = names[index] ?? "(the checker itself)";
      found.set(name, [...(found.get(name) ?? []), { line: lastLine, message, extract }]);
    }
    return found;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
