import { useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/sites";
import { requireRole } from "~/features/auth/session.server";
import { SitesPage } from "~/features/sites/admin/sites-screen";
import { getAllProfiles, listSites } from "~/features/sites/sites.server";
import { listPendingInvitations } from "~/features/sites/site-invitations.server";
import { handleSitesAction } from "~/features/sites/sites-action.server";
import type { loader as layoutLoader } from "~/routes/admin/layout";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Sites — Vitrine" }];
}

/** Admin only; others are sent to the dashboard by the role guard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  // The owner list only feeds the dialog: without it, sites can still be created without owner.
  const [sites, profiles, invitations] = await Promise.all([
    loadSection(context, "sites: load failed", () => listSites(context.db), []),
    loadSection(context, "sites: profiles failed", () => getAllProfiles(context.db), []),
    loadSection(context, "sites: invitations failed", () => listPendingInvitations(context.db), null),
  ]);
  return {
    sites: sites.value.map((s) => {
      const invitation = invitations.value?.get(s.id);
      return {
        ...s,
        createdAt: s.createdAt.toISOString(),
        publishedAt: s.publishedAt?.toISOString() ?? null,
        invitation: invitation ? { email: invitation.email, expiresAt: invitation.expiresAt.toISOString() } : null,
      };
    }),
    profiles: profiles.value,
    loadError: sites.failed,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, "admin");
  return handleSitesAction({ request, context, user: admin });
}

export default function SitesRoute() {
  const { sites, profiles, loadError } = useLoaderData<typeof loader>();
  // The selection is the layout's business; it only decides whether to show the 'select one' hint.
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout");
  return <SitesPage sites={sites} profiles={profiles} loadError={loadError} currentSiteId={layout?.currentSite?.id ?? null} />;
}
