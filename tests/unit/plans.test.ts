import { describe, expect, it } from "vitest";
import type { SitePlan } from "~/db/enums";
import { ADMIN_NAV, navPlanBadge } from "~/features/back-office/admin-nav";
import { uploadOutsidePlan } from "~/features/media/media-rules";
import { PLAN_FEATURE_BENEFITS, planLock } from "~/features/plans/plans";
import { storefrontPageInPlan } from "~/features/seo/seo-files.server";
import { MERCHANT_NAV, merchantNav } from "~/features/storefront/merchant-nav";
import { createSiteSchema, updateSiteSchema } from "~/features/sites/sites-schema";

const labels = (plan: SitePlan) => merchantNav(plan).map((link) => link.label);

describe("what each plan offers (issue 14)", () => {
  it("keeps only home and contact in an Essentiel site's navigation, every page on Pro and Expert", () => {
    expect(labels("essentiel")).toEqual(["Accueil", "Contact"]);
    expect(labels("pro")).toEqual(MERCHANT_NAV.map((link) => link.label));
    expect(labels("expert")).toEqual(MERCHANT_NAV.map((link) => link.label));
  });

  it("lists the same pages in the sitemap", () => {
    const pages = ["home", "about", "services", "products", "contact"] as const;
    expect(pages.filter((page) => storefrontPageInPlan(page, "essentiel"))).toEqual(["home", "contact"]);
    expect(pages.filter((page) => storefrontPageInPlan(page, "pro"))).toEqual([...pages]);
  });

  it("marks the sidebar entries outside the plan with the plan that has them, and only those", () => {
    const items = ADMIN_NAV.flatMap((group) => group.items);
    const marked = (plan: SitePlan) => items.filter((item) => navPlanBadge(item, plan)).map((item) => `${item.label}:${navPlanBadge(item, plan)}`);
    // Issue 25: the quote requests come with the services page's quote form.
    const expertOnly = ["Référencement:Expert", "Réseaux sociaux:Expert", "Langues:Expert", "Traductions:Expert"];
    expect(marked("essentiel")).toEqual(["Demandes de devis:Pro", "À propos:Pro", "Services:Pro", "Produits:Pro", ...expertOnly]);
    expect(marked("pro")).toEqual(expertOnly);
    expect(marked("expert")).toEqual([]);
    // Without a selected site, nothing is marked.
    expect(items.filter((item) => navPlanBadge(item, null))).toEqual([]);
  });

  it("locks an editor outside the plan, with the way to change it for admins only", () => {
    expect(planLock("essentiel", "products", "user")).toEqual({ feature: "products", canChangePlan: false });
    expect(planLock("essentiel", "about", "admin")).toEqual({ feature: "about", canChangePlan: true });
    expect(planLock("pro", "services", "user")).toBeNull();
    expect(planLock("pro", "seo", "admin")).toEqual({ feature: "seo", canChangePlan: true });
    for (const text of Object.values(PLAN_FEATURE_BENEFITS)) expect(text.length).toBeGreaterThan(40);
  });

  it("refuses uploads to the gated editors' buckets outside the plan", () => {
    expect(uploadOutsidePlan("about-images", "essentiel")).toBe("about");
    expect(uploadOutsidePlan("product-images", "essentiel")).toBe("products");
    expect(uploadOutsidePlan("hero-images", "essentiel")).toBeNull();
    expect(uploadOutsidePlan("logos", "essentiel")).toBeNull();
    expect(uploadOutsidePlan("about-images", "pro")).toBeNull();
    expect(uploadOutsidePlan("product-images", "expert")).toBeNull();
  });

  it("reads the Sites dialog's plan: Pro by default on creation, kept when absent on an edit, refused when unknown", () => {
    expect(createSiteSchema.parse({ name: "Boulangerie", ownerId: "", plan: "" }).plan).toBeUndefined();
    expect(createSiteSchema.parse({ name: "Boulangerie", ownerId: "", plan: "essentiel" }).plan).toBe("essentiel");
    const edit = updateSiteSchema.safeParse({ siteId: "7c9e6679-7425-40de-944b-e07fc1f90ae7", name: "Boulangerie", ownerId: "", plan: "platine" });
    expect(edit.success).toBe(false);
    expect(edit.error?.issues[0]?.message).toBe("Choisissez l'une des trois formules.");
  });
});
