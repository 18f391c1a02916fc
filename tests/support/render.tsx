/** A public component drawn on the server, as a page in `language` draws it. */
import { renderToString } from "react-dom/server";
import type { ReactNode } from "react";
import { PageLanguageProvider } from "~/lib/i18n/page-language";
import type { PageLanguage } from "~/lib/i18n/languages";

export const renderInLanguage = (language: PageLanguage, node: ReactNode) =>
  renderToString(<PageLanguageProvider language={language}>{node}</PageLanguageProvider>);
