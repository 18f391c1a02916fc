import { Link } from "react-router";
import { ArrowRight } from "~/components/icon/icons";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { siteHref, type LinkContext } from "~/features/site-resolution/site-links";
import { CONTAINER, SectionHeading } from "~/features/home/public/section-heading";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { messageParts } from "~/lib/i18n/message-parts";
import type { Translate } from "~/lib/i18n/messages";

export type Step = { title: string; description: string };
export type StepsCta = { label: string; href: string };

/**
 * How to order from a neighbourhood shop, in the page's language: true of shops and caterers
 * alike, so no setting for it. A site without a products page (Essentiel plan) has nothing to
 * browse online: its first step sends the visitor to the shop.
 */
export function orderSteps(t: Translate, withProducts: boolean): Step[] {
  return [
    { title: t("home.step1Title"), description: t(withProducts ? "home.step1Text" : "home.step1TextInShop") },
    { title: t("home.step2Title"), description: t("home.step2Text") },
    { title: t("home.step3Title"), description: t("home.step3Text") },
  ];
}

type Props = {
  id: string;
  eyebrow?: string;
  title: string;
  steps: readonly Step[];
  /** The optional call to action under the steps ("Steps section"). */
  cta?: StepsCta;
  links: LinkContext;
  className?: string;
};

/** Steps section: numbered steps (number, title, description) with an optional call to action. */
export function StepsSection({ id, eyebrow, title, steps, cta, links, className }: Props) {
  const { t } = usePageLanguage();
  return (
    <section aria-labelledby={id} className={cn("bg-site-tint py-16 sm:py-24", className)}>
      <div className={CONTAINER}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} />
        <div className="relative mt-12">
          {/* The thread between the numbers on wide screens (outside the <ol>: lists hold only <li>). */}
          <div aria-hidden="true" className="absolute top-7 right-[17%] left-[17%] hidden border-t-2 border-dashed border-site-primary/35 md:block" />
          <ol className="relative grid gap-5 md:grid-cols-3 md:gap-8">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="site-step"
            >
              <span
                aria-hidden="true"
                className="site-step-number"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="site-step-title">
                  <span className="sr-only">{messageParts(t, "home.step", { number: index + 1 }, { nbsp: true })}</span>
                  {step.title}
                </h3>
                <p className="site-step-text">{step.description}</p>
              </div>
            </li>
          ))}
          </ol>
        </div>
        {cta ? (
          <div className="mt-12 flex justify-center">
            <Button asChild size="lg" className="rounded-full px-7">
              <Link to={siteHref(cta.href, links)} prefetch="intent">
                {cta.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
