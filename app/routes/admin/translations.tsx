import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/translations";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { handleLanguagesAction } from "~/features/languages/languages-action.server";
import { loadTranslationsScreen, type TranslationsScreenData } from "~/features/languages/translations-screen.server";
import { TranslationsScreen } from "~/features/languages/admin/translations-screen";
import { planLock } from "~/features/plans/plans";
import { PlanCard } from "~/features/plans/plan-card";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Traductions — Vitrine" }];
}

const EMPTY: TranslationsScreenData = { languages: [], language: null, pages: [], page: "home", overview: [], editor: null };

/** /admin/traductions 'Traductions' (Expert): each page's texts in each switched-on language, and their publication. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireSiteAccess(request, context);
  const lock = planLock(site.plan, "languages", user.role);
  // Outside Expert: the plan card, and nothing of the screen is read.
  if (lock) return { lock, ...EMPTY, loadError: false };
  const { value, failed } = await loadSection(
    context,
    "translations screen: load failed",
    () => loadTranslationsScreen(context.db, site.id, site.plan, new URL(request.url)),
    EMPTY,
    site.id,
  );
  return { lock, ...value, loadError: failed };
}

export const action = siteAction(handleLanguagesAction, { feature: "languages" });

export default function TranslationsRoute() {
  const { lock, ...data } = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  if (lock) return <PlanCard title="Traductions" lock={lock} />;
  return <TranslationsScreen {...data} actionResult={actionResult ?? null} />;
}
