// ESLint for TypeScript and React, with the rules a Gatsby project expects:
// typescript-eslint's recommended set, React (JSX runtime, no prop-types with TS),
// the Rules of Hooks, and jsx-a11y for accessible markup.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const frontmatterReader =
  "Read content files with src/content-pipeline/frontmatter.ts (YAML only, never code), not gray-matter.";

export default tseslint.config(
  { ignores: ["public/", ".cache/", "node_modules/", "src/gatsby-types.d.ts", "screenshots/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // TypeScript types the props.
      "react/prop-types": "off",
      // Emotion's css prop.
      "react/no-unknown-property": ["error", { ignore: ["css"] }],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // gray-matter's defaults run a ---js frontmatter: content is read with the one reader that cannot.
      "no-restricted-imports": ["error", { paths: [{ name: "gray-matter", message: frontmatterReader }] }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='require'][arguments.0.value='gray-matter']",
          message: frontmatterReader,
        },
      ],
    },
  },
  {
    // A page's deferred parts: Gatsby's HTML build requires them in place (src/components/DeferredPart.tsx).
    files: ["src/templates/*.tsx", "src/pages/*.tsx", "src/components/DeferredCallBand.tsx"],
    rules: {
      "@typescript-eslint/no-require-imports": ["error", { allow: ["^\\.\\./components/", "^\\./CallBand$"] }],
    },
  },
  {
    files: ["__tests__/**", "__mocks__/**", "jest.setup.ts"],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: {
      // Tests reach into library results (axe, Helmet, GraphQL mocks) whose shapes are not typed here.
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  {
    files: ["**/*.{js,cjs,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
