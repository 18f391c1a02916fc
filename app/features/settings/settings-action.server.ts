import type { RequestContext } from "~/context";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import type { CurrentSite } from "~/features/admin-kit/current-site.server";
import { sendTestEmail } from "~/features/mail/test-email.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { QUOTES_PATH } from "~/features/quotes/quote-anchor";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { errorToast, successToast } from "~/lib/toast";
import { SETTINGS_FIELDS, SETTINGS_TEXTS, settingsSchema, type SettingsField } from "./settings-schema";
import { saveSiteSettings } from "./site-settings.server";
import { handleSlugAction } from "~/features/sites/site-slug-action.server";
import { SITE_SLUG_INTENT } from "~/features/sites/site-slug-schema";

/** POST /admin/settings (a `siteAction`): `intent` save (the whole form), test-email (the stored settings) or slug (the site's address, issue 24). */
export async function handleSettingsAction(context: RequestContext, site: CurrentSite, form: FormData) {
  const intent = form.get("intent");
  if (intent === SITE_SLUG_INTENT) return handleSlugAction(context, site, form);
  if (intent !== "save" && intent !== "test-email") return failed(undefined, SETTINGS_TEXTS.saveFailed, 400);

  if (intent === "test-email") {
    // Synchronous on purpose: the merchant learns at once whether mail works.
    const result = await sendTestEmail(context, site.id, { link: `${context.config.publicUrl}${QUOTES_PATH}` });
    return result.ok ? done(intent, successToast(result.message, result.title)) : failed(intent, errorToast(result.message, result.title), 200);
  }

  const values = formValues(form, SETTINGS_FIELDS);
  const parsed = settingsSchema.safeParse(values);
  if (!parsed.success) return invalid(intent, fieldErrors<SettingsField>(parsed.error), { values });
  let saved;
  try {
    saved = await saveSiteSettings(context.db, site.id, parsed.data);
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id }, "settings: save failed");
    return failed(intent, SETTINGS_TEXTS.saveFailed, 500);
  }
  if (!saved) return failed(intent, SETTINGS_TEXTS.saveFailed, 404);
  await deleteIfUnreferenced(context, saved.previousMapImageUrl);
  return done(intent, successToast(SETTINGS_TEXTS.saved, SETTINGS_TEXTS.savedTitle));
}
