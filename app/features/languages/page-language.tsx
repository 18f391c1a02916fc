import { createContext, useContext, type ReactNode } from "react";
import { LANGUAGE_LOCALES, type PageLanguage } from "~/features/languages/languages";
import { translator, type Translate } from "~/features/languages/messages";

type PageLanguageValue = { language: PageLanguage; locale: string; t: Translate };

const PageLanguageContext = createContext<PageLanguageValue>({ language: "fr", locale: LANGUAGE_LOCALES.fr, t: translator("fr") });

/** Gives the storefront's components the page's language (ADR 047); French outside it. */
export function PageLanguageProvider({ language, children }: { language: PageLanguage; children: ReactNode }) {
  return <PageLanguageContext value={{ language, locale: LANGUAGE_LOCALES[language], t: translator(language) }}>{children}</PageLanguageContext>;
}

/** The page's language, its `Intl` locale and its messages; read during the server render only. */
export function usePageLanguage(): PageLanguageValue {
  return useContext(PageLanguageContext);
}
