import { Link, useLocation } from "react-router";
import { Sparkles, Store } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { SitePlan } from "~/db/enums";
import { PLAN_FEATURE_BENEFITS, PLAN_LABELS, PLAN_PRICES, lowestPlanWith, planAvailabilityText, type PlanLock } from "~/features/plans/plans";

/**
 * 'Passer à la formule Pro': the owner's 'Formule et facturation' with that plan asked
 * for, and the screen to come back to once it is confirmed.
 */
export function planChangeHref(plan: SitePlan, back: string): string {
  return `/admin/abonnement?${new URLSearchParams({ formule: plan, retour: back })}`;
}
export const PLAN_KEPT_TEXT =
  "Si cette page a déjà été remplie, rien n'est perdu\u00a0: son contenu est conservé et réapparaît dès que la formule le comprend.";

/**
 * The calm card a back-office screen shows instead of its editor when the site's plan does not
 * include it: which plan has it, what it would add, and who can change the plan.
 * The page's own title stays above it, so the sidebar and the page still say where one is.
 */
export function PlanCard({ title, lock }: { title: string; lock: PlanLock }) {
  const plan = lowestPlanWith(lock.feature);
  const location = useLocation();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="font-sans text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      <Card role="region" aria-labelledby="formule-titre" className="items-center gap-3 px-6 py-10 text-center sm:px-10 sm:py-12">
        <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-brand-100 text-brand-800">
          <Sparkles className="size-6" />
        </span>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Formule {PLAN_LABELS[plan]} · {PLAN_PRICES[plan]}
          {"\u00a0"}€ HT par mois
        </p>
        <h2 id="formule-titre" className="font-sans text-lg font-semibold text-balance">
          {planAvailabilityText(lock.feature)}
        </h2>
        <p className="max-w-lg text-sm leading-relaxed text-gray-700">{PLAN_FEATURE_BENEFITS[lock.feature]}</p>
        <p className="max-w-lg text-sm text-muted-foreground">{PLAN_KEPT_TEXT}</p>
        <div className="mt-2 flex flex-col items-center gap-2 sm:flex-row">
          <Button asChild>
            <Link to={planChangeHref(plan, location.pathname)}>
              <Sparkles aria-hidden="true" />
              Passer à la formule {PLAN_LABELS[plan]}
            </Link>
          </Button>
          {lock.canChangePlan ? (
            <Button asChild variant="outline">
              <Link to="/admin/sites">
                <Store aria-hidden="true" />
                Changer la formule dans Sites
              </Link>
            </Button>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
