import { SEO_PAGES, type SeoPage, type SitePlan } from "~/db/enums";
import { planIncludes } from "~/features/plans/plans";

/** The public pages a plan has (home and contact on every plan), in the sidebar's order. */
export function seoPagesOf(plan: SitePlan): SeoPage[] {
  return SEO_PAGES.filter((page) => page === "home" || page === "contact" || planIncludes(plan, page));
}
