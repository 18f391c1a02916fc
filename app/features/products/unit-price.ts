import { NET_QUANTITY_UNITS, type NetQuantityUnit } from "~/db/enums";

/**
 * Unit prices: goods sold by the piece or the pack also show their net weight or volume and their
 * price per kilogram or per litre, next to the price (French price-display rules; for bread, from
 * its weight). Pure: shared by the product dialog (the live reading), the action's schema and the
 * public cards.
 */

const NBSP = "\u00a0";

/** Grams or millilitres in one of each unit; a weight is per kilogram, a volume per litre. */
const BASE: Record<NetQuantityUnit, { per: "kg" | "l"; factor: number }> = {
  g: { per: "kg", factor: 1 },
  kg: { per: "kg", factor: 1000 },
  ml: { per: "l", factor: 1 },
  cl: { per: "l", factor: 10 },
  l: { per: "l", factor: 1000 },
};

export const isNetQuantityUnit = (unit: string): unit is NetQuantityUnit => (NET_QUANTITY_UNITS as readonly string[]).includes(unit);

/** The largest quantity the column numeric(10, 3) holds. */
export const MAX_NET_QUANTITY = 9_999_999.999;

/**
 * Whether a price unit asks for a net quantity: a price per piece or per pack does ("", "€",
 * "la pièce", "€ / pot", "la boîte de 6"); a price already per kilogram or litre does not ("€ / kg",
 * "/kg", "le kilo", "€/l", "le litre").
 */
export function needsNetQuantity(priceUnit: string | null | undefined): boolean {
  const unit = (priceUnit ?? "").toLowerCase().replace(/€/g, " ");
  return !/(^|[^\p{L}])(kg|kilos?|kilogrammes?|l|litres?)($|[^\p{L}])/u.test(unit);
}

/**
 * A net quantity as a merchant types it, or null when it cannot be read without guessing: a
 * decimal comma or point with at most three decimals ("400", "1,5", "0.75"), spaces between groups
 * of three digits ("1 000"). Refused: a minus sign, letters, zero.
 */
export function parseNetQuantity(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0\u202f]+/g, " ").trim();
  const match = /^(\d{1,3}(?: \d{3})+|\d+)(?:[.,](\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1].replace(/ /g, ""));
  const thousandths = match[2] ? Number(match[2].padEnd(3, "0")) : 0;
  const value = (whole * 1000 + thousandths) / 1000;
  return value > 0 && value <= MAX_NET_QUANTITY ? value : null;
}

/** Whether the quantity is at least 1 g or 1 ml: below, a price per kilogram means nothing. */
export function isLargeEnough(quantity: number, unit: NetQuantityUnit): boolean {
  return Math.round(quantity * 1000) * BASE[unit].factor >= 1000;
}

export type UnitPrice = { amount: number; per: "kg" | "l" };

/**
 * The price per kilogram (weights) or per litre (volumes), rounded to the cent, half up, in exact
 * integer arithmetic: 3,20 € for 400 g → 8,00 €/kg. Null without a usable price or quantity.
 */
export function unitPrice(price: number | null | undefined, quantity: number | null | undefined, unit: NetQuantityUnit | null | undefined): UnitPrice | null {
  if (price === null || price === undefined || !(price > 0) || !quantity || !(quantity > 0) || !unit) return null;
  const { per, factor } = BASE[unit];
  const cents = BigInt(Math.round(price * 100));
  // The quantity in thousandths of a gram (or millilitre): exact for numeric(10, 3).
  const milli = BigInt(Math.round(quantity * 1000)) * BigInt(factor);
  if (milli === 0n) return null;
  // cents per base unit = cents × 1 000 000 / milli (1 kg = 1 000 000 thousandths of a gram), half up.
  const numerator = cents * 1_000_000n;
  const rounded = (numerator * 2n + milli) / (milli * 2n);
  return { amount: Number(rounded) / 100, per };
}

const FRENCH = "fr-FR";
const quantityFormats = new Map<string, Intl.NumberFormat>();
const decimalFormats = new Map<string, Intl.NumberFormat>();
const moneyFormats = new Map<string, Intl.NumberFormat>();

function cached(map: Map<string, Intl.NumberFormat>, locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = map.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    map.set(locale, format);
  }
  return format;
}

/** "400 g", "1,5 kg", "75 cl" in French; "1.5 kg" in en-GB. The unit symbols are the same in every language. */
export function formatNetQuantity(quantity: number, unit: NetQuantityUnit, locale: string = FRENCH): string {
  return `${cached(quantityFormats, locale, { maximumFractionDigits: 3 }).format(quantity)}${NBSP}${unit}`;
}

/** "8,00 €/kg", "12,45 €/l" in French; "€8.00/kg" in en-GB: always two decimals, as a shelf label writes it. */
export function formatUnitPrice({ amount, per }: UnitPrice, locale: string = FRENCH): string {
  if (locale === FRENCH) return `${cached(decimalFormats, FRENCH, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}${NBSP}€/${per}`;
  const money = cached(moneyFormats, locale, { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${money.format(amount)}/${per}`;
}

/** What a card writes next to the price: "400 g · 8,00 €/kg", or null when the product has no net quantity. */
export function quantityLine(price: number | null, quantity: number | null, unit: NetQuantityUnit | null, locale: string = FRENCH): string | null {
  if (quantity === null || unit === null) return null;
  const perUnit = unitPrice(price, quantity, unit);
  const amount = formatNetQuantity(quantity, unit, locale);
  return perUnit ? `${amount} · ${formatUnitPrice(perUnit, locale)}` : amount;
}

/** The dialog's label of the unit price: 'Prix au kilo' or 'Prix au litre'. */
export const unitPriceLabel = (per: "kg" | "l") => (per === "kg" ? "Prix au kilo" : "Prix au litre");
