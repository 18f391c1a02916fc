import { accountLinkMail, accountMailHtml, accountMailText } from "~/features/mail/account-mail";
import { escapeHtml, type RenderedMail } from "~/features/mail/templates";

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

/**
 * Sent instead of the confirmation when the new address is already an account's: the
 * person asking is told nothing on screen, the address's owner is told here. No button (it would
 * look like phishing): the sign-in page's address written out.
 */
export function emailTakenMessage({ newEmail, loginUrl }: { newEmail: string; loginUrl: string }): RenderedMail {
  const subject = "Demande de changement d'adresse email";
  const what = `Quelqu'un a demandé que ${newEmail} devienne l'adresse de connexion d'un compte Vitrine. Un compte Vitrine utilise déjà cette adresse\u00a0: elle ne peut pas servir à un second compte, et rien n'a été changé.`;
  const yours = "Si c'est vous, connectez-vous simplement avec cette adresse depuis la page de connexion\u00a0:";
  const ignore = "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u00a0: votre compte ne change pas.";
  const text = accountMailText([what, `${yours}\n${loginUrl}`, ignore]);
  const html = accountMailHtml(subject, [
    `<p style="margin:0 0 16px;line-height:1.5;">${escapeHtml(what)}</p>`,
    `<p style="margin:0 0 20px;line-height:1.5;">${escapeHtml(yours)}<br><span style="overflow-wrap:anywhere;">${escapeHtml(loginUrl)}</span></p>`,
    `<p style="margin:0;font-size:13px;line-height:1.5;color:#78716c;">${escapeHtml(ignore)}</p>`,
  ]);
  return { subject, text, html };
}
