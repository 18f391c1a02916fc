import { Check } from "~/components/icon/icons";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { plans } from "~/features/landing/landing-content";
import { SectionHeading } from "~/features/landing/section-heading";
import { FREE_START_TEXT, parsePlan, signupHref } from "~/features/plans/plans";

/**
 * The three plans. 'Choisir' leads to the sign-up with the plan preselected; with
 * SIGNUP=closed, to the contact block below.
 */
export function LandingPricing({ signupOpen }: { signupOpen: boolean }) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="border-y border-gray-200/70 bg-[#f7f8f6] py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Tarifs"
          title="Une formule pour chaque commerce"
          description="Des prix mensuels clairs, pour un site professionnel sans surprise."
        />
        <ul className="mx-auto mt-14 grid max-w-md gap-6 lg:mt-20 lg:max-w-none lg:grid-cols-3 lg:gap-5">
          {plans.map((plan) => (
            <li
              key={plan.name}
              className={cn(
                "relative flex flex-col rounded-3xl p-7 sm:p-8",
                plan.highlighted
                  ? "bg-brand-900 text-white shadow-2xl ring-1 ring-brand-900 lg:-my-5 lg:py-12"
                  : "bg-white text-gray-950 shadow-sm ring-1 ring-gray-200",
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-display text-2xl font-semibold">{plan.name}</h3>
                {plan.highlighted ? <span className="rounded-full bg-amber-300 px-3 py-1 text-xs font-semibold text-amber-950">Recommandé</span> : null}
              </div>
              <p className={cn("mt-2 text-sm lg:min-h-10", plan.highlighted ? "text-brand-100" : "text-gray-600")}>{plan.pitch}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="font-display text-5xl font-semibold tracking-tight">{plan.price}</span>
                <span className={cn("text-base", plan.highlighted ? "text-brand-100" : "text-gray-600")}>/mois</span>
              </p>
              <Button
                asChild
                size="lg"
                variant={plan.highlighted ? "secondary" : "outline"}
                className={cn("mt-7 w-full", plan.highlighted && "bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-white")}
              >
                <a href={signupOpen ? signupHref(parsePlan(plan.name) ?? "pro") : "#contact"}>
                  Choisir {plan.name}
                  <span className="sr-only"> à {plan.price} par mois</span>
                </a>
              </Button>
              <div className={cn("mt-8 border-t pt-6", plan.highlighted ? "border-white/15" : "border-gray-100")}>
                {plan.includesPrevious ? (
                  <p className={cn("mb-4 text-sm font-semibold", plan.highlighted ? "text-white" : "text-gray-900")}>{plan.includesPrevious}</p>
                ) : null}
                <ul className="space-y-3 text-[0.95rem]">
                  {plan.items.map((item) => (
                    <li key={item} className="flex gap-3">
                      <Check
                        aria-hidden="true"
                        strokeWidth={2.5}
                        className={cn("mt-0.5 size-5 shrink-0", plan.highlighted ? "text-amber-300" : "text-brand-600")}
                      />
                      <span className={plan.highlighted ? "text-white/90" : "text-gray-700"}>{item}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-12 max-w-2xl text-center text-sm text-gray-700 lg:mt-16">
          <strong className="font-semibold text-gray-950">{FREE_START_TEXT}</strong> Prix hors taxes, TVA de 20{"\u00a0"}% en sus.
        </p>
      </div>
    </section>
  );
}
