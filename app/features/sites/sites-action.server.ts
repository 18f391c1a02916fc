import { data } from "react-router";
import type { RequestContext } from "~/context";
import { errorToast, successToast, type ResultToast } from "~/features/admin-kit/result-toast";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { SITE_FIELDS, SITE_MESSAGES, createSiteSchema, type SiteField, type SiteFormErrors, type SiteFormValues } from "./site-form-schema";
import { createSite } from "./sites.server";

export type CreateSiteResult =
  | { status: "invalid"; id: string; values: SiteFormValues; errors: SiteFormErrors }
  | { status: "failed"; id: string; values: SiteFormValues; toast: ResultToast }
  | { status: "created"; id: string; site: { id: string; name: string }; toast: ResultToast };

/**
 * POST /admin/sites (the caller has checked the admin role): creates a site with an optional
 * owner. The current selection is left as it was; 'Accéder' on the new row selects it.
 */
export async function handleCreateSite(request: Request, context: RequestContext) {
  const form = await request.formData();
  const values: SiteFormValues = formValues(form, SITE_FIELDS);
  const id = crypto.randomUUID();
  const parsed = createSiteSchema.safeParse(values);
  if (!parsed.success) {
    return data<CreateSiteResult>({ status: "invalid", id, values, errors: fieldErrors<SiteField>(parsed.error) }, { status: 400 });
  }
  const failed = (status: number) => data<CreateSiteResult>({ status: "failed", id, values, toast: errorToast(SITE_MESSAGES.createFailed) }, { status });
  try {
    const result = await createSite(context.db, parsed.data);
    if (!result.ok) return failed(400);
    return data<CreateSiteResult>({ status: "created", id, site: result.site, toast: successToast(SITE_MESSAGES.created(result.site.name)) });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, "sites: create failed");
    return failed(500);
  }
}
