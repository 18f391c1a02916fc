import { useLoaderData } from "react-router";
import type { Route } from "./+types/services";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { handleServicesAction } from "~/features/services/services-action.server";
import type { ServicesEditorData } from "~/features/services/services-texts";
import { getServicesEditorData } from "~/features/services/services.server";
import { ServicesEditorPage } from "~/features/services/admin/services-screen";
import { planLock } from "~/features/plans/plans";
import { PlanCard } from "~/features/plans/plan-card";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Services — Vitrine" }];
}

const EMPTY: ServicesEditorData = { content: { title: "", description: "" }, categories: [], faqs: [] };

/** /admin/pages/services: the selected site's page header, categories and FAQs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireSiteAccess(request, context);
  // Outside the site's plan: the plan card, and nothing of the page is read.
  const lock = planLock(site.plan, "services", user.role);
  if (lock) return { lock };
  const data = await loadSection(context, "services editor: load failed", () => getServicesEditorData(context.db, site.id), EMPTY, site.id);
  return { lock, siteId: site.id, siteName: site.name, loadError: data.failed, ...data.value };
}

export const action = siteAction(handleServicesAction, { feature: "services" });

export default function ServicesEditorRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.lock) return <PlanCard title="Page Services" lock={data.lock} />;
  return <ServicesEditorPage {...data} />;
}
