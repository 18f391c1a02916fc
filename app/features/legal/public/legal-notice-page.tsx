import type { ReactNode } from "react";
import { phoneLine } from "~/lib/contact-lines";
import { formHasCapital, legalFormLabel } from "~/features/legal/company-legal-form-list";
import { formatSiren, formatSiret } from "~/features/legal/legal-identifiers";
import { legalContact, type HostLegal, type LegalFacts as Facts, type MissingLegalField } from "~/features/legal/legal-notice";
import { LegalFacts, LegalPageFrame, LegalSection, Lines } from "~/features/legal/public/legal-page-frame";
import { MediationSection } from "~/features/legal/public/mediation-section";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { ReviewsNoticeSection } from "~/features/legal/public/reviews-section";

export type LegalPageProps = {
  facts: Facts;
  host: HostLegal;
  ownerMissing: MissingLegalField[];
  /** The settings section, on the platform host (the owner's notice links there). */
  settingsHref: string;
  /** The other legal page, on the site being shown. */
  otherPageHref: string;
};

export function ContactLinks({ email, phone }: { email: string | null; phone: string | null }): ReactNode {
  const tel = phone ? phoneLine(phone) : null;
  return (
    <>
      {email ? (
        <span className="block">
          <a href={`mailto:${email}`}>{email}</a>
        </span>
      ) : null}
      {tel ? <span className="block">{tel.href ? <a href={tel.href}>{tel.text}</a> : tel.text}</span> : null}
    </>
  );
}

/** The registration line: 'RCS Paris 732 829 320' / 'RM Chambre des métiers du Rhône 732 829 320'. */
function registration(facts: Facts): string | null {
  if (!facts.legalRegistry) return null;
  const siren = facts.siret ? formatSiren(facts.siret.slice(0, 9)) : null;
  return [facts.legalRegistry, facts.legalRegistryCity?.trim() || null, siren].filter(Boolean).join(" ");
}

/**
 * /merchant/mentions-legales: the publisher (LCEN art. 6-III), the host, the rights on the content.
 * Its text in the page's language (ADR 047); what the merchant typed, and the French legal forms
 * and registries, as they are.
 */
export function LegalNoticePage({ facts, host, ownerMissing, settingsHref, otherPageHref }: LegalPageProps) {
  const { t } = usePageLanguage();
  const contact = legalContact(facts);
  const name = facts.legalName?.trim() || facts.siteName;
  const form = facts.legalForm?.trim() || null;
  const rows: { term: string; value: ReactNode }[] = [];
  const add = (term: string, value: ReactNode | null | undefined) => {
    if (value !== null && value !== undefined && value !== "") rows.push({ term, value });
  };
  add(t("legal.notice.legalName"), facts.legalName?.trim());
  add(t("legal.notice.legalForm"), form ? legalFormLabel(form) : null);
  if (formHasCapital(form)) add(t("legal.notice.shareCapital"), facts.shareCapital?.trim());
  add(t("legal.notice.registeredOffice"), facts.registeredOffice?.trim() ? <Lines text={facts.registeredOffice} /> : null);
  const registryTerm = { RCS: t("legal.notice.registryRcs"), RM: t("legal.notice.registryRm") };
  add(facts.legalRegistry ? registryTerm[facts.legalRegistry] : t("legal.notice.registration"), registration(facts));
  add(t("legal.notice.siret"), facts.siret ? formatSiret(facts.siret) : null);
  add(t("legal.notice.vatNumber"), facts.vatNumber);
  add(t("legal.notice.director"), facts.publicationDirector?.trim());
  add(t("legal.notice.contact"), contact.email || contact.phone ? <ContactLinks email={contact.email} phone={contact.phone} /> : null);

  const hostRows: { term: string; value: ReactNode }[] = [];
  if (host.name) hostRows.push({ term: t("legal.notice.host"), value: host.name });
  if (host.address) hostRows.push({ term: t("legal.notice.hostAddress"), value: <Lines text={host.address} /> });
  if (host.phone) hostRows.push({ term: t("legal.notice.hostPhone"), value: <ContactLinks email={null} phone={host.phone} /> });

  return (
    <LegalPageFrame
      title={t("legal.notice.title")}
      lead={t("legal.notice.lead", { siteName: facts.siteName })}
      ownerMissing={ownerMissing}
      settingsHref={settingsHref}
    >
      <LegalSection id="editeur" title={t("legal.notice.publisherTitle")}>
        {rows.length > 0 ? <LegalFacts rows={rows} /> : <p>{t("legal.notice.publishedBy", { name })}</p>}
      </LegalSection>
      <LegalSection id="hebergeur" title={t("legal.notice.hostingTitle")}>
        <p>{t("legal.notice.hostingText")}</p>
        {hostRows.length > 0 ? <LegalFacts rows={hostRows} /> : null}
      </LegalSection>
      <MediationSection facts={facts} name={name} />
      <LegalSection id="propriete" title={t("legal.notice.ipTitle")}>
        <p>
          {t("legal.notice.ipText", { name })}
        </p>
      </LegalSection>
      <LegalSection id="donnees" title={t("legal.notice.dataTitle")}>
        <p>
          {t("legal.notice.dataText")}
          <a href={otherPageHref}>{t("legal.notice.dataLink")}</a>.
        </p>
      </LegalSection>
      <ReviewsNoticeSection facts={facts} />
    </LegalPageFrame>
  );
}
