import { accountMailHtml, accountMailText } from "~/features/mail/account-mail";
import { escapeHtml, oneLine, type RenderedMail } from "~/features/mail/templates";

/**
 * The e-mail that carries the support's answer to the merchant who wrote: the answer itself, and
 * the way back to 'Aide' (the merchant answers there, not by replying to the e-mail).
 */
export function supportReplyMail({ subject, answer, link }: { subject: string; answer: string; link: string }): RenderedMail {
  const about = oneLine(subject);
  const mailSubject = `Réponse du support\u00a0: ${about}`;
  const intro = `Le support Vitrine a répondu à votre demande «\u00a0${about}\u00a0»\u00a0:`;
  const action = "Pour répondre ou suivre votre demande, ouvrez «\u00a0Aide\u00a0» dans votre espace\u00a0:";
  const note = "Merci de ne pas répondre à cet e-mail\u00a0: votre réponse ne nous parviendrait pas. Écrivez-nous depuis «\u00a0Aide\u00a0».";
  const body = answer.replace(/\r\n?/g, "\n").trim();
  const text = accountMailText([intro, body, `${action}\n${link}`, note]);
  const html = accountMailHtml(mailSubject, [
    `<p style="margin:0 0 12px;line-height:1.5;">${escapeHtml(intro)}</p>`,
    `<div style="margin:0 0 20px;padding:14px 16px;background:#fafaf9;border-left:3px solid #81c784;border-radius:6px;line-height:1.5;overflow-wrap:anywhere;">${escapeHtml(body).replace(/\n/g, "<br>\n")}</div>`,
    `<p style="margin:0 0 24px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#2e7d32;color:#ffffff;font-weight:600;text-decoration:none;">Voir la demande dans «&nbsp;Aide&nbsp;»</a></p>`,
    `<p style="margin:0 0 20px;font-size:13px;line-height:1.5;color:#57534e;">${escapeHtml(action)}<br><span style="overflow-wrap:anywhere;">${escapeHtml(link)}</span></p>`,
    `<p style="margin:0;font-size:13px;line-height:1.5;color:#78716c;">${escapeHtml(note)}</p>`,
  ]);
  return { subject: mailSubject, text, html };
}
