import type { ColorField } from "~/features/appearance/appearance-schema";

export type Palette = { id: string; trade: string; name: string; colors: Record<ColorField, string> };

/**
 * Ready-made palettes, one per trade, that a click copies into the four colour fields (nothing
 * is saved until 'Sauvegarder'). Each reaches WCAG AA wherever the public site writes text on its
 * colours: tests/unit/appearance-palettes.test.ts checks them with contrastWarnings and the
 * section tints.
 */
export const PALETTES: readonly Palette[] = [
  {
    id: "boulangerie",
    trade: "Boulangerie-pâtisserie",
    name: "Blé doré",
    colors: { primaryColor: "#A2581A", primaryHoverColor: "#83460F", secondaryColor: "#6B3E17", accentColor: "#F1DDB9" },
  },
  {
    id: "traiteur",
    trade: "Traiteur",
    name: "Sauge et cuivre",
    colors: { primaryColor: "#2F6F5E", primaryHoverColor: "#24574A", secondaryColor: "#1E4A3F", accentColor: "#D5E6DE" },
  },
  {
    id: "epicerie",
    trade: "Épicerie fine",
    name: "Olive",
    colors: { primaryColor: "#5F7324", primaryHoverColor: "#4B5B1C", secondaryColor: "#3D4A16", accentColor: "#E4E8C9" },
  },
  {
    id: "fromagerie",
    trade: "Fromagerie",
    name: "Crème et bleu",
    colors: { primaryColor: "#2C5A85", primaryHoverColor: "#234A6E", secondaryColor: "#1D3D5C", accentColor: "#F5E6B3" },
  },
  {
    id: "fleuriste",
    trade: "Fleuriste",
    name: "Pivoine",
    colors: { primaryColor: "#B83A64", primaryHoverColor: "#962F51", secondaryColor: "#7A2444", accentColor: "#F6D8E2" },
  },
  {
    id: "boucherie",
    trade: "Boucherie-charcuterie",
    name: "Rouge basque",
    colors: { primaryColor: "#A32A2A", primaryHoverColor: "#7F2020", secondaryColor: "#6B1B1B", accentColor: "#EBD9C6" },
  },
  {
    id: "caviste",
    trade: "Caviste",
    name: "Bordeaux",
    colors: { primaryColor: "#722F4A", primaryHoverColor: "#58233A", secondaryColor: "#4C1F31", accentColor: "#E8D5CF" },
  },
  {
    id: "primeur",
    trade: "Primeur",
    name: "Potager",
    colors: { primaryColor: "#2E7D32", primaryHoverColor: "#A84C0C", secondaryColor: "#1B5E20", accentColor: "#FBE3C8" },
  },
];
