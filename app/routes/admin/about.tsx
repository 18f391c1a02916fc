import { useLoaderData } from "react-router";
import type { Route } from "./+types/about";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { handleAboutAction } from "~/features/about/about-action.server";
import { getAboutEditorData } from "~/features/about/about.server";
import { AboutEditorPage } from "~/features/about/admin/about-screen";
import { planLock } from "~/features/plans/plans";
import { PlanCard } from "~/features/plans/plan-card";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "À propos — Vitrine" }];
}

/** /admin/pages/about: the current site's story, journey, values, team and partners. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireSiteAccess(request, context);
  // Outside the site's plan: the plan card, and nothing of the page is read.
  const lock = planLock(site.plan, "about", user.role);
  if (lock) return { lock };
  const data = await loadSection(
    context,
    "about editor: load failed",
    () => getAboutEditorData(context.db, site.id),
    { story: "", steps: [], values: [], members: [], partners: [] },
    site.id,
  );
  return { lock, siteName: site.name, loadError: data.failed, ...data.value };
}

export const action = siteAction(handleAboutAction, { feature: "about" });

export default function AboutEditorRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.lock) return <PlanCard title="Page À propos" lock={data.lock} />;
  return <AboutEditorPage {...data} />;
}
