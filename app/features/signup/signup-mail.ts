import type { BusinessKind, SitePlan } from "~/db/enums";
import { accountLinkMail, accountMailHtml, accountMailText } from "~/features/mail/account-mail";
import { escapeHtml, type RenderedMail } from "~/features/mail/templates";
import { PLAN_LABELS, PLAN_PRICES } from "~/features/plans/plans";
import { formatFrench } from "~/lib/french-date";
import { BUSINESS_KIND_LABELS } from "~/features/signup/signup-schema";

/** The address confirmation sent at sign-up (and again on request): one link, valid 7 days. */
export function confirmAddressMessage({ shopName, link, address = null }: { shopName: string; link: string; address?: string | null }): RenderedMail {
  // The site's own address from the first mail (visitors read 'Bientôt en ligne' there until it is published).
  const where = address ? ` Son adresse\u00a0: ${address} (vos visiteurs y liront «\u00a0Bientôt en ligne\u00a0» jusqu'à sa publication).` : "";
  return accountLinkMail({
    subject: "Confirmez votre adresse e-mail",
    intro: `Bienvenue sur Vitrine\u00a0! Vous venez de créer le site «\u00a0${shopName}\u00a0».${where} Confirmez votre adresse e-mail\u00a0: c'est elle qui vous permettra de publier votre site et de recevoir les messages de vos clients.`,
    button: "Confirmer mon adresse",
    action: "Pour confirmer, ouvrez ce lien dans les 7\u00a0jours\u00a0:",
    link,
    ignore: "Si vous n'avez pas créé de compte sur Vitrine, ignorez ce message\u00a0: rien ne sera publié à votre nom.",
  });
}

/**
 * The reminder of an address never confirmed, on day 5: without confirmation the
 * account and its draft are deleted on `deleteAt`; a fresh link, valid until then.
 */
export function confirmReminderMessage({ shopName, link, deleteAt }: { shopName: string | null; link: string; deleteAt: Date }): RenderedMail {
  const until = formatFrench(new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "long" }), deleteAt);
  const what = shopName ? `Vous avez créé le site «\u00a0${shopName}\u00a0» sur Vitrine` : "Vous avez créé un compte sur Vitrine";
  return accountLinkMail({
    subject: `Confirmez votre adresse e-mail avant le ${until}`,
    intro: `${what}, mais votre adresse e-mail n'est pas encore confirmée. Sans confirmation, votre compte et votre site en brouillon seront supprimés le ${until}.`,
    button: "Confirmer mon adresse",
    action: `Pour les garder, confirmez votre adresse depuis ce lien, valable jusqu'au ${until}\u00a0:`,
    link,
    ignore:
      "Si vous n'avez pas créé de compte sur Vitrine, ignorez ce message\u00a0: le compte créé avec votre adresse sera supprimé, sans rien publier à votre nom.",
  });
}

export type SignupNotice = {
  shopName: string;
  businessKind: BusinessKind;
  town: string;
  plan: SitePlan;
  email: string;
  sitesUrl: string;
  address?: string | null;
};

/** What every platform admin receives for each new sign-up. */
export function signupNoticeMessage(notice: SignupNotice): RenderedMail {
  const subject = `Nouvelle inscription\u00a0: ${notice.shopName}`;
  const rows: Array<[string, string]> = [
    ["Boutique", notice.shopName],
    ["Type de commerce", BUSINESS_KIND_LABELS[notice.businessKind]],
    ["Ville", notice.town],
    ["Formule", `${PLAN_LABELS[notice.plan]} (${PLAN_PRICES[notice.plan]}\u00a0€ HT/mois)`],
    ["E-mail", notice.email],
    ...(notice.address ? ([["Adresse", notice.address]] as Array<[string, string]>) : []),
  ];
  const intro = "Un commerçant vient de créer son site sur Vitrine. Le site est en brouillon jusqu'à ce qu'il le publie.";
  const text = accountMailText([intro, rows.map(([label, value]) => `${label}\u00a0: ${value}`).join("\n"), `Voir les sites\u00a0:\n${notice.sitesUrl}`]);
  const html = accountMailHtml(subject, [
    `<p style="margin:0 0 16px;line-height:1.5;">${escapeHtml(intro)}</p>`,
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;font-size:14px;line-height:1.6;">${rows
      .map(
        ([label, value]) =>
          `<tr><td style="padding:2px 16px 2px 0;color:#57534e;">${escapeHtml(label)}</td><td style="padding:2px 0;font-weight:600;">${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`,
    `<p style="margin:0;"><a href="${escapeHtml(notice.sitesUrl)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#2e7d32;color:#ffffff;font-weight:600;text-decoration:none;">Voir les sites</a></p>`,
  ]);
  return { subject, text, html };
}
