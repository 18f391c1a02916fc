import { accountLinkMail } from "~/features/mail/account-mail";
import type { RenderedMail } from "~/features/mail/templates";

/**
 * The two e-mails a site's owner gets about a domain: its ownership is proven (TXT
 * record or an admin's approval), and its certificate is active (the padlock). Pure builders;
 * domain-mail.server.ts queues them in the transaction of the change they announce.
 */
export type DomainMailKind = "domain_verified" | "domain_certificate";

const WHY = "Vous recevez ce message parce que ce domaine est associé à votre site sur Vitrine.";

export function domainVerifiedMessage({ domain, siteName, domainsUrl }: { domain: string; siteName: string; domainsUrl: string }): RenderedMail {
  return accountLinkMail({
    subject: `Votre domaine ${domain} est vérifié`,
    intro: `Bonne nouvelle\u00a0: le domaine ${domain} est bien à vous, c'est vérifié. Il affichera votre site «\u00a0${siteName}\u00a0» dès que ses réglages mènent à Vitrine\u00a0; la connexion sécurisée (HTTPS) suit toute seule, et nous vous écrirons quand elle sera prête.`,
    button: "Voir mes domaines",
    action: "Pour suivre son état, ouvrez la page Domaines de votre espace\u00a0:",
    link: domainsUrl,
    ignore: WHY,
  });
}

export function domainCertificateMessage({ domain, siteName }: { domain: string; siteName: string }): RenderedMail {
  const url = `https://${domain}/`;
  return accountLinkMail({
    subject: `Votre site est en ligne à l'adresse https://${domain}`,
    intro: `Votre site «\u00a0${siteName}\u00a0» s'affiche maintenant à l'adresse https://${domain}, avec le cadenas de la connexion sécurisée (HTTPS). Vous pouvez la donner à vos clients et l'imprimer sur vos cartes.`,
    button: "Voir mon site",
    action: "Votre site\u00a0:",
    link: url,
    ignore: WHY,
  });
}
