import path from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ESM module without types (eslint.config.js loads it as is).
import { domainFile, domainFolderContractRule, handlerName, nameProblem } from "../../eslint-rules/domain-folder-contract.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module", parserOptions: { ecmaFeatures: { jsx: true } } },
});
const at = (file: string) => path.join(process.cwd(), file);

describe("the domain folder contract (ADR 036)", () => {
  it("checks the domain folders only", () => {
    expect(domainFile("app/features/hours/hours-schema.ts")).toEqual({ domain: "hours", inner: "hours-schema.ts" });
    expect(domainFile("app/features/admin-kit/action-form.ts")).toBeNull();
    expect(domainFile("app/features/storefront/contact/contact-page.tsx")).toBeNull();
    expect(domainFile("app/routes/admin/hours.tsx")).toBeNull();
  });

  it("accepts the contract's roles", () => {
    for (const inner of [
      "hours.server.ts",
      "hours-schema.ts",
      "hours-texts.ts",
      "hours-action.server.ts",
      "admin/hours-screen.tsx",
      "admin/period-dialog.tsx",
      "admin/weekly-hours-form.tsx",
      "public/live-status.tsx",
      "french-holidays.ts",
    ]) {
      expect(nameProblem(inner), inner).toBeNull();
    }
  });

  it("refuses the retired names", () => {
    for (const inner of [
      "about-schemas.ts",
      "product-form-schema.ts",
      "event-form.ts",
      "services-forms.ts",
      "message-actions.ts",
      "rsvp-text.ts",
      "hours-messages.ts",
      "home-editor.server.ts",
      "admin/home-editor-screen.tsx",
      "admin/hours-page.tsx",
      "hours-card.tsx",
    ]) {
      expect(nameProblem(inner), inner).not.toBeNull();
    }
  });

  it("names the handler after its file", () => {
    expect(handlerName("site-slug-action.server.ts")).toBe("handleSiteSlugAction");
    expect(handlerName("hours-action.server.ts")).toBe("handleHoursAction");
    expect(handlerName("hours.server.ts")).toBeNull();
  });
});

const ACTION = at("app/features/hours/hours-action.server.ts");

tester.run("domain-folder-contract", domainFolderContractRule, {
  valid: [
    { filename: ACTION, code: "export async function handleHoursAction({ context, site, form }) { return [context, site, form]; }" },
    { filename: ACTION, code: "function parse(a, b) { return a + b; } export async function handleHoursAction(args) { return parse(args, 1); }" },
    { filename: at("app/features/sites/site-slug-action.server.ts"), code: "export async function handleSiteSlugAction(args) { return args; }" },
    {
      filename: at("app/features/account/password-reset-action.server.ts"),
      code: "export async function handleResetPassword(request, context) { return [request, context]; }",
    },
    { filename: at("app/features/hours/admin/hours-screen.tsx"), code: "export function HoursPage() { return null; }" },
    // Outside the domain folders, and page-seo until it joins the one SEO folder.
    {
      filename: at("app/features/admin-kit/list-action.server.ts"),
      code: "export async function handleListAction(editor, context, siteId, form) { return [editor, context, siteId, form]; }",
    },
    { filename: at("app/features/page-seo/admin/seo-page.tsx"), code: "export const x = 1;" },
    { filename: at("app/routes/admin/home-editor.tsx"), code: "export const x = 1;" },
  ],
  invalid: [
    { filename: at("app/features/about/about-schemas.ts"), code: "export const x = 1;", errors: [{ messageId: "name" }] },
    { filename: at("app/features/quotes/quote-actions.ts"), code: "export const x = 1;", errors: [{ messageId: "name" }] },
    { filename: at("app/features/home/home-editor.server.ts"), code: "export const x = 1;", errors: [{ messageId: "name" }] },
    { filename: at("app/features/hours/admin/hours-page.tsx"), code: "export const x = 1;", errors: [{ messageId: "name" }] },
    { filename: at("app/features/settings/settings-card.tsx"), code: "export const x = 1;", errors: [{ messageId: "name" }] },
    { filename: ACTION, code: "export async function handleOpeningHoursAction(args) { return args; }", errors: [{ messageId: "handlerName" }] },
    {
      filename: ACTION,
      code: "export async function handleHoursAction(context, siteId, form) { return [context, siteId, form]; }",
      errors: [{ messageId: "handlerArgs" }],
    },
  ],
});
