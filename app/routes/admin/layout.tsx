import { isRouteErrorResponse, Outlet, useLoaderData, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { requireUser } from "~/features/auth/session.server";
import { getCurrentSite, listAccessibleSites } from "~/features/admin-kit/current-site.server";
import { readSidebarOpen } from "~/features/back-office/sidebar-state.server";
import { AdminShell, SCREEN_FAILED } from "~/features/back-office/admin-shell";
import { getMediaUsage } from "~/features/media/media-usage.server";
import { MediaUsageProvider } from "~/features/media/media-usage-context";
import { getMainAddress } from "~/features/seo/site-domains.server";
import { LoadErrorCard } from "~/features/admin-kit/load-error-alert";
import { LastingAnswers } from "~/features/admin-kit/lasting-fetcher";
import { usePostedAnswerToast } from "~/components/ui/toaster";

export function meta() {
  return [{ title: "Back-office — Vitrine" }, { name: "robots", content: "noindex" }];
}

/** Layout guard of every back-office page: a signed-in user, the selected site, the sidebar state. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const [currentSite, sites] = await Promise.all([getCurrentSite(request, context, user), listAccessibleSites(context.db, user)]);
  // 'Photos : 42 Mo sur 200 Mo' under every image field of the selected site.
  const mediaUsage = currentSite ? await getMediaUsage(context.db, currentSite.id, currentSite.plan) : null;
  // 'Voir le site' opens a published site at its main address; a draft at `?site=` on the
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
  usePostedAnswerToast();
  return (
    <MediaUsageProvider usage={data.mediaUsage}>
      <AdminShell user={data.user} currentSite={data.currentSite} sites={data.sites} sidebarOpen={data.sidebarOpen} siteHref={data.siteHref}>
        <LastingAnswers>
          <Outlet />
        </LastingAnswers>
      </AdminShell>
    </MediaUsageProvider>
  );
}

/**
 * A back-office screen that fails unexpectedly (its loader or its drawing) keeps the shell: the
 * sidebar and the top bar stay, and the screen's place says so in French with 'Réessayer'. A
 * failure of the layout itself (no shell to keep), a 404 and a database outage (ADR 019) go on to
 * the root's boundary, as before.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  if (!data || (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503))) throw error;
  return (
    <MediaUsageProvider usage={data.mediaUsage}>
      <AdminShell user={data.user} currentSite={data.currentSite} sites={data.sites} sidebarOpen={data.sidebarOpen} siteHref={data.siteHref}>
        <LoadErrorCard text={SCREEN_FAILED} retryHref={`${location.pathname}${location.search}`} />
      </AdminShell>
    </MediaUsageProvider>
  );
}
