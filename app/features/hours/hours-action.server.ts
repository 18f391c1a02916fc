import { data } from "react-router";
import { z } from "zod";
import type { RequestContext } from "~/context";
import type { CurrentSite } from "~/features/admin-kit/current-site.server";
import { errorToast as failure, successToast as success } from "~/features/admin-kit/result-toast";
import { parsePeriodForm, parseWeekForm, readPeriodValues } from "./hours-form";
import { createSpecialPeriod, deleteSpecialPeriod, replaceSpecialOpeningHours, replaceWeeklyHours, updateSpecialPeriod } from "./hours-admin.server";
import { HOURS_ADMIN_MESSAGES as M, type HoursActionResult, type HoursIntent } from "./hours-messages";

const uuid = z.uuid();

const FAILED: Record<HoursIntent, string> = {
  "save-week": M.saveFailed,
  create: M.createFailed,
  update: M.updateFailed,
  delete: M.deleteFailed,
  "save-special": M.specialSaveFailed,
};
const DONE: Record<HoursIntent, string> = {
  "save-week": M.saved,
  create: M.created,
  update: M.updated,
  delete: M.deleted,
  "save-special": M.specialSaved,
};

const isIntent = (value: unknown): value is HoursIntent => typeof value === "string" && value in FAILED;

/**
 * POST /admin/pages/hours, one `intent` per mutation. The site is the session's (requireSiteAccess
 * by the caller). A `siteId` field, when the form sends one, must be that site: a page opened for
 * another site (switched in another tab) must not overwrite this one's hours (§5: an empty one
 * means the current site). Period ids are matched with the site: another site's id → 404.
 */
export async function handleHoursAction(request: Request, context: RequestContext, site: CurrentSite) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isIntent(intent)) throw data({ message: "Action inconnue" }, { status: 400 });
  const id = crypto.randomUUID();
  const fail = (status: number, text = FAILED[intent]) => data<HoursActionResult>({ intent, status: "failed", id, toast: failure(text) }, { status });

  const formSite = form.get("siteId");
  if (typeof formSite === "string" && formSite !== "" && formSite !== site.id) return fail(409, M.siteChanged);

  let periodId = "";
  if (intent !== "save-week" && intent !== "create") {
    const parsed = uuid.safeParse(form.get("periodId"));
    if (!parsed.success) return fail(404);
    periodId = parsed.data;
  }

  try {
    if (intent === "save-week" || intent === "save-special") {
      const { days, errors } = parseWeekForm(form);
      if (Object.keys(errors).length > 0) {
        return data<HoursActionResult>({ intent, status: "invalid", id, dayErrors: errors, toast: failure(M.invalidWeek) }, { status: 400 });
      }
      if (intent === "save-week") await replaceWeeklyHours(context.db, site.id, days);
      else if (!(await replaceSpecialOpeningHours(context.db, site.id, periodId, days))) return fail(404);
    } else if (intent === "create" || intent === "update") {
      const values = readPeriodValues(form);
      const parsed = parsePeriodForm(values);
      if (parsed.status === "ignored") return data<HoursActionResult>({ intent, status: "ignored", id });
      if (parsed.status === "invalid") return data<HoursActionResult>({ intent, status: "invalid", id, values, errors: parsed.errors }, { status: 400 });
      if (intent === "create") {
        const created = await createSpecialPeriod(context.db, site.id, parsed.period);
        return data<HoursActionResult>({ intent, status: "done", id, toast: success(DONE[intent]), periodId: created });
      }
      if (!(await updateSpecialPeriod(context.db, site.id, periodId, parsed.period))) return fail(404);
    } else if (!(await deleteSpecialPeriod(context.db, site.id, periodId))) {
      return fail(404);
    }
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, intent }, "hours: save failed");
    return fail(500);
  }
  return data<HoursActionResult>({ intent, status: "done", id, toast: success(DONE[intent]) });
}
