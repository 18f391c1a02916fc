/** A translation as stored: the text, and the French it translated when it was saved (ADR 047). */
export type StoredTranslation = { value: string; source: string };

/** What is translated, by the name of the content it belongs to (`content_translations.subject`). */
export const TRANSLATION_SUBJECTS = [
  "home",
  "reassurance",
  "event",
  "special_period",
  "location",
  "page_seo",
  "about",
  "journey_step",
  "about_value",
  "team_member",
  "partner",
  "services_page",
  "service_category",
  "service_faq",
  "product_category",
  "product",
  "product_variant",
] as const;
export type TranslationSubject = (typeof TRANSLATION_SUBJECTS)[number];

/**
 * A merchant's text as a page in another language shows it (ADR 047): its translation when there
 * is one, else the French, which the page marks `lang="fr"`.
 */
export type ShownText = { text: string; lang?: "fr" };

/**
 * A row as a public page shows it: its fields `K`, texts the merchant wrote, become `ShownText`
 * (null where the field may be null); the others stay as they are.
 */
export type ShownRow<T, K extends keyof T> = Omit<T, K> & { [P in K]: null extends T[P] ? ShownText | null : ShownText };

export type TranslationOverlay = {
  text(subject: TranslationSubject, subjectId: string, field: string, french: string): ShownText;
};

/** French pages show their French. */
export const FRENCH: TranslationOverlay = { text: (_subject, _id, _field, french) => ({ text: french }) };

export function overlayOf(translations: ReadonlyMap<string, StoredTranslation>): TranslationOverlay {
  return {
    text(subject, subjectId, field, french) {
      const saved = translations.get(`${subject}:${subjectId}:${field}`);
      return saved ? { text: saved.value } : { text: french, lang: "fr" };
    },
  };
}

/** A shown text in its element: a French text in a page of another language says so with `lang`. */
export function Shown({ value }: { value: ShownText }) {
  return value.lang ? <span lang={value.lang}>{value.text}</span> : <>{value.text}</>;
}
