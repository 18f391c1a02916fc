/**
 * The public pages' own texts in each language (ADR 047): ICU messages, one catalogue per language
 * (`messages/<lang>.json`), French being the spec's texts. Read on the server only: public pages
 * are sent as HTML without scripts.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { LANGUAGE_LOCALES, type PageLanguage } from "~/features/languages/languages";
import fr from "~/features/languages/messages/fr.json";
import en from "~/features/languages/messages/en.json";
import de from "~/features/languages/messages/de.json";
import es from "~/features/languages/messages/es.json";
import it from "~/features/languages/messages/it.json";
import nl from "~/features/languages/messages/nl.json";

export type MessageKey = keyof typeof fr;
export type MessageValues = Record<string, string | number | Date>;
/** A message of the page's language, its placeholders filled: `t("nav.home")`, `t("hours.opensAt", { time })`. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Every catalogue, for the test that holds them to the French one. */
export const CATALOGUES: Record<PageLanguage, Record<string, string>> = { fr, en, de, es, it, nl };

const formats = new Map<string, IntlMessageFormat>();

function format(language: PageLanguage, key: MessageKey): IntlMessageFormat {
  const id = `${language}\u0000${key}`;
  let message = formats.get(id);
  if (!message) {
    // A key missing in a language falls back to the French (the catalogue test keeps it from happening).
    const source = CATALOGUES[language][key] ?? fr[key];
    message = new IntlMessageFormat(source, LANGUAGE_LOCALES[language]);
    formats.set(id, message);
  }
  return message;
}

const translators = new Map<PageLanguage, Translate>();

/** The page language's messages. */
export function translator(language: PageLanguage): Translate {
  let t = translators.get(language);
  if (!t) {
    t = (key, values) => String(format(language, key).format(values));
    translators.set(language, t);
  }
  return t;
}
