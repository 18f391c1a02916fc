import { useLoaderData } from "react-router";
import type { Route } from "./+types/events";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { handleListAction } from "~/features/admin-kit/list-action.server";
import { getEventRsvps } from "~/features/events/event-rsvps.server";
import { EVENTS_EDITOR } from "~/features/events/events-action.server";
import { listEvents } from "~/features/events/events.server";
import { EventsPage } from "~/features/events/admin/events-page";

export function meta() {
  return [{ title: "Événements — Vitrine" }];
}

/** The current site's events in the public order, with how many said 'Je viendrai'. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireSiteAccess(request, context);
  try {
    const [events, rsvps] = await Promise.all([listEvents(context.db, site.id), getEventRsvps(context.db, site.id, null)]);
    const rsvpCounts = Object.fromEntries(Object.entries(rsvps).map(([id, state]) => [id, state.count]));
    return { events, rsvpCounts, loadError: false };
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id }, "events editor: load failed");
    return { events: [], rsvpCounts: {}, loadError: true };
  }
}

export const action = siteAction(({ context, site, form }) => handleListAction(EVENTS_EDITOR, context, site.id, form));

export default function EventsRoute() {
  const data = useLoaderData<typeof loader>();
  return <EventsPage {...data} />;
}
