import { AA_TEXT, contrastRatio, isValidHex, readableTextOn, TEXT_ON_DARK } from "~/lib/contrast";
import { COLOR_META, type ColorField } from "~/features/appearance/appearance-schema";

export type ContrastWarning = { field: ColorField; ratio: number; message: string };

const formatRatio = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toLocaleString("fr-FR")}:1`;

/**
 * Beyond the spec: the combinations the public site really draws that would fail WCAG AA. Text on
 * the primary, icon and light colours is white or near-black, whichever reads better (theme.ts),
 * so those fail only for mid-tones; the secondary colour is itself text on white.
 */
export function contrastWarnings(colors: Partial<Record<ColorField, string>>): ContrastWarning[] {
  const out: ContrastWarning[] = [];
  for (const field of ["primaryColor", "primaryHoverColor", "accentColor"] as const) {
    const value = colors[field];
    if (!value || !isValidHex(value)) continue;
    const ratio = contrastRatio(value, readableTextOn(value));
    if (ratio < AA_TEXT) {
      out.push({
        field,
        ratio,
        message: `${COLOR_META[field].label}\u00a0: le texte posé dessus reste peu lisible (contraste ${formatRatio(ratio)}, 4,5:1 minimum). Choisissez une teinte plus claire ou plus foncée.`,
      });
    }
  }
  const secondary = colors.secondaryColor;
  if (secondary && isValidHex(secondary)) {
    const ratio = contrastRatio(secondary, TEXT_ON_DARK);
    if (ratio < AA_TEXT) {
      out.push({
        field: "secondaryColor",
        ratio,
        message: `${COLOR_META.secondaryColor.label}\u00a0: utilisée pour des textes sur fond blanc, elle est trop claire (contraste ${formatRatio(ratio)}, 4,5:1 minimum). Choisissez une teinte plus foncée.`,
      });
    }
  }
  return out;
}
