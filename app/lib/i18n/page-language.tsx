import { useContext, type ReactNode } from "react";
import { LANGUAGE_LOCALES, type PageLanguage } from "~/lib/i18n/languages";
import { translator } from "~/lib/i18n/messages";
import { PageLanguageContext, type PageLanguageValue } from "~/lib/i18n/page-language-context";

/** Gives the storefront's components the page's language (ADR 047). */
export function PageLanguageProvider({ language, children }: { language: PageLanguage; children: ReactNode }) {
  return <PageLanguageContext value={{ language, locale: LANGUAGE_LOCALES[language], t: translator(language) }}>{children}</PageLanguageContext>;
}

/** The page's language, its `Intl` locale and its messages (French outside a provider); read during the server render. */
export function usePageLanguage(): PageLanguageValue {
  return useContext(PageLanguageContext) ?? { language: "fr", locale: LANGUAGE_LOCALES.fr, t: translator("fr") };
}
