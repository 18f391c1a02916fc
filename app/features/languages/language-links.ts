import { LANGUAGE_NATIVE_NAMES, pageLanguageOf, withoutLanguage, type PageLanguage } from "~/lib/i18n/languages";
import type { LanguageVersion } from "~/features/site-resolution/site-languages.server";
import { pageOfPath } from "~/lib/i18n/page-of-path";
import { siteHref, type LinkContext } from "~/features/site-resolution/site-links";

/** The query that tells a language's home the visitor asked for a page not translated yet. */
export const UNTRANSLATED_PARAM = "non-traduite";

/** One entry of the language switcher: the language named in itself, and where it leads. */
export type LanguageLink = { language: PageLanguage; name: string; href: string; current: boolean };

/**
 * The switcher's entries on the page at `pathname` + `search` (ADR 047): French and each language
 * whose home is published. Each leads to the same page in that language, or to that language's
 * home (with the notice) when the page is not published in it. None when the site shows French only.
 */
export function languageLinks(versions: readonly LanguageVersion[], pathname: string, search: string, links: LinkContext): LanguageLink[] {
  const shown = versions.filter((version) => version.pages.includes("home"));
  if (shown.length === 0) return [];
  const current = pageLanguageOf(pathname);
  const frenchPath = withoutLanguage(pathname);
  const page = pageOfPath(pathname);
  const params = new URLSearchParams(search);
  params.delete("site");
  params.delete(UNTRANSLATED_PARAM);
  const query = params.toString();
  const samePage = `${frenchPath}${query ? `?${query}` : ""}`;
  const entries: LanguageLink[] = [
    { language: "fr", name: LANGUAGE_NATIVE_NAMES.fr, href: siteHref(samePage, { ...links, language: "fr" }), current: current === "fr" },
  ];
  for (const version of shown) {
    const published = page !== null && version.pages.includes(page);
    const href = published
      ? siteHref(samePage, { ...links, language: version.language })
      : siteHref(`/?${UNTRANSLATED_PARAM}=1`, { ...links, language: version.language });
    entries.push({ language: version.language, name: LANGUAGE_NATIVE_NAMES[version.language], href, current: current === version.language });
  }
  return entries;
}
