import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import { requireUser } from "~/features/auth/session.server";
import { getCurrentSite } from "~/features/back-office/current-site.server";
import { getQuoteStats, listRecentQuotes } from "~/features/quotes/quote-stats.server";
import { Dashboard } from "~/features/back-office/dashboard";

export function meta() {
  return [{ title: "Tableau de bord — Vitrine" }];
}

/**
 * /admin and /admin/dashboard. An admin without a selected site goes to /admin/sites;
 * a user without a site sees the spec's message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const site = await getCurrentSite(request, context, user);
  if (!site) {
    if (user.role === "admin") throw redirect("/admin/sites");
    return { site: null, stats: null, recent: [] };
  }
  const [stats, recent] = await Promise.all([getQuoteStats(context.db, site.id), listRecentQuotes(context.db, site.id)]);
  return { site, stats, recent: recent.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })) };
}

export default function DashboardRoute() {
  const data = useLoaderData<typeof loader>();
  return <Dashboard site={data.site} stats={data.stats} recent={data.recent} />;
}
