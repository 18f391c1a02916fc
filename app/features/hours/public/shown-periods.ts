import type { SpecialPeriod } from "~/features/hours/hours";
import type { ShownText, TranslationOverlay } from "~/lib/i18n/translated-text";

/** A special period's label and note as a page shows them (ADR 047): translated, or French marked so. */
export type ShownPeriodTexts = { title: ShownText; description: ShownText | null };

/** By period id: the hours module keeps the periods as stored, the page shows these words. */
export type ShownPeriods = Record<string, ShownPeriodTexts>;

/** The periods' texts in the page's language (the keys of page-fields.server.ts: special_period, title and description). */
export function showPeriods(periods: readonly Pick<SpecialPeriod, "id" | "title" | "description">[], overlay: TranslationOverlay): ShownPeriods {
  // A blank text has nothing to translate: it stays as it is.
  const text = (id: string, field: string, french: string): ShownText => (french.trim() ? overlay.text("special_period", id, field, french) : { text: french });
  const shown: ShownPeriods = {};
  for (const period of periods) {
    shown[period.id] = { title: text(period.id, "title", period.title), description: period.description ? text(period.id, "description", period.description) : null };
  }
  return shown;
}

/** A period's texts: its shown ones when the page has them, else its own. */
export function periodTexts(period: Pick<SpecialPeriod, "id" | "title" | "description">, shown: ShownPeriods | undefined): ShownPeriodTexts {
  return shown?.[period.id] ?? { title: { text: period.title }, description: period.description ? { text: period.description } : null };
}
