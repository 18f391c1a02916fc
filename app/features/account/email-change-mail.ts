import { accountMailHtml, accountMailText } from "~/features/mail/account-mail";
import { escapeHtml, type RenderedMail } from "~/features/mail/templates";

/** The confirmation e-mail sent to the new address (plain text and HTML, French). */
export function emailChangeMessage({ currentEmail, newEmail, link }: { currentEmail: string; newEmail: string; link: string }): RenderedMail {
  const subject = "Confirmez votre nouvelle adresse email";
  const intro = `Vous avez demandé que ${newEmail} devienne l'adresse de connexion de votre compte Vitrine (aujourd'hui ${currentEmail}).`;
  const action = "Pour confirmer, ouvrez ce lien dans les 24 heures :";
  const ignore = "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : l'adresse de votre compte ne changera pas.";
  const text = accountMailText([intro, `${action}\n${link}`, ignore]);
  const html = accountMailHtml(subject, [
    `<p style="margin:0 0 20px;line-height:1.5;">${escapeHtml(intro)}</p>`,
    `<p style="margin:0 0 24px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#2e7d32;color:#ffffff;font-weight:600;text-decoration:none;">Confirmer ma nouvelle adresse</a></p>`,
    `<p style="margin:0 0 20px;font-size:13px;line-height:1.5;color:#57534e;">${escapeHtml(action)}<br><span style="overflow-wrap:anywhere;">${escapeHtml(link)}</span></p>`,
    `<p style="margin:0;font-size:13px;line-height:1.5;color:#78716c;">${escapeHtml(ignore)}</p>`,
  ]);
  return { subject, text, html };
}
