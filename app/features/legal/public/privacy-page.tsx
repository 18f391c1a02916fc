import type { ReactNode } from "react";
import { LEGAL_PAGES, legalContact } from "~/features/legal/legal-notice";
import { monthsText } from "~/lib/french-date";
import { ContactLinks, type LegalPageProps } from "~/features/legal/public/legal-notice-page";
import { LegalFacts, LegalPageFrame, LegalSection, Lines } from "~/features/legal/public/legal-page-frame";

const RIGHTS = [
  ["Accès", "savoir si nous détenons des données vous concernant et en obtenir une copie"],
  ["Rectification", "faire corriger une information inexacte ou incomplète"],
  ["Effacement", "faire supprimer vos données"],
  ["Opposition", "vous opposer à leur traitement, pour un motif tenant à votre situation"],
  ["Limitation", "en faire geler l'utilisation, le temps d'une vérification"],
  ["Portabilité", "les recevoir dans un format lisible par une machine, pour les confier à un autre"],
] as const;

function Use({ title, data, purpose, basis }: { title: string; data: string; purpose: string; basis: ReactNode }) {
  return (
    <div className="rounded-2xl bg-gray-50 p-4 ring-1 ring-black/5 sm:p-5">
      <h3 className="mb-3 font-sans text-base font-semibold text-gray-900">{title}</h3>
      <LegalFacts
        rows={[
          { term: "Données", value: data },
          { term: "Pourquoi", value: purpose },
          { term: "Base légale", value: basis },
        ]}
      />
    </div>
  );
}

/** /merchant/confidentialite: what the site collects and why, for how long, where, and the visitor's rights. */
export function PrivacyPage({ facts, host, ownerMissing, settingsHref, otherPageHref }: LegalPageProps) {
  const contact = legalContact(facts);
  const name = facts.legalName?.trim() || facts.siteName;
  const retention = monthsText(facts.dataRetentionMonths);
  const writeTo = contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : <>le formulaire de la page Contact</>;

  return (
    <LegalPageFrame
      title="Politique de confidentialité"
      lead={`Comment ${facts.siteName} utilise les informations que vous lui confiez sur ce site, combien de temps elles sont gardées, et comment exercer vos droits.`}
      ownerMissing={ownerMissing}
      settingsHref={settingsHref}
    >
      <LegalSection id="responsable" title={"Qui est responsable de vos données\u00a0?"}>
        <p>
          <strong>{name}</strong>
          {", éditeur de ce site, est responsable du traitement de vos données."}
        </p>
        {facts.registeredOffice?.trim() || contact.email || contact.phone ? (
          <LegalFacts
            rows={[
              ...(facts.registeredOffice?.trim() ? [{ term: "Adresse", value: <Lines text={facts.registeredOffice} /> }] : []),
              ...(contact.email || contact.phone ? [{ term: "Contact", value: <ContactLinks email={contact.email} phone={contact.phone} /> }] : []),
            ]}
          />
        ) : null}
        <p>
          {"Les informations de l'éditeur sont détaillées dans les "}
          <a href={otherPageHref}>{LEGAL_PAGES.notice.title.toLowerCase()}</a>.
        </p>
      </LegalSection>

      <LegalSection id="collecte" title="Ce que nous recueillons, et pourquoi">
        <p>Nous ne recueillons que ce que vous nous envoyez vous-même, et seulement pour vous répondre. Rien n'est vendu, loué ni cédé.</p>
        <div className="grid gap-4">
          <Use
            title="Le formulaire de contact"
            data="Votre prénom, votre nom, votre e-mail, l'objet et le texte de votre message."
            purpose="Lire votre message et vous répondre."
            basis={"Notre intérêt légitime à répondre aux questions qu'on nous pose (article\u00a06.1.f du RGPD)."}
          />
          {facts.hasQuoteForm ? (
            <Use
              title="Le formulaire de demande de devis"
              data={"Votre prénom, votre nom, votre e-mail, et si vous les donnez votre téléphone et votre société\u00a0; la prestation, la date, le nombre d'invités, le budget et votre message."}
              purpose="Préparer le devis demandé et vous le transmettre."
              basis={"Les mesures précontractuelles prises à votre demande (article\u00a06.1.b du RGPD)."}
            />
          ) : null}
          {facts.hasEvents ? (
            <Use
              title={"Le bouton «\u00a0Je viendrai 👍\u00a0»"}
              data={"Un cookie, vitrine_voter, qui contient un identifiant tiré au hasard. Il n'est déposé que si vous appuyez sur le bouton, et votre navigateur le garde 400\u00a0jours (environ 13\u00a0mois). Nous n'en gardons qu'une empreinte, sans votre nom ni votre e-mail."}
              purpose="Compter une seule réponse par navigateur et par événement."
              basis={"Le service que vous demandez en appuyant sur le bouton\u00a0: ce cookie lui est strictement nécessaire, il ne demande donc pas de consentement (article\u00a082 de la loi Informatique et Libertés)."}
            />
          ) : null}
        </div>
        <p>
          {"Une copie de chaque message ou demande est envoyée par e-mail à "}
          {name}
          {". Votre adresse IP sert quelques instants à limiter les envois abusifs\u00a0: les compteurs qui la contiennent sont effacés au bout de quelques heures au plus."}
        </p>
      </LegalSection>

      <LegalSection id="traceurs" title="Aucun traceur">
        <p>
          {
            "Ce site n'utilise aucun outil de mesure d'audience, aucune publicité et aucun bouton de réseau social qui vous suivrait. En dehors du cookie de «\u00a0Je viendrai 👍\u00a0», le seul cookie posé est celui, de quelques secondes, qui affiche la confirmation après l'envoi d'un formulaire."
          }
        </p>
      </LegalSection>

      <LegalSection id="conservation" title="Où et combien de temps">
        <p>
          {`Vos messages et demandes de devis sont conservés ${retention} après leur envoi, puis effacés automatiquement. Ceux classés comme indésirables sont effacés au bout de 30\u00a0jours.`}
        </p>
        <p>
          {"Ils sont stockés chez l'hébergeur du site"}
          {host.name ? (
            <>
              {", "}
              <strong>{host.name}</strong>
              {host.address ? `, ${host.address.replace(/\s*\n\s*/g, ", ")}` : ""}
            </>
          ) : (
            " (la plateforme Vitrine)"
          )}
          {", et ne sont accessibles qu'à "}
          {name}.
        </p>
      </LegalSection>

      <LegalSection id="droits" title="Vos droits">
        <p>Sur les données qui vous concernent, vous avez le droit de demander à tout moment, sans frais et sans avoir à vous justifier sauf pour l'opposition{"\u00a0:"}</p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {RIGHTS.map(([right, meaning]) => (
            <li key={right} className="rounded-xl bg-gray-50 px-4 py-3 ring-1 ring-black/5">
              <strong className="block">{right}</strong>
              <span className="text-[0.95rem]">{meaning}</span>
            </li>
          ))}
        </ul>
        <p>
          {"Pour les exercer, écrivez-nous à "}
          {writeTo}
          {". Nous vous répondons dans un délai d'un mois."}
        </p>
      </LegalSection>

      <LegalSection id="reclamation" title={"Une réclamation\u00a0?"}>
        <p>
          {"Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL\u00a0: "}
          <a href="https://www.cnil.fr/fr/plaintes" rel="noopener noreferrer">
            www.cnil.fr/fr/plaintes
          </a>
          {", ou par courrier à la CNIL, 3\u00a0place de Fontenoy, TSA\u00a080715, 75334\u00a0Paris Cedex\u00a007."}
        </p>
      </LegalSection>
    </LegalPageFrame>
  );
}
