import { Link } from "react-router";
import { Sparkles, Store } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PLAN_FEATURE_BENEFITS, PLAN_LABELS, PLAN_PRICES, lowestPlanWith, planAvailabilityText, type PlanLock } from "./plans";

/** What an owner reads where an admin gets the link to the Sites screen. */
export const PLAN_CONTACT_TEXT = "Pour changer de formule, contactez l'équipe Vitrine\u00a0: elle s'en occupe pour vous.";
export const PLAN_KEPT_TEXT = "Si cette page a déjà été remplie, rien n'est perdu\u00a0: son contenu est conservé et réapparaît dès que la formule le comprend.";

/**
 * The calm card a back-office screen shows instead of its editor when the site's plan does not
 * include it (issue 14): which plan has it, what it would add, and who can change the plan.
 * The page's own title stays above it, so the sidebar and the page still say where one is.
 */
export function PlanCard({ title, lock }: { title: string; lock: PlanLock }) {
  const plan = lowestPlanWith(lock.feature);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="font-sans text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      <Card role="region" aria-labelledby="formule-titre" className="items-center gap-3 px-6 py-10 text-center sm:px-10 sm:py-12">
        <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-brand-100 text-brand-800">
          <Sparkles className="size-6" />
        </span>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Formule {PLAN_LABELS[plan]} · {PLAN_PRICES[plan]}{"\u00a0"}€ par mois
        </p>
        <h2 id="formule-titre" className="font-sans text-lg font-semibold text-balance">
          {planAvailabilityText(lock.feature)}
        </h2>
        <p className="max-w-lg text-sm leading-relaxed text-gray-700">{PLAN_FEATURE_BENEFITS[lock.feature]}</p>
        <p className="max-w-lg text-sm text-muted-foreground">{PLAN_KEPT_TEXT}</p>
        {lock.canChangePlan ? (
          <Button asChild className="mt-2">
            <Link to="/admin/sites">
              <Store aria-hidden="true" />
              Changer la formule dans Sites
            </Link>
          </Button>
        ) : (
          <p className="mt-2 max-w-lg rounded-lg bg-muted px-4 py-3 text-sm text-foreground">{PLAN_CONTACT_TEXT}</p>
        )}
      </Card>
    </div>
  );
}
