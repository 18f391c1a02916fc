/**
 * The public pages' own texts in each language (ADR 047): ICU messages, one catalogue per language
 * (`messages/<lang>/<area>.json`), French being the spec's texts. Read on the server only: public pages
 * are sent as HTML without scripts.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { LANGUAGE_LOCALES, type PageLanguage } from "~/lib/i18n/languages";
import frShell from "~/lib/i18n/messages/fr/shell.json";
import frPages from "~/lib/i18n/messages/fr/pages.json";
import frHome from "~/lib/i18n/messages/fr/home.json";
import frHours from "~/lib/i18n/messages/fr/hours.json";
import frEvents from "~/lib/i18n/messages/fr/events.json";
import frProducts from "~/lib/i18n/messages/fr/products.json";
import frAbout from "~/lib/i18n/messages/fr/about.json";
import frServices from "~/lib/i18n/messages/fr/services.json";
import frForms from "~/lib/i18n/messages/fr/forms.json";
import frLegal from "~/lib/i18n/messages/fr/legal.json";
import frContact from "~/lib/i18n/messages/fr/contact.json";
import frSeo from "~/lib/i18n/messages/fr/seo.json";
import enShell from "~/lib/i18n/messages/en/shell.json";
import enPages from "~/lib/i18n/messages/en/pages.json";
import enHome from "~/lib/i18n/messages/en/home.json";
import enHours from "~/lib/i18n/messages/en/hours.json";
import enEvents from "~/lib/i18n/messages/en/events.json";
import enProducts from "~/lib/i18n/messages/en/products.json";
import enAbout from "~/lib/i18n/messages/en/about.json";
import enServices from "~/lib/i18n/messages/en/services.json";
import enForms from "~/lib/i18n/messages/en/forms.json";
import enLegal from "~/lib/i18n/messages/en/legal.json";
import enContact from "~/lib/i18n/messages/en/contact.json";
import enSeo from "~/lib/i18n/messages/en/seo.json";
import deShell from "~/lib/i18n/messages/de/shell.json";
import dePages from "~/lib/i18n/messages/de/pages.json";
import deHome from "~/lib/i18n/messages/de/home.json";
import deHours from "~/lib/i18n/messages/de/hours.json";
import deEvents from "~/lib/i18n/messages/de/events.json";
import deProducts from "~/lib/i18n/messages/de/products.json";
import deAbout from "~/lib/i18n/messages/de/about.json";
import deServices from "~/lib/i18n/messages/de/services.json";
import deForms from "~/lib/i18n/messages/de/forms.json";
import deLegal from "~/lib/i18n/messages/de/legal.json";
import deContact from "~/lib/i18n/messages/de/contact.json";
import deSeo from "~/lib/i18n/messages/de/seo.json";
import esShell from "~/lib/i18n/messages/es/shell.json";
import esPages from "~/lib/i18n/messages/es/pages.json";
import esHome from "~/lib/i18n/messages/es/home.json";
import esHours from "~/lib/i18n/messages/es/hours.json";
import esEvents from "~/lib/i18n/messages/es/events.json";
import esProducts from "~/lib/i18n/messages/es/products.json";
import esAbout from "~/lib/i18n/messages/es/about.json";
import esServices from "~/lib/i18n/messages/es/services.json";
import esForms from "~/lib/i18n/messages/es/forms.json";
import esLegal from "~/lib/i18n/messages/es/legal.json";
import esContact from "~/lib/i18n/messages/es/contact.json";
import esSeo from "~/lib/i18n/messages/es/seo.json";
import itShell from "~/lib/i18n/messages/it/shell.json";
import itPages from "~/lib/i18n/messages/it/pages.json";
import itHome from "~/lib/i18n/messages/it/home.json";
import itHours from "~/lib/i18n/messages/it/hours.json";
import itEvents from "~/lib/i18n/messages/it/events.json";
import itProducts from "~/lib/i18n/messages/it/products.json";
import itAbout from "~/lib/i18n/messages/it/about.json";
import itServices from "~/lib/i18n/messages/it/services.json";
import itForms from "~/lib/i18n/messages/it/forms.json";
import itLegal from "~/lib/i18n/messages/it/legal.json";
import itContact from "~/lib/i18n/messages/it/contact.json";
import itSeo from "~/lib/i18n/messages/it/seo.json";
import nlShell from "~/lib/i18n/messages/nl/shell.json";
import nlPages from "~/lib/i18n/messages/nl/pages.json";
import nlHome from "~/lib/i18n/messages/nl/home.json";
import nlHours from "~/lib/i18n/messages/nl/hours.json";
import nlEvents from "~/lib/i18n/messages/nl/events.json";
import nlProducts from "~/lib/i18n/messages/nl/products.json";
import nlAbout from "~/lib/i18n/messages/nl/about.json";
import nlServices from "~/lib/i18n/messages/nl/services.json";
import nlForms from "~/lib/i18n/messages/nl/forms.json";
import nlLegal from "~/lib/i18n/messages/nl/legal.json";
import nlContact from "~/lib/i18n/messages/nl/contact.json";
import nlSeo from "~/lib/i18n/messages/nl/seo.json";

/** Each language's catalogue: one file per area of the public pages, so that each can be read (and edited) alone. */
const fr = {
  ...frShell,
  ...frPages,
  ...frHome,
  ...frHours,
  ...frEvents,
  ...frProducts,
  ...frAbout,
  ...frServices,
  ...frForms,
  ...frLegal,
  ...frContact,
  ...frSeo,
};
const en = {
  ...enShell,
  ...enPages,
  ...enHome,
  ...enHours,
  ...enEvents,
  ...enProducts,
  ...enAbout,
  ...enServices,
  ...enForms,
  ...enLegal,
  ...enContact,
  ...enSeo,
};
const de = {
  ...deShell,
  ...dePages,
  ...deHome,
  ...deHours,
  ...deEvents,
  ...deProducts,
  ...deAbout,
  ...deServices,
  ...deForms,
  ...deLegal,
  ...deContact,
  ...deSeo,
};
const es = {
  ...esShell,
  ...esPages,
  ...esHome,
  ...esHours,
  ...esEvents,
  ...esProducts,
  ...esAbout,
  ...esServices,
  ...esForms,
  ...esLegal,
  ...esContact,
  ...esSeo,
};
const it = {
  ...itShell,
  ...itPages,
  ...itHome,
  ...itHours,
  ...itEvents,
  ...itProducts,
  ...itAbout,
  ...itServices,
  ...itForms,
  ...itLegal,
  ...itContact,
  ...itSeo,
};
const nl = {
  ...nlShell,
  ...nlPages,
  ...nlHome,
  ...nlHours,
  ...nlEvents,
  ...nlProducts,
  ...nlAbout,
  ...nlServices,
  ...nlForms,
  ...nlLegal,
  ...nlContact,
  ...nlSeo,
};

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
