import { z } from "zod";
import type { RequestContext } from "~/context";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, ignored, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { errorToast } from "~/lib/toast";
import { parsePeriodForm, parseWeekForm, readPeriodValues, weekFieldErrors, type PeriodInput } from "~/features/hours/hours-schema";
import { frenchHolidays } from "~/features/hours/french-holidays";
import {
  createClosedDays,
  createSpecialPeriod,
  deleteSpecialPeriod,
  replaceSpecialOpeningHours,
  replaceWeeklyHours,
  updateSpecialPeriod,
  type PeriodSave,
} from "~/features/hours/hours-admin.server";
import type { DayHours } from "~/features/hours/hours";
import { HOURS_ADMIN_MESSAGES as M, type HoursIntent } from "~/features/hours/hours-texts";

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

const HOURS_INTENTS = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save-week") }),
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("update") }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("save-special") }),
  z.object({ intent: z.literal("add-holidays") }),
]);

type HoursArgs = Pick<ActionArgs, "context" | "form"> & { siteId: string };

const fail = (intent: HoursIntent, status: number) => failed(intent, FAILED[intent], status);

/**
 * POST /admin/pages/hours (a `siteAction`), one `intent` per mutation. Period ids are matched with
 * the site: another site's id → 404.
 */
export async function handleHoursAction({ context, site, form }: Pick<ActionArgs, "context" | "site" | "form">) {
  const siteId = site.id;
  const parsed = readIntent(HOURS_INTENTS, form);
  if (!parsed) return ignored(undefined);
  const args: HoursArgs = { context, form, siteId };
  switch (parsed.intent) {
    case "save-week":
      return guarded(context, "save-week", () =>
        saveWeek(args, "save-week", async (days) => {
          await replaceWeeklyHours(context.db, siteId, days);
          return true;
        }),
      );
    case "save-special":
      return withPeriod(args, "save-special", (periodId) =>
        saveWeek(args, "save-special", (days) => replaceSpecialOpeningHours(context.db, siteId, periodId, days), periodId),
      );
    case "create":
      return guarded(context, "create", () => savePeriod(args, "create", (period) => createSpecialPeriod(context.db, siteId, period)));
    case "update":
      return withPeriod(args, "update", (periodId) => savePeriod(args, "update", (period) => updateSpecialPeriod(context.db, siteId, periodId, period)));
    case "delete":
      return withPeriod(args, "delete", async (periodId) =>
        (await deleteSpecialPeriod(context.db, siteId, periodId)) ? done("delete", DONE.delete, { rowId: periodId }) : fail("delete", 404),
      );
    case "add-holidays":
      return addHolidays(context, siteId, form);
    default:
      return unknownIntent(parsed);
  }
}

/** `run`, its failure logged and answered with the intent's failure toast (500). */
async function guarded<T>(context: RequestContext, intent: HoursIntent, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, intent }, "hours: save failed");
    return fail(intent, 500);
  }
}

/** The form's `periodId`, a 404 when it is not a period id, then `run` on it (guarded). */
function withPeriod<T>({ context, form }: HoursArgs, intent: HoursIntent, run: (periodId: string) => Promise<T>) {
  const periodId = uuid.safeParse(form.get("periodId"));
  if (!periodId.success) return fail(intent, 404);
  return guarded(context, intent, () => run(periodId.data));
}

/** A week of hours (the usual one, or a period's own): `save` is false when the period is not the site's. */
async function saveWeek({ form }: HoursArgs, intent: "save-week" | "save-special", save: (days: DayHours[]) => Promise<boolean>, periodId?: string) {
  const { days, errors } = parseWeekForm(form);
  if (Object.keys(errors).length > 0) return invalid(intent, weekFieldErrors(errors), { toast: errorToast(M.invalidWeek) });
  if (!(await save(days))) return fail(intent, 404);
  return done(intent, DONE[intent], periodId ? { rowId: periodId } : {});
}

async function savePeriod({ form }: HoursArgs, intent: "create" | "update", save: (period: PeriodInput) => Promise<PeriodSave>) {
  const values = readPeriodValues(form);
  const parsed = parsePeriodForm(values);
  if (parsed.status === "ignored") return ignored(intent);
  if (parsed.status === "invalid") return invalid(intent, parsed.errors, { values });
  const saved = await save(parsed.period);
  if (saved.status === "missing") return fail(intent, 404);
  // On the dates of another period: the message goes under the form's date field.
  if (saved.status === "conflict") return invalid(intent, { [values.type === "range" ? "startDate" : "date"]: saved.message }, { values });
  return done(intent, DONE[intent], { rowId: saved.id });
}

/**
 * 'Ajouter les jours fériés': the ticked dates (`date`, several), each a French public
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
