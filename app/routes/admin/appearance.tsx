import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/appearance";
import { requireUser } from "~/features/auth/session.server";
import { getCurrentSite } from "~/features/admin-kit/current-site.server";
import { handleAppearanceAction } from "~/features/appearance/appearance-action.server";
import { AppearancePage, NoSiteSelected } from "~/features/appearance/admin/appearance-screen";
import { COLOR_META, type AppearanceValues } from "~/features/appearance/appearance-schema";
import { getSiteAppearance } from "~/features/appearance/site-appearance.server";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Apparence du site — Vitrine" }];
}

const DEFAULTS: AppearanceValues = {
  logoUrl: "",
  primaryColor: COLOR_META.primaryColor.fallback,
  primaryHoverColor: COLOR_META.primaryHoverColor.fallback,
  secondaryColor: COLOR_META.secondaryColor.fallback,
  accentColor: COLOR_META.accentColor.fallback,
};

/**
 * /admin/appearance. Unlike the other per-site screens it renders without a
 * site ('Aucun site sélectionné'), as the spec asks; a site without a stored appearance shows
 * the defaults.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const site = await getCurrentSite(request, context, user);
  if (!site) return { isAdmin: user.role === "admin", site: null, appearance: DEFAULTS };
  // Unreadable, the page stays usable with the defaults; saving then writes a complete row.
  const { value: appearance } = await loadSection(
    context,
    "appearance: load failed",
    async () => (await getSiteAppearance(context.db, site.id)) ?? DEFAULTS,
    DEFAULTS,
    site.id,
  );
  return { isAdmin: user.role === "admin", site, appearance };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAppearanceAction({ request, context });
}

export default function AppearanceRoute() {
  const { isAdmin, site, appearance } = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  if (!site) return <NoSiteSelected isAdmin={isAdmin} />;
  return <AppearancePage key={site.id} site={site} appearance={appearance} actionResult={actionResult ?? null} />;
}
