import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import { requireUser } from "~/features/auth/session.server";
import { getCurrentSite } from "~/features/admin-kit/current-site.server";
import { getQuoteStats, listRecentQuotes } from "~/features/quotes/quote-stats.server";
import { anySiteExists } from "~/features/sites/sites.server";
import { Dashboard, type NoSiteReason } from "~/features/back-office/dashboard";

export function meta() {
  return [{ title: "Tableau de bord — Vitrine" }];
}

/**
 * /admin and /admin/dashboard (back-office.md §2). Not `requireSiteAccess`: this page is where
 * the "no site" cases land. An admin without a selected site goes to /admin/sites — unless no
 * site exists at all, then the page asks to create one; a user without a site sees the spec's
 * message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const site = await getCurrentSite(request, context, user);
  if (!site) {
    let reason: NoSiteReason = "user-without-site";
    if (user.role === "admin") {
      if (await anySiteExists(context.db)) throw redirect("/admin/sites");
      reason = "admin-without-site";
    }
    return { site: null, stats: null, recent: [], noSiteReason: reason, loadError: false };
  }
  try {
    const [stats, recent] = await Promise.all([getQuoteStats(context.db, site.id), listRecentQuotes(context.db, site.id)]);
    const rows = recent.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() }));
    return { site, stats, recent: rows, noSiteReason: null, loadError: false };
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id }, "dashboard: load failed");
    return { site, stats: null, recent: [], noSiteReason: null, loadError: true };
  }
}

export default function DashboardRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <Dashboard
      site={data.site}
      stats={data.stats}
      recent={data.recent}
      noSiteReason={data.noSiteReason ?? undefined}
      loadError={data.loadError}
    />
  );
}
