import { useContext, type ReactNode } from "react";
import { LANGUAGE_LOCALES, type PageLanguage } from "~/features/languages/languages";
import { translator } from "~/features/languages/messages";
import { PageLanguageContext, type PageLanguageValue } from "~/features/languages/page-language-context";

/** Gives the storefront's components the page's language (ADR 047). */
export function PageLanguageProvider({ language, children }: { language: PageLanguage; children: ReactNode }) {
  return <PageLanguageContext value={{ language, locale: LANGUAGE_LOCALES[language], t: translator(language) }}>{children}</PageLanguageContext>;
}

/** The page's language, its `Intl` locale and its messages (French outside a provider); read during the server render. */
export function usePageLanguage(): PageLanguageValue {
  return useContext(PageLanguageContext) ?? { language: "fr", locale: LANGUAGE_LOCALES.fr, t: translator("fr") };
}
