import type { ReactNode } from "react";
import { phoneLine } from "~/lib/contact-lines";
import { formHasCapital, legalFormLabel, registryLabel } from "~/features/legal/company-legal-form-list";
import { formatSiren, formatSiret } from "~/features/legal/legal-identifiers";
import { LEGAL_PAGES, legalContact, type HostLegal, type LegalFacts as Facts, type MissingLegalField } from "~/features/legal/legal-notice";
import { LegalFacts, LegalPageFrame, LegalSection, Lines } from "~/features/legal/public/legal-page-frame";

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

/** /merchant/mentions-legales: the publisher (LCEN art. 6-III), the host, the rights on the content. */
export function LegalNoticePage({ facts, host, ownerMissing, settingsHref, otherPageHref }: LegalPageProps) {
  const contact = legalContact(facts);
  const name = facts.legalName?.trim() || facts.siteName;
  const form = facts.legalForm?.trim() || null;
  const rows: { term: string; value: ReactNode }[] = [];
  const add = (term: string, value: ReactNode | null | undefined) => {
    if (value !== null && value !== undefined && value !== "") rows.push({ term, value });
  };
  add("Raison sociale", facts.legalName?.trim());
  add("Forme juridique", form ? legalFormLabel(form) : null);
  if (formHasCapital(form)) add("Capital social", facts.shareCapital?.trim());
  add("Siège social", facts.registeredOffice?.trim() ? <Lines text={facts.registeredOffice} /> : null);
  add(facts.legalRegistry ? registryLabel(facts.legalRegistry) : "Immatriculation", registration(facts));
  add("SIRET", facts.siret ? formatSiret(facts.siret) : null);
  add("TVA intracommunautaire", facts.vatNumber);
  add("Directeur de la publication", facts.publicationDirector?.trim());
  add("Contact", contact.email || contact.phone ? <ContactLinks email={contact.email} phone={contact.phone} /> : null);

  const hostRows: { term: string; value: ReactNode }[] = [];
  if (host.name) hostRows.push({ term: "Hébergeur", value: host.name });
  if (host.address) hostRows.push({ term: "Adresse", value: <Lines text={host.address} /> });
  if (host.phone) hostRows.push({ term: "Téléphone", value: <ContactLinks email={null} phone={host.phone} /> });

  return (
    <LegalPageFrame
      title={LEGAL_PAGES.notice.title}
      lead={`Les informations légales du site de ${facts.siteName}, publiées en application de l'article 6-III de la loi n°\u00a02004-575 du 21\u00a0juin 2004 pour la confiance dans l'économie numérique (LCEN).`}
      ownerMissing={ownerMissing}
      settingsHref={settingsHref}
    >
      <LegalSection id="editeur" title="Éditeur du site">
        {rows.length > 0 ? <LegalFacts rows={rows} /> : <p>{`Ce site est édité par ${name}.`}</p>}
      </LegalSection>
      <LegalSection id="hebergeur" title="Hébergement">
        <p>Le site est hébergé par la plateforme Vitrine, qui stocke ses pages et les données des formulaires.</p>
        {hostRows.length > 0 ? <LegalFacts rows={hostRows} /> : null}
      </LegalSection>
      <LegalSection id="propriete" title="Propriété intellectuelle">
        <p>
          {`Les textes, photographies, logos et illustrations de ce site appartiennent à ${name} ou sont utilisés avec l'accord de leurs auteurs. Toute reproduction, même partielle, sans autorisation écrite est interdite.`}
        </p>
      </LegalSection>
      <LegalSection id="donnees" title="Données personnelles">
        <p>
          {"Ce que deviennent les informations que vous nous confiez, et comment exercer vos droits\u00a0: "}
          <a href={otherPageHref}>notre politique de confidentialité</a>.
        </p>
      </LegalSection>
    </LegalPageFrame>
  );
}
