import { useLoaderData } from "react-router";
import type { Route } from "./+types/events";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { handleListAction } from "~/features/admin-kit/list-action.server";
import { getEventRsvps } from "~/features/events/event-rsvps.server";
import { EVENTS_EDITOR } from "~/features/events/events-action.server";
import { listEvents } from "~/features/events/events.server";
import { EventsPage } from "~/features/events/admin/events-screen";
import { localDateTime } from "~/lib/calendar";
import { getSiteTimeZone } from "~/features/sites/sites.server";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Événements — Vitrine" }];
}

/**
 * The current site's events in the public order, with how many said 'Je viendrai', and the site's
 * local date ('Terminé' once an event's end date is before it, as the public pages decide).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireSiteAccess(request, context);
  const loaded = await loadSection(
    context,
    "events editor: load failed",
    async () => {
      const [events, rsvps, timeZone] = await Promise.all([
        listEvents(context.db, site.id),
        getEventRsvps(context.db, site.id, null),
        getSiteTimeZone(context.db, site.id),
      ]);
      const rsvpCounts: Record<string, number> = Object.fromEntries(Object.entries(rsvps).map(([id, state]) => [id, state.count]));
      return { events, rsvpCounts, today: localDateTime(new Date(), timeZone).date };
    },
    { events: [], rsvpCounts: {}, today: "" },
    site.id,
  );
  return { ...loaded.value, loadError: loaded.failed };
}

export const action = siteAction(({ context, site, form }) => handleListAction(EVENTS_EDITOR, context, site.id, form));

export default function EventsRoute() {
  const data = useLoaderData<typeof loader>();
  return <EventsPage {...data} />;
}
