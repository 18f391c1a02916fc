import type { ReactNode } from "react";
import { legalContact } from "~/features/legal/legal-notice";
import { usePageLanguage } from "~/lib/i18n/page-language";
import type { Translate } from "~/lib/i18n/messages";
import { ContactLinks, type LegalPageProps } from "~/features/legal/public/legal-notice-page";
import { LegalFacts, LegalPageFrame, LegalSection, Lines } from "~/features/legal/public/legal-page-frame";

/** The visitor's rights (RGPD art. 15-21), each named and said in a few words. */
const RIGHTS = ["access", "rectification", "erasure", "objection", "restriction", "portability"] as const;

function Use({ title, data, purpose, basis }: { title: string; data: string; purpose: string; basis: ReactNode }) {
  const { t } = usePageLanguage();
  return (
    <div className="rounded-2xl bg-gray-50 p-4 ring-1 ring-black/5 sm:p-5">
      <h3 className="mb-3 font-sans text-base font-semibold text-gray-900">{title}</h3>
      <LegalFacts
        rows={[
          { term: t("legal.privacy.data"), value: data },
          { term: t("legal.privacy.purpose"), value: purpose },
          { term: t("legal.privacy.basis"), value: basis },
        ]}
      />
    </div>
  );
}

/** 'Un an', '18 mois': the retention as `monthsText` writes it in French, in the page's language. */
function retentionText(months: number, t: Translate): string {
  return months % 12 === 0 ? t("legal.privacy.retentionYears", { count: months / 12 }) : t("legal.privacy.retentionMonths", { count: months });
}

/**
 * /merchant/confidentialite: what the site collects and why, for how long, where, and the
 * visitor's rights, in the page's language (ADR 047); what the merchant typed as it is.
 */
export function PrivacyPage({ facts, host, ownerMissing, settingsHref, otherPageHref }: LegalPageProps) {
  const { t } = usePageLanguage();
  const contact = legalContact(facts);
  const name = facts.legalName?.trim() || facts.siteName;
  const retention = retentionText(facts.dataRetentionMonths, t);
  const writeTo = contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : <>{t("legal.privacy.contactForm")}</>;

  return (
    <LegalPageFrame
      title={t("legal.privacy.title")}
      lead={t("legal.privacy.lead", { siteName: facts.siteName })}
      ownerMissing={ownerMissing}
      settingsHref={settingsHref}
    >
      <LegalSection id="responsable" title={t("legal.privacy.controllerTitle")}>
        <p>
          <strong>{name}</strong>
          {t("legal.privacy.controllerText")}
        </p>
        {facts.registeredOffice?.trim() || contact.email || contact.phone ? (
          <LegalFacts
            rows={[
              ...(facts.registeredOffice?.trim() ? [{ term: t("legal.privacy.address"), value: <Lines text={facts.registeredOffice} /> }] : []),
              ...(contact.email || contact.phone ? [{ term: t("legal.privacy.contact"), value: <ContactLinks email={contact.email} phone={contact.phone} /> }] : []),
            ]}
          />
        ) : null}
        <p>
          {t("legal.privacy.publisherInfo")}
          <a href={otherPageHref}>{t("legal.privacy.noticeLink")}</a>.
        </p>
      </LegalSection>

      <LegalSection id="collecte" title={t("legal.privacy.collectTitle")}>
        <p>{t("legal.privacy.collectText")}</p>
        <div className="grid gap-4">
          <Use
            title={t("legal.privacy.contactForm.title")}
            data={t("legal.privacy.contactForm.data")}
            purpose={t("legal.privacy.contactForm.purpose")}
            basis={t("legal.privacy.contactForm.basis")}
          />
          {facts.hasQuoteForm ? (
            <Use
              title={t("legal.privacy.quoteForm.title")}
              data={t("legal.privacy.quoteForm.data")}
              purpose={t("legal.privacy.quoteForm.purpose")}
              basis={t("legal.privacy.quoteForm.basis")}
            />
          ) : null}
          {facts.hasEvents ? (
            <Use
              title={t("legal.privacy.rsvp.title")}
              data={t("legal.privacy.rsvp.data")}
              purpose={t("legal.privacy.rsvp.purpose")}
              basis={t("legal.privacy.rsvp.basis")}
            />
          ) : null}
        </div>
        <p>
          {t("legal.privacy.copyTo")}
          {name}
          {t("legal.privacy.copyAfter")}
        </p>
      </LegalSection>

      <LegalSection id="traceurs" title={t("legal.privacy.trackersTitle")}>
        <p>
          {t("legal.privacy.trackersText")}
        </p>
      </LegalSection>

      <LegalSection id="conservation" title={t("legal.privacy.retentionTitle")}>
        <p>
          {t("legal.privacy.retentionText", { retention })}
        </p>
        <p>
          {t("legal.privacy.storedAt")}
          {host.name ? (
            <>
              {", "}
              <strong>{host.name}</strong>
              {host.address ? `, ${host.address.replace(/\s*\n\s*/g, ", ")}` : ""}
            </>
          ) : (
            t("legal.privacy.platform")
          )}
          {t("legal.privacy.onlyFor")}
          {name}
          {t("legal.privacy.onlyForEnd")}
        </p>
      </LegalSection>

      <LegalSection id="droits" title={t("legal.privacy.rightsTitle")}>
        <p>
          {t("legal.privacy.rightsIntro")}
          {t("legal.colon")}
        </p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {RIGHTS.map((right) => (
            <li key={right} className="rounded-xl bg-gray-50 px-4 py-3 ring-1 ring-black/5">
              <strong className="block">{t(`legal.privacy.right.${right}`)}</strong>
              <span className="text-[0.95rem]">{t(`legal.privacy.right.${right}.meaning`)}</span>
            </li>
          ))}
        </ul>
        <p>
          {t("legal.privacy.writeTo")}
          {writeTo}
          {t("legal.privacy.writeToEnd")}
        </p>
      </LegalSection>

      <LegalSection id="reclamation" title={t("legal.privacy.complaintTitle")}>
        <p>
          {t("legal.privacy.complaintText")}
          <a href="https://www.cnil.fr/fr/plaintes" rel="noopener noreferrer">
            www.cnil.fr/fr/plaintes
          </a>
          {t("legal.privacy.complaintPost")}
        </p>
      </LegalSection>
    </LegalPageFrame>
  );
}
