import { legalContact, type LegalFacts as Facts } from "~/features/legal/legal-notice";
import type { SiteColors } from "~/features/appearance/theme";
import { auditSummary, contrastFigures } from "~/features/legal/accessibility-statement";
import { ContactLinks } from "~/features/legal/public/legal-notice-page";
import { LegalPageFrame, LegalSection } from "~/features/legal/public/legal-page-frame";
import { usePageLanguage } from "~/lib/i18n/page-language";

const DEFENSEUR_FORM = "https://formulaire.defenseurdesdroits.fr/";

/**
 * /merchant/accessibilite: the accessibility statement on the RGAA's model, generated for the
 * site. Honest about what it is (no full audit, hence 'non conforme'); what the platform does for
 * every site (contrast computed from its colours, shown with its own figures; keyboard; text
 * alternatives; languages); the last automated check; the contact and the remedy.
 */
export function AccessibilityPage({ facts, colors, contactHref }: { facts: Facts; colors: SiteColors; contactHref: string }) {
  const { t, locale } = usePageLanguage();
  const contact = legalContact(facts);
  const summary = auditSummary();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${summary.date}T12:00:00Z`));
  const ratio = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const siteName = facts.siteName;
  return (
    <LegalPageFrame title={t("legal.a11y.title")} lead={t("legal.a11y.lead", { siteName })} ownerMissing={[]} settingsHref="">
      <p className="-mt-4 text-sm text-gray-700">{t("legal.a11y.established", { date })}</p>
      <LegalSection id="conformite" title={t("legal.a11y.conformityTitle")}>
        <p>
          <strong>{t("legal.a11y.conformityText", { siteName })}</strong>
        </p>
        <p>{t("legal.a11y.conformityMeaning")}</p>
      </LegalSection>
      <LegalSection id="garanties" title={t("legal.a11y.guaranteesTitle")}>
        <h3 className="font-sans text-base font-semibold text-gray-900">{t("legal.a11y.contrastTitle")}</h3>
        <p>{t("legal.a11y.contrastText")}</p>
        <table className="w-full text-left text-sm">
          <tbody className="divide-y divide-gray-100">
            {contrastFigures(colors).map((figure) => (
              <tr key={figure.pair}>
                <th scope="row" className="py-2 pr-3 font-medium text-gray-700">
                  <span
                    aria-hidden="true"
                    className="mr-2 inline-grid size-6 place-items-center rounded border border-gray-300 align-middle text-xs font-bold"
                    style={{ color: figure.text, backgroundColor: figure.background }}
                  >
                    A
                  </span>
                  {t(`legal.a11y.contrast.${figure.pair}`)}
                </th>
                <td className="py-2 text-right whitespace-nowrap tabular-nums text-gray-900">
                  {t("legal.a11y.contrast.ratio", { ratio: ratio.format(figure.ratio) })}
                  <span className="block text-xs text-gray-700">{figure.passes ? t("legal.a11y.contrast.pass") : t("legal.a11y.contrast.fail")}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="font-sans text-base font-semibold text-gray-900">{t("legal.a11y.keyboardTitle")}</h3>
        <p>{t("legal.a11y.keyboardText")}</p>
        <h3 className="font-sans text-base font-semibold text-gray-900">{t("legal.a11y.altTitle")}</h3>
        <p>{t("legal.a11y.altText")}</p>
        <h3 className="font-sans text-base font-semibold text-gray-900">{t("legal.a11y.languageTitle")}</h3>
        <p>{t("legal.a11y.languageText")}</p>
      </LegalSection>
      <LegalSection id="verifications" title={t("legal.a11y.checksTitle")}>
        <p>{t("legal.a11y.checksText")}</p>
        <p>
          <strong>{t("legal.a11y.lastCheck", { date, version: summary.version, pages: summary.pages, violations: summary.violations })}</strong>
        </p>
        <p>{t("legal.a11y.checksLimit")}</p>
      </LegalSection>
      <LegalSection id="contact" title={t("legal.a11y.contactTitle")}>
        <p>{t("legal.a11y.contactText")}</p>
        {contact.email || contact.phone ? (
          <p>
            <ContactLinks email={contact.email} phone={contact.phone} />
          </p>
        ) : (
          <p>
            <a href={contactHref}>{t("legal.privacy.contactForm")}</a>
          </p>
        )}
      </LegalSection>
      <LegalSection id="recours" title={t("legal.a11y.remedyTitle")}>
        <p>{t("legal.a11y.remedyText")}</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <a href={DEFENSEUR_FORM} rel="noopener noreferrer">
              {t("legal.a11y.remedyForm")}
            </a>
          </li>
          <li>{t("legal.a11y.remedyPost")}</li>
        </ul>
      </LegalSection>
    </LegalPageFrame>
  );
}
