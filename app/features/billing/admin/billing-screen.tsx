import { useState, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { AlarmClock, Banknote, CircleCheck, FileMinus, FileText, Hourglass, Receipt } from "lucide-react";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { FilterPills } from "~/features/admin-kit/filter-pills";
import { formatDate } from "~/features/admin-kit/format-date";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { BILLING_PAGE_TITLE as PAGE_TITLE } from "~/features/billing/admin/billing-skeleton";
import { cn } from "~/lib/cn";
import { formatEuros } from "~/features/billing/billing-amounts";
import type { AdminInvoiceItem, DueInvoices } from "~/features/billing/billing-overview.server";
import {
  ADMIN_BILLING_FILTERS,
  ADMIN_BILLING_FILTER_STATUSES,
  ADMIN_BILLING_PATH,
  ADMIN_BILLING_TEXTS,
  adminBillingHref,
  type AdminBillingFilter,
  type InvoiceStatus,
} from "~/features/billing/billing-schema";
import { CreditNoteDialog, PaymentDialog } from "~/features/billing/admin/billing-dialogs";

type Props = {
  filter: AdminBillingFilter;
  /** 'YYYY-MM-DD' in Paris: the payment dialog's default date. */
  today: string;
  counts: DueInvoices["counts"];
  invoices: AdminInvoiceItem[];
  loadError: boolean;
};

const STATUS_BADGE: Record<InvoiceStatus, NonNullable<BadgeProps["variant"]>> = {
  overdue: "destructive",
  due: "warning",
  paid: "success",
  cancelled: "secondary",
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'F-2026-000003''s PDF, in a new tab (the document route). */
const invoicePdfHref = (id: string) => `${ADMIN_BILLING_PATH}/document?facture=${encodeURIComponent(id)}`;
const creditNotePdfHref = (id: string) => `${ADMIN_BILLING_PATH}/document?avoir=${encodeURIComponent(id)}`;

/**
 * /admin/facturation (ADR 033), admins only: what the platform's invoices stand at (to
 * collect, overdue, paid), the list filtered by status, each invoice's PDF, and the two things an
 * admin does: record a transfer received, issue a credit note.
 */
export function BillingPage({ filter, today, counts, invoices, loadError }: Props) {
  const navigation = useNavigation();
  // Switching filters reloads this page: the current list dims until the new one arrives.
  const refiltering = navigation.state === "loading" && navigation.location.pathname === ADMIN_BILLING_PATH;
  const [paying, setPaying] = useState<AdminInvoiceItem | null>(null);
  const [crediting, setCrediting] = useState<AdminInvoiceItem | null>(null);
  const total = Object.values(counts).reduce((sum, c) => sum + c.invoices, 0);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={PAGE_TITLE} description={ADMIN_BILLING_TEXTS.description} />

      {loadError ? (
        <LoadErrorAlert>{ADMIN_BILLING_TEXTS.loadFailed}</LoadErrorAlert>
      ) : (
        <>
          <Summary counts={counts} />
          {total > 0 ? (
            <FilterPills
              label={ADMIN_BILLING_TEXTS.filterLabel}
              current={filter}
              pills={ADMIN_BILLING_FILTERS.map((key) => ({
                key,
                label: ADMIN_BILLING_TEXTS.filters[key],
                count: ADMIN_BILLING_FILTER_STATUSES[key].reduce((sum, status) => sum + counts[status].invoices, 0),
                href: adminBillingHref(key),
              }))}
            />
          ) : null}
          <div className={cn("transition-opacity", refiltering && "opacity-60")} aria-busy={refiltering}>
            {invoices.length === 0 ? (
              <EmptyState icon={<Receipt />} title={ADMIN_BILLING_TEXTS.emptyTitle}>
                {ADMIN_BILLING_TEXTS.empty[filter]}
              </EmptyState>
            ) : (
              <Card className="gap-0 overflow-hidden py-0">
                <InvoiceList invoices={invoices} onPay={setPaying} onCredit={setCrediting} />
              </Card>
            )}
          </div>
        </>
      )}

      <PaymentDialog invoice={paying} today={today} onClose={() => setPaying(null)} />
      <CreditNoteDialog invoice={crediting} onClose={() => setCrediting(null)} />
    </div>
  );
}

const invoicesWord = (n: number) => `${n}\u00a0facture${n > 1 ? "s" : ""}`;

/** À payer, en retard, payées: how many, their total TTC (and what is still owed, when part was paid). */
function Summary({ counts }: { counts: DueInvoices["counts"] }) {
  const cards: { status: InvoiceStatus; label: string; icon: ReactNode; tone: string }[] = [
    { status: "due", label: "À payer", icon: <Hourglass />, tone: "bg-amber-50 text-amber-800" },
    { status: "overdue", label: "En retard", icon: <AlarmClock />, tone: "bg-red-50 text-red-700" },
    { status: "paid", label: "Payées", icon: <CircleCheck />, tone: "bg-green-50 text-green-700" },
  ];
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-3" aria-label="Résumé">
      {cards.map(({ status, label, icon, tone }) => {
        const c = counts[status];
        return (
          <li key={status}>
            <Card className="h-full flex-row items-center gap-3.5 px-3 py-3 sm:px-4 sm:py-4">
              <span aria-hidden="true" className={cn("hidden size-10 shrink-0 place-items-center rounded-full sm:grid [&_svg]:size-5", tone)}>
                {icon}
              </span>
              <div className="grid min-w-0 gap-0.5">
                <p className="text-sm text-muted-foreground">{label}</p>
                <p className="text-base font-semibold tracking-tight whitespace-nowrap tabular-nums sm:text-xl">
                  {formatEuros(c.totalTtc)}
                  <span className="sr-only"> TTC</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  {invoicesWord(c.invoices)}
                  {c.owed > 0 && c.owed !== c.totalTtc ? ` · ${formatEuros(c.owed)} restant dû` : null}
                </p>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function StatusBadge({ invoice }: { invoice: AdminInvoiceItem }) {
  return (
    <Badge variant={STATUS_BADGE[invoice.status]} data-status={invoice.status}>
      {capitalized(invoice.statusLabel)}
    </Badge>
  );
}

function Day({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

function Period({ invoice }: { invoice: AdminInvoiceItem }) {
  return (
    <>
      du <Day iso={invoice.periodStart} /> au <Day iso={invoice.periodEnd} />
    </>
  );
}

/** The invoice's PDF, and its credit notes' (each in a new tab). */
function PdfLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
      {children}
      <span className="sr-only">
        {" "}
        {label} ({ADMIN_BILLING_TEXTS.newTab})
      </span>
    </a>
  );
}

function CreditNotes({ invoice }: { invoice: AdminInvoiceItem }) {
  if (invoice.creditNotes.length === 0) return null;
  return (
    <ul className="mt-1 grid gap-0.5 text-xs text-muted-foreground">
      {invoice.creditNotes.map((note) => (
        <li key={note.id}>
          Avoir{" "}
          <PdfLink href={creditNotePdfHref(note.id)} label={`PDF de l'avoir ${note.number}`}>
            {note.number}
          </PdfLink>{" "}
          · −{formatEuros(note.totalTtc)}
        </li>
      ))}
    </ul>
  );
}

type RowHandlers = { onPay: (invoice: AdminInvoiceItem) => void; onCredit: (invoice: AdminInvoiceItem) => void };

const unpaid = (invoice: AdminInvoiceItem) => invoice.status === "due" || invoice.status === "overdue";

/**
 * 'PDF', 'Enregistrer un paiement' (unpaid only), 'Émettre un avoir' (until it is all credited),
 * each named with the invoice for screen readers. `compact` (the table): 'Paiement' and the
 * credit note's icon, their full names as tooltips; else (phones) the payment first, across the card.
 */
function RowActions({ invoice, onPay, onCredit, compact }: { invoice: AdminInvoiceItem; compact: boolean } & RowHandlers) {
  const pdf = (
    <Button asChild variant="outline" size="sm">
      <a href={invoicePdfHref(invoice.id)} target="_blank" rel="noopener">
        <FileText aria-hidden="true" />
        PDF
        <span className="sr-only">
          {" "}
          de la facture {invoice.number} ({ADMIN_BILLING_TEXTS.newTab})
        </span>
      </a>
    </Button>
  );
  const pay = unpaid(invoice) ? (
    <Button size="sm" title={compact ? "Enregistrer un paiement" : undefined} className={cn(!compact && "w-full")} onClick={() => onPay(invoice)}>
      <Banknote aria-hidden="true" />
      {compact ? (
        <>
          <span className="sr-only">Enregistrer un </span>Paiement
        </>
      ) : (
        "Enregistrer un paiement"
      )}
      <span className="sr-only"> pour la facture {invoice.number}</span>
    </Button>
  ) : null;
  const credit =
    invoice.status === "cancelled" ? null : compact ? (
      <Button variant="outline" size="icon-sm" title="Émettre un avoir" onClick={() => onCredit(invoice)}>
        <FileMinus aria-hidden="true" />
        <span className="sr-only">Émettre un avoir sur la facture {invoice.number}</span>
      </Button>
    ) : (
      <Button variant="outline" size="sm" onClick={() => onCredit(invoice)}>
        <FileMinus aria-hidden="true" />
        Émettre un avoir
        <span className="sr-only"> sur la facture {invoice.number}</span>
      </Button>
    );
  if (compact) {
    return (
      <div className="flex items-center justify-end gap-1.5">
        {pdf}
        {credit}
        {pay}
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      {pay}
      <div className="flex flex-wrap gap-2">
        {pdf}
        {credit}
      </div>
    </div>
  );
}

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-0.5", wide && "col-span-2")}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words tabular-nums">{children}</dd>
    </div>
  );
}

/** A table from `md` up; stacked cards on phones (only one of the two is displayed). */
function InvoiceList({ invoices, onPay, onCredit }: { invoices: AdminInvoiceItem[] } & RowHandlers) {
  return (
    <>
      <ul className="divide-y md:hidden" aria-label="Factures">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="grid gap-3 px-4 py-4" data-invoice={invoice.number}>
            <div className="flex min-w-0 items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium tabular-nums">{invoice.number}</p>
                <p className="text-sm break-words text-muted-foreground">{invoice.siteName}</p>
              </div>
              <StatusBadge invoice={invoice} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2.5">
              <Field label="Période" wide>
                <Period invoice={invoice} />
              </Field>
              <Field label="Émise le">
                <Day iso={invoice.issuedOn} />
              </Field>
              <Field label="Échéance">
                <Day iso={invoice.dueOn} />
              </Field>
              <Field label="Total TTC">{formatEuros(invoice.totalTtc)}</Field>
              <Field label="Reste à payer">
                <span className={cn(invoice.balance > 0 && "font-semibold")}>{formatEuros(invoice.balance)}</span>
              </Field>
            </dl>
            <CreditNotes invoice={invoice} />
            <RowActions invoice={invoice} onPay={onPay} onCredit={onCredit} compact={false} />
          </li>
        ))}
      </ul>

      <DataTable
        columns={[
          { label: "Facture" },
          { label: "Période" },
          { label: "Émise le / échéance", className: "whitespace-nowrap" },
          { label: "Montant TTC", className: "text-right whitespace-nowrap" },
          { label: "Statut" },
          { label: "Actions", srOnly: true, className: "text-right" },
        ]}
      >
        {invoices.map((invoice) => (
          <tr key={invoice.id} className="transition-colors hover:bg-muted/40" data-invoice={invoice.number}>
            <td className="px-6 py-3 align-top">
              <p className="font-medium whitespace-nowrap tabular-nums">{invoice.number}</p>
              <p className="max-w-56 text-muted-foreground">{invoice.siteName}</p>
              <CreditNotes invoice={invoice} />
            </td>
            <td className="px-4 py-3 align-top text-muted-foreground">
              <span className="whitespace-nowrap">
                du <Day iso={invoice.periodStart} />
              </span>{" "}
              <span className="whitespace-nowrap">
                au <Day iso={invoice.periodEnd} />
              </span>
            </td>
            <td className="px-4 py-3 align-top whitespace-nowrap tabular-nums">
              <Day iso={invoice.issuedOn} />
              <p className="text-muted-foreground">
                <span className="sr-only">échéance le </span>
                <Day iso={invoice.dueOn} />
              </p>
            </td>
            <td className="px-4 py-3 text-right align-top whitespace-nowrap tabular-nums">
              {formatEuros(invoice.totalTtc)}
              <p className={cn("text-xs whitespace-nowrap", invoice.balance > 0 ? "font-semibold text-foreground" : "text-muted-foreground")}>
                reste {formatEuros(invoice.balance)}
              </p>
            </td>
            <td className="px-4 py-3 align-top">
              <StatusBadge invoice={invoice} />
            </td>
            <td className="py-2 pr-6 pl-4 text-right align-top">
              <RowActions invoice={invoice} onPay={onPay} onCredit={onCredit} compact />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
