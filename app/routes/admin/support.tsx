import { useLoaderData, useRouteLoaderData } from "react-router";
import type { loader as layoutLoader } from "~/routes/admin/layout";
import type { Route } from "./+types/support";
import { requireRole, requireUser } from "~/features/auth/session.server";
import { SupportQueuePage } from "~/features/support/admin/support-queue-screen";
import { handleSupportQueueAction } from "~/features/support/support-queue-action.server";
import { listExpertSiteAdvisors } from "~/features/support/advisors.server";
import { parseSupportRequestRef, parseSupportView } from "~/features/support/support-queue-schema";
import { countSupportRequests, getSupportRequestDetail, listSupportAdmins, listSupportRequests } from "~/features/support/support-queue.server";
import { loadSection } from "~/lib/load-section.server";
import { screenLabel } from "~/features/back-office/admin-nav";

export function meta() {
  return [{ title: "Support — Vitrine" }];
}

const NO_COUNTS = { queue: 0, late: 0, mine: 0, waiting: 0, resolved: 0, all: 0 };

/**
 * /admin/support, admins only (others are sent to the dashboard by the role guard): every site's
 * support requests in one list, `?vue=` choosing which (to answer by due time by default), and
 * `?demande=<siteId>:<id>` the one opened with its site, thread and the site's recent trouble;
 * `?vue=advisors` lists the Expert sites and their advisors. Each part is read on its own: one
 * that fails is said, the others show.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, "admin");
  const params = new URL(request.url).searchParams;
  const view = parseSupportView(params);
  const ref = parseSupportRequestRef(params.get("demande"));
  const now = new Date();
  const [counts, requests, detail, admins, advisors] = await Promise.all([
    loadSection(context, "support: counts failed", () => countSupportRequests(context.db, admin.id, now), NO_COUNTS),
    view === "advisors"
      ? Promise.resolve({ value: [], failed: false })
      : loadSection(context, "support: list failed", () => listSupportRequests(context.db, { view, adminId: admin.id, now }), []),
    ref
      ? loadSection(context, "support: request failed", () => getSupportRequestDetail(context.db, context.config.publicUrl, ref, now), null, ref.siteId)
      : Promise.resolve({ value: null, failed: false }),
    loadSection(context, "support: admins failed", () => listSupportAdmins(context.db), []),
    view === "advisors"
      ? loadSection(context, "support: advisors failed", () => listExpertSiteAdvisors(context.db), [])
      : Promise.resolve({ value: [], failed: false }),
  ]);
  return {
    view,
    adminId: admin.id,
    counts: counts.value,
    requests: requests.value,
    loadError: requests.failed || counts.failed || advisors.failed,
    // The screen by its menu name: the menu sits above the support folder, so it is named here.
    opened: ref
      ? { ref, detail: detail.value, failed: detail.failed, screenLabel: detail.value?.request.screen ? screenLabel(detail.value.request.screen) : null }
      : null,
    admins: admins.value,
    advisors: advisors.value,
  };
}

/** Replies, statuses, assignments, advisors: admins only (403 for anyone else, nothing written). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return handleSupportQueueAction({ request, context, user });
}

export default function SupportRoute() {
  const data = useLoaderData<typeof loader>();
  // The selection is the layout's: an advisor's photo is uploaded into the selected site's images.
  const current = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout")?.currentSite;
  return <SupportQueuePage {...data} selectedSite={current ? { id: current.id, name: current.name } : null} />;
}
