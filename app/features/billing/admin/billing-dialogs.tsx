import { useId } from "react";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { FormField } from "~/features/admin-kit/form-field";
import { eurosInput, formatEuros, VAT_RATE_PERCENT } from "~/features/billing/billing-amounts";
import type { AdminInvoiceItem } from "~/features/billing/billing-overview.server";
import { ADMIN_BILLING_PATH, creditNoteFormSchema, paymentFormSchema } from "~/features/billing/billing-schema";
import { useKeptWhileClosing } from "~/features/admin-kit/kept-while-closing";

/**
 * 'Enregistrer un paiement': a transfer received for an invoice. Prefilled with what it
 * still owes ('70,80'), today (Paris) and the invoice's number, the reference the transfer carries.
 * `recordPayment` checks it again under the invoice's lock.
 */
export function PaymentDialog({ invoice, today, onClose }: { invoice: AdminInvoiceItem | null; today: string; onClose: () => void }) {
  const shown = useKeptWhileClosing(invoice);
  const form = useDialogForm({ open: invoice !== null, onOpenChange: (open) => !open && onClose(), schema: paymentFormSchema });
  const formId = useId();
  return (
    <FormDialog
      form={form}
      withSiteId={false}
      title="Enregistrer un paiement"
      description={
        shown ? (
          <>
            Facture {shown.number}, site «{"\u00a0"}
            {shown.siteName}
            {"\u00a0"}». Reste à payer{"\u00a0"}: {formatEuros(shown.balance)} sur {formatEuros(shown.totalTtc)} TTC.
          </>
        ) : null
      }
      action={ADMIN_BILLING_PATH}
      fields={shown ? { intent: "payment", invoiceId: shown.id } : {}}
      submitLabel="Enregistrer le paiement"
    >
      <FormField formId={formId} name="amount" label="Montant reçu (TTC, en euros)" error={form.errors.amount}>
        {(props) => <Input {...props} inputMode="decimal" autoComplete="off" defaultValue={shown ? eurosInput(shown.balance) : ""} />}
      </FormField>
      <FormField formId={formId} name="paidOn" label="Date de réception du virement" error={form.errors.paidOn}>
        {(props) => <Input {...props} type="date" max={today} defaultValue={today} />}
      </FormField>
      <FormField
        formId={formId}
        name="reference"
        label="Référence du virement (optionnel)"
        error={form.errors.reference}
        hint="Le numéro de facture, que le client indique en référence de son virement."
      >
        {(props) => <Input {...props} autoComplete="off" maxLength={140} defaultValue={shown?.number ?? ""} />}
      </FormField>
    </FormDialog>
  );
}

/**
 * 'Émettre un avoir' (ADR 033: the only correction of an issued invoice): an amount
 * before VAT, VAT at the invoice's rate added, and why. The whole total cancels the invoice.
 */
export function CreditNoteDialog({ invoice, onClose }: { invoice: AdminInvoiceItem | null; onClose: () => void }) {
  const shown = useKeptWhileClosing(invoice);
  const form = useDialogForm({ open: invoice !== null, onOpenChange: (open) => !open && onClose(), schema: creditNoteFormSchema });
  const formId = useId();
  return (
    <FormDialog
      form={form}
      withSiteId={false}
      title="Émettre un avoir"
      description={
        shown ? (
          <>
            Facture {shown.number}, site «{"\u00a0"}
            {shown.siteName}
            {"\u00a0"}», de {formatEuros(shown.totalHt)} HT. Un avoir ne se modifie plus une fois émis.
          </>
        ) : null
      }
      action={ADMIN_BILLING_PATH}
      fields={shown ? { intent: "credit-note", invoiceId: shown.id } : {}}
      submitLabel="Émettre l'avoir"
      submittingLabel="Émission..."
    >
      <FormField
        formId={formId}
        name="amount"
        label="Montant HT de l'avoir (en euros)"
        error={form.errors.amount}
        hint={`La TVA à ${VAT_RATE_PERCENT}\u00a0% est ajoutée. Le total HT de la facture annule celle-ci.`}
      >
        {(props) => <Input {...props} inputMode="decimal" autoComplete="off" placeholder="59,00" />}
      </FormField>
      <FormField formId={formId} name="reason" label="Motif" error={form.errors.reason}>
        {(props) => <Textarea {...props} rows={3} maxLength={500} placeholder="Geste commercial après une interruption du site" />}
      </FormField>
    </FormDialog>
  );
}
