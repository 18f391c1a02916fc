import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { successToast } from "~/lib/toast";
import { changeSiteSlug, OLD_ADDRESS_DAYS, slugRules } from "~/features/sites/site-address.server";
import { SLUG_TEXTS } from "~/features/sites/site-slug";
import { SITE_SLUG_INTENT, siteSlugSchema } from "~/features/sites/site-slug-schema";

/**
 * 'Changer l'adresse' in 'Paramètres du site': the session's site only (the route's
 * `siteAction`). The old address redirects OLD_ADDRESS_DAYS days; this process's host cache is
 * dropped at once, the others hear the mapping change (ADR 014).
 */
export async function handleSiteSlugAction({ context, site, form }: Pick<ActionArgs, "context" | "site" | "form">) {
  const values = formValues(form, ["slug"] as const);
  const parsed = siteSlugSchema.safeParse(values);
  if (!parsed.success) return invalid(SITE_SLUG_INTENT, fieldErrors<"slug">(parsed.error), { values });
  let change;
  try {
    change = await changeSiteSlug(context.db, site.id, parsed.data.slug, slugRules(context.config));
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id }, "settings: slug change failed");
    return failed(SITE_SLUG_INTENT, SLUG_TEXTS.changeFailed, 500);
  }
  if (!change.ok) return invalid(SITE_SLUG_INTENT, { slug: change.error }, { values });
  if (!change.changed) return done(SITE_SLUG_INTENT);
  context.domains.invalidate();
  context.logger.info({ requestId: context.requestId, siteId: site.id, slug: change.slug }, "settings: slug changed");
  return done(SITE_SLUG_INTENT, successToast(`L'ancienne adresse redirige vers la nouvelle pendant ${OLD_ADDRESS_DAYS} jours.`, SLUG_TEXTS.changed), {
    values: { slug: change.slug },
  });
}
