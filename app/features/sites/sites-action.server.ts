import type { RequestContext } from "~/context";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { SITE_FIELDS, SITE_MESSAGES, createSiteSchema, type SiteField, type SiteFormValues } from "./site-form-schema";
import { createSite } from "./sites.server";

/**
 * POST /admin/sites (the caller has checked the admin role): creates a site with an optional
 * owner (`rowId` of the answer: the new site). The current selection is left as it was;
 * 'Accéder' on the new row selects it.
 */
export async function handleCreateSite(request: Request, context: RequestContext) {
  const form = await request.formData();
  const values: SiteFormValues = formValues(form, SITE_FIELDS);
  const parsed = createSiteSchema.safeParse(values);
  if (!parsed.success) return invalid("create", fieldErrors<SiteField>(parsed.error), { values });
  try {
    const result = await createSite(context.db, parsed.data);
    if (!result.ok) return failed("create", SITE_MESSAGES.createFailed, 400);
    return done("create", SITE_MESSAGES.created(result.site.name), { rowId: result.site.id });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, "sites: create failed");
    return failed("create", SITE_MESSAGES.createFailed, 500);
  }
}
