import { useLoaderData } from "react-router";
import { z } from "~/lib/zod";
import type { Route } from "./+types/hours";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { localDateTime } from "~/lib/calendar";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";
import { handleHoursAction } from "~/features/hours/hours-action.server";
import { getSpecialOpeningHours, getWeeklyHours, listSpecialPeriods } from "~/features/hours/hours-admin.server";
import { getSiteTimeZone } from "~/features/sites/sites.server";
import { HoursPage } from "~/features/hours/admin/hours-screen";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Horaires — Vitrine" }];
}

const periodParam = z.uuid();

/**
 * /admin/pages/hours (Hours). `?period=<id>` also loads that period's
 * special_opening_hours: the 'Gérer les horaires' dialog fetches it and opens once it is there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireSiteAccess(request, context);
  const requested = new URL(request.url).searchParams.get("period");
  const [main, special] = await Promise.all([
    loadSection(
      context,
      "hours: load failed",
      () => Promise.all([getWeeklyHours(context.db, site.id), listSpecialPeriods(context.db, site.id), getSiteTimeZone(context.db, site.id)]),
      null,
      site.id,
    ),
    requested === null
      ? null
      : periodParam.safeParse(requested).success
        ? loadSection(context, "hours: special hours load failed", () => getSpecialOpeningHours(context.db, site.id, requested), undefined, site.id).then(
            (loaded) => loaded.value,
          )
        : undefined,
  ]);
  const [weekly, periods, timeZone] = main.value ?? [[], [], DEFAULT_TIME_ZONE];
  const now = new Date();
  return {
    timeZone,
    // The server's "today" in the site's zone: the 'Actif' badge and the holidays are computed on it.
    now: now.toISOString(),
    today: localDateTime(now, timeZone).date,
    weekly,
    periods,
    loadError: main.failed,
    // null: not asked; undefined → error (unknown id or failed query), shown as the spec's message.
    special: requested === null ? null : special ? { periodId: requested, ...special } : { periodId: requested, error: true as const },
  };
}

export const action = siteAction(handleHoursAction);

export default function HoursRoute() {
  const data = useLoaderData<typeof loader>();
  return <HoursPage {...data} />;
}
