import { useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/sites";
import { eq, desc } from "drizzle-orm";
import { requireRole } from "~/features/auth/session.server";
import { sites, user as users } from "~/db/schema";
import { SitesPage } from "~/features/back-office/sites-page";
import type { loader as layoutLoader } from "./layout";

export function meta() {
  return [{ title: "Sites — Vitrine" }];
}

/** Admin only; others are sent to the dashboard by the role guard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "admin");
  const rows = await context.db
    .select({ id: sites.id, name: sites.name, createdAt: sites.createdAt, ownerEmail: users.email })
    .from(sites)
    .leftJoin(users, eq(users.id, sites.ownerId))
    .orderBy(desc(sites.createdAt));
  return { sites: rows.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })) };
}

export default function SitesRoute() {
  const { sites: list } = useLoaderData<typeof loader>();
  // The selection is the layout's business; it only decides whether to show the 'select one' hint.
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout");
  return <SitesPage sites={list} currentSiteId={layout?.currentSite?.id ?? null} />;
}
