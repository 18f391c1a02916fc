/**
 * Billing's e-mails (ADR 033), in the frame of the platform's mails to an account
 * holder: an invoice issued, a payment reminder, a payment received, a plan changed (to the owner
 * and to the admins). Pure builders; the data functions enqueue them in their transaction.
 */
import type { SitePlan } from "~/db/enums";
import { accountMailHtml, accountMailText } from "~/features/mail/account-mail";
import { escapeHtml, type RenderedMail } from "~/features/mail/templates";
import { PLAN_LABELS } from "~/features/plans/plans";
import { formatEuros, VAT_RATE_PERCENT } from "~/features/billing/billing-amounts";
import { frenchBillingDate, frenchPeriod } from "~/features/billing/billing-calendar";
import type { PaymentInstructions } from "~/features/billing/payment-method";

/** A mail of paragraphs (a paragraph may hold several lines) and an optional link written out after its label. */
function billingMail(subject: string, paragraphs: string[], link?: { label: string; url: string }): RenderedMail {
  const all = link ? [...paragraphs, `${link.label}\n${link.url}`] : paragraphs;
  const text = accountMailText(all);
  const html = accountMailHtml(subject, [
    ...paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5;">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`),
    ...(link
      ? [
          `<p style="margin:0;line-height:1.5;">${escapeHtml(link.label)}<br><a href="${escapeHtml(link.url)}" style="overflow-wrap:anywhere;">${escapeHtml(link.url)}</a></p>`,
        ]
      : []),
  ]);
  return { subject, text, html };
}

function paymentParagraph(instructions: PaymentInstructions): string {
  return [`${instructions.title}\u00a0:`, ...instructions.details.map((d) => `${d.label}\u00a0: ${d.value}`)].join("\n");
}

const questions = (billingEmail: string) => `Une question sur votre facture\u00a0? Écrivez-nous à ${billingEmail}.`;

export type InvoiceMail = {
  number: string;
  shopName: string;
  plan: SitePlan;
  periodStart: string;
  periodEnd: string;
  totalHt: number;
  vat: number;
  totalTtc: number;
  dueOn: string;
  instructions: PaymentInstructions;
  link: string;
  billingEmail: string;
};

/** 'Votre facture Vitrine F-2026-000012': what, how much, by when, and how to pay. */
export function invoiceIssuedMessage(m: InvoiceMail): RenderedMail {
  return billingMail(
    `Votre facture Vitrine ${m.number}`,
    [
      `Votre facture ${m.number} pour le site «\u00a0${m.shopName}\u00a0» est disponible\u00a0: formule ${PLAN_LABELS[m.plan]}, période ${frenchPeriod(m.periodStart, m.periodEnd)}.`,
      `Montant\u00a0: ${formatEuros(m.totalTtc)} TTC (${formatEuros(m.totalHt)} HT et ${formatEuros(m.vat)} de TVA à ${VAT_RATE_PERCENT}\u00a0%), à régler au plus tard le ${frenchBillingDate(m.dueOn)}.`,
      paymentParagraph(m.instructions),
      questions(m.billingEmail),
    ],
    { label: "Vos factures, à télécharger en PDF\u00a0:", url: m.link },
  );
}

export type ReminderMail = {
  number: string;
  /** As the invoice names the buyer. */
  buyerName: string;
  totalTtc: number;
  balance: number;
  dueOn: string;
  /** Days after the due date: 7 or 15. */
  stage: number;
  instructions: PaymentInstructions;
  link: string;
  billingEmail: string;
};

/** A payment reminder, 7 then 15 days after the due date; the second recalls the late-payment terms. */
export function invoiceReminderMessage(m: ReminderMail): RenderedMail {
  const late = m.stage >= 15;
  return billingMail(
    late ? `Deuxième rappel\u00a0: facture ${m.number} impayée` : `Rappel\u00a0: facture ${m.number} en attente de paiement`,
    [
      `Sauf erreur de notre part, la facture ${m.number} établie au nom de ${m.buyerName}, de ${formatEuros(m.totalTtc)} TTC, arrivée à échéance le ${frenchBillingDate(m.dueOn)}, n'est pas encore réglée. Reste à payer\u00a0: ${formatEuros(m.balance)}.`,
      paymentParagraph(m.instructions),
      ...(late
        ? [
            "Conformément à nos conditions, un retard de paiement entraîne des pénalités au taux de trois fois le taux d'intérêt légal et une indemnité forfaitaire pour frais de recouvrement de 40\u00a0€ (articles L441-10 et D441-5 du Code de commerce).",
          ]
        : []),
      "Si vous avez déjà fait le virement, merci de ne pas tenir compte de ce message.",
      questions(m.billingEmail),
    ],
    { label: "Vos factures\u00a0:", url: m.link },
  );
}

/** 'Paiement reçu': a transfer recorded by an admin, and what is left to pay. */
export function paymentReceivedMessage(m: {
  number: string;
  amount: number;
  paidOn: string;
  balance: number;
  link: string;
  billingEmail: string;
}): RenderedMail {
  return billingMail(
    `Paiement reçu pour la facture ${m.number}`,
    [
      `Nous avons bien reçu votre paiement de ${formatEuros(m.amount)} du ${frenchBillingDate(m.paidOn)} pour la facture ${m.number}. Merci\u00a0!`,
      m.balance > 0 ? `Reste à payer sur cette facture\u00a0: ${formatEuros(m.balance)}.` : "Cette facture est entièrement réglée.",
      questions(m.billingEmail),
    ],
    { label: "Vos factures\u00a0:", url: m.link },
  );
}

export type PlanChangeMail = {
  kind: "upgrade" | "downgrade" | "cancel_downgrade";
  shopName: string;
  fromPlan: SitePlan;
  toPlan: SitePlan;
  /** 'YYYY-MM-DD': the day the plan changes (today for an upgrade or an immediate downgrade). */
  effectiveOn: string;
  /** Whether the change waits for the paid month's end. */
  deferred: boolean;
  /** The pro rata the next invoice adds (cents HT), for an upgrade in a paid month. */
  prorataHt: number;
  prorataDays: { left: number; inPeriod: number } | null;
  /** What a downgrade hides, and the sentence that it is kept. */
  disappears: string[];
  kept: string;
  link: string;
};

function planChangeParagraphs(m: PlanChangeMail): string[] {
  const from = PLAN_LABELS[m.fromPlan];
  const to = PLAN_LABELS[m.toPlan];
  if (m.kind === "cancel_downgrade") {
    return [
      `Le passage de la formule ${from} à la formule ${to} prévu pour le site «\u00a0${m.shopName}\u00a0» est annulé\u00a0: le site reste en formule ${to}.`,
    ];
  }
  if (m.kind === "upgrade") {
    return [
      `Le site «\u00a0${m.shopName}\u00a0» passe de la formule ${from} à la formule ${to}, dès aujourd'hui.`,
      m.prorataHt > 0 && m.prorataDays
        ? `Votre prochaine facture ajoutera la différence pour les ${m.prorataDays.left}\u00a0jours restants du mois en cours (sur ${m.prorataDays.inPeriod})\u00a0: ${formatEuros(m.prorataHt)} HT.`
        : `Votre prochaine facture sera au prix de la formule ${to}.`,
    ];
  }
  return [
    m.deferred
      ? `Le site «\u00a0${m.shopName}\u00a0» passera de la formule ${from} à la formule ${to} le ${frenchBillingDate(m.effectiveOn)}, à la fin de la période déjà facturée\u00a0: d'ici là, rien ne change.`
      : `Le site «\u00a0${m.shopName}\u00a0» passe de la formule ${from} à la formule ${to}, dès aujourd'hui.`,
    ...(m.disappears.length > 0 ? [`Ce qui ne sera plus affiché\u00a0:\n${m.disappears.map((item) => `– ${item}`).join("\n")}`] : []),
    m.kept,
  ];
}

/** To the site's owner: what changed and what it costs. */
export function planChangeOwnerMessage(m: PlanChangeMail): RenderedMail {
  const subject =
    m.kind === "cancel_downgrade"
      ? `Changement de formule annulé\u00a0: vous restez en ${PLAN_LABELS[m.toPlan]}`
      : m.kind === "downgrade" && m.deferred
        ? `Votre formule Vitrine passera à ${PLAN_LABELS[m.toPlan]} le ${frenchBillingDate(m.effectiveOn)}`
        : `Votre formule Vitrine\u00a0: ${PLAN_LABELS[m.toPlan]}`;
  return billingMail(subject, planChangeParagraphs(m), { label: "Votre abonnement\u00a0:", url: m.link });
}

/** To every platform admin: who changed what. */
export function planChangeAdminMessage(m: PlanChangeMail & { requestedBy: string | null }): RenderedMail {
  const what = m.kind === "cancel_downgrade" ? "annulation d'un changement" : m.kind === "upgrade" ? "formule supérieure" : "formule inférieure";
  return billingMail(
    `Changement de formule\u00a0: ${m.shopName} (${PLAN_LABELS[m.fromPlan]} → ${PLAN_LABELS[m.toPlan]})`,
    [`${m.requestedBy ?? "Un compte supprimé"} a demandé un changement de formule (${what}).`, ...planChangeParagraphs(m).filter((p) => p !== m.kept)],
    { label: "La facturation\u00a0:", url: m.link },
  );
}
