/**
 * The languages of a site (ADR 047): French always, at the paths it has always had; English,
 * German, Spanish, Italian and Dutch on the Expert plan, each under its prefix (`/en`,
 * `/en/merchant/about`). Plain module: the public pages, the back-office and the browser read it.
 */
/**
 * The languages a site may be shown in besides French, by their ISO 639-1 code; French is always
 * the site's own language and is not listed here (the schema's CHECKs name the same five).
 */
export const OTHER_LANGUAGES = ["en", "de", "es", "it", "nl"] as const;
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number];

/** A page's language: French, or one of the others. */
export type PageLanguage = "fr" | OtherLanguage;

export const PAGE_LANGUAGES: readonly PageLanguage[] = ["fr", ...OTHER_LANGUAGES];

/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NATIVE_NAMES: Record<PageLanguage, string> = {
  fr: "Français",
  en: "English",
  de: "Deutsch",
  es: "Español",
  it: "Italiano",
  nl: "Nederlands",
};

/** Each language named in French, lower case, as the back-office and the merchant's e-mails say it ('anglais'). */
export const LANGUAGE_FRENCH_NAMES: Record<PageLanguage, string> = {
  fr: "français",
  en: "anglais",
  de: "allemand",
  es: "espagnol",
  it: "italien",
  nl: "néerlandais",
};

/** The locale `Intl` writes dates and prices in, per page language. */
export const LANGUAGE_LOCALES: Record<PageLanguage, string> = {
  fr: "fr-FR",
  en: "en-GB",
  de: "de-DE",
  es: "es-ES",
  it: "it-IT",
  nl: "nl-NL",
};

/** `og:locale` per page language. */
export const OG_LOCALES: Record<PageLanguage, string> = {
  fr: "fr_FR",
  en: "en_GB",
  de: "de_DE",
  es: "es_ES",
  it: "it_IT",
  nl: "nl_NL",
};

export function isOtherLanguage(value: unknown): value is OtherLanguage {
  return typeof value === "string" && (OTHER_LANGUAGES as readonly string[]).includes(value);
}

/** The language a public path is in: its first segment when it names another language, else French. */
export function pageLanguageOf(pathname: string): PageLanguage {
  const first = pathname.split("/")[1] ?? "";
  return isOtherLanguage(first) ? first : "fr";
}

/** A public path without its language prefix ('/en/merchant/about' → '/merchant/about', '/en' → '/'). */
export function withoutLanguage(pathname: string): string {
  const language = pageLanguageOf(pathname);
  if (language === "fr") return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest === "" ? "/" : rest;
}

/** A French public path in `language` ('/merchant/about' → '/en/merchant/about', '/' → '/en'); French paths are left as they are. */
export function withLanguage(pathname: string, language: PageLanguage): string {
  if (language === "fr") return pathname;
  return pathname === "/" ? `/${language}` : `/${language}${pathname}`;
}
