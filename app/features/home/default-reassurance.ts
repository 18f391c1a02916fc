import { REASSURANCE_ICONS, type ReassuranceIcon } from "~/db/enums";

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
