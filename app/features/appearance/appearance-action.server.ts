import { data } from "react-router";
import type { RequestContext } from "~/context";
import { getCurrentSite } from "~/features/admin-kit/current-site.server";
import { getSessionUser } from "~/features/auth/session.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { APPEARANCE_FIELDS, APPEARANCE_TEXTS, appearanceSchema, type AppearanceActionResult, type AppearanceField } from "./appearance-schema";
import { saveSiteAppearance } from "./site-appearance.server";

/** PostgreSQL's code for a foreign key violation: the site was deleted meanwhile. */
const FOREIGN_KEY_VIOLATION = "23503";

function failureReason(err: unknown): string {
  const code = err && typeof err === "object" && "cause" in err ? (err.cause as { code?: unknown } | undefined)?.code : undefined;
  if (code === FOREIGN_KEY_VIOLATION) return "le site n'existe plus";
  // Anything else stays in the logs: database messages mean nothing to a merchant.
  return APPEARANCE_TEXTS.unknownReason;
}

/**
 * POST /admin/appearance, with the checks of back-office.md §5 in its order: a signed-in user
 * (answered with the spec's message rather than a redirect, so a form sent after the session
 * expired says why), then a selected site, then the site the page was rendered for.
 */
export async function handleAppearanceAction(request: Request, context: RequestContext) {
  const id = crypto.randomUUID();
  const failed = (title: string, description: string, status: number) =>
    data<AppearanceActionResult>({ id, ok: false, toast: { title, description, variant: "error" } }, { status });

  const user = await getSessionUser(request, context);
  if (!user) return failed(APPEARANCE_TEXTS.notSignedInTitle, APPEARANCE_TEXTS.notSignedIn, 401);
  const site = await getCurrentSite(request, context, user);
  if (!site) return failed("Erreur", APPEARANCE_TEXTS.noSite, 400);

  const form = await request.formData();
  if (form.get("siteId") !== site.id) return failed("Erreur", APPEARANCE_TEXTS.staleSite, 409);

  const values = formValues(form, APPEARANCE_FIELDS);
  const parsed = appearanceSchema.safeParse(values);
  if (!parsed.success) {
    return data<AppearanceActionResult>({ id, ok: false, values, errors: fieldErrors<AppearanceField>(parsed.error) }, { status: 400 });
  }
  let previousLogoUrl: string | null;
  try {
    ({ previousLogoUrl } = await saveSiteAppearance(context.db, site.id, parsed.data));
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id }, "appearance: save failed");
    return failed(APPEARANCE_TEXTS.saveFailedTitle, APPEARANCE_TEXTS.saveFailed(failureReason(err)), 500);
  }
  await deleteIfUnreferenced(context, previousLogoUrl);
  return data<AppearanceActionResult>({ id, ok: true, toast: { title: APPEARANCE_TEXTS.saved, description: APPEARANCE_TEXTS.savedDescription, variant: "success" } });
}
