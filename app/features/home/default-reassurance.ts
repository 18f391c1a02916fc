import { REASSURANCE_ICONS, type ReassuranceIcon } from "~/db/enums";
import type { MessageKey, Translate } from "~/lib/i18n/messages";

export type ReassuranceItem = { id: string; title: string; description: string; iconName: ReassuranceIcon };

/**
 * The strip shown when a merchant has configured no reassurance item (local
 * products, artisanal selection, healthy partnerships with producers, personalised advice).
 */
export const DEFAULT_REASSURANCE_ITEMS: readonly ReassuranceItem[] = [
  { id: "default-local", title: "Produits locaux", description: "Des produits de notre région, choisis au plus près de chez vous.", iconName: "truck" },
  {
    id: "default-artisanal",
    title: "Sélection artisanale",
    description: "Des produits faits avec savoir-faire, sélectionnés avec exigence.",
    iconName: "award",
  },
  {
    id: "default-partners",
    title: "Partenariats sains avec les producteurs",
    description: "Des relations justes et durables avec celles et ceux qui font nos produits.",
    iconName: "heart",
  },
  {
    id: "default-advice",
    title: "Conseils personnalisés",
    description: "Nous prenons le temps de vous conseiller selon vos goûts et vos envies.",
    iconName: "star",
  },
];

/** The merchant's items (blank ones dropped, unknown icons → award), or the default strip when none remain. */
export function reassuranceOrDefault(items: readonly ReassuranceItem[]): ReassuranceItem[] {
  const usable = items
    .filter((item) => item.title.trim() !== "")
    .map((item) => ({ ...item, iconName: (REASSURANCE_ICONS as readonly string[]).includes(item.iconName) ? item.iconName : "award" }));
  return usable.length > 0 ? usable : [...DEFAULT_REASSURANCE_ITEMS];
}

/** The default strip's texts in each language's catalogue (the French ones are the texts above). */
const DEFAULT_WORDS: Record<string, readonly [title: MessageKey, description: MessageKey]> = {
  "default-local": ["home.pledgeLocalTitle", "home.pledgeLocalText"],
  "default-artisanal": ["home.pledgeArtisanalTitle", "home.pledgeArtisanalText"],
  "default-partners": ["home.pledgePartnersTitle", "home.pledgePartnersText"],
  "default-advice": ["home.pledgeAdviceTitle", "home.pledgeAdviceText"],
};

/** A default item's title and description in the page's language; null for the merchant's own items. */
export function defaultReassuranceWords(id: string, t: Translate): { title: string; description: string } | null {
  const keys = DEFAULT_WORDS[id];
  return keys ? { title: t(keys[0]), description: t(keys[1]) } : null;
}
