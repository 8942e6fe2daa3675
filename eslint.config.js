// ESLint: typescript-eslint, React's hook rules and jsx-a11y, each at its recommended level
// (docs/decisions/025). Formatting is Prettier's, not ESLint's.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores(["build/", ".react-router/", "node_modules/", "data/", "backups/", "dist/", ".tmp/"]),
  js.configs.recommended,
  // Not type-aware: the type-checked rule set took three times as long (docs/decisions/025), and
  // `tsc --noEmit` already runs in `npm test`.
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      // A leading underscore marks a parameter or binding that is unused on purpose (a callback's
      // documented argument, a column left out of a rest object).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // It reports what the React Compiler would leave unmemoized; the build does not run it.
      "react-hooks/incompatible-library": "off",
      // The admin tables' scroll containers are focusable regions so that a keyboard can scroll
      // them (WCAG 2.1.1, axe's scrollable-region-focusable); the rest is the recommended setting.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
  },
  {
    // A hook's test renders a probe component that hands the hook's result to the test.
    files: ["src/web/**/*.test.tsx"],
    rules: { "react-hooks/globals": "off" },
  },
]);
