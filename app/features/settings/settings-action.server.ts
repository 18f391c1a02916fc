import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { sendTestEmail } from "~/features/mail/test-email.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { QUOTES_PATH } from "~/features/quotes/quote-anchor";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { LEGAL_TEXTS } from "~/features/legal/legal-schema";
import { errorToast, successToast } from "~/lib/toast";
import { z } from "~/lib/zod";
import { SETTINGS_FIELDS, SETTINGS_TEXTS, settingsSchema, type SettingsField } from "~/features/settings/settings-schema";
import { saveSiteSettings } from "~/features/settings/site-settings.server";
import { handleSiteSlugAction } from "~/features/sites/site-slug-action.server";
import { SITE_SLUG_INTENT } from "~/features/sites/site-slug-schema";

const SETTINGS_INTENTS = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save") }),
  z.object({ intent: z.literal("test-email") }),
  z.object({ intent: z.literal(SITE_SLUG_INTENT) }),
]);

/** POST /admin/settings (a `siteAction`): `intent` save (the whole form), test-email (the stored settings) or slug (the site's address). */
export async function handleSettingsAction({ context, site, form }: Pick<ActionArgs, "context" | "site" | "form">) {
  const parsed = readIntent(SETTINGS_INTENTS, form);
  if (!parsed) return failed(undefined, SETTINGS_TEXTS.saveFailed, 400);
  switch (parsed.intent) {
    case SITE_SLUG_INTENT:
      return handleSiteSlugAction({ context, site, form });
    case "test-email":
      return sendSettingsTestEmail({ context, site });
    case "save":
      return saveSettings({ context, site, form });
    default:
      return unknownIntent(parsed);
  }
}

async function sendSettingsTestEmail({ context, site }: Pick<ActionArgs, "context" | "site">) {
  const intent = "test-email";
  // Synchronous on purpose: the merchant learns at once whether mail works.
  const result = await sendTestEmail(context, site.id, { link: `${context.config.publicUrl}${QUOTES_PATH}` });
  return result.ok ? done(intent, successToast(result.message, result.title)) : failed(intent, errorToast(result.message, result.title), 200);
}

async function saveSettings({ context, site, form }: Pick<ActionArgs, "context" | "site" | "form">) {
  const intent = "save";
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
  if (saved === "mediatorKept") return invalid(intent, { consumerMediatorName: LEGAL_TEXTS.mediatorKeptOnline }, { values });
  await deleteIfUnreferenced(context, saved.previousMapImageUrl);
  return done(intent, successToast(SETTINGS_TEXTS.saved, SETTINGS_TEXTS.savedTitle));
}
