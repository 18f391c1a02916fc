import type { RequestContext } from "~/context";
import type { PageLanguage } from "~/lib/i18n/languages";
import { getTranslations } from "~/features/languages/translations.server";
import { FRENCH, overlayOf, type TranslationOverlay } from "~/lib/i18n/translated-text";

const perRequest = new WeakMap<RequestContext, Promise<TranslationOverlay>>();

/**
 * The merchant's texts of a page in `language` (ADR 047): read once per request, whichever of the
 * layout and the page's loader asks first. A French page reads nothing and shows its French.
 */
export function pageOverlay(context: RequestContext, siteId: string, language: PageLanguage): Promise<TranslationOverlay> {
  if (language === "fr") return Promise.resolve(FRENCH);
  let pending = perRequest.get(context);
  if (!pending) {
    pending = getTranslations(context.db, siteId, language).then(overlayOf);
    perRequest.set(context, pending);
  }
  return pending;
}
