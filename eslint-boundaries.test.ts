import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The folder rules of eslint.config.js, run on code that exists only here: each case lints one
// import as if it were written in `file`, which need not exist.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL(".", import.meta.url)),
  overrideConfigFile: "eslint.config.js",
});

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: file });
  return result!.messages
    .filter((m) =>
      ["@typescript-eslint/no-restricted-imports", "no-restricted-syntax"].includes(m.ruleId ?? ""),
    )
    .map((m) => m.message);
}

// The first lint loads the configuration and its plugins: seconds on a busy machine.
beforeAll(() => eslint.lintText("", { filePath: "contracts/example.ts" }), 60_000);

const importOf = (source: string) => `import * as other from "${source}";\nvoid other;`;

/** [the file that imports, what it imports by alias, the same by a relative path] */
type Forbidden = [file: string, alias: string, relative: string];

const forbidden: Record<string, Forbidden[]> = {
  "contracts/ imports no app/, server/, content/ or demo/": [
    ["contracts/example.ts", "#app/pages.ts", "../app/pages.ts"],
    ["contracts/example.ts", "#server/db/db.ts", "../server/db/db.ts"],
    ["contracts/example.ts", "#content/site.ts", "../content/site.ts"],
    ["contracts/example.ts", "#demo/demo-settings.ts", "../demo/demo-settings.ts"],
  ],
  "app/ and content/ import no server/ or demo/": [
    ["app/frame/example.tsx", "#server/db/db.ts", "../../server/db/db.ts"],
    ["app/frame/example.tsx", "#demo/demo-settings.ts", "../../demo/demo-settings.ts"],
    ["content/example.ts", "#server/db/db.ts", "../server/db/db.ts"],
    ["content/pages/example.ts", "#demo/demo-settings.ts", "../../demo/demo-settings.ts"],
  ],
  "server/ imports no app/, content/ or demo/": [
    ["server/http/example.ts", "#app/pages.ts", "../../app/pages.ts"],
    ["server/http/example.ts", "#content/site.ts", "../../content/site.ts"],
    ["server/http/example.ts", "#demo/demo-settings.ts", "../../demo/demo-settings.ts"],
    ["server/example.ts", "#app/website.server.ts", "../app/website.server.ts"],
  ],
  "demo/ imports no app/": [
    ["demo/example.ts", "#app/pages.ts", "../app/pages.ts"],
    ["demo/records/example.ts", "#app/school.ts", "../../app/school.ts"],
  ],
};

describe("the folder boundaries", () => {
  for (const [rule, cases] of Object.entries(forbidden)) {
    describe(rule, () => {
      for (const [file, alias, relative] of cases) {
        for (const source of [alias, relative]) {
          it(`refuses ${source} in ${file}`, async () => {
            const folder = alias.slice(1, alias.indexOf("/"));
            expect(await refusals(file, importOf(source))).toEqual([
              expect.stringContaining(`This folder does not import ${folder}/`),
            ]);
          });
        }
      }
    });
  }

  it("refuses a re-export and a type import across a boundary as well", async () => {
    expect(
      await refusals("server/example.ts", `export { pages } from "#app/pages.ts";`),
    ).toHaveLength(1);
    expect(
      await refusals("server/example.ts", `import type { Website } from "#app/website.server.ts";`),
    ).toHaveLength(1);
  });

  const allowed: [file: string, source: string][] = [
    ["contracts/example.ts", "./dates.ts"],
    ["contracts/example.ts", "#contracts/dates.ts"],
    ["app/frame/example.tsx", "#contracts/dates.ts"],
    ["app/frame/example.tsx", "#content/site.ts"],
    ["app/frame/example.tsx", "../../content/site.ts"],
    ["app/frame/example.tsx", "../content/blocks.tsx"],
    ["app/frame/example.tsx", "../website.server.ts"],
    ["content/example.ts", "#contracts/page-content.ts"],
    ["server/http/example.ts", "./app.ts"],
    ["server/http/example.ts", "../db/db.ts"],
    ["server/http/example.ts", "#server/db/db.ts"],
    ["server/http/example.ts", "#contracts/config.ts"],
    ["server/http/example.ts", "react-dom/server"],
    ["demo/example.ts", "#server/db/db.ts"],
    ["demo/example.ts", "#content/site.ts"],
    ["demo/example.ts", "#contracts/dates.ts"],
    // Tests take the demo school as their example data.
    ["server/office/example.test.ts", "#demo/demo-settings.ts"],
    ["contracts/example.test.ts", "../demo/demo-settings.ts"],
  ];
  for (const [file, source] of allowed) {
    it(`lets ${file} import ${source}`, async () => {
      expect(await refusals(file, importOf(source))).toEqual([]);
    });
  }

  it("lets tests take the demo's data, but not cross between website and backend", async () => {
    expect(await refusals("server/office/example.test.ts", importOf("#app/pages.ts"))).toHaveLength(
      1,
    );
    expect(await refusals("app/example.test.ts", importOf("#server/db/db.ts"))).toHaveLength(1);
    expect(await refusals("contracts/example.test.ts", importOf("#app/pages.ts"))).toHaveLength(1);
  });

  it("lets the server's mount of the website take the website's types, and nothing else", async () => {
    const file = "server/http/website.ts";
    expect(await refusals(file, `import type { Website } from "#app/website.server.ts";`)).toEqual(
      [],
    );
    expect(await refusals(file, importOf("#app/website.server.ts"))).toHaveLength(1);
    expect(await refusals(file, importOf("../../app/website.server.ts"))).toHaveLength(1);
  });
});

describe("a browser script", () => {
  const file = "app/home/example.browser.ts";

  it("imports no .server.ts module, however it names it", async () => {
    for (const source of ["../website.server.ts", "#app/website.server.ts", "../school.server"]) {
      expect(await refusals(file, importOf(source)), source).toEqual([
        "A browser script does not import a .server.ts module.",
      ]);
    }
    expect(await refusals(file, `export { websiteOf } from "../website.server.ts";`)).toHaveLength(
      1,
    );
    expect(await refusals(file, `void import("../website.server.ts");`)).toHaveLength(1);
  });

  it("imports no Node built-in", async () => {
    for (const source of ["node:fs", "node:crypto"]) {
      expect(await refusals(file, importOf(source)), source).toEqual([
        "A browser script does not import a Node built-in.",
      ]);
    }
  });

  it("keeps the website's boundaries too", async () => {
    expect(await refusals(file, importOf("#server/db/db.ts"))).toEqual([
      expect.stringContaining("This folder does not import server/"),
    ]);
  });

  it("imports other browser code, the contracts and a server module's types", async () => {
    for (const source of ["./carousel.browser.ts", "#contracts/dates.ts", "../school.ts"]) {
      expect(await refusals(file, importOf(source)), source).toEqual([]);
    }
    expect(await refusals(file, `import type { Website } from "../website.server.ts";`)).toEqual(
      [],
    );
  });
});
