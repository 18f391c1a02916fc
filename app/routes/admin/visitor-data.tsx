import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/visitor-data";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { VisitorDataPage } from "~/features/visitor-data/admin/visitor-data-screen";
import { handleVisitorDataAction } from "~/features/visitor-data/visitor-data-action.server";
import { DEFAULT_RETENTION_MONTHS } from "~/features/visitor-data/visitor-data-schema";
import { getRetentionMonths, listVisitorDataLog } from "~/features/visitor-data/visitor-data.server";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Données des visiteurs — Vitrine" }];
}

/**
 * /admin/donnees 'Données des visiteurs', for owners and admins on every plan: the
 * current site's retention of messages and quotes, a visitor's data, the log of exports and
 * erasures. The address searched for is posted, never in the URL (nor, then, in the access log).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireSiteAccess(request, context);
  const base = { site: { id: site.id, name: site.name } };
  const data = await loadSection(
    context,
    "visitor data: load failed",
    async () => {
      const [retentionMonths, log] = await Promise.all([getRetentionMonths(context.db, site.id), listVisitorDataLog(context.db, site.id)]);
      return { retentionMonths, log };
    },
    { retentionMonths: DEFAULT_RETENTION_MONTHS, log: [] },
    site.id,
  );
  return { ...base, ...data.value, loadError: data.failed };
}

export const action = siteAction(handleVisitorDataAction);

export default function VisitorDataRoute() {
  const data = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  // Keyed by site: what was found for an address on one site is never shown (nor deleted) on another.
  return <VisitorDataPage key={data.site.id} {...data} actionResult={actionResult ?? null} />;
}
