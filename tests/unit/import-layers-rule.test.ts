import path from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ESM module without types (eslint.config.js loads it as is).
import { importLayersRule, importedPath, layerOf } from "../../eslint-rules/import-layers.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module" } });
const at = (file: string) => path.join(process.cwd(), file);

describe("the layer of a path (ADR 021)", () => {
  it("places each kind of folder", () => {
    expect(layerOf("app/lib/cn.ts")?.layer).toBe(0);
    expect(layerOf("app/lib/config.server.ts")?.layer).toBe(0);
    expect(layerOf("app/db/connect.server.ts")?.layer).toBe(0);
    expect(layerOf("app/context.ts")?.layer).toBe(1);
    expect(layerOf("app/features/admin-kit/page-header.tsx")?.layer).toBe(1);
    expect(layerOf("app/features/products/admin/products-page.tsx")?.layer).toBe(2);
    expect(layerOf("app/features/storefront/merchant-shell.tsx")?.layer).toBe(3);
    expect(layerOf("app/features/seo/canonical.ts")?.layer).toBe(1);
    expect(layerOf("app/features/seo/admin/seo-page.tsx")?.layer).toBe(1);
    expect(layerOf("app/features/seo/public/storefront-meta.ts")?.layer).toBe(3);
    expect(layerOf("app/routes/admin/products.tsx")?.layer).toBe(4);
    expect(layerOf("server/main.ts")?.layer).toBe(4);
    expect(layerOf("app/features/newcomer/thing.ts")).toBeNull();
  });

  it("resolves ~/, relative and server imports, and ignores packages", () => {
    expect(importedPath("app/features/hours/admin/hours-page.tsx", "../hours-form")).toBe("app/features/hours/hours-form");
    expect(importedPath("app/features/hours/hours.ts", "~/../server/db/connect")).toBe("server/db/connect.ts");
    expect(importedPath("app/features/x/y.ts", "~/features/storefront/enhance/enhance.browser.ts?inline-script")).toBe(
      "app/features/storefront/enhance/enhance.browser.ts",
    );
    expect(importedPath("app/features/x/y.ts", "react-router")).toBeNull();
  });
});

tester.run("import-layers", importLayersRule, {
  valid: [
    { filename: at("app/features/products/admin/products-page.tsx"), code: 'import { PageHeader } from "~/features/admin-kit/page-header";' },
    { filename: at("app/features/home/home-data.server.ts"), code: 'import type { SiteHours } from "~/features/hours/site-hours.server";' },
    { filename: at("app/features/storefront/home/merchant-home.tsx"), code: 'import { HomeHero } from "~/features/home/public/home-hero";' },
    { filename: at("app/routes/storefront/layout.tsx"), code: 'import { MerchantShell } from "~/features/storefront/merchant-shell";' },
    { filename: at("app/features/seo/canonical.ts"), code: 'import { cn } from "../../lib/cn"; import { z } from "zod";' },
    {
      filename: at("app/features/auth/auth.server.ts"),
      code: 'import type { Config } from "~/lib/config.server"; import type { Database } from "~/db/connect.server";',
    },
    {
      filename: at("server/http-app.ts"),
      code: 'import { renderPublicPage } from "~/features/page-cache/page-cache.server"; import { logger } from "./logger";',
    },
  ],
  invalid: [
    {
      // A platform piece reading a domain: the back-arrow the rule exists for.
      filename: at("app/features/seo/opening-hours-json-ld.ts"),
      code: 'import { openStatus } from "~/features/hours/hours";',
      errors: [{ message: /features\/seo \(L1 platform\) must not import features\/hours \(L2 domain\)/ }],
    },
    {
      // Type-only imports count too, and relative paths are resolved.
      filename: at("app/features/products/public/product-filter-form.tsx"),
      code: 'import type { PublicSite } from "../../storefront/public-site.server";',
      errors: [{ message: /features\/products \(L2 domain\) must not import features\/storefront \(L3 composition\)/ }],
    },
    {
      filename: at("app/features/admin-kit/page-header.tsx"),
      code: 'export { QuotesSkeleton } from "~/features/quotes/admin/quotes-screen"; const m = () => import("~/routes/admin/quotes");',
      errors: [{ messageId: "upward" }, { messageId: "upward" }],
    },
    {
      filename: at("app/lib/cn.ts"),
      code: 'type C = import("~/context").RequestContext;',
      errors: [{ message: /app\/lib \(L0 base\) must not import app\/context \(L1 platform\)/ }],
    },
    {
      // server/ is the entry: app/ never imports it, however the path is written, types included.
      filename: at("app/features/hours/hours.server.ts"),
      code: 'import type { Config } from "~/../server/config"; import { x } from "../../../server/http-app";',
      errors: [
        { message: /features\/hours must not import server\/config: server\/ is the process's entry/ },
        { message: /features\/hours must not import server\/http-app/ },
      ],
    },
    {
      // Even from app/'s own entry files, which share server/'s layer.
      filename: at("app/routes/admin/products.tsx"),
      code: 'import { sendOutage } from "../../../server/outage";',
      errors: [{ messageId: "entry" }],
    },
    {
      filename: at("app/features/newcomer/thing.ts"),
      code: "export const x = 1;",
      errors: [{ messageId: "unmapped" }],
    },
  ],
});
