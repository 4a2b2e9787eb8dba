import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/", "test-results/"] },
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
  ...boundaries([
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
  ]),
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

/** Lint rules that keep each folder to the folders it may import. */
function boundaries(rules) {
  return rules.map(({ files, ignores = [], forbid, allowTypeImports = false }) => ({
    files,
    ignores,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: forbid.map((folder) => ({
            group: [`#${folder}/*`, `**/${folder}/**`],
            message: `This folder does not import ${folder}/ (see eslint.config.js).`,
            allowTypeImports,
          })),
        },
      ],
    },
  }));
}
