/**
 * Billing's money (ADR 033), pure and browser-safe: integer cents, prices before VAT
 * (the merchants are businesses), VAT at 20 % added on the invoice, amounts written the French
 * way ('70,80 €').
 */
import type { SitePlan } from "~/db/enums";
import { PLAN_PRICES } from "~/features/plans/plans";

/** The VAT rate of every invoice, in percent (France, standard rate). */
export const VAT_RATE_PERCENT = 20;

/** A plan's monthly price before VAT, in cents. */
export function monthlyHt(plan: SitePlan): number {
  return PLAN_PRICES[plan] * 100;
}

/** The VAT of an amount before VAT, rounded to the nearest cent (half up). */
export function vatOf(amountHt: number, ratePercent = VAT_RATE_PERCENT): number {
  return Math.round((amountHt * ratePercent) / 100);
}

/** Before VAT, VAT, and with VAT, in cents. */
export type Amounts = { ht: number; vat: number; ttc: number };

export function amountsOf(amountHt: number, ratePercent = VAT_RATE_PERCENT): Amounts {
  const vat = vatOf(amountHt, ratePercent);
  return { ht: amountHt, vat, ttc: amountHt + vat };
}

const EUROS = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

/** '70,80 €', '1 234,50 €' (Intl's French spaces: narrow no-break between thousands, no-break before €). */
export function formatEuros(cents: number): string {
  return EUROS.format(cents / 100);
}

/** An amount as a form field shows it, for `parseEuros` to read back: '70,80', '1234,50' (no symbol, no grouping). */
export function eurosInput(cents: number): string {
  return (cents / 100).toFixed(2).replace(".", ",");
}

/**
 * An amount typed in a form ('70,80', '70.8', '1 234,50 €', '70') as cents, or null when it is
 * not one. Two decimals at most.
 */
export function parseEuros(value: string): number | null {
  const text = value
    .replace(/[\s\u00a0\u202f]+/g, "")
    .replace(/€$/, "")
    .replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const [units, decimals = ""] = text.split(".");
  return Number(units) * 100 + Number(decimals.padEnd(2, "0"));
}
