import type { SitePlan } from "~/db/enums";
import { accountMailHtml, accountMailText } from "~/features/mail/account-mail";
import { escapeHtml, oneLine, type RenderedMail } from "~/features/mail/templates";
import { PLAN_LABELS } from "~/features/plans/plans";
import { formatSupportDue } from "~/features/support/help-request-schema";

/** What the admins are told when a merchant writes to the support, or replies in a thread. */
export type SupportRequestNotice = {
  kind: "new" | "reply";
  siteName: string;
  plan: SitePlan;
  dueAt: Date;
  subject: string;
  message: string;
  /** The screen's name ('Produits (/admin/products)'), or null. */
  screen: string | null;
  /** Who wrote it: 'Marie Dupont (marie@exemple.fr)'. */
  author: string | null;
  hasScreenshot: boolean;
  /** The request in the admins' queue (`supportQueueHref`) on PUBLIC_URL. */
  link: string;
};

export function supportRequestNoticeMail(notice: SupportRequestNotice): RenderedMail {
  const site = oneLine(notice.siteName);
  const subject =
    notice.kind === "new"
      ? `Nouvelle demande de support\u00a0: ${site} — ${oneLine(notice.subject)}`
      : `Réponse du commerçant\u00a0: ${site} — ${oneLine(notice.subject)}`;
  const intro =
    notice.kind === "new"
      ? `${site} a écrit au support. Réponse attendue d'ici le ${formatSupportDue(notice.dueAt)} (heure de Paris).`
      : `${site} a répondu dans sa demande, qui est rouverte. Réponse attendue d'ici le ${formatSupportDue(notice.dueAt)} (heure de Paris).`;
  const rows: Array<[string, string]> = [
    ["Site", site],
    ["Formule", PLAN_LABELS[notice.plan]],
    ["Objet", oneLine(notice.subject)],
    ...(notice.screen ? ([["Écran", notice.screen]] as Array<[string, string]>) : []),
    ...(notice.author ? ([["De", notice.author]] as Array<[string, string]>) : []),
    ...(notice.hasScreenshot ? ([["Capture", "jointe (visible dans le support)"]] as Array<[string, string]>) : []),
  ];
  const message = notice.message.replace(/\r\n?/g, "\n").trim();
  const text = accountMailText([
    intro,
    rows.map(([label, value]) => `${label}\u00a0: ${value}`).join("\n"),
    `Message\u00a0:\n${message}`,
    `Ouvrir la demande\u00a0:\n${notice.link}`,
  ]);
  const html = accountMailHtml(subject, [
    `<p style="margin:0 0 16px;line-height:1.5;">${escapeHtml(intro)}</p>`,
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px;line-height:1.6;">${rows
      .map(
        ([label, value]) =>
          `<tr><td style="padding:2px 16px 2px 0;color:#57534e;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:2px 0;font-weight:600;overflow-wrap:anywhere;">${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`,
    `<div style="margin:0 0 20px;padding:14px 16px;background:#fafaf9;border-left:3px solid #81c784;border-radius:6px;overflow-wrap:anywhere;">${escapeHtml(message).replace(/\n/g, "<br>")}</div>`,
    `<p style="margin:0;"><a href="${escapeHtml(notice.link)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#2e7d32;color:#ffffff;font-weight:600;text-decoration:none;">Ouvrir la demande</a></p>`,
  ]);
  return { subject, text, html };
}
