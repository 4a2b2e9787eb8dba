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
    // The website never reaches into the backend's database or files; it reads the API.
    files: ["app/**/*.{ts,tsx}", "content/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["#server/*", "**/server/**"],
              message: "Read the backend through the API client.",
            },
            {
              group: ["#demo/*", "**/demo/**"],
              message: "The demo school is data for the backend.",
            },
          ],
        },
      ],
    },
  },
  {
    // The backend knows nothing of the demo school; only the process entry point seeds it.
    files: ["server/**/*.ts"],
    ignores: ["server/main.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["#demo/*", "**/demo/**"], message: "Only server/main.ts seeds the demo." },
          ],
        },
      ],
    },
  },
);
