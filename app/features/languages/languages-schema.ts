import { z } from "~/lib/zod";
import { OTHER_LANGUAGES, SEO_PAGES, type OtherLanguage } from "~/db/enums";
import { LANGUAGE_FRENCH_NAMES } from "~/lib/i18n/languages";
import { PAGE_SEO_TEXTS, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, seoLength } from "~/features/seo/page-seo-schema";

/**
 * The 'Langues' and 'Traductions' screens (Expert, ADR 047): their intents, the translation form's
 * field names and limit, and their texts. Shared by the screens and the action.
 */

/** Where both screens post (one handler: switching a language, saving and publishing a page). */
export const LANGUAGES_ACTION = "/admin/langues";
export const TRANSLATIONS_PATH = "/admin/traductions";

/** A translation as long as the longest French text the editors take (a story, a description). */
export const TRANSLATION_MAX = 5000;

/** The name a field's translation is posted under: its address in `content_translations`, prefixed. */
export function translationInputName(key: string): string {
  return `t:${key}`;
}

/** The name of the French a field showed when the page was rendered (kept with its translation when it changed since). */
export function shownFrenchInputName(key: string): string {
  return `f:${key}`;
}

/** Line breaks as a form sends them (CRLF) or as they were stored: compared the same. */
export function sameText(a: string, b: string): boolean {
  const lines = (text: string) => text.replace(/\r\n?/g, "\n").trim();
  return lines(a) === lines(b);
}

/**
 * What a translation posted as `name` may hold, and why not more: a page's title and description
 * keep the limits of 'Référencement' (what search engines show); any other text, TRANSLATION_MAX.
 */
export function translationTooLong(name: string, value: string): string | null {
  if (/^t:page_seo:[^:]+:[a-z]+\.title$/.test(name)) return seoLength(value) > SEO_TITLE_MAX ? PAGE_SEO_TEXTS.titleTooLong : null;
  if (/^t:page_seo:[^:]+:[a-z]+\.description$/.test(name)) return seoLength(value) > SEO_DESCRIPTION_MAX ? PAGE_SEO_TEXTS.descriptionTooLong : null;
  return value.trim().length > TRANSLATION_MAX ? LANGUAGES_TEXTS.tooLong : null;
}

/** 'Anglais', as a row of 'Langues' names it. */
export function languageLabel(language: OtherLanguage): string {
  const name = LANGUAGE_FRENCH_NAMES[language];
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** 'l'anglais', 'le néerlandais': the language with its article, as a sentence says it. */
export function theLanguage(language: OtherLanguage): string {
  const name = LANGUAGE_FRENCH_NAMES[language];
  return /^[aeiouyéèh]/i.test(name) ? `l'${name}` : `le ${name}`;
}

/** The link to a language's translations, on one page or the first. */
export function translationsHref(language: OtherLanguage, page?: string): string {
  return `${TRANSLATIONS_PATH}?${new URLSearchParams(page ? { langue: language, page } : { langue: language })}`;
}

const language = z.enum(OTHER_LANGUAGES);
const page = z.enum(SEO_PAGES);

export const LANGUAGES_INTENTS = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("switch-on"), language }),
  z.object({ intent: z.literal("switch-off"), language }),
  z.object({ intent: z.literal("save"), language, page }),
  z.object({ intent: z.literal("publish"), language, page }),
  z.object({ intent: z.literal("unpublish"), language, page }),
]);
export type LanguagesIntent = z.output<typeof LANGUAGES_INTENTS>["intent"];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const LANGUAGES_TEXTS = {
  languagesDescription:
    "Le français reste la langue de votre site, à ses adresses habituelles. Activez une autre langue, traduisez vos pages, puis publiez-les\u00a0: chacune apparaît dans cette langue dès sa publication.",
  french: "Français",
  frenchNote: "La langue de votre site, toujours affichée.",
  frenchBadge: "Langue du site",
  on: "Activée",
  off: "Désactivée",
  translations: "Traductions",
  publishedCount: (published: number, total: number) => `${published} ${published > 1 ? "pages publiées" : "page publiée"} sur ${total}`,
  switchLabel: (language: OtherLanguage) => `Afficher le site en ${LANGUAGE_FRENCH_NAMES[language]}`,
  switchedOnTitle: "Langue activée",
  switchedOn: (language: OtherLanguage) =>
    `${capitalized(theLanguage(language))} est activé. Traduisez vos pages puis publiez-les\u00a0: chacune apparaîtra sur votre site dès sa publication.`,
  switchedOffTitle: "Langue désactivée",
  switchedOff: (language: OtherLanguage) => `${capitalized(theLanguage(language))} est désactivé. Vos traductions sont conservées.`,
  switchOffTitle: (language: OtherLanguage) => `Désactiver ${theLanguage(language)}\u00a0?`,
  switchOffDescription: (language: OtherLanguage) =>
    `Les pages en ${LANGUAGE_FRENCH_NAMES[language]} ne seront plus affichées sur votre site, et le sélecteur de langue ne la proposera plus. Vos traductions sont conservées\u00a0: elles réapparaîtront si vous réactivez cette langue.`,
  switchOff: "Désactiver",
  switchingOff: "Désactivation...",
  updateFailed: "Erreur lors de la mise à jour",

  translationsDescription:
    "Traduisez les textes de chaque page, le texte français sous les yeux, puis publiez la page\u00a0: elle apparaît sur votre site dans cette langue.",
  noLanguageTitle: "Aucune langue activée",
  noLanguage: "Activez d'abord une langue dans «\u00a0Langues\u00a0»\u00a0: ses pages à traduire apparaîtront ici.",
  chooseLanguages: "Choisir les langues",
  languagesNav: "Langue de la traduction",
  pagesNav: "Page à traduire",
  overviewTitle: "État des traductions",
  overviewDescription: "Chaque page, dans chaque langue activée.",
  frenchSource: "Texte français",
  reviewTitle: "Le texte français a changé depuis votre traduction.",
  reviewBefore: "Avant",
  reviewNow: "Maintenant",
  reviewHint: "Vérifiez la traduction, puis sauvegardez-la pour la confirmer.",
  fieldLabel: (label: string, language: OtherLanguage) => `${label} (${LANGUAGE_FRENCH_NAMES[language]})`,
  noFields: "Cette page n'a pas encore de texte à traduire\u00a0: ses textes d'interface sont déjà traduits. Vous pouvez la publier.",
  publish: "Publier cette page",
  publishing: "Publication...",
  publishHint: "Chaque champ doit être traduit pour publier la page.",
  unpublish: "Retirer la publication",
  unpublishing: "Retrait...",
  publishedHint: (language: OtherLanguage) => `Cette page est affichée en ${LANGUAGE_FRENCH_NAMES[language]} sur votre site.`,
  tooLong: `La traduction doit faire ${TRANSLATION_MAX} caractères au plus`,

  savedTitle: "Traductions sauvegardées",
  saved: (pageLabel: string, language: OtherLanguage) => `La page «\u00a0${pageLabel}\u00a0» en ${LANGUAGE_FRENCH_NAMES[language]} a été mise à jour.`,
  saveFailed: "Erreur lors de la sauvegarde des traductions.",
  publishedTitle: "Page publiée",
  published: (pageLabel: string, language: OtherLanguage) =>
    `La page «\u00a0${pageLabel}\u00a0» est affichée en ${LANGUAGE_FRENCH_NAMES[language]} sur votre site.`,
  incomplete: (progress: string) =>
    `Cette page n'est pas encore entièrement traduite (${progress}). Traduisez chaque champ, puis sauvegardez, avant de la publier.`,
  unpublishedTitle: "Publication retirée",
  unpublished: (pageLabel: string, language: OtherLanguage) =>
    `La page «\u00a0${pageLabel}\u00a0» n'est plus affichée en ${LANGUAGE_FRENCH_NAMES[language]}. Ses traductions sont conservées.`,
  languageOff: (language: OtherLanguage) => `Activez d'abord ${theLanguage(language)} dans «\u00a0Langues\u00a0».`,
  badPage: "Cette page n'existe pas.",
  loadFailed: "Impossible de charger les traductions du site.",
} as const;
