import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import { PLAN_LABELS } from "~/features/plans/plans";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { errorToast, successToast } from "~/lib/toast";
import { frenchBillingDate } from "~/features/billing/billing-calendar";
import { formatEuros } from "~/features/billing/billing-amounts";
import { billingOptions } from "~/features/billing/billing-options";
import { PLAN_CHANGE_INTENT, planChangeFormSchema } from "~/features/billing/billing-schema";
import { changePlan } from "~/features/billing/plan-change.server";

export const PLAN_CHANGE_TEXTS = {
  failed: "Impossible de changer de formule pour le moment. Réessayez dans un instant.",
  upgraded: (plan: string, prorataHt: number) =>
    prorataHt > 0
      ? `Votre site passe à la formule ${plan} dès maintenant. Votre prochaine facture comprendra ${formatEuros(prorataHt)} HT pour les jours restants du mois en cours.`
      : `Votre site passe à la formule ${plan} dès maintenant.`,
  downgraded: (plan: string, on: string) => `Votre site passera à la formule ${plan} le ${on}. D'ici là, rien ne change.`,
  appliedNow: (plan: string) => `Votre site est maintenant en formule ${plan}.`,
  cancelled: (plan: string) => `Le changement prévu est annulé\u00a0: vous gardez la formule ${plan}.`,
} as const;

/**
 * 'Formule et facturation': the session's site changes plan (the route's `siteAction`;
 * the owner, or an admin on the selected site). Confirmed on the page first; mailed to the owner
 * and the admins and logged in `plan_changes` by `changePlan`, in its transaction.
 */
export async function handlePlanChangeAction({ context, user, site, form }: Pick<ActionArgs, "context" | "user" | "site" | "form">) {
  const values = formValues(form, ["plan"] as const);
  const parsed = planChangeFormSchema.safeParse(values);
  if (!parsed.success)
    return invalid(PLAN_CHANGE_INTENT, fieldErrors<"plan">(parsed.error), {
      values,
      toast: errorToast(parsed.error.issues[0]?.message ?? PLAN_CHANGE_TEXTS.failed),
    });
  try {
    const result = await changePlan(context.db, site.id, parsed.data.plan, user.id, new Date(), billingOptions(context.config));
    if (!result.ok) return failed(PLAN_CHANGE_INTENT, result.message, result.reason === "not-found" ? 404 : 409);
    context.logger.info(
      { requestId: context.requestId, siteId: site.id, from: result.fromPlan, to: result.toPlan, kind: result.kind, deferred: result.deferred },
      "billing: plan changed",
    );
    const label = PLAN_LABELS[result.toPlan];
    let text: string;
    if (result.kind === "upgrade") text = PLAN_CHANGE_TEXTS.upgraded(label, result.prorataHt);
    else if (result.kind === "downgrade")
      text = result.deferred ? PLAN_CHANGE_TEXTS.downgraded(label, frenchBillingDate(result.effectiveOn)) : PLAN_CHANGE_TEXTS.appliedNow(label);
    else text = PLAN_CHANGE_TEXTS.cancelled(label);
    return done(PLAN_CHANGE_INTENT, successToast(text, "Formule modifiée"), { values: { plan: result.toPlan } });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id }, "billing: plan change failed");
    return failed(PLAN_CHANGE_INTENT, PLAN_CHANGE_TEXTS.failed, 500);
  }
}
