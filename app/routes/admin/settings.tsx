import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/settings";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { handleSettingsAction } from "~/features/settings/settings-action.server";
import { EMPTY_SETTINGS } from "~/features/settings/settings-schema";
import { SettingsPage } from "~/features/settings/admin/settings-screen";
import { getSiteSettings } from "~/features/settings/site-settings.server";
import { ownerAddressConfirmed } from "~/features/sites/publication.server";
import { siteSlugView } from "~/features/sites/site-address.server";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Paramètres du site — Vitrine" }];
}

/** /admin/settings: the current site's contact details, access and links. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireSiteAccess(request, context);
  // 'Publier mon site' / 'Dépublier' (posted to the dashboard's action).
  const publication = {
    published: site.publishedAt !== null,
    ownerConfirmed:
      site.publishedAt !== null ||
      (await loadSection(context, "settings: owner address failed", () => ownerAddressConfirmed(context.db, site.id), false, site.id)).value,
  };
  // 'Adresse Vitrine', the slug of the site's platform address.
  const { value: address } = await loadSection(
    context,
    "settings: site address failed",
    () => siteSlugView(context.db, context.config, site.id),
    null,
    site.id,
  );
  const settings = await loadSection(
    context,
    "settings: load failed",
    async () => {
      // The guard has just found the site: null here means it was deleted meanwhile.
      const stored = await getSiteSettings(context.db, site.id);
      if (!stored) throw new Error("site vanished");
      return stored;
    },
    EMPTY_SETTINGS,
    site.id,
  );
  return { site, settings: settings.value, loadError: settings.failed, publication, address };
}

export const action = siteAction(handleSettingsAction);

export default function SettingsRoute() {
  const { site, settings, loadError, publication, address } = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  return <SettingsPage site={site} settings={settings} loadError={loadError} actionResult={actionResult ?? null} publication={publication} address={address} />;
}
