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
import { errorToast as failure, successToast as success } from "~/features/admin-kit/result-toast";
import { DOMAIN_MESSAGES, toggledMessage, type DomainActionResult, type DomainIntent } from "./domain-result";

const mappingId = z.uuid();

/**
 * POST /admin/domains, one `intent` per mutation (create, update, toggle, delete). The caller has
 * checked the admin role. After any change the host → site cache of this process is dropped, so
 * the public site follows at once here and within the cache TTL (5 s) in other processes.
 */
export async function handleDomainAction(request: Request, context: RequestContext) {
  const form = await request.formData();
  const intent = form.get("intent");
  const resultId = crypto.randomUUID();
  const log = (err: unknown, what: string) => context.logger.error({ err, requestId: context.requestId }, `domains: ${what} failed`);

  if (intent === "create" || intent === "update") {
    const values: DomainFormValues = formValues(form, DOMAIN_FIELDS);
    if (isIncompleteDomainForm(values)) return data<DomainActionResult>({ intent, status: "ignored", id: resultId });
    const parsed = domainFormSchema({ keepWww: intent === "update" }).safeParse(values);
    const invalid = (errors: Partial<Record<DomainField, string>>) =>
      data<DomainActionResult>({ intent, status: "invalid", id: resultId, values, errors }, { status: 400 });
    if (!parsed.success) return invalid(fieldErrors<DomainField>(parsed.error));
    if (isPlatformHost(parsed.data.domain, context.config.platformHosts)) return invalid({ domain: DOMAIN_IS_PLATFORM });

    const failedText = intent === "create" ? DOMAIN_MESSAGES.createFailed : DOMAIN_MESSAGES.updateFailed;
    try {
      const id = intent === "update" ? mappingId.safeParse(form.get("mappingId")) : null;
      if (id && !id.success) return notFound(intent, resultId, failedText);
      const change = id ? await updateDomainMapping(context.db, id.data, parsed.data) : await createDomainMapping(context.db, parsed.data);
      if (!change.ok) {
        if (change.reason === "taken") return invalid({ domain: DOMAIN_TAKEN });
        if (change.reason === "unknown-site") return invalid({ siteId: UNKNOWN_SITE });
        return notFound(intent, resultId, failedText);
      }
    } catch (err) {
      log(err, intent);
      return data<DomainActionResult>({ intent, status: "failed", id: resultId, toast: failure(failedText) }, { status: 500 });
    }
    context.domains.invalidate();
    const done = intent === "create" ? DOMAIN_MESSAGES.created : DOMAIN_MESSAGES.updated;
    return data<DomainActionResult>({ intent, status: "done", id: resultId, toast: success(done) });
  }

  if (intent === "toggle" || intent === "delete") {
    const failedText = intent === "toggle" ? DOMAIN_MESSAGES.updateFailed : DOMAIN_MESSAGES.deleteFailed;
    const id = mappingId.safeParse(form.get("mappingId"));
    if (!id.success) return notFound(intent, resultId, failedText);
    const isActive = form.get("isActive") === "true";
    try {
      const row = intent === "toggle" ? await setDomainMappingActive(context.db, id.data, isActive) : await deleteDomainMapping(context.db, id.data);
      if (!row) return notFound(intent, resultId, failedText);
    } catch (err) {
      log(err, intent);
      return data<DomainActionResult>({ intent, status: "failed", id: resultId, toast: failure(failedText) }, { status: 500 });
    }
    context.domains.invalidate();
    const done = intent === "toggle" ? toggledMessage(isActive) : DOMAIN_MESSAGES.deleted;
    return data<DomainActionResult>({ intent, status: "done", id: resultId, toast: success(done) });
  }

  throw data({ message: "Action inconnue" }, { status: 400 });
}

/** A mapping id that is not (or no longer) in the table: 404, with the failure toast of the intent. */
function notFound(intent: DomainIntent, id: string, text: string) {
  return data<DomainActionResult>({ intent, status: "failed", id, toast: failure(text) }, { status: 404 });
}
