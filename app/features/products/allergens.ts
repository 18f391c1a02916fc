import { ALLERGENS, type Allergen } from "~/db/enums";
import type { MessageKey, Translate } from "~/lib/i18n/messages";

/**
 * The 14 allergens of the food information regulation (annex II), which food sold loose must
 * state in writing. Stored as the codes of `ALLERGENS`; the back-office writes them with the
 * regulation's French names, the public pages with each language's official names (the
 * `products.allergen.<code>` messages).
 */

/** The regulation's French names, for the product dialog's checkboxes. */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
  gluten: "Céréales contenant du gluten",
  crustaces: "Crustacés",
  oeufs: "Œufs",
  poissons: "Poissons",
  arachides: "Arachides",
  soja: "Soja",
  lait: "Lait",
  "fruits-a-coque": "Fruits à coque",
  celeri: "Céleri",
  moutarde: "Moutarde",
  sesame: "Graines de sésame",
  sulfites: "Anhydride sulfureux et sulfites",
  lupin: "Lupin",
  mollusques: "Mollusques",
};

/** Short French names, for the folded summary of a list ('3 allergènes : gluten, lait, œufs'). */
const SHORT_NAMES: Record<Allergen, string> = {
  gluten: "gluten",
  crustaces: "crustacés",
  oeufs: "œufs",
  poissons: "poissons",
  arachides: "arachides",
  soja: "soja",
  lait: "lait",
  "fruits-a-coque": "fruits à coque",
  celeri: "céleri",
  moutarde: "moutarde",
  sesame: "sésame",
  sulfites: "sulfites",
  lupin: "lupin",
  mollusques: "mollusques",
};

export const isAllergen = (code: string): code is Allergen => (ALLERGENS as readonly string[]).includes(code);

/** Codes in the regulation's order, each once, unknown ones dropped. */
export function inRegulationOrder(codes: readonly string[]): Allergen[] {
  return ALLERGENS.filter((code) => codes.includes(code));
}

const frenchCollator = new Intl.Collator("fr", { sensitivity: "base" });

/** The dialog's summary of a folded list: 'Aucun allergène', '1 allergène : lait', '3 allergènes : gluten, lait, œufs'. */
export function allergenSummary(codes: readonly string[], none = "Aucun allergène"): string {
  const names = inRegulationOrder(codes)
    .map((code) => SHORT_NAMES[code])
    .sort(frenchCollator.compare);
  if (names.length === 0) return none;
  return `${names.length}\u00a0allergène${names.length > 1 ? "s" : ""}\u00a0: ${names.join(", ")}`;
}

/** The message of an allergen's name on the public pages. */
export const allergenKey = (code: Allergen) => `products.allergen.${code}` as MessageKey;

/** The names in the page's language, in its alphabetical order: "céréales contenant du gluten, lait, œufs". */
export function allergenList(codes: readonly string[], t: Translate, locale: string): string {
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  return inRegulationOrder(codes)
    .map((code) => t(allergenKey(code)))
    .sort(collator.compare)
    .join(", ");
}

/**
 * The two sentences a card writes, each null when its list is empty: 'Allergènes : céréales
 * contenant du gluten, lait, œufs.' and 'Peut contenir des traces de : fruits à coque.'. Nothing
 * is said of a product without any: the merchant may not have filled them in.
 */
export function allergenSentences(allergens: readonly string[], traces: readonly string[], t: Translate, locale: string) {
  const contains = allergenList(allergens, t, locale);
  const mayContain = allergenList(traces, t, locale);
  return {
    contains: contains ? t("products.allergens", { list: contains }) : null,
    traces: mayContain ? t("products.traces", { list: mayContain }) : null,
  };
}

/** Whether a product or variant must be hidden for a visitor excluding `without`: present or possible as traces. */
export function containsAny(allergens: readonly string[], traces: readonly string[], without: readonly string[]): boolean {
  return without.some((code) => allergens.includes(code) || traces.includes(code));
}
