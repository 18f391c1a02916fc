import { Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { requireUser } from "~/features/auth/session.server";
import { getCurrentSite, listAccessibleSites } from "~/features/admin-kit/current-site.server";
import { readSidebarOpen } from "~/features/back-office/sidebar-state.server";
import { AdminShell } from "~/features/back-office/admin-shell";
import { getMediaUsage } from "~/features/media/media-usage.server";
import { MediaUsageProvider } from "~/features/media/media-usage-context";
import { getMainAddress } from "~/features/seo/site-domains.server";

export function meta() {
  return [{ title: "Back-office — Vitrine" }, { name: "robots", content: "noindex" }];
}

/** Layout guard of every back-office page: a signed-in user, the selected site, the sidebar state. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const [currentSite, sites] = await Promise.all([getCurrentSite(request, context, user), listAccessibleSites(context.db, user)]);
  // Issue 23: 'Photos : 42 Mo sur 200 Mo' under every image field of the selected site.
  const mediaUsage = currentSite ? await getMediaUsage(context.db, currentSite.id, currentSite.plan) : null;
  // Issue 24: 'Voir le site' opens a published site at its main address; a draft at `?site=` on the
  // platform, where the session is and shows the owner the preview.
  const address = currentSite?.publishedAt ? await getMainAddress(context.db, context.config.publicUrl, currentSite.id) : null;
  return {
    user: { email: user.email, name: user.name, role: user.role },
    currentSite,
    sites: sites.map((s) => ({ id: s.id, name: s.name })),
    sidebarOpen: readSidebarOpen(request),
    mediaUsage,
    siteHref: currentSite ? (address ? `${address.origin}/` : `/merchant?site=${encodeURIComponent(currentSite.id)}`) : null,
  };
}

export default function AdminLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <MediaUsageProvider usage={data.mediaUsage}>
      <AdminShell user={data.user} currentSite={data.currentSite} sites={data.sites} sidebarOpen={data.sidebarOpen} siteHref={data.siteHref}>
        <Outlet />
      </AdminShell>
    </MediaUsageProvider>
  );
}
