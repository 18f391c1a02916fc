import type { OtherLanguage, SeoPage } from "~/db/enums";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { getSiteLanguages, switchLanguageOff, switchLanguageOn } from "~/features/languages/languages.server";
import {
  LANGUAGES_INTENTS,
  LANGUAGES_TEXTS,
  sameText,
  shownFrenchInputName,
  translationInputName,
  translationTooLong,
} from "~/features/languages/languages-schema";
import { fieldKey, pageFields } from "~/features/languages/page-fields.server";
import { pageProgress, progressText } from "~/features/languages/page-state";
import { getPublishedPages, getTranslations, publishPage, saveTranslations, unpublishPage } from "~/features/languages/translations.server";
import { SEO_PAGE_LABELS } from "~/features/seo/page-seo-schema";
import { seoPagesOf } from "~/features/seo/seo-pages";
import { successToast } from "~/lib/toast";

type Args = Pick<ActionArgs, "context" | "site" | "form">;

/**
 * POST /admin/langues and /admin/traductions (a `siteAction` with `feature: "languages"`: refused
 * with a 403 outside Expert, a 409 for another site's form):
 * - `switch-on`, `switch-off`: `language`;
 * - `save`: `language`, `page`, and each field's translation as `t:<subject>:<id>:<field>` (an
 *   emptied one is removed); the French it translates is stored with it (ADR 047);
 * - `publish` (refused until every field is translated from today's French), `unpublish`: `language`, `page`.
 * Translations and publications need the language switched on, and a page of the site's plan.
 */
export async function handleLanguagesAction({ context, site, form }: Args) {
  const parsed = readIntent(LANGUAGES_INTENTS, form);
  if (!parsed) return failed(undefined, LANGUAGES_TEXTS.updateFailed, 400);
  const log = context.logger.child({ requestId: context.requestId, siteId: site.id, intent: parsed.intent, language: parsed.language });
  try {
    if (parsed.intent === "switch-on" || parsed.intent === "switch-off") {
      const on = parsed.intent === "switch-on";
      await (on ? switchLanguageOn : switchLanguageOff)(context.db, site.id, parsed.language);
      return done(
        parsed.intent,
        successToast(
          on ? LANGUAGES_TEXTS.switchedOn(parsed.language) : LANGUAGES_TEXTS.switchedOff(parsed.language),
          on ? LANGUAGES_TEXTS.switchedOnTitle : LANGUAGES_TEXTS.switchedOffTitle,
        ),
        { rowId: parsed.language },
      );
    }
    const refused = await refuseOutsideLanguage(context, site, parsed.intent, parsed.language, parsed.page);
    if (refused) return refused;
    switch (parsed.intent) {
      case "save":
        return await save({ context, site, form }, parsed.language, parsed.page);
      case "publish":
        return await publish({ context, site, form }, parsed.language, parsed.page);
      case "unpublish":
        await unpublishPage(context.db, site.id, parsed.language, [parsed.page]);
        return done(parsed.intent, successToast(LANGUAGES_TEXTS.unpublished(SEO_PAGE_LABELS[parsed.page], parsed.language), LANGUAGES_TEXTS.unpublishedTitle), {
          rowId: parsed.page,
        });
      default:
        return unknownIntent(parsed);
    }
  } catch (err) {
    log.error({ err }, "languages: write failed");
    return failed(parsed.intent, parsed.intent === "save" ? LANGUAGES_TEXTS.saveFailed : LANGUAGES_TEXTS.updateFailed, 500);
  }
}

/** A page's translations are written only for a language switched on, and a page the plan has. */
async function refuseOutsideLanguage(context: Args["context"], site: Args["site"], intent: string, language: OtherLanguage, page: SeoPage) {
  if (!seoPagesOf(site.plan).includes(page)) return failed(intent, LANGUAGES_TEXTS.badPage, 400);
  if (!(await getSiteLanguages(context.db, site.id)).includes(language)) return failed(intent, LANGUAGES_TEXTS.languageOff(language), 409);
  return null;
}

/** The page's fields as they are today: those the form sent are saved, the others left as they were. */
async function save({ context, site, form }: Args, language: OtherLanguage, page: SeoPage) {
  const intent = "save";
  const fields = await pageFields(context.db, site.id, page);
  const entries: { field: (typeof fields)[number]; value: string }[] = [];
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const key = fieldKey(field);
    const name = translationInputName(key);
    const value = form.get(name);
    if (typeof value !== "string") continue;
    values[name] = value;
    const tooLong = translationTooLong(name, value);
    if (tooLong) errors[name] = tooLong;
    // The French changed while the page was open: the translation is of what the merchant saw,
    // kept as its source, so the field asks for a review rather than passing for up to date.
    const shown = form.get(shownFrenchInputName(key));
    const french = typeof shown === "string" && shown.trim() && !sameText(shown, field.french) ? shown.trim() : field.french;
    entries.push({ field: { ...field, french }, value });
  }
  if (Object.keys(errors).length > 0) return invalid(intent, errors, { values: { ...values, language, page } });
  await saveTranslations(context.db, site.id, language, entries);
  return done(intent, successToast(LANGUAGES_TEXTS.saved(SEO_PAGE_LABELS[page], language), LANGUAGES_TEXTS.savedTitle), { rowId: page });
}

/** Published only when complete: every field translated from the French it has today. */
async function publish({ context, site }: Args, language: OtherLanguage, page: SeoPage) {
  const intent = "publish";
  const [fields, translations, published] = await Promise.all([
    pageFields(context.db, site.id, page),
    getTranslations(context.db, site.id, language),
    getPublishedPages(context.db, site.id, language),
  ]);
  const progress = pageProgress(
    fields.map((field) => ({ key: fieldKey(field), french: field.french })),
    translations,
    published.has(page),
  );
  if (!progress.complete) return failed(intent, LANGUAGES_TEXTS.incomplete(progressText(progress)), 409);
  await publishPage(context.db, site.id, language, page);
  return done(intent, successToast(LANGUAGES_TEXTS.published(SEO_PAGE_LABELS[page], language), LANGUAGES_TEXTS.publishedTitle), { rowId: page });
}
