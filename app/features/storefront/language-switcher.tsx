import { Globe } from "~/components/icon/icons";
import type { LanguageLink } from "~/features/languages/language-links";
import { usePageLanguage } from "~/features/languages/page-language";
import { messageParts } from "~/features/languages/message-parts";

export const LANGUAGE_MENU_ID = "menu-langues";

function LanguageList({ entries, className, linkClassName }: { entries: readonly LanguageLink[]; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={entry.language}>
          <a href={entry.href} lang={entry.language} hrefLang={entry.language} aria-current={entry.current ? "page" : undefined} className={linkClassName}>
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
      <button
        type="button"
        popoverTarget={LANGUAGE_MENU_ID}
        aria-controls={LANGUAGE_MENU_ID}
        className="hidden h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-gray-800 uppercase transition-colors hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-site-secondary md:inline-flex"
      >
        <Globe aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{language}</span>
        <span className="sr-only normal-case">{messageParts(t, "switcher.current", { name: current?.name }, { nbsp: true })}</span>
      </button>
      <nav
        id={LANGUAGE_MENU_ID}
        popover="auto"
        aria-label={t("switcher.label")}
        className="inset-auto top-16 right-4 m-0 w-56 rounded-xl border border-black/5 bg-white p-2 shadow-xl"
      >
        <LanguageList entries={entries} className="flex flex-col" linkClassName="site-menu-link" />
      </nav>
    </>
  );
}

/** The languages in the mobile menu, under its links. */
export function MobileLanguageList({ entries }: { entries: readonly LanguageLink[] }) {
  const { t } = usePageLanguage();
  return (
    <div className="mx-auto max-w-[1200px] border-t border-black/5 px-4 py-3">
      <p className="px-3 text-xs font-semibold tracking-wide text-gray-600 uppercase">{t("switcher.label")}</p>
      <LanguageList entries={entries} className="mt-1 flex flex-wrap gap-1" linkClassName="site-menu-link" />
    </div>
  );
}
