import { data } from "react-router";
import { z } from "zod";
import type { SessionUser } from "~/features/auth/auth.server";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import type { CurrentSite } from "~/features/admin-kit/current-site.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { isPlatformHost } from "~/features/site-resolution/resolve-site";
import { isUnderSitesDomain } from "~/features/sites/site-slug";
import { formatDate } from "~/features/admin-kit/format-date";
import {
  DOMAIN_FIELDS,
  DOMAIN_IS_PLATFORM,
  DOMAIN_TAKEN,
  DOMAIN_USED_ELSEWHERE,
  TOO_MANY_PENDING,
  UNKNOWN_SITE,
  domainFormSchema,
  domainPendingElsewhere,
  isIncompleteDomainForm,
  type DomainField,
  type DomainFormValues,
} from "./domains-schema";
import {
  approveDomainMapping,
  createDomainMapping,
  deleteDomainMapping,
  mappingInScope,
  requestDomainMapping,
  setCanonicalDomain,
  setDomainMappingActive,
  updateDomainMapping,
  type MappingChange,
} from "./domain-mappings.server";
import { done, failed, ignored, invalid } from "~/features/admin-kit/action-result";
import { DOMAIN_MESSAGES, canonicalMessage, toggledMessage } from "./domains-texts";
import { RECHECK_TEXTS, recheckDomainAction } from "./checks/recheck-action.server";

const mappingId = z.uuid();

/**
 * Who is acting: an admin (every mapping; the form's `siteId` is the site a mapping is for), or an
 * owner on the session's current site (`site`; the form's `siteId` was checked against it by
 * `siteAction`, ADR 013, and is never used as the mapping's site).
 */
export type DomainActor = { user: SessionUser; site: CurrentSite | null };

/**
 * POST /admin/domains, one `intent` per mutation. Admins: create, update (edit or move), toggle,
 * delete, approve, canonical, recheck ('Vérifier maintenant'). Owners: create (a request, inactive until proven), toggle (proven
 * mappings only), delete, canonical, recheck — on their current site's mappings only; another site's id
 * answers 404 and nothing changes. After any change the host → site cache of this process is
 * dropped, so the public site follows at once here and within the cache TTL (5 s) in other processes.
 */
export async function handleDomainsAction({ context, form, user, site }: Pick<ActionArgs, "context" | "form" | "user"> & DomainActor) {
  const actor: DomainActor = { user, site };
  const intent = form.get("intent");
  const admin = actor.user.role === "admin";
  const scope = admin ? null : (actor.site?.id ?? null);
  if (!admin && scope === null) return failed(typeof intent === "string" ? intent : undefined, DOMAIN_MESSAGES.updateFailed, 403);
  const log = (err: unknown, what: string) => context.logger.error({ err, requestId: context.requestId }, `domains: ${what} failed`);

  if (intent === "create" || (intent === "update" && admin)) {
    const values: DomainFormValues = formValues(form, DOMAIN_FIELDS);
    if (isIncompleteDomainForm(values)) return ignored(intent);
    const parsed = domainFormSchema({ keepWww: intent === "update" }).safeParse(values);
    const refused = (errors: Partial<Record<DomainField, string>>) => invalid(intent, errors, { values });
    if (!parsed.success) return refused(fieldErrors<DomainField>(parsed.error));
    if (isPlatformHost(parsed.data.domain, context.config.platformHosts)) return refused({ domain: DOMAIN_IS_PLATFORM });
    // Issue 24: the names under SITES_DOMAIN are the sites' platform addresses, given by their slugs;
    // an owner cannot hold one as a custom domain (an admin still maps any name, as §7 lets them).
    if (scope !== null && isUnderSitesDomain(parsed.data.domain, context.config.sitesDomain)) return refused({ domain: DOMAIN_IS_PLATFORM });

    const failedText = intent === "create" ? DOMAIN_MESSAGES.createFailed : DOMAIN_MESSAGES.updateFailed;
    try {
      const id = intent === "update" ? mappingId.safeParse(form.get("mappingId")) : null;
      if (id && !id.success) return failed(intent, failedText, 404);
      let change: MappingChange<unknown>;
      if (id) change = await updateDomainMapping(context.db, id.data, parsed.data);
      else if (scope === null) change = await createDomainMapping(context.db, parsed.data);
      else change = await requestDomainMapping(context.db, { domain: parsed.data.domain, siteId: scope, userId: actor.user.id });
      if (!change.ok) {
        // Admins keep §8's one text for a name that is held, whoever holds it (the screen lists them all).
        if (change.reason === "taken" || (scope === null && (change.reason === "taken-verified" || change.reason === "pending-elsewhere"))) return refused({ domain: DOMAIN_TAKEN });
        if (change.reason === "taken-verified") return refused({ domain: DOMAIN_USED_ELSEWHERE });
        if (change.reason === "pending-elsewhere") return refused({ domain: domainPendingElsewhere(formatDate((change.until ?? new Date()).toISOString())) });
        if (change.reason === "too-many-pending") return refused({ domain: TOO_MANY_PENDING });
        if (change.reason === "unknown-site") return refused({ siteId: UNKNOWN_SITE });
        return failed(intent, failedText, 404);
      }
    } catch (err) {
      log(err, intent);
      return failed(intent, failedText, 500);
    }
    context.domains.invalidate();
    if (intent === "update") return done(intent, DOMAIN_MESSAGES.updated);
    return done(intent, scope === null ? DOMAIN_MESSAGES.created : DOMAIN_MESSAGES.requested);
  }

  if (intent === "toggle" || intent === "delete" || intent === "canonical" || (intent === "approve" && admin)) {
    const failedText = {
      toggle: DOMAIN_MESSAGES.updateFailed,
      delete: DOMAIN_MESSAGES.deleteFailed,
      canonical: DOMAIN_MESSAGES.canonicalFailed,
      approve: DOMAIN_MESSAGES.approveFailed,
    }[intent];
    const id = mappingId.safeParse(form.get("mappingId"));
    if (!id.success) return failed(intent, failedText, 404);
    const isActive = form.get("isActive") === "true";
    let message: string;
    try {
      if (intent === "toggle") {
        const change = await setDomainMappingActive(context.db, scope, id.data, isActive);
        if (!change.ok) return change.reason === "unverified" ? failed(intent, DOMAIN_MESSAGES.unverified, 409) : failed(intent, failedText, 404);
        message = toggledMessage(isActive);
      } else {
        const row =
          intent === "delete"
            ? await deleteDomainMapping(context.db, scope, id.data)
            : intent === "canonical"
              ? await setCanonicalDomain(context.db, scope, id.data)
              : await approveDomainMapping(context.db, id.data, context.config);
        if (!row) return failed(intent, failedText, 404);
        message = intent === "delete" ? DOMAIN_MESSAGES.deleted : intent === "canonical" ? canonicalMessage(row.domain) : DOMAIN_MESSAGES.approved;
      }
    } catch (err) {
      log(err, intent);
      return failed(intent, failedText, 500);
    }
    context.domains.invalidate();
    return done(intent, message, { rowId: id.data });
  }

  if (intent === "recheck") {
    // An owner checks their current site's mappings only; another site's id is not found.
    const id = mappingId.safeParse(form.get("mappingId"));
    if (scope !== null && (!id.success || !(await mappingInScope(context.db, scope, id.data)))) return failed(intent, RECHECK_TEXTS.failed, 404);
    return recheckDomainAction(context, actor.user.id, form.get("mappingId"));
  }

  throw data({ message: "Action inconnue" }, { status: 400 });
}
