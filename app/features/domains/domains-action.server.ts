import { data } from "react-router";
import { z } from "zod";
import type { RequestContext } from "~/context";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { isPlatformHost } from "~/features/site-resolution/resolve-site";
import {
  DOMAIN_FIELDS,
  DOMAIN_IS_PLATFORM,
  DOMAIN_TAKEN,
  UNKNOWN_SITE,
  domainFormSchema,
  isIncompleteDomainForm,
  type DomainField,
  type DomainFormValues,
} from "./domain-form-schema";
import { createDomainMapping, deleteDomainMapping, setDomainMappingActive, updateDomainMapping } from "./domain-mappings.server";
import { done, failed, ignored, invalid } from "~/features/admin-kit/action-result";
import { DOMAIN_MESSAGES, toggledMessage } from "./domain-result";
import { recheckDomainAction } from "./checks/recheck-action.server";

const mappingId = z.uuid();

/**
 * POST /admin/domains, one `intent` per mutation (create, update, toggle, delete) and `recheck`
 * ('Vérifier maintenant', issue 15). The caller has checked the admin role (`userId` is that admin). After any change the host → site cache of this process is dropped, so
 * the public site follows at once here and within the cache TTL (5 s) in other processes.
 */
export async function handleDomainAction(request: Request, context: RequestContext, userId: string) {
  const form = await request.formData();
  const intent = form.get("intent");
  const log = (err: unknown, what: string) => context.logger.error({ err, requestId: context.requestId }, `domains: ${what} failed`);

  if (intent === "create" || intent === "update") {
    const values: DomainFormValues = formValues(form, DOMAIN_FIELDS);
    if (isIncompleteDomainForm(values)) return ignored(intent);
    const parsed = domainFormSchema({ keepWww: intent === "update" }).safeParse(values);
    const refused = (errors: Partial<Record<DomainField, string>>) => invalid(intent, errors, { values });
    if (!parsed.success) return refused(fieldErrors<DomainField>(parsed.error));
    if (isPlatformHost(parsed.data.domain, context.config.platformHosts)) return refused({ domain: DOMAIN_IS_PLATFORM });

    const failedText = intent === "create" ? DOMAIN_MESSAGES.createFailed : DOMAIN_MESSAGES.updateFailed;
    try {
      const id = intent === "update" ? mappingId.safeParse(form.get("mappingId")) : null;
      if (id && !id.success) return failed(intent, failedText, 404);
      const change = id ? await updateDomainMapping(context.db, id.data, parsed.data) : await createDomainMapping(context.db, parsed.data);
      if (!change.ok) {
        if (change.reason === "taken") return refused({ domain: DOMAIN_TAKEN });
        if (change.reason === "unknown-site") return refused({ siteId: UNKNOWN_SITE });
        return failed(intent, failedText, 404);
      }
    } catch (err) {
      log(err, intent);
      return failed(intent, failedText, 500);
    }
    context.domains.invalidate();
    return done(intent, intent === "create" ? DOMAIN_MESSAGES.created : DOMAIN_MESSAGES.updated);
  }

  if (intent === "toggle" || intent === "delete") {
    const failedText = intent === "toggle" ? DOMAIN_MESSAGES.updateFailed : DOMAIN_MESSAGES.deleteFailed;
    const id = mappingId.safeParse(form.get("mappingId"));
    if (!id.success) return failed(intent, failedText, 404);
    const isActive = form.get("isActive") === "true";
    try {
      const row = intent === "toggle" ? await setDomainMappingActive(context.db, id.data, isActive) : await deleteDomainMapping(context.db, id.data);
      if (!row) return failed(intent, failedText, 404);
    } catch (err) {
      log(err, intent);
      return failed(intent, failedText, 500);
    }
    context.domains.invalidate();
    return done(intent, intent === "toggle" ? toggledMessage(isActive) : DOMAIN_MESSAGES.deleted, { rowId: id.data });
  }

  if (intent === "recheck") return recheckDomainAction(context, userId, form.get("mappingId"));

  throw data({ message: "Action inconnue" }, { status: 400 });
}
