import { accountLinkMail, accountMailHtml, accountMailText } from "~/features/mail/account-mail";
import { escapeHtml, type RenderedMail } from "~/features/mail/templates";

/** The reset link, to the account's address. */
export function passwordResetMessage({ email, link }: { email: string; link: string }): RenderedMail {
  return accountLinkMail({
    subject: "Réinitialisez votre mot de passe Vitrine",
    intro: `Quelqu'un, sans doute vous, a demandé à choisir un nouveau mot de passe pour le compte Vitrine ${email}.`,
    button: "Choisir un nouveau mot de passe",
    action: "Pour le choisir, ouvrez ce lien dans l'heure\u00a0; il ne sert qu'une fois\u00a0:",
    link,
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u00a0: votre mot de passe ne changera pas.",
  });
}

const FRENCH_DATE_TIME = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" });

/**
 * Sent once the password was changed through a reset link: when, that every session was closed,
 * and the way back for an owner who did not do it. No button (a mail that says 'your password
 * changed' with a button is what phishing looks like): the page's address written out.
 */
export function passwordChangedMessage({ email, at, forgotUrl }: { email: string; at: Date; forgotUrl: string }): RenderedMail {
  const subject = "Votre mot de passe a été modifié";
  const what = `Le mot de passe du compte Vitrine ${email} a été modifié le ${FRENCH_DATE_TIME.format(at)}, depuis le lien de réinitialisation envoyé à cette adresse. Toutes les sessions ouvertes sur ce compte ont été fermées.`;
  const notYou = "Si ce n'est pas vous, choisissez tout de suite un nouveau mot de passe depuis cette page, puis changez celui de votre boîte mail\u00a0:";
  const text = accountMailText([what, `${notYou}\n${forgotUrl}`]);
  const html = accountMailHtml(subject, [
    `<p style="margin:0 0 16px;line-height:1.5;">${escapeHtml(what)}</p>`,
    `<p style="margin:0;line-height:1.5;">${escapeHtml(notYou)}<br><span style="overflow-wrap:anywhere;">${escapeHtml(forgotUrl)}</span></p>`,
  ]);
  return { subject, text, html };
}
