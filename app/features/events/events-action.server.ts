import { homeEvents } from "~/db/schema";
import type { ListEditor } from "~/features/admin-kit/list-action.server";
import { EVENT_FIELDS, EVENT_TEXTS, eventFormSchema, type EventInput } from "~/features/events/events-schema";
import { createEvent, deleteEvent, updateEvent } from "~/features/events/events.server";

/** POST /admin/content/events: the list kit's action (`handleListAction`) over the site's events. */
export const EVENTS_EDITOR: ListEditor<EventInput> = {
  name: "events editor",
  table: homeEvents,
  schema: eventFormSchema,
  fields: EVENT_FIELDS,
  texts: { created: EVENT_TEXTS.created, updated: EVENT_TEXTS.updated, deleted: EVENT_TEXTS.deleted },
  create: createEvent,
  update: updateEvent,
  remove: deleteEvent,
};
