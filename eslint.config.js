import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "dist/", "data/", ".react-router/", "node_modules/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message: "Take Link and NavLink from app/link.tsx (no data-discover).",
            },
          ],
        },
      ],
    },
  },
  // The website and the backend ship together but deploy apart: each side imports only itself,
  // contracts/ (shapes, widths, policies and date rules both keep) and, for the website, the
  // school's content. server/http/website.ts mounts the website from its build, with its types.
  // Tests may take the demo school as their example data; they ship nowhere.
  ...boundaries(
    [
      { files: ["contracts/**/*.ts"], forbid: ["app", "content", "server", "demo"] },
      { files: ["app/**/*.{ts,tsx}", "content/**/*.ts"], forbid: ["server", "demo"] },
      {
        files: ["server/**/*.ts"],
        ignores: ["server/http/website.ts"],
        forbid: ["app", "content", "demo"],
      },
      {
        files: ["server/http/website.ts"],
        forbid: ["app", "content", "demo"],
        allowTypeImports: true,
      },
      { files: ["demo/**/*.ts"], forbid: ["app"] },
    ],
    { tests: ["**/*.test.{ts,tsx}"], testsMayImport: ["demo"] },
  ),
  {
    // What runs in the browser: no module that only the server may load, no Node built-in.
    files: ["**/*.browser.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration"].flatMap(
          (node) => [
            {
              selector: `${node}[importKind!="type"][exportKind!="type"][source.value=/\\.server(\\.tsx?)?$/]`,
              message: "A browser script does not import a .server.ts module.",
            },
            {
              selector: `${node}[source.value=/^node:/]`,
              message: "A browser script does not import a Node built-in.",
            },
          ],
        ),
        {
          selector: "ImportExpression[source.value=/(^node:|\\.server(\\.tsx?)?$)/]",
          message: "A browser script loads no .server.ts module and no Node built-in.",
        },
      ],
    },
  },
  {
    // Settings are read once, at start, and handed down (contracts/config.ts): only the entry
    // points of a process or a build read the environment.
    files: ["**/*.{ts,tsx}"],
    ignores: [
      "server/main.ts",
      "server/process/first-start.ts",
      "vite.config.ts",
      "react-router.config.ts",
      "scripts/**",
      "tests/**",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Take the setting from the loaded config." },
      ],
    },
  },
);

/**
 * Lint rules that keep each folder to the folders it may import. A folder is named both ways a
 * module can reach it: by its package.json alias (`#app/...`) and by a relative path
 * (`../app/...`, `../../server/db/...`). Regular expressions, not gitignore-style groups: in
 * those a pattern that starts with `#` is a comment and checks nothing. The test files of a
 * folder may also import the folders `testsMayImport` names.
 */
function boundaries(layers, { tests, testsMayImport }) {
  const rule = (forbid, allowTypeImports) => ({
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: forbid.map((folder) => ({
          regex: `^(#${folder}/|(\\.\\.?/)+(.+/)?${folder}/)`,
          message: `This folder does not import ${folder}/ (see eslint.config.js).`,
          allowTypeImports,
        })),
      },
    ],
  });
  return layers.flatMap(({ files, ignores = [], forbid, allowTypeImports = false }) => [
    { files, ignores: [...ignores, ...tests], rules: rule(forbid, allowTypeImports) },
    {
      // A file matches an inner list when it matches every pattern in it.
      files: files.flatMap((pattern) => tests.map((test) => [pattern, test])),
      ignores,
      rules: rule(
        forbid.filter((folder) => !testsMayImport.includes(folder)),
        allowTypeImports,
      ),
    },
  ]);
}
