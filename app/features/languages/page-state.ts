import type { StoredTranslation } from "~/lib/i18n/translated-text";

export type { StoredTranslation };
/**
 * A language version's state, computed from the data (ADR 047): the page's fields today, the
 * translations saved (with the French each translated) and whether the version is published.
 */
export type TranslationState = "to-translate" | "in-progress" | "published" | "to-review";

export const TRANSLATION_STATE_LABELS: Record<TranslationState, string> = {
  "to-translate": "À traduire",
  "in-progress": "En cours",
  published: "Publiée",
  "to-review": "À revoir",
};

type Field = { key: string; french: string };

export type PageProgress = {
  state: TranslationState;
  /** Fields translated from today's French, and all the page's fields ('12 champs sur 15'). */
  done: number;
  total: number;
  /** Fields whose French changed since their translation: the earlier French, by field key. */
  changed: Map<string, string>;
  /** Whether it may be published: every field translated from today's French. */
  complete: boolean;
};

export function pageProgress(fields: readonly Field[], translations: ReadonlyMap<string, StoredTranslation>, published: boolean): PageProgress {
  let done = 0;
  let started = false;
  const changed = new Map<string, string>();
  for (const field of fields) {
    const saved = translations.get(field.key);
    if (!saved) continue;
    started = true;
    if (saved.source === field.french) done += 1;
    else changed.set(field.key, saved.source);
  }
  const complete = done === fields.length;
  const state: TranslationState = published
    ? complete
      ? "published"
      : "to-review"
    : changed.size > 0
      ? "to-review"
      : started
        ? "in-progress"
        : "to-translate";
  return { state, done, total: fields.length, changed, complete };
}

/** '12 champs sur 15'. */
export function progressText(progress: Pick<PageProgress, "done" | "total">): string {
  return `${progress.done} ${progress.done > 1 ? "champs" : "champ"} sur ${progress.total}`;
}
