import type { BillingConfig, Config } from "~/lib/config.server";
import { ADMIN_BILLING_PATH, OWNER_BILLING_PATH } from "~/features/billing/billing-schema";
import { transferPaymentMethod, type PaymentMethod } from "~/features/billing/payment-method";

/** What the billing functions that write or mail need from the configuration (ADR 033). */
export type BillingOptions = {
  /** The seller printed on invoices and the bank details they ask to pay to (BILLING_*). */
  seller: BillingConfig;
  /** MAIL_FROM. */
  mailFrom: string;
  /** PUBLIC_URL: the links of the mails (never a request's Host). */
  publicUrl: string;
  /** false: nothing is mailed (the demo's back-dated invoices). Default: true. */
  sendMails?: boolean;
};

export function billingOptions(config: Config, overrides: Partial<BillingOptions> = {}): BillingOptions {
  return { seller: config.billing, mailFrom: config.mailFrom, publicUrl: config.publicUrl, ...overrides };
}

/** How invoices are paid: the transfer, the only method built (payment-method.ts). */
export function paymentMethodOf(options: Pick<BillingOptions, "seller">): PaymentMethod {
  return transferPaymentMethod(options.seller);
}

export const ownerBillingUrl = (options: Pick<BillingOptions, "publicUrl">) => `${options.publicUrl}${OWNER_BILLING_PATH}`;
export const adminBillingUrl = (options: Pick<BillingOptions, "publicUrl">) => `${options.publicUrl}${ADMIN_BILLING_PATH}`;
