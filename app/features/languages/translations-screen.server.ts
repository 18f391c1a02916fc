import type { Database } from "~/db/connect.server";
import { SEO_PAGES, type OtherLanguage, type SeoPage, type SitePlan } from "~/db/enums";
import { getLanguageVersions } from "~/features/site-resolution/site-languages.server";
import { fieldKey, pageFields, type PageField } from "~/features/languages/page-fields.server";
import { pageProgress, type TranslationState } from "~/features/languages/page-state";
import { getTranslations } from "~/features/languages/translations.server";
import { seoPagesOf } from "~/features/seo/seo-pages";
import { isOtherLanguage } from "~/lib/i18n/languages";

/** A page's translation in one language, as the screens show it. */
export type PageStatus = { state: TranslationState; done: number; total: number };

/** A field on the 'Traductions' screen: the French today, what was saved, and the earlier French when it changed since. */
export type ScreenField = Pick<PageField, "group" | "label" | "multiline" | "french"> & { key: string; value: string; earlier: string | null };

export type TranslationsScreenData = {
  languages: OtherLanguage[];
  language: OtherLanguage | null;
  pages: SeoPage[];
  page: SeoPage;
  /** Per page, its state in each switched-on language. */
  overview: { page: SeoPage; states: Partial<Record<OtherLanguage, PageStatus>> }[];
  /** The chosen page in the chosen language. */
  editor: { fields: ScreenField[]; status: PageStatus; complete: boolean; published: boolean } | null;
};

/**
 * What 'Traductions' shows: the switched-on languages, the chosen one (`?langue=`, else the first),
 * the site's pages (`?page=`, else the home), every page's state per language, and the chosen
 * page's fields with their translations.
 */
export async function loadTranslationsScreen(db: Database, siteId: string, plan: SitePlan, url: URL): Promise<TranslationsScreenData> {
  const versions = await getLanguageVersions(db, siteId);
  const languages = versions.map((version) => version.language);
  const asked = url.searchParams.get("langue");
  const language = isOtherLanguage(asked) && languages.includes(asked) ? asked : (languages[0] ?? null);
  const pages = seoPagesOf(plan);
  const askedPage = url.searchParams.get("page");
  const page = pages.find((p) => p === askedPage) ?? pages[0] ?? SEO_PAGES[0];

  const [fieldsByPage, translationsByLanguage] = await Promise.all([
    Promise.all(pages.map((p) => pageFields(db, siteId, p))),
    Promise.all(languages.map((l) => getTranslations(db, siteId, l))),
  ]);
  const keyed = fieldsByPage.map((fields) => fields.map((field) => ({ ...field, key: fieldKey(field) })));
  const progressOf = (pageIndex: number, languageIndex: number) => {
    const published = versions[languageIndex].pages.includes(pages[pageIndex]);
    return pageProgress(keyed[pageIndex], translationsByLanguage[languageIndex], published);
  };

  const overview = pages.map((p, pageIndex) => ({
    page: p,
    states: Object.fromEntries(
      languages.map((l, languageIndex) => {
        const { state, done, total } = progressOf(pageIndex, languageIndex);
        return [l, { state, done, total }];
      }),
    ),
  }));

  let editor: TranslationsScreenData["editor"] = null;
  if (language) {
    const pageIndex = pages.indexOf(page);
    const languageIndex = languages.indexOf(language);
    const progress = progressOf(pageIndex, languageIndex);
    const translations = translationsByLanguage[languageIndex];
    editor = {
      fields: keyed[pageIndex].map((field) => ({
        key: field.key,
        group: field.group,
        label: field.label,
        multiline: field.multiline,
        french: field.french,
        value: translations.get(field.key)?.value ?? "",
        earlier: progress.changed.get(field.key) ?? null,
      })),
      status: { state: progress.state, done: progress.done, total: progress.total },
      complete: progress.complete,
      published: versions[languageIndex].pages.includes(page),
    };
  }
  return { languages, language, pages, page, overview, editor };
}

/** 'Langues': each language's state and how many of the site's pages are published in it. */
export async function loadLanguagesScreen(db: Database, siteId: string, plan: SitePlan) {
  const versions = await getLanguageVersions(db, siteId);
  const pages = seoPagesOf(plan);
  return {
    pageCount: pages.length,
    on: Object.fromEntries(versions.map((v) => [v.language, v.pages.filter((p) => pages.includes(p)).length])) as Partial<Record<OtherLanguage, number>>,
  };
}
