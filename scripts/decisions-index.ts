// Writes docs/decisions/README.md, the index of the decision log, from the decisions' own files:
//   npm run decisions
// A unit test (decisions-index.test.ts) fails while the index differs from what this writes.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";

export const decisionsFolder = fileURLToPath(new URL("../docs/decisions/", import.meta.url));

export interface Decision {
  number: number;
  file: string;
  /** Markdown, as the file's heading gives it. */
  title: string;
  /** Markdown: `accepted`, `accepted; amended by [N](file)`, or `replaced by [N](file)`. */
  status: string;
}

const fileName = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const statusRule = /^(accepted|accepted; amended by (.+)|replaced by (.+))$/;
const statusLink = /^\[(\d+)\]\((\d{3}-[a-z0-9-]+\.md)\)$/;

/** Every decision of `folder`, by number; throws on a file that breaks the form README.md asks. */
export async function readDecisions(folder = decisionsFolder): Promise<Decision[]> {
  const names = (await readdir(folder)).filter((name) => name !== "README.md").sort();
  const decisions: Decision[] = [];
  for (const file of names) {
    const named = fileName.exec(file);
    if (!named) throw new Error(`${file}: a decision's file is named NNN-short-title.md`);
    const text = await readFile(path.join(folder, file), "utf8");
    const heading = /^# (\d+)\. (.+)\n/.exec(text);
    if (!heading || Number(heading[1]) !== Number(named[1])) {
      throw new Error(`${file}: the first line is "# ${Number(named[1])}. Title"`);
    }
    // The status item, with any lines it was wrapped onto.
    const status = /^- Status: (.+(?:\n {2}.+)*)$/m.exec(text)?.[1]?.replace(/\n {2}/g, " ");
    if (!status || !statusRule.test(status)) {
      throw new Error(
        `${file}: "- Status: accepted", "accepted; amended by [N](file)" or "replaced by [N](file)"`,
      );
    }
    decisions.push({ number: Number(named[1]), file, title: heading[2]!, status });
  }
  const files = new Map(decisions.map((d) => [d.number, d.file]));
  for (const decision of decisions) {
    if (decisions.filter((d) => d.number === decision.number).length > 1) {
      throw new Error(`Two decisions are numbered ${decision.number}`);
    }
    const [, , amendedBy, replacedBy] = statusRule.exec(decision.status)!;
    for (const link of (amendedBy ?? replacedBy ?? "").split(", ").filter(Boolean)) {
      const [, number, file] = statusLink.exec(link) ?? [];
      if (!number || files.get(Number(number)) !== file || Number(number) <= decision.number) {
        throw new Error(
          `${decision.file}: "${link}" names no later decision's file as [N](NNN-title.md)`,
        );
      }
    }
  }
  return decisions;
}

const header = `# Decisions

Choices the specification leaves open, one file each: what was decided, why, and the spec section
or issue that raised it. The product decisions (\`shared/DECISIONS.md\`, beside the project) and
\`shared/ARCHITECTURE.md\` come first; these fill gaps. A decision that a later one changed in part says "amended by"; one that no
longer holds says "replaced by", and stays for its reasons.

To add a decision:

1. Take the next number (the last in the list below, plus one) and make
   \`NNN-short-title.md\` in this folder: three digits, then a few words of the title in lower case
   joined by \`-\`.
2. Write it in this form (the section line names the spec section, or the issue):

   \`\`\`md
   # 157. What was decided, in a few words

   - Status: accepted
   - Section: issue 34

   What holds now, and why, in a short paragraph.
   \`\`\`

3. If it changes an earlier decision, set that one's status to
   \`accepted; amended by [157](157-short-title.md)\`, or to \`replaced by [157](157-short-title.md)\`
   when nothing of it holds any more.
4. Run \`npm run decisions\` to write this list again. A unit test
   (\`scripts/decisions-index.test.ts\`) fails while it is out of date or a file breaks this form.

This file is written by \`scripts/decisions-index.ts\`; edit the decisions, not this list.
`;

/** The index README.md should hold for these decisions, formatted as Prettier keeps it. */
export async function decisionsIndex(folder = decisionsFolder): Promise<string> {
  const decisions = await readDecisions(folder);
  const lines = decisions.map((d) => `- [${d.number}. ${d.title}](${d.file}): ${d.status}`);
  const index = path.join(folder, "README.md");
  const options = (await resolveConfig(index)) ?? {};
  return format(`${header}\n${lines.join("\n")}\n`, { ...options, filepath: index });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(path.join(decisionsFolder, "README.md"), await decisionsIndex());
  console.log(`Wrote ${path.relative(process.cwd(), decisionsFolder)}/README.md`);
}
