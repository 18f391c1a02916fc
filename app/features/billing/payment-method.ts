/**
 * How an invoice is paid (ADR 033): the interface a direct debit or a card provider
 * would implement, so that one can be added without touching the invoices, and the bank transfer,
 * the only method built. Pure: the transfer needs nothing but the seller's bank details.
 */
import type { BillingConfig } from "~/lib/config.server";

/** What a payment method is told of an issued invoice. */
export type IssuedInvoice = {
  id: string;
  /** F-YYYY-NNNNNN. */
  number: string;
  /** What is asked, VAT included, in cents. */
  totalTtc: number;
  /** 'YYYY-MM-DD'. */
  dueOn: string;
  buyerEmail: string | null;
};

/** What the invoice, its PDF and its e-mail say about how to pay. */
export type PaymentInstructions = {
  /** 'Virement bancaire'. */
  title: string;
  /** Label and value, in order: 'IBAN' → 'FR76 …', 'BIC' → '…', 'Référence à indiquer' → 'F-2026-000012'. */
  details: { label: string; value: string }[];
  /** The one sentence a reader needs: 'Par virement bancaire sur l'IBAN …, avec la référence F-…'. */
  sentence: string;
};

/** A payment a provider reports (a webhook), to be recorded against the invoice it names. */
export type RecordedPayment = {
  invoiceNumber: string;
  amountCents: number;
  /** 'YYYY-MM-DD'. */
  paidOn: string;
  reference: string | null;
};

export interface PaymentMethod {
  /** 'transfer', or a provider's name. */
  kind: string;
  /** What the invoice and its e-mail say about how to pay. */
  instructions(invoice: IssuedInvoice): PaymentInstructions;
  /** Asked when an invoice is issued: a transfer does nothing; a provider creates its charge. */
  collect(invoice: IssuedInvoice): Promise<{ status: "pending" | "paid"; reference?: string }>;
  /** A provider's webhook, verified by the implementation, turned into payments to record. */
  handleNotification?(request: Request): Promise<RecordedPayment[]>;
}

/**
 * A bank transfer to the platform's account, the invoice number as the transfer's reference
 * (which is how an admin matches a line of the bank statement to an invoice). Paid when an admin
 * records the transfer on 'Facturation'.
 */
export function transferPaymentMethod(seller: Pick<BillingConfig, "sellerName" | "iban" | "bic">): PaymentMethod {
  return {
    kind: "transfer",
    instructions(invoice) {
      const details = [
        { label: "Titulaire du compte", value: seller.sellerName },
        { label: "IBAN", value: seller.iban },
        ...(seller.bic ? [{ label: "BIC", value: seller.bic }] : []),
        { label: "Référence à indiquer", value: invoice.number },
      ];
      return {
        title: "Virement bancaire",
        details,
        sentence: `Par virement bancaire sur l'IBAN ${seller.iban}${seller.bic ? ` (BIC ${seller.bic})` : ""}, en indiquant la référence ${invoice.number}.`,
      };
    },
    async collect() {
      return { status: "pending" };
    },
  };
}
