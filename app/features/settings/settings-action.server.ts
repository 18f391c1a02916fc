import { data } from "react-router";
import type { RequestContext } from "~/context";
import type { CurrentSite } from "~/features/admin-kit/current-site.server";
import { sendTestEmail } from "~/features/mail/test-email.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { SETTINGS_FIELDS, SETTINGS_TEXTS, settingsSchema, type SettingsActionResult, type SettingsField } from "./settings-schema";
import { saveSiteSettings } from "./site-settings.server";

/**
 * POST /admin/settings: `intent` save (the whole form) or test-email (the stored settings). The
 * site is the session's; the form also carries the id of the site the page was rendered for, and
 * a mismatch (the selection changed in another tab) is refused rather than written elsewhere.
 */
export async function handleSettingsAction(request: Request, context: RequestContext, site: CurrentSite) {
  const form = await request.formData();
  const id = crypto.randomUUID();
  const rawIntent = form.get("intent");
  const intent = rawIntent === "save" || rawIntent === "test-email" ? rawIntent : "unknown";
  const failed = (description: string, status: number) =>
    data<SettingsActionResult>({ id, intent, ok: false, toast: { title: "Erreur", description, variant: "error" } }, { status });

  if (intent === "unknown") return failed(SETTINGS_TEXTS.saveFailed, 400);
  if (form.get("siteId") !== site.id) return failed(SETTINGS_TEXTS.staleSite, 409);

  if (intent === "test-email") {
    // Synchronous on purpose: the merchant learns at once whether mail works.
    const result = await sendTestEmail(context, site.id);
    return data<SettingsActionResult>({
      id,
      intent,
      ok: result.ok,
      toast: { title: result.title, description: result.message, variant: result.ok ? "success" : "error" },
    });
  }

  const values = formValues(form, SETTINGS_FIELDS);
  const parsed = settingsSchema.safeParse(values);
  if (!parsed.success) {
    return data<SettingsActionResult>({ id, intent, ok: false, values, errors: fieldErrors<SettingsField>(parsed.error) }, { status: 400 });
  }
  let saved;
  try {
    saved = await saveSiteSettings(context.db, site.id, parsed.data);
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id }, "settings: save failed");
    return failed(SETTINGS_TEXTS.saveFailed, 500);
  }
  if (!saved) return failed(SETTINGS_TEXTS.saveFailed, 404);
  await deleteIfUnreferenced(context, saved.previousMapImageUrl);
  return data<SettingsActionResult>({ id, intent, ok: true, toast: { title: SETTINGS_TEXTS.savedTitle, description: SETTINGS_TEXTS.saved, variant: "success" } });
}
