/**
 * Billing's forms, statuses and texts (ADR 033), shared by the screens and the data
 * functions (ADR 022): the admins' 'Facturation' (a payment received, a credit note), the owner's
 * 'Abonnement' (a plan change). Browser-safe: no database here.
 */
import { z } from "~/lib/zod";
import { isCalendarDate } from "~/lib/calendar";
import { SITE_PLANS, type SitePlan } from "~/db/enums";
import { formatEuros, parseEuros } from "~/features/billing/billing-amounts";
import { FREE_START_TEXT } from "~/features/plans/plans";

/** The owner's screen: the plan, the free start, the next invoice, the invoices. */
export const OWNER_BILLING_PATH = "/admin/abonnement";
/** The admins' screen: every invoice, due, overdue, paid; payments and credit notes. */
export const ADMIN_BILLING_PATH = "/admin/facturation";

/**
 * Where an invoice stands, derived from its payments and credit notes (never stored: an invoice
 * does not change): 'due' until its due date, 'overdue' after it, 'paid' once payments cover what
 * it owes, 'cancelled' when credit notes cover its whole total.
 */
export const INVOICE_STATUSES = ["due", "overdue", "paid", "cancelled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  due: "à payer",
  overdue: "en retard",
  paid: "payée",
  cancelled: "annulée par avoir",
};

/** The status of an invoice from its figures (cents TTC) on `today` ('YYYY-MM-DD', Paris). */
export function invoiceStatus(figures: { totalTtc: number; creditedTtc: number; paid: number; dueOn: string }, today: string): InvoiceStatus {
  if (figures.creditedTtc >= figures.totalTtc && figures.totalTtc > 0) return "cancelled";
  if (figures.paid + figures.creditedTtc >= figures.totalTtc) return "paid";
  return today > figures.dueOn ? "overdue" : "due";
}

export const BILLING_TEXTS = {
  amountRequired: "Saisissez le montant reçu.",
  amountInvalid: "Montant invalide\u00a0: saisissez par exemple 70,80.",
  amountPositive: "Le montant doit être supérieur à 0\u00a0€.",
  amountTooHigh: (balance: number) => `Le montant dépasse le reste à payer de cette facture (${formatEuros(balance)}).`,
  alreadyPaid: "Cette facture est déjà réglée\u00a0: il n'y a plus rien à encaisser.",
  paidOnRequired: "Indiquez la date de réception du virement.",
  paidOnInvalid: "Date invalide.",
  paidOnFuture: "La date de réception ne peut pas être dans le futur.",
  paidOnBeforeIssue: "La date de réception ne peut pas précéder la date d'émission de la facture.",
  referenceTooLong: "La référence ne peut pas dépasser 140\u00a0caractères.",
  invoiceNotFound: "Facture introuvable.",
  creditAmountRequired: "Saisissez le montant HT de l'avoir.",
  creditAmountTooHigh: (remaining: number) => `Le montant dépasse ce qui reste à créditer sur cette facture (${formatEuros(remaining)} HT).`,
  creditReasonRequired: "Indiquez le motif de l'avoir.",
  creditReasonTooLong: "Le motif ne peut pas dépasser 500\u00a0caractères.",
  planInvalid: "Choisissez une formule de la liste.",
  samePlan: "C'est déjà votre formule.",
  siteNotFound: "Site introuvable.",
  paymentRecorded: (amount: number) => `Paiement de ${formatEuros(amount)} enregistré.`,
  creditNoteIssued: (number: string) => `Avoir ${number} émis.`,
  /** The sign-up's and landing's sentence on the free start (ADR 033). */
  freeStart: FREE_START_TEXT,
  /** What a downgrade keeps (the content of pages leaving the plan, ADR 028). */
  contentKept: "Votre contenu est conservé\u00a0: rien n'est supprimé, et tout réapparaît si vous revenez à une formule qui le comprend.",
} as const;

/**
 * The admins' 'Facturation' (`ADMIN_BILLING_PATH`): its filters (`?statut=`, the unpaid by
 * default: overdue and due) and its texts.
 */
export const ADMIN_BILLING_FILTERS = ["impayees", "en-retard", "a-payer", "payees", "tous"] as const;
export type AdminBillingFilter = (typeof ADMIN_BILLING_FILTERS)[number];

/** The statuses a filter shows. */
export const ADMIN_BILLING_FILTER_STATUSES: Record<AdminBillingFilter, readonly InvoiceStatus[]> = {
  impayees: ["overdue", "due"],
  "en-retard": ["overdue"],
  "a-payer": ["due"],
  payees: ["paid"],
  tous: INVOICE_STATUSES,
};

/** `?statut=` read: an unknown or missing value is the default, the unpaid invoices. */
export function parseAdminBillingFilter(params: URLSearchParams): AdminBillingFilter {
  const value = params.get("statut");
  return (ADMIN_BILLING_FILTERS as readonly string[]).includes(value ?? "") ? (value as AdminBillingFilter) : "impayees";
}

/** The screen's address for a filter (the default without a query string). */
export function adminBillingHref(filter: AdminBillingFilter): string {
  return filter === "impayees" ? ADMIN_BILLING_PATH : `${ADMIN_BILLING_PATH}?statut=${filter}`;
}

export const ADMIN_BILLING_TEXTS = {
  description: "Les factures de tous les sites\u00a0: virements reçus, relances, avoirs.",
  filterLabel: "Filtrer les factures",
  filters: { impayees: "À encaisser", "en-retard": "En retard", "a-payer": "À payer", payees: "Payées", tous: "Toutes" } satisfies Record<
    AdminBillingFilter,
    string
  >,
  empty: {
    impayees: "Aucune facture à encaisser\u00a0: tout est réglé.",
    "en-retard": "Aucune facture en retard.",
    "a-payer": "Aucune facture à payer.",
    payees: "Aucune facture payée pour le moment.",
    tous: "Aucune facture pour le moment.",
  } satisfies Record<AdminBillingFilter, string>,
  emptyTitle: "Aucune facture",
  loadFailed: "Impossible de charger les factures.",
  adminOnly: "Cette action est réservée aux administrateurs.",
  paymentFailed: "Le paiement n'a pas pu être enregistré. Réessayez.",
  creditNoteFailed: "L'avoir n'a pas pu être émis. Réessayez.",
  newTab: "s'ouvre dans un nouvel onglet",
} as const;

/** An amount field of a form ('70,80') as cents, positive. */
const amountField = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const cents = parseEuros(value);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message: BILLING_TEXTS.amountInvalid });
        return z.NEVER;
      }
      if (cents <= 0) {
        ctx.addIssue({ code: "custom", message: BILLING_TEXTS.amountPositive });
        return z.NEVER;
      }
      return cents;
    });

const referenceField = z
  .string()
  .trim()
  .max(140, BILLING_TEXTS.referenceTooLong)
  .transform((value) => (value === "" ? null : value));

/** What `recordPayment` is given: checked again there against the invoice (balance, dates). */
export const paymentInputSchema = z.object({
  amountCents: z.number().int(BILLING_TEXTS.amountInvalid).positive(BILLING_TEXTS.amountPositive),
  paidOn: z.string().min(1, BILLING_TEXTS.paidOnRequired).refine(isCalendarDate, BILLING_TEXTS.paidOnInvalid),
  reference: z.string().trim().max(140, BILLING_TEXTS.referenceTooLong).nullish(),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

/** The admins' 'Paiement reçu' form: the invoice, '70,80', the day the transfer arrived, the bank's reference. */
export const paymentFormSchema = z.object({
  invoiceId: z.uuid(BILLING_TEXTS.invoiceNotFound),
  amount: amountField(BILLING_TEXTS.amountRequired),
  paidOn: z.string().trim().min(1, BILLING_TEXTS.paidOnRequired).refine(isCalendarDate, BILLING_TEXTS.paidOnInvalid),
  reference: referenceField,
});
export type PaymentForm = z.output<typeof paymentFormSchema>;

/** The admins' 'Émettre un avoir' form: the amount before VAT and why. */
export const creditNoteFormSchema = z.object({
  invoiceId: z.uuid(BILLING_TEXTS.invoiceNotFound),
  amount: amountField(BILLING_TEXTS.creditAmountRequired),
  reason: z.string().trim().min(1, BILLING_TEXTS.creditReasonRequired).max(500, BILLING_TEXTS.creditReasonTooLong),
});
export type CreditNoteForm = z.output<typeof creditNoteFormSchema>;

/** The intent of the owner's plan change ('Formule et facturation'). */
export const PLAN_CHANGE_INTENT = "change-plan";

/** The owner's 'Changer de formule': the plan chosen ('essentiel', 'pro', 'expert'). */
export const planChangeFormSchema = z.object({
  plan: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value): value is SitePlan => (SITE_PLANS as readonly string[]).includes(value), BILLING_TEXTS.planInvalid)
    .transform((value) => value as SitePlan),
});
export type PlanChangeForm = z.output<typeof planChangeFormSchema>;
