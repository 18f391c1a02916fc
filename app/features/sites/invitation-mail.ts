import { escapeHtml, type RenderedMail } from "~/features/mail/templates";

/** The invitation sent to a site's future owner (issue 13): who invites, to which site, the link and its week. */
export function invitationMessage({ siteName, link, expiresAt }: { siteName: string; link: string; expiresAt: Date }): RenderedMail {
  const subject = `Invitation à gérer le site «\u00a0${siteName}\u00a0» sur Vitrine`;
  const until = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "long" }).format(expiresAt);
  const intro = `Vous êtes invité(e) à gérer le site «\u00a0${siteName}\u00a0» sur Vitrine\u00a0: ses pages, ses produits, ses horaires, ses messages et ses demandes de devis.`;
  const action = `Pour créer votre compte, choisissez votre mot de passe depuis ce lien, valable jusqu'au ${until} et utilisable une seule fois\u00a0:`;
  const ignore = "Si vous ne vous attendiez pas à cette invitation, ignorez ce message\u00a0: aucun compte ne sera créé.";
  const text = ["Bonjour,", "", intro, "", action, link, "", ignore, "", "L'équipe Vitrine", ""].join("\n");
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c1917;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;border:1px solid #e7e5e4;">
<tr><td style="padding:28px;">
<p style="margin:0 0 12px;">Bonjour,</p>
<p style="margin:0 0 20px;line-height:1.5;">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#2e7d32;color:#ffffff;font-weight:600;text-decoration:none;">Créer mon compte</a></p>
<p style="margin:0 0 20px;font-size:13px;line-height:1.5;color:#57534e;">${escapeHtml(action)}<br><span style="overflow-wrap:anywhere;">${escapeHtml(link)}</span></p>
<p style="margin:0;font-size:13px;line-height:1.5;color:#78716c;">${escapeHtml(ignore)}</p>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
