/**
 * The public pages' own texts in each language (ADR 047): ICU messages, one catalogue per language
 * (`messages/<lang>/<area>.json`), French being the spec's texts. Read on the server only: public pages
 * are sent as HTML without scripts.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { LANGUAGE_LOCALES, type PageLanguage } from "~/features/languages/languages";
import frShell from "~/features/languages/messages/fr/shell.json";
import frPages from "~/features/languages/messages/fr/pages.json";
import frHome from "~/features/languages/messages/fr/home.json";
import frHours from "~/features/languages/messages/fr/hours.json";
import frEvents from "~/features/languages/messages/fr/events.json";
import frProducts from "~/features/languages/messages/fr/products.json";
import frAbout from "~/features/languages/messages/fr/about.json";
import frServices from "~/features/languages/messages/fr/services.json";
import frForms from "~/features/languages/messages/fr/forms.json";
import frLegal from "~/features/languages/messages/fr/legal.json";
import frContact from "~/features/languages/messages/fr/contact.json";
import enShell from "~/features/languages/messages/en/shell.json";
import enPages from "~/features/languages/messages/en/pages.json";
import enHome from "~/features/languages/messages/en/home.json";
import enHours from "~/features/languages/messages/en/hours.json";
import enEvents from "~/features/languages/messages/en/events.json";
import enProducts from "~/features/languages/messages/en/products.json";
import enAbout from "~/features/languages/messages/en/about.json";
import enServices from "~/features/languages/messages/en/services.json";
import enForms from "~/features/languages/messages/en/forms.json";
import enLegal from "~/features/languages/messages/en/legal.json";
import enContact from "~/features/languages/messages/en/contact.json";
import deShell from "~/features/languages/messages/de/shell.json";
import dePages from "~/features/languages/messages/de/pages.json";
import deHome from "~/features/languages/messages/de/home.json";
import deHours from "~/features/languages/messages/de/hours.json";
import deEvents from "~/features/languages/messages/de/events.json";
import deProducts from "~/features/languages/messages/de/products.json";
import deAbout from "~/features/languages/messages/de/about.json";
import deServices from "~/features/languages/messages/de/services.json";
import deForms from "~/features/languages/messages/de/forms.json";
import deLegal from "~/features/languages/messages/de/legal.json";
import deContact from "~/features/languages/messages/de/contact.json";
import esShell from "~/features/languages/messages/es/shell.json";
import esPages from "~/features/languages/messages/es/pages.json";
import esHome from "~/features/languages/messages/es/home.json";
import esHours from "~/features/languages/messages/es/hours.json";
import esEvents from "~/features/languages/messages/es/events.json";
import esProducts from "~/features/languages/messages/es/products.json";
import esAbout from "~/features/languages/messages/es/about.json";
import esServices from "~/features/languages/messages/es/services.json";
import esForms from "~/features/languages/messages/es/forms.json";
import esLegal from "~/features/languages/messages/es/legal.json";
import esContact from "~/features/languages/messages/es/contact.json";
import itShell from "~/features/languages/messages/it/shell.json";
import itPages from "~/features/languages/messages/it/pages.json";
import itHome from "~/features/languages/messages/it/home.json";
import itHours from "~/features/languages/messages/it/hours.json";
import itEvents from "~/features/languages/messages/it/events.json";
import itProducts from "~/features/languages/messages/it/products.json";
import itAbout from "~/features/languages/messages/it/about.json";
import itServices from "~/features/languages/messages/it/services.json";
import itForms from "~/features/languages/messages/it/forms.json";
import itLegal from "~/features/languages/messages/it/legal.json";
import itContact from "~/features/languages/messages/it/contact.json";
import nlShell from "~/features/languages/messages/nl/shell.json";
import nlPages from "~/features/languages/messages/nl/pages.json";
import nlHome from "~/features/languages/messages/nl/home.json";
import nlHours from "~/features/languages/messages/nl/hours.json";
import nlEvents from "~/features/languages/messages/nl/events.json";
import nlProducts from "~/features/languages/messages/nl/products.json";
import nlAbout from "~/features/languages/messages/nl/about.json";
import nlServices from "~/features/languages/messages/nl/services.json";
import nlForms from "~/features/languages/messages/nl/forms.json";
import nlLegal from "~/features/languages/messages/nl/legal.json";
import nlContact from "~/features/languages/messages/nl/contact.json";

/** Each language's catalogue: one file per area of the public pages, so that each can be read (and edited) alone. */
const fr = { ...frShell, ...frPages, ...frHome, ...frHours, ...frEvents, ...frProducts, ...frAbout, ...frServices, ...frForms, ...frLegal, ...frContact };
const en = { ...enShell, ...enPages, ...enHome, ...enHours, ...enEvents, ...enProducts, ...enAbout, ...enServices, ...enForms, ...enLegal, ...enContact };
const de = { ...deShell, ...dePages, ...deHome, ...deHours, ...deEvents, ...deProducts, ...deAbout, ...deServices, ...deForms, ...deLegal, ...deContact };
const es = { ...esShell, ...esPages, ...esHome, ...esHours, ...esEvents, ...esProducts, ...esAbout, ...esServices, ...esForms, ...esLegal, ...esContact };
const it = { ...itShell, ...itPages, ...itHome, ...itHours, ...itEvents, ...itProducts, ...itAbout, ...itServices, ...itForms, ...itLegal, ...itContact };
const nl = { ...nlShell, ...nlPages, ...nlHome, ...nlHours, ...nlEvents, ...nlProducts, ...nlAbout, ...nlServices, ...nlForms, ...nlLegal, ...nlContact };

export type MessageKey = keyof typeof fr;
export type MessageValues = Record<string, string | number | Date>;
/** A message of the page's language, its placeholders filled: `t("nav.home")`, `t("hours.opensAt", { time })`. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Every catalogue, for the pages and the test that holds them to the French one. Server side only: see page-language-context.ts. */
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
