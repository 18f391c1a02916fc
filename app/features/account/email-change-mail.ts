import { escapeHtml } from "~/features/mail/templates";
import type { RenderedMail } from "~/features/mail/templates";

/** The confirmation e-mail sent to the new address (plain text and HTML, French). */
export function emailChangeMessage({ currentEmail, newEmail, link }: { currentEmail: string; newEmail: string; link: string }): RenderedMail {
  const subject = "Confirmez votre nouvelle adresse email";
  const intro = `Vous avez demandé que ${newEmail} devienne l'adresse de connexion de votre compte Vitrine (aujourd'hui ${currentEmail}).`;
  const action = "Pour confirmer, ouvrez ce lien dans les 24 heures :";
  const ignore = "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : l'adresse de votre compte ne changera pas.";
  const text = ["Bonjour,", "", intro, "", action, link, "", ignore, "", "L'équipe Vitrine", ""].join("\n");
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c1917;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;border:1px solid #e7e5e4;">
<tr><td style="padding:28px;">
<p style="margin:0 0 12px;">Bonjour,</p>
<p style="margin:0 0 20px;line-height:1.5;">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#2e7d32;color:#ffffff;font-weight:600;text-decoration:none;">Confirmer ma nouvelle adresse</a></p>
<p style="margin:0 0 20px;font-size:13px;line-height:1.5;color:#57534e;">${escapeHtml(action)}<br><span style="overflow-wrap:anywhere;">${escapeHtml(link)}</span></p>
<p style="margin:0;font-size:13px;line-height:1.5;color:#78716c;">${escapeHtml(ignore)}</p>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
