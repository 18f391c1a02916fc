import { useLoaderData } from "react-router";
import type { Route } from "./+types/languages";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { handleLanguagesAction } from "~/features/languages/languages-action.server";
import { loadLanguagesScreen } from "~/features/languages/translations-screen.server";
import { LanguagesScreen } from "~/features/languages/admin/languages-screen";
import { LANGUAGES_TEXTS } from "~/features/languages/languages-schema";
import { planLock } from "~/features/plans/plans";
import { PlanCard } from "~/features/plans/plan-card";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Langues — Vitrine" }];
}

/** /admin/langues 'Langues' (Expert): the languages the site is shown in besides French. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireSiteAccess(request, context);
  const lock = planLock(site.plan, "languages", user.role);
  // Outside Expert: the plan card, and nothing of the screen is read.
  if (lock) return { lock, site: { id: site.id, name: site.name }, pageCount: 0, on: {}, loadError: false };
  const { value, failed } = await loadSection(
    context,
    "languages screen: load failed",
    () => loadLanguagesScreen(context.db, site.id, site.plan),
    { pageCount: 0, on: {} },
    site.id,
  );
  return { lock, site: { id: site.id, name: site.name }, ...value, loadError: failed };
}

export const action = siteAction(handleLanguagesAction, { feature: "languages" });

export default function LanguagesRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.lock) return <PlanCard title="Langues" lock={data.lock} />;
  return <LanguagesScreen siteName={data.site.name} pageCount={data.pageCount} on={data.on} loadError={data.loadError ? LANGUAGES_TEXTS.loadFailed : null} />;
}
