import { escapeHtml, type RenderedMail } from "~/features/mail/templates";

/*
 * The frame of the platform's own e-mails to an account holder (the e-mail change's
 * confirmation, the sign-in alert), as opposed to a site's notifications: 'Bonjour,', the
 * message, and in the text version the team's signature.
 */

/** The text version: 'Bonjour,', the paragraphs (each may hold several lines), 'L'équipe Vitrine'. */
export function accountMailText(paragraphs: string[]): string {
  return ["Bonjour,", ...paragraphs, "L'équipe Vitrine"].join("\n\n") + "\n";
}

/** The HTML version: one white card on a grey page, 'Bonjour,' then `body` (paragraphs already escaped). */
export function accountMailHtml(subject: string, body: string[]): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c1917;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;border:1px solid #e7e5e4;">
<tr><td style="padding:28px;">
<p style="margin:0 0 12px;">Bonjour,</p>
${body.join("\n")}
</td></tr>
</table>
</body>
</html>
`;
}

/**
 * A mail whose point is one link (the e-mail change's confirmation, an owner's invitation): the
 * intro, a button, the link written out after `action` for mail readers that hide buttons, and
 * what to do when the mail was not expected.
 */
export function accountLinkMail(mail: { subject: string; intro: string; button: string; action: string; link: string; ignore: string }): RenderedMail {
  const { subject, intro, button, action, link, ignore } = mail;
  const text = accountMailText([intro, `${action}\n${link}`, ignore]);
  const html = accountMailHtml(subject, [
    `<p style="margin:0 0 20px;line-height:1.5;">${escapeHtml(intro)}</p>`,
    `<p style="margin:0 0 24px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#2e7d32;color:#ffffff;font-weight:600;text-decoration:none;">${escapeHtml(button)}</a></p>`,
    `<p style="margin:0 0 20px;font-size:13px;line-height:1.5;color:#57534e;">${escapeHtml(action)}<br><span style="overflow-wrap:anywhere;">${escapeHtml(link)}</span></p>`,
    `<p style="margin:0;font-size:13px;line-height:1.5;color:#78716c;">${escapeHtml(ignore)}</p>`,
  ]);
  return { subject, text, html };
}
