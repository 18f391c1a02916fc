import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import layers from "./eslint-rules/import-layers.js";
import typography from "./eslint-rules/french-typography.js";
import renderOnly from "./eslint-rules/public-render-only.js";
import contract from "./eslint-rules/domain-folder-contract.js";

export default tseslint.config(
  { ignores: ["build/", "data/", "node_modules/", ".react-router/", "drizzle/meta/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, layers, "render-only": renderOnly, contract },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      // Imports go down the layers only: base → platform → domains → composition → entry (ADR 021).
      "layers/import-layers": "error",
      // The public pages render on the server only: no browser-only hook, handler or ref in
      // app/features/*/public/ and app/features/storefront/ (ADR 015).
      "render-only/public-render-only": "error",
      // One name per file role in a domain folder, one handler shape (ADR 036).
      "contract/domain-folder-contract": "error",
    },
  },
  {
    // Our French texts: a non-breaking space before : ; ! ? and inside « » (ADR 027). Tests
    // are left out: what they type is a visitor's text, and what they expect comes from here.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts"],
    plugins: { typography },
    rules: { "typography/french-typography": "error" },
  },
  {
    // Browser code: what these files import may be bundled for the client. The schema (every
    // table, the sign-in tables included), Drizzle and the server's modules stay on the server:
    // types only (issue 11). Enum-like values come from ~/db/enums.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/db/schema.ts", "app/lib/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/db/schema",
              allowTypeImports: true,
              message: "Server-only: import types only here, values from ~/db/enums, queries in a .server.ts file.",
            },
            { name: "drizzle-orm", allowTypeImports: true, message: "Server-only: queries belong in a .server.ts file." },
            {
              name: "zod",
              allowTypeImports: true,
              message: "Import z from ~/lib/zod: it turns zod's eval probe off in the browser before any schema is built (our CSP refuses it).",
            },
          ],
          patterns: [
            {
              group: ["drizzle-orm/*", "~/lib/config.server", "~/db/connect.server", "~/lib/trusted-proxies.server"],
              allowTypeImports: true,
              message: "Server-only: import it from a .server.ts file.",
            },
          ],
        },
      ],
    },
  },
  {
    // One import style: a module of app/ is named from app/'s root, `~/…`, wherever it is
    // imported from (ADR 036); a relative path is left for what lies outside app/.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\.?/(?!\\+types/)",
              message: "Import with ~/… (one import style, ADR 036); a route's generated `./+types/…` stays as React Router writes it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["tests/**/*.{ts,tsx}", "scripts/**/*.ts", "server/**/*.ts", "*.config.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?:\\.\\.?/)+app/", message: "Import a module of app/ with ~/… (one import style, ADR 036)." }] },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
);
