// ESLint for the whole repository (docs/decisions/023-lint-and-format.md). Formatting is Prettier's job
// (.prettierrc.json), so no stylistic rules here. Rules are syntax-only (no type information) to keep
// `npm run lint` fast; `npm run typecheck` does the type checking.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "data/**",
      "coverage/**",
      ".ci-results/**",
      "test-results/**",
      "e2e/artifacts/**",
      ".vite/**",
      "src/server/db/migrations/**",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
    },
    rules: {
      // `_`-prefixed names mark an argument or binding kept on purpose (a callback's signature, a rest sibling).
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // The code uses `!` where a lookup cannot miss (a default row, a checked key); the type checker keeps the rest honest.
      "@typescript-eslint/no-non-null-assertion": "off",
      // `catch {}` and `.catch(() => {})` are written on purpose where a failure changes nothing (a best-effort cleanup).
      "no-empty": ["error", { allowEmptyCatch: true }],
      "@typescript-eslint/no-empty-function": "off",
      // A `let` read by a callback made before its one assignment (a logger that waits for the app) must stay `let`.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Imports between modules must not go round in a circle (one module's top level would see the other half-loaded).
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The React client: hooks rules and accessibility rules.
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["src/client/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region must take the keyboard focus to be scrolled without a mouse (WCAG 2.1.1).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
  {
    // Scripts that run in the page (Playwright's page.evaluate) use browser globals.
    files: ["e2e/**/*.ts", "bench/**/*.mjs", "scripts/**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
