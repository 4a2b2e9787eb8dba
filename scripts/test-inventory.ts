import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// Every test of the project by its full name (file's describe blocks and title) with what it
// asserts (each expect, one line), read from the source of the working tree or of a commit. With
// `--since REV` it lists the tests of REV whose name no test of the tree has any more, so moving
// a test from one project to another loses none unseen (a moved test keeps its name).
//
//   node scripts/test-inventory.ts                  the tree's tests, as Markdown
//   node scripts/test-inventory.ts --rev c036318    a commit's
//   node scripts/test-inventory.ts --since c036318  tests of that commit missing from the tree

interface Test {
  file: string;
  name: string;
  asserts: string[];
}

const testFile = /(^|\/)[^/]+\.test\.tsx?$/;
const roots = ["app", "content", "contracts", "demo", "scripts", "server", "tests"];

function files(rev?: string): Map<string, string> {
  const listed = rev
    ? execFileSync("git", ["ls-tree", "-r", "--name-only", rev, "--", ...roots], {
        encoding: "utf8",
      })
    : execFileSync(
        "git",
        ["ls-files", "--cached", "--others", "--exclude-standard", "--", ...roots],
        {
          encoding: "utf8",
        },
      );
  const sources = new Map<string, string>();
  for (const file of listed.split("\n").filter((f) => testFile.test(f))) {
    if (!rev && !fs.existsSync(file)) continue;
    sources.set(
      file,
      rev
        ? execFileSync("git", ["show", `${rev}:${file}`], { encoding: "utf8", maxBuffer: 1 << 26 })
        : fs.readFileSync(file, "utf8"),
    );
  }
  return sources;
}

const blocks = new Set(["describe", "it", "test"]);

/** The called name of `describe(...)`, `it.each(...)(...)`, `test.skip(...)`: its first word. */
function calleeWord(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return calleeWord(node.expression);
  if (ts.isCallExpression(node)) return calleeWord(node.expression);
  return undefined;
}

function title(node: ts.Expression | undefined, source: ts.SourceFile): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return node.getText(source);
}

export function testsOf(file: string, text: string): Test[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const tests: Test[] = [];
  const visit = (node: ts.Node, names: string[], current: Test | undefined) => {
    if (ts.isCallExpression(node)) {
      const word = calleeWord(node.expression);
      const name = title(node.arguments[0], source);
      if (word && blocks.has(word) && name !== undefined) {
        if (word === "describe") {
          node.arguments.slice(1).forEach((arg) => visit(arg, [...names, name], current));
          return;
        }
        const test = { file, name: [...names, name].join(" › "), asserts: [] };
        tests.push(test);
        node.arguments.slice(1).forEach((arg) => visit(arg, names, test));
        return;
      }
      if (current && isAssertion(node)) {
        current.asserts.push(node.getText(source).replace(/\s+/g, " ").slice(0, 160));
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, names, current));
  };
  visit(source, [], undefined);
  return tests;
}

/** A call whose callee chain starts at `expect` and that is not itself part of a longer chain. */
function isAssertion(node: ts.CallExpression): boolean {
  if (calleeWord(node.expression) !== "expect") return false;
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === node) return false;
  return true;
}

export function inventory(rev?: string): Test[] {
  return [...files(rev)].flatMap(([file, text]) => testsOf(file, text));
}

function markdown(tests: Test[]): string {
  const lines: string[] = [];
  let file = "";
  for (const test of tests) {
    if (test.file !== file) {
      file = test.file;
      lines.push("", `## ${file}`);
    }
    lines.push(`- ${test.name}`);
    for (const assert of test.asserts) lines.push(`  - \`${assert}\``);
  }
  return lines.join("\n").trim() + "\n";
}

function main(args: string[]) {
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : args[at + 1];
  };
  const since = option("--since");
  if (since) {
    const now = new Set(inventory().map((t) => t.name));
    const missing = inventory(since).filter((t) => !now.has(t.name));
    for (const test of missing) console.log(`${test.file}: ${test.name}`);
    console.log(`${missing.length} test(s) of ${since} have no test of that name now`);
    process.exitCode = missing.length === 0 ? 0 : 1;
    return;
  }
  const tests = inventory(option("--rev"));
  process.stdout.write(markdown(tests));
  const asserts = tests.reduce((n, t) => n + t.asserts.length, 0);
  console.error(`${tests.length} tests, ${asserts} assertions written out`);
}

if (path.resolve(process.argv[1] ?? "") === import.meta.filename) main(process.argv.slice(2));
