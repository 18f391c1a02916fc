import { data } from "react-router";
import { z } from "zod";
import type { RequestContext } from "~/context";
import { homeEvents } from "~/db/schema";
import { errorToast, successToast } from "~/features/admin-kit/result-toast";
import { LIST_MESSAGES, listResult } from "~/features/admin-kit/list-result";
import { handleReorder } from "~/features/admin-kit/reorder-action.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { EVENT_FIELDS, EVENT_TEXTS, eventFormSchema, type EventActionResult, type EventField } from "./event-form";
import { createEvent, deleteEvent, updateEvent } from "./events.server";

const rowId = z.uuid();

/**
 * POST /admin/content/events: `intent` create, update, delete or reorder. `siteId` comes from
 * requireSiteAccess; an event id that is not that site's answers 404 and changes nothing.
 */
export async function handleEventAction(request: Request, context: RequestContext, siteId: string) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const answer = (result: EventActionResult, status = 200) => data(result, { status });
  const log = (err: unknown) => context.logger.error({ err, requestId: context.requestId, siteId, intent }, "events editor: change failed");

  if (intent === "reorder") return handleReorder(context, homeEvents, siteId, form);

  if (intent === "delete") {
    const failed = (status: number) => answer(listResult(intent, false, errorToast(LIST_MESSAGES.deleteFailed)), status);
    const id = rowId.safeParse(form.get("id"));
    if (!id.success) return failed(404);
    try {
      if (!(await deleteEvent(context.db, siteId, id.data))) return failed(404);
    } catch (err) {
      log(err);
      return failed(500);
    }
    return answer(listResult(intent, true, successToast(EVENT_TEXTS.deleted)));
  }

  if (intent === "create" || intent === "update") {
    const failed = (status: number) => answer(listResult(intent, false, errorToast(LIST_MESSAGES.saveFailed)), status);
    const parsed = eventFormSchema.safeParse(formValues(form, EVENT_FIELDS));
    if (!parsed.success) return answer({ ...listResult(intent, false), errors: fieldErrors<EventField>(parsed.error) }, 400);
    try {
      if (intent === "create") {
        await createEvent(context.db, siteId, parsed.data);
        return answer(listResult(intent, true, successToast(EVENT_TEXTS.created)));
      }
      const id = rowId.safeParse(form.get("id"));
      if (!id.success || !(await updateEvent(context.db, siteId, id.data, parsed.data))) return failed(404);
      return answer(listResult(intent, true, successToast(EVENT_TEXTS.updated)));
    } catch (err) {
      log(err);
      return failed(500);
    }
  }

  return answer(listResult(intent, false), 400);
}
