import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/seo";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { handlePageSeoAction } from "~/features/seo/page-seo-action.server";
import { getPageSeo } from "~/features/seo/page-seo.server";
import { SeoScreen } from "~/features/seo/admin/seo-page";
import { planLock } from "~/features/plans/plans";
import { PlanCard } from "~/features/plans/plan-card";
import { seoScreenPages } from "~/features/seo/public/page-seo-defaults.server";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Référencement — Vitrine" }];
}

/** /admin/seo 'Référencement': the Expert plan's per-page title, description and share image. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireSiteAccess(request, context);
  const lock = planLock(site.plan, "seo", user.role);
  const base = { site: { id: site.id, name: site.name }, domain: "", pages: [], stored: {}, loadError: false, lock };
  // Outside Expert: the plan card, and nothing of the screen is read.
  if (lock) return { ...base, available: false };
  const { value: screen } = await loadSection(
    context,
    "seo screen: load failed",
    async () => {
      const [pages, stored] = await Promise.all([seoScreenPages(context, site.id), getPageSeo(context.db, site.id)]);
      if (!pages) throw new Error("site vanished");
      return { domain: pages.domain, pages: pages.pages, stored };
    },
    null,
    site.id,
  );
  return screen ? { ...base, available: true, ...screen } : { ...base, available: true, loadError: true };
}

export const action = siteAction(({ context, site, form }) => handlePageSeoAction(context, site, form), { feature: "seo" });

export default function SeoRoute() {
  const data = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  if (data.lock) return <PlanCard title="Référencement" lock={data.lock} />;
  return <SeoScreen {...data} actionResult={actionResult ?? null} />;
}
