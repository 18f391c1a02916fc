import { accountLinkMail } from "~/features/mail/account-mail";
import type { RenderedMail } from "~/features/mail/templates";
import { formatFrench } from "~/lib/french-date";

/** The invitation sent to a site's future owner: who invites, to which site, the link and its week. */
export function invitationMessage({ siteName, link, expiresAt }: { siteName: string; link: string; expiresAt: Date }): RenderedMail {
  const until = formatFrench(new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "long" }), expiresAt);
  return accountLinkMail({
    subject: `Invitation à gérer le site «\u00a0${siteName}\u00a0» sur Vitrine`,
    intro: `Vous êtes invité(e) à gérer le site «\u00a0${siteName}\u00a0» sur Vitrine\u00a0: ses pages, ses produits, ses horaires, ses messages et ses demandes de devis.`,
    button: "Créer mon compte",
    action: `Pour créer votre compte, choisissez votre mot de passe depuis ce lien, valable jusqu'au ${until} et utilisable une seule fois\u00a0:`,
    link,
    ignore: "Si vous ne vous attendiez pas à cette invitation, ignorez ce message\u00a0: aucun compte ne sera créé.",
  });
}
