import { accountLinkMail } from "~/features/mail/account-mail";
import type { RenderedMail } from "~/features/mail/templates";

/** The confirmation e-mail sent to the new address (plain text and HTML, French). */
export function emailChangeMessage({ currentEmail, newEmail, link }: { currentEmail: string; newEmail: string; link: string }): RenderedMail {
  return accountLinkMail({
    subject: "Confirmez votre nouvelle adresse email",
    intro: `Vous avez demandé que ${newEmail} devienne l'adresse de connexion de votre compte Vitrine (aujourd'hui ${currentEmail}).`,
    button: "Confirmer ma nouvelle adresse",
    action: "Pour confirmer, ouvrez ce lien dans les 24 heures\u00a0:",
    link,
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u00a0: l'adresse de votre compte ne changera pas.",
  });
}
