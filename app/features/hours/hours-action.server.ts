import { z } from "zod";
import type { RequestContext } from "~/context";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, ignored, invalid } from "~/features/admin-kit/action-result";
import { errorToast } from "~/lib/toast";
import { parsePeriodForm, parseWeekForm, readPeriodValues, weekFieldErrors } from "./hours-schema";
import { frenchHolidays } from "./french-holidays";
import { createClosedDays, createSpecialPeriod, deleteSpecialPeriod, replaceSpecialOpeningHours, replaceWeeklyHours, updateSpecialPeriod } from "./hours-admin.server";
import { HOURS_ADMIN_MESSAGES as M, type HoursIntent } from "./hours-texts";

const uuid = z.uuid();

const FAILED: Record<HoursIntent, string> = {
  "save-week": M.saveFailed,
  create: M.createFailed,
  update: M.updateFailed,
  delete: M.deleteFailed,
  "save-special": M.specialSaveFailed,
  "add-holidays": M.holidaysFailed,
};
const DONE: Record<HoursIntent, string> = {
  "save-week": M.saved,
  create: M.created,
  update: M.updated,
  delete: M.deleted,
  "save-special": M.specialSaved,
  "add-holidays": M.holidaysAdded(1),
};

const isIntent = (value: unknown): value is HoursIntent => typeof value === "string" && value in FAILED;

/**
 * POST /admin/pages/hours (a `siteAction`), one `intent` per mutation. Period ids are matched with
 * the site: another site's id → 404.
 */
export async function handleHoursAction({ context, site, form }: Pick<ActionArgs, "context" | "site" | "form">) {
  const siteId = site.id;
  const intent = form.get("intent");
  if (!isIntent(intent)) return ignored(undefined);
  const fail = (status: number) => failed(intent, FAILED[intent], status);

  if (intent === "add-holidays") return addHolidays(context, siteId, form);

  let periodId = "";
  if (intent !== "save-week" && intent !== "create") {
    const parsed = uuid.safeParse(form.get("periodId"));
    if (!parsed.success) return fail(404);
    periodId = parsed.data;
  }

  try {
    if (intent === "save-week" || intent === "save-special") {
      const { days, errors } = parseWeekForm(form);
      if (Object.keys(errors).length > 0) return invalid(intent, weekFieldErrors(errors), { toast: errorToast(M.invalidWeek) });
      if (intent === "save-week") await replaceWeeklyHours(context.db, siteId, days);
      else if (!(await replaceSpecialOpeningHours(context.db, siteId, periodId, days))) return fail(404);
    } else if (intent === "create" || intent === "update") {
      const values = readPeriodValues(form);
      const parsed = parsePeriodForm(values);
      if (parsed.status === "ignored") return ignored(intent);
      if (parsed.status === "invalid") return invalid(intent, parsed.errors, { values });
      const saved = intent === "create" ? await createSpecialPeriod(context.db, siteId, parsed.period) : await updateSpecialPeriod(context.db, siteId, periodId, parsed.period);
      if (saved.status === "missing") return fail(404);
      // On the dates of another period: the message goes under the form's date field.
      if (saved.status === "conflict") return invalid(intent, { [values.type === "range" ? "startDate" : "date"]: saved.message }, { values });
      return done(intent, DONE[intent], { rowId: saved.id });
    } else if (!(await deleteSpecialPeriod(context.db, siteId, periodId))) {
      return fail(404);
    }
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, intent }, "hours: save failed");
    return fail(500);
  }
  return done(intent, DONE[intent], periodId ? { rowId: periodId } : {});
}

/**
 * 'Ajouter les jours fériés' (issue 13): the ticked dates (`date`, several), each a French public
 * holiday whose name the server gives, added as closed single days in one transaction.
 */
async function addHolidays(context: RequestContext, siteId: string, form: FormData) {
  const intent = "add-holidays";
  const dates = [...new Set(form.getAll("date").filter((value): value is string => typeof value === "string"))];
  if (dates.length === 0) return ignored(intent);
  const days: { date: string; title: string }[] = [];
  for (const date of dates.sort()) {
    const holiday = frenchHolidays(Number(date.slice(0, 4))).find((h) => h.date === date);
    if (!holiday) return failed(intent, M.holidaysFailed, 400);
    days.push({ date, title: holiday.name });
  }
  try {
    const saved = await createClosedDays(context.db, siteId, days);
    if (saved.status === "conflict") return failed(intent, saved.message, 409);
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, intent }, "hours: holidays failed");
    return failed(intent, M.holidaysFailed, 500);
  }
  return done(intent, M.holidaysAdded(days.length));
}
