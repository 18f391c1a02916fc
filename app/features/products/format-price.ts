/**
 * Prices on the public site ("price followed by price_unit, or € when no unit";
 * products page: "price with euro sign and price_unit").
 *
 * Merchants type the unit freely: some include the euro sign ("€/kg", "€ la pièce"), others do not
 * ("kg", "/kg", "la douzaine"). The euro sign is therefore added only when the unit lacks it, so
 * every price reads as euros exactly once.
 *
 * French formatting: decimal comma, cents only when there are some ("12 €", "12,50 €"), and a
 * no-break space (U+00A0) before the euro sign so a price never wraps between number and unit.
 * A page in another language writes the amount and the euro sign as its locale does (`Intl`:
 * "€18.50" in en-GB, "18,50 €" in de-DE, "€ 18,50" in nl-NL), cents still only when there are some.
 */
const NBSP = "\u00a0";

const withCents = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeEuros = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });

/** The number part: "12", "12,50", "1 234,50" (fr-FR grouping). */
export function formatAmount(price: number): string {
  const cents = Math.round(price * 100);
  return cents % 100 === 0 ? wholeEuros.format(cents / 100) : withCents.format(cents / 100);
}

/** The French locale, whose prices are written as they always were. */
const FRENCH = "fr-FR";

/**
 * "12,50 €", "12,50 €/kg", "3 € la pièce" in French (the default); "€12.50/kg", "€3.20 each" in
 * en-GB. `locale` is the page's (`usePageLanguage().locale`). Null when there is no usable price
 * (null, blank, negative).
 */
export function formatPrice(price: number | string | null | undefined, unit?: string | null, locale: string = FRENCH): string | null {
  const value = typeof price === "string" ? (price.trim() ? Number(price.trim().replace(",", ".")) : null) : price;
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return null;
  if (locale !== FRENCH) return formatLocalPrice(value, unit?.trim() ?? "", locale);
  const amount = formatAmount(value);
  const cleanUnit = unit?.trim() ?? "";
  if (!cleanUnit) return `${amount}${NBSP}€`;
  if (cleanUnit.includes("€")) return `${amount}${NBSP}${cleanUnit}`;
  // "kg" → "12 €/kg", "/kg" → "12 €/kg", "la pièce" → "12 € la pièce".
  if (cleanUnit.startsWith("/")) return `${amount}${NBSP}€${cleanUnit}`;
  if (/^(le|la|les|par|pour|au|à)\s/i.test(cleanUnit) || /^l['’]/i.test(cleanUnit)) return `${amount}${NBSP}€ ${cleanUnit}`;
  return `${amount}${NBSP}€/${cleanUnit}`;
}

/**
 * Words a unit phrase starts with, in the six languages (a unit may still be the French one, not
 * translated yet): "per person", "pro Stück", "la pieza", "al chilo", "per stuk", "each", "la pièce".
 * Such a unit follows the price after a space; a bare one ("kg", "Stück") after a slash.
 */
const PHRASE_START =
  /^(?:l['’]|(?:le|la|les|par|pour|au|à|a|an|each|per|for|the|pro|je|für|das|die|der|por|el|los|las|cada|al|para|il|lo|alla|ogni|cad\.?|de|het|voor|een|elk|elke)(?:\s|$))/i;

const localFormats = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>();

function euros(value: number, locale: string): string {
  let formats = localFormats.get(locale);
  if (!formats) {
    const euro = { style: "currency", currency: "EUR" } as const;
    formats = {
      whole: new Intl.NumberFormat(locale, { ...euro, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      cents: new Intl.NumberFormat(locale, { ...euro, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    localFormats.set(locale, formats);
  }
  const cents = Math.round(value * 100);
  return cents % 100 === 0 ? formats.whole.format(cents / 100) : formats.cents.format(cents / 100);
}

/** A price in another locale: the locale places the euro sign, so the unit's own sign is dropped ("€/kg" → "/kg"). */
function formatLocalPrice(value: number, unit: string, locale: string): string {
  const money = euros(value, locale);
  const cleanUnit = unit.replace(/€/g, "").trim();
  if (!cleanUnit) return money;
  // "€/kg" → "€24/kg"; "€ / pot" keeps its spaced slash as the French price does ("€6.90 / jar").
  if (cleanUnit.startsWith("/")) return /^\/\s/.test(cleanUnit) ? `${money} ${cleanUnit}` : `${money}${cleanUnit}`;
  if (PHRASE_START.test(cleanUnit)) return `${money} ${cleanUnit}`;
  return `${money}/${cleanUnit}`;
}

/**
 * A price as a merchant types it, in euros, or null when it cannot be read without guessing.
 * Accepted: a decimal comma or point with at most two decimals ("18,50", "18.50", "18,5", "18"),
 * spaces (ordinary, no-break or narrow no-break) between groups of three digits ("1 250,00"), and
 * a euro sign before or after ("18 €", "€18"). Refused: anything else, among which "1.250" and
 * "1,250" (a thousands separator or three decimals? we do not guess), "1.250,00", a minus sign,
 * letters, more than `max` (what the column holds). Shared by the variant's price field (shown
 * back before saving) and the action's schema.
 */
export function parsePrice(raw: string, max: number = MAX_PRICE): number | null {
  const text = raw
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim()
    .replace(/^€\s?|\s?€$/g, "")
    .trim();
  const match = /^(\d{1,3}(?: \d{3})+|\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const euros = Number(match[1].replace(/ /g, ""));
  const cents = match[2] ? Number(match[2].padEnd(2, "0")) : 0;
  const value = (euros * 100 + cents) / 100;
  // numeric(10, 2): what the column can hold.
  return value <= max ? value : null;
}

/** The largest price a column `numeric(10, 2)` holds. */
export const MAX_PRICE = 99_999_999.99;
