import { z } from "zod";
import type { RequestContext } from "~/context";
import { homeEvents } from "~/db/schema";
import { GENERIC_TEXTS, done, failed, ignored, invalid } from "~/features/admin-kit/action-result";
import { handleReorder } from "~/features/admin-kit/reorder-action.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { EVENT_FIELDS, EVENT_TEXTS, eventFormSchema, type EventField } from "./event-form";
import { createEvent, deleteEvent, updateEvent } from "./events.server";

const rowId = z.uuid();

/**
 * POST /admin/content/events (a `siteAction`): `intent` create, update, delete or reorder. An
 * event id that is not the site's answers 404 and changes nothing.
 */
export async function handleEventAction(context: RequestContext, siteId: string, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const log = (err: unknown) => context.logger.error({ err, requestId: context.requestId, siteId, intent }, "events editor: change failed");

  if (intent === "reorder") return handleReorder(context, homeEvents, siteId, form);

  if (intent === "delete") {
    const id = rowId.safeParse(form.get("id"));
    if (!id.success) return failed(intent, GENERIC_TEXTS.deleteFailed, 404);
    try {
      if (!(await deleteEvent(context.db, siteId, id.data))) return failed(intent, GENERIC_TEXTS.deleteFailed, 404);
    } catch (err) {
      log(err);
      return failed(intent, GENERIC_TEXTS.deleteFailed, 500);
    }
    return done(intent, EVENT_TEXTS.deleted, { rowId: id.data });
  }

  if (intent === "create" || intent === "update") {
    const parsed = eventFormSchema.safeParse(formValues(form, EVENT_FIELDS));
    if (!parsed.success) return invalid(intent, fieldErrors<EventField>(parsed.error));
    try {
      if (intent === "create") return done(intent, EVENT_TEXTS.created, { rowId: await createEvent(context.db, siteId, parsed.data) });
      const id = rowId.safeParse(form.get("id"));
      if (!id.success || !(await updateEvent(context.db, siteId, id.data, parsed.data))) return failed(intent, GENERIC_TEXTS.saveFailed, 404);
      return done(intent, EVENT_TEXTS.updated, { rowId: id.data });
    } catch (err) {
      log(err);
      return failed(intent, GENERIC_TEXTS.saveFailed, 500);
    }
  }

  return ignored(intent);
}
