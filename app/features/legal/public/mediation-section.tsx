import { consumerMediator, type LegalFacts as Facts } from "~/features/legal/legal-notice";
import { LegalFacts, LegalSection } from "~/features/legal/public/legal-page-frame";
import { usePageLanguage } from "~/lib/i18n/page-language";

/**
 * 'Médiation de la consommation' of the legal notice: the visitor's free recourse to the mediator
 * the merchant has signed with (Code de la consommation, art. L612-1 and R616-1), its name and a
 * link to its website. Nothing while it is missing: the owner's notice names it, and the site
 * cannot be published without it.
 */
export function MediationSection({ facts, name }: { facts: Facts; name: string }) {
  const { t } = usePageLanguage();
  const mediator = consumerMediator(facts);
  if (!mediator) return null;
  return (
    <LegalSection id="mediation" title={t("legal.mediation.title")}>
      <p>{t("legal.mediation.text", { name })}</p>
      <LegalFacts
        rows={[
          { term: t("legal.mediation.mediator"), value: mediator.name },
          {
            term: t("legal.mediation.website"),
            value: (
              <a href={mediator.url} rel="noopener noreferrer" className="break-all">
                {mediator.url.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </a>
            ),
          },
        ]}
      />
    </LegalSection>
  );
}
