import { createContext, useContext } from "react";
import type { PageLanguage } from "~/lib/i18n/languages";
import type { Translate } from "~/lib/i18n/messages";

export type PageLanguageValue = { language: PageLanguage; locale: string; t: Translate };

/**
 * The page's language, set by the storefront's PageLanguageProvider (page-language.tsx). This
 * module imports no catalogue: a component the back-office also draws in the browser (the
 * not-found page, the live status, a form's guard fields) reads it here and keeps its French
 * when there is no provider, so that no back-office screen carries the six catalogues.
 */
export const PageLanguageContext = createContext<PageLanguageValue | null>(null);

/** The page's language when a storefront page provides it; null elsewhere (French). */
export function useOptionalPageLanguage(): PageLanguageValue | null {
  return useContext(PageLanguageContext);
}
