import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import { getCurrentSite, refuseOtherSiteForm } from "~/features/admin-kit/current-site.server";
import { readActionForm } from "~/features/admin-kit/read-action-form.server";
import { getSessionUser } from "~/features/auth/session.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { errorToast, successToast } from "~/lib/toast";
import { APPEARANCE_FIELDS, APPEARANCE_TEXTS, appearanceSchema, type AppearanceField } from "~/features/appearance/appearance-schema";
import { saveSiteAppearance } from "~/features/appearance/site-appearance.server";

/** PostgreSQL's code for a foreign key violation: the site was deleted meanwhile. */
const FOREIGN_KEY_VIOLATION = "23503";

function failureReason(err: unknown): string {
  const code = err && typeof err === "object" && "cause" in err ? (err.cause as { code?: unknown } | undefined)?.code : undefined;
  if (code === FOREIGN_KEY_VIOLATION) return "le site n'existe plus";
  // Anything else stays in the logs: database messages mean nothing to a merchant.
  return APPEARANCE_TEXTS.unknownReason;
}

/**
 * POST /admin/appearance, with the spec's checks in their order: a signed-in user
 * (answered with the spec's message rather than a redirect, so a form sent after the session
 * expired says why), then a selected site, then the site the page was rendered for (ADR 013's
 * one assertion, as `siteAction` makes it for the other screens).
 */
export async function handleAppearanceAction({ request, context }: Pick<ActionArgs, "request" | "context">) {
  const user = await getSessionUser(request, context);
  if (!user) return failed("save", errorToast(APPEARANCE_TEXTS.notSignedIn, APPEARANCE_TEXTS.notSignedInTitle), 401);
  const site = await getCurrentSite(request, context, user);
  if (!site) return failed("save", APPEARANCE_TEXTS.noSite, 400);

  const { form, refused: badCharacter } = await readActionForm(request);
  const refused = refuseOtherSiteForm(form, site) ?? badCharacter;
  if (refused) return refused;

  const values = formValues(form, APPEARANCE_FIELDS);
  const parsed = appearanceSchema.safeParse(values);
  if (!parsed.success) return invalid("save", fieldErrors<AppearanceField>(parsed.error), { values });
  let previousLogoUrl: string | null;
  try {
    ({ previousLogoUrl } = await saveSiteAppearance(context.db, site.id, parsed.data));
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id }, "appearance: save failed");
    return failed("save", errorToast(APPEARANCE_TEXTS.saveFailed(failureReason(err)), APPEARANCE_TEXTS.saveFailedTitle), 500);
  }
  await deleteIfUnreferenced(context, previousLogoUrl);
  return done("save", successToast(APPEARANCE_TEXTS.savedDescription, APPEARANCE_TEXTS.saved));
}
