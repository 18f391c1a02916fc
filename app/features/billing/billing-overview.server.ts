/**
 * What the billing screens show (ADR 033): the owner's 'Abonnement' (`billingOverview`)
 * and the admins' 'Facturation' (`dueInvoices`). Reads only; statuses derived from payments and
 * credit notes on the day asked.
 */
import { and, asc, desc, eq, gt, isNull, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/connect.server";
import type { SitePlan } from "~/db/enums";
import { creditNotes, invoices, planChanges, sites } from "~/db/schema";
import { PLAN_LABELS } from "~/features/plans/plans";
import { amountsOf, formatEuros, monthlyHt } from "~/features/billing/billing-amounts";
import { addDays } from "~/lib/calendar";
import { billingPeriod, billingPeriodOn, frenchBillingDate, parisDate } from "~/features/billing/billing-calendar";
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, invoiceStatus, type InvoiceStatus } from "~/features/billing/billing-schema";
import { figureColumns, figuresOf } from "~/features/billing/invoices.server";
import { planContents, whatDisappears, type Disappearing } from "~/features/billing/plan-change";

export type InvoiceListItem = {
  id: string;
  number: string;
  /** 'YYYY-MM-DD' (Paris). */
  issuedOn: string;
  periodStart: string;
  periodEnd: string;
  dueOn: string;
  plan: SitePlan;
  /** Cents. */
  totalHt: number;
  totalTtc: number;
  paid: number;
  creditedTtc: number;
  /** What is still owed, VAT included. */
  balance: number;
  status: InvoiceStatus;
  /** 'à payer', 'en retard', 'payée', 'annulée par avoir'. */
  statusLabel: string;
  creditNotes: { id: string; number: string; totalTtc: number; reason: string }[];
};

export type TrialState =
  /** Never published: nothing is charged. */
  | { state: "draft" }
  /** Published, in its 30 free days: `until` is the last free day, `firstInvoiceOn` the first invoice's. */
  | { state: "free"; until: string; firstInvoiceOn: string; text: string }
  | { state: "ended"; since: string };

export type NextInvoice = {
  /** The day it is issued ('YYYY-MM-DD'). */
  on: string;
  periodStart: string;
  periodEnd: string;
  plan: SitePlan;
  lines: { description: string; ht: number }[];
  /** Of which the pro rata of upgrades (cents HT). */
  prorataHt: number;
  ht: number;
  vat: number;
  ttc: number;
};

export type BillingOverview = {
  siteId: string;
  siteName: string;
  plan: SitePlan;
  planLabel: string;
  /** The plan's monthly price in cents and in words ('59,00 €', '70,80 €'). */
  monthly: { ht: number; ttc: number; htText: string; ttcText: string };
  /** What the plan includes, the plans below it included. */
  includes: string[];
  trial: TrialState;
  /** Null while a draft (nothing will be invoiced before the first publication). */
  nextInvoice: NextInvoice | null;
  pendingDowngrade: { plan: SitePlan; planLabel: string; on: string; onText: string; disappears: Disappearing } | null;
  /** Newest first. */
  invoices: InvoiceListItem[];
  /** What the site owes in all, VAT included (cents). */
  balance: number;
};

/** The site's subscription and invoices at `now`, or null for an unknown site. */
export async function billingOverview(db: DatabaseOrTransaction, siteId: string, now: Date = new Date()): Promise<BillingOverview | null> {
  const today = parisDate(now);
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) return null;
  const list = await invoiceList(db, today, eq(invoices.siteId, siteId));
  const monthly = amountsOf(monthlyHt(site.plan));

  let trial: TrialState;
  if (!site.billingStartsOn) trial = { state: "draft" };
  else if (today < site.billingStartsOn) {
    const until = addDays(site.billingStartsOn, -1);
    trial = { state: "free", until, firstInvoiceOn: site.billingStartsOn, text: `Gratuit jusqu'au ${frenchBillingDate(until)} inclus` };
  } else trial = { state: "ended", since: site.billingStartsOn };

  let nextInvoice: NextInvoice | null = null;
  if (site.billingStartsOn) {
    const [last] = list;
    const index = last ? (billingPeriodOn(site.billingStartsOn, last.periodStart)?.index ?? -1) + 1 : 0;
    const period = billingPeriod(site.billingStartsOn, index);
    const plan = site.pendingPlan && site.pendingPlanOn && site.pendingPlanOn <= period.start ? site.pendingPlan : site.plan;
    const charges = await db
      .select({ fromPlan: planChanges.fromPlan, toPlan: planChanges.toPlan, effectiveOn: planChanges.effectiveOn, prorataHt: planChanges.prorataHt })
      .from(planChanges)
      .where(and(eq(planChanges.siteId, siteId), gt(planChanges.prorataHt, 0), isNull(planChanges.invoiceId)))
      .orderBy(asc(planChanges.createdAt));
    const lines = [
      { description: `Formule ${PLAN_LABELS[plan]}, un mois`, ht: monthlyHt(plan) },
      ...charges.map((c) => ({
        description: `Passage de ${PLAN_LABELS[c.fromPlan]} à ${PLAN_LABELS[c.toPlan]} le ${frenchBillingDate(c.effectiveOn)}, au prorata`,
        ht: c.prorataHt,
      })),
    ];
    const prorataHt = charges.reduce((sum, c) => sum + c.prorataHt, 0);
    const amounts = amountsOf(lines.reduce((sum, line) => sum + line.ht, 0));
    nextInvoice = { on: period.start < today ? today : period.start, periodStart: period.start, periodEnd: period.end, plan, lines, prorataHt, ...amounts };
  }

  return {
    siteId,
    siteName: site.name,
    plan: site.plan,
    planLabel: PLAN_LABELS[site.plan],
    monthly: { ht: monthly.ht, ttc: monthly.ttc, htText: formatEuros(monthly.ht), ttcText: formatEuros(monthly.ttc) },
    includes: planContents(site.plan),
    trial,
    nextInvoice,
    pendingDowngrade:
      site.pendingPlan && site.pendingPlanOn
        ? {
            plan: site.pendingPlan,
            planLabel: PLAN_LABELS[site.pendingPlan],
            on: site.pendingPlanOn,
            onText: frenchBillingDate(site.pendingPlanOn),
            disappears: whatDisappears(site.plan, site.pendingPlan),
          }
        : null,
    invoices: list,
    balance: list.reduce((sum, invoice) => sum + invoice.balance, 0),
  };
}

export type AdminInvoiceItem = InvoiceListItem & {
  /** Null once the site is deleted (the invoice stays). */
  siteId: string | null;
  /** The site's current name, else the buyer's as invoiced. */
  siteName: string;
  buyerName: string;
  buyerEmail: string | null;
};

export type DueInvoices = {
  /** Per status: how many invoices, their total and what they still owe (cents TTC; paid and cancelled owe 0). */
  counts: Record<InvoiceStatus, { invoices: number; totalTtc: number; owed: number }>;
  /** Overdue first (oldest due date first), then due, then paid and cancelled (newest first). */
  invoices: AdminInvoiceItem[];
};

const STATUS_ORDER: Record<InvoiceStatus, number> = { overdue: 0, due: 1, paid: 2, cancelled: 3 };

/** Every invoice of the platform with its status at `now`, for the admins' 'Facturation'; `only.status` filters. */
export async function dueInvoices(
  db: DatabaseOrTransaction,
  now: Date = new Date(),
  only: { status?: InvoiceStatus; siteId?: string } = {},
): Promise<DueInvoices> {
  const today = parisDate(now);
  const list = await invoiceList(db, today, only.siteId ? eq(invoices.siteId, only.siteId) : undefined);
  const counts = Object.fromEntries(INVOICE_STATUSES.map((status) => [status, { invoices: 0, totalTtc: 0, owed: 0 }])) as DueInvoices["counts"];
  for (const invoice of list) {
    counts[invoice.status].invoices++;
    counts[invoice.status].totalTtc += invoice.totalTtc;
    counts[invoice.status].owed += invoice.balance;
  }
  const items = list
    .filter((invoice) => !only.status || invoice.status === only.status)
    .sort((a, b) => {
      const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
      if (byStatus !== 0) return byStatus;
      if (a.status === "overdue" || a.status === "due") return a.dueOn.localeCompare(b.dueOn) || a.number.localeCompare(b.number);
      return b.number.localeCompare(a.number);
    });
  return { counts, invoices: items };
}

/** Invoices with their figures, credit notes and site, newest first. */
async function invoiceList(db: DatabaseOrTransaction, today: string, where: SQL | undefined): Promise<AdminInvoiceItem[]> {
  const rows = await db
    .select({
      siteId: invoices.siteId,
      siteName: sites.name,
      buyerName: invoices.buyerName,
      buyerEmail: invoices.buyerEmail,
      id: invoices.id,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
      dueOn: invoices.dueOn,
      plan: invoices.plan,
      totalHt: invoices.totalHt,
      totalTtc: invoices.totalTtc,
      ...figureColumns,
    })
    .from(invoices)
    .leftJoin(sites, eq(sites.id, invoices.siteId))
    .where(where)
    .orderBy(desc(invoices.periodStart), desc(invoices.number));
  const notes = rows.length
    ? await db
        .select({
          id: creditNotes.id,
          number: creditNotes.number,
          invoiceId: creditNotes.invoiceId,
          totalTtc: creditNotes.totalTtc,
          reason: creditNotes.reason,
        })
        .from(creditNotes)
        .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
        .where(where)
        .orderBy(asc(creditNotes.number))
    : [];
  return rows.map((row) => {
    const figures = figuresOf(row);
    const status = invoiceStatus({ ...figures, dueOn: row.dueOn }, today);
    return {
      siteId: row.siteId,
      siteName: row.siteName ?? row.buyerName,
      buyerName: row.buyerName,
      buyerEmail: row.buyerEmail,
      id: row.id,
      number: row.number,
      issuedOn: parisDate(row.issuedAt),
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      dueOn: row.dueOn,
      plan: row.plan,
      totalHt: row.totalHt,
      totalTtc: row.totalTtc,
      paid: figures.paid,
      creditedTtc: figures.creditedTtc,
      balance: figures.balance,
      status,
      statusLabel: INVOICE_STATUS_LABELS[status],
      creditNotes: notes.filter((n) => n.invoiceId === row.id).map(({ id, number, totalTtc, reason }) => ({ id, number, totalTtc, reason })),
    };
  });
}
