import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { decisionsFolder, decisionsIndex, readDecisions } from "./decisions-index.ts";

describe("the decision log", () => {
  it("has an index that lists every decision as its file says (npm run decisions writes it)", async () => {
    const onDisk = await readFile(path.join(decisionsFolder, "README.md"), "utf8");
    expect(onDisk).toBe(await decisionsIndex());
    // The first run loads Prettier's Markdown printer: seconds on a busy machine.
  }, 30_000);

  it("numbers its decisions from 1 without a gap", async () => {
    const numbers = (await readDecisions()).map((d) => d.number);
    expect(numbers.length).toBeGreaterThanOrEqual(156);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it("marks the decisions that no longer hold as replaced, naming what replaced them", async () => {
    const decisions = await readDecisions();
    const status = (n: number) => decisions.find((d) => d.number === n)!.status;
    expect(status(19)).toBe(
      "replaced by [125](125-the-header-one-row-on-a-phone-no-paint-of-half-a.md)",
    );
    expect(status(36)).toBe("replaced by [63](063-no-hydration-code.md)");
    expect(status(1)).toBe("accepted");
  });
});

describe("reading a decision log", () => {
  let folder: string | undefined;
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true });
    folder = undefined;
  });

  async function log(files: Record<string, string>): Promise<string> {
    folder = await mkdtemp(path.join(tmpdir(), "decisions-"));
    for (const [name, text] of Object.entries(files)) {
      await writeFile(path.join(folder, name), text);
    }
    return folder;
  }
  const decision = (n: number, title: string, status: string) =>
    `# ${n}. ${title}\n\n- Status: ${status}\n- Section: issue 34\n\nWhat and why.\n`;

  it("lists each decision with its status, linked", async () => {
    const index = await decisionsIndex(
      await log({
        "001-old-way.md": decision(1, "Old way", "replaced by [2](002-new-way.md)"),
        "002-new-way.md": decision(2, "New way", "accepted"),
      }),
    );
    expect(index).toContain("- [1. Old way](001-old-way.md): replaced by [2](002-new-way.md)\n");
    expect(index).toContain("- [2. New way](002-new-way.md): accepted\n");
  });

  it("refuses a status that names no later decision's file", async () => {
    await expect(
      readDecisions(
        await log({
          "001-old-way.md": decision(1, "Old way", "replaced by [3](003-gone.md)"),
          "002-new-way.md": decision(2, "New way", "accepted"),
        }),
      ),
    ).rejects.toThrow(/001-old-way.md: "\[3\]\(003-gone.md\)" names no later decision/);
    await expect(
      readDecisions(
        await log({ "001-old-way.md": decision(1, "Old way", "replaced by [1](001-old-way.md)") }),
      ),
    ).rejects.toThrow(/names no later decision/);
  });

  it("refuses a file named otherwise, a heading of another number and an unknown status", async () => {
    await expect(
      readDecisions(await log({ "1-old.md": decision(1, "Old", "accepted") })),
    ).rejects.toThrow(/named NNN-short-title.md/);
    await rm(folder!, { recursive: true });
    await expect(
      readDecisions(await log({ "002-old.md": decision(1, "Old", "accepted") })),
    ).rejects.toThrow(/first line is "# 2. Title"/);
    await rm(folder!, { recursive: true });
    await expect(
      readDecisions(await log({ "001-old.md": decision(1, "Old", "stale") })),
    ).rejects.toThrow(/Status: accepted/);
  });
});
