import { Globe } from "~/components/icon/icons";
import type { LanguageLink } from "~/features/languages/language-links";
import { usePageLanguage } from "~/lib/i18n/page-language";

export const LANGUAGE_MENU_ID = "menu-langues";

/** The languages as links, each named in itself; styled by site.css (`site-lang-*`, `site-menu-link`): the home's HTML budget counts every byte. */
function LanguageList({ entries }: { entries: readonly LanguageLink[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.language}>
          <a href={entry.href} lang={entry.language} hrefLang={entry.language} aria-current={entry.current ? "page" : undefined} className="site-menu-link">
            {entry.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The language switcher of a site shown in several languages (ADR 047): on wide screens a button
 * whose HTML popover lists the languages, each named in itself; in the mobile menu, the same list.
 * Plain links: it works without a script, and leads to the same page in the other language.
 */
export function LanguageSwitcher({ entries }: { entries: readonly LanguageLink[] }) {
  const { t, language } = usePageLanguage();
  const current = entries.find((entry) => entry.current);
  return (
    <>
      <button type="button" popoverTarget={LANGUAGE_MENU_ID} aria-controls={LANGUAGE_MENU_ID} className="site-lang-button">
        <Globe aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{language}</span>
        <span className="sr-only normal-case">{t("switcher.current", { name: current?.name ?? "" })}</span>
      </button>
      <nav id={LANGUAGE_MENU_ID} popover="auto" aria-label={t("switcher.label")} className="site-lang-menu">
        <LanguageList entries={entries} />
      </nav>
    </>
  );
}

/** The languages in the mobile menu, under its links. */
export function MobileLanguageList({ entries }: { entries: readonly LanguageLink[] }) {
  const { t } = usePageLanguage();
  return (
    <div className="site-lang-mobile">
      <p>{t("switcher.label")}</p>
      <LanguageList entries={entries} />
    </div>
  );
}
