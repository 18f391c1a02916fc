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
} from "~/features/domains/domains-schema";
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
} from "~/features/domains/domain-mappings.server";
import { done, failed, ignored, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { DOMAIN_MESSAGES, canonicalMessage, toggledMessage } from "~/features/domains/domains-texts";
import { RECHECK_TEXTS, recheckDomainAction } from "~/features/domains/checks/recheck-action.server";

const mappingId = z.uuid();

/**
 * Who is acting: an admin (every mapping; the form's `siteId` is the site a mapping is for), or an
 * owner on the session's current site (`site`; the form's `siteId` was checked against it by
 * `siteAction`, ADR 013, and is never used as the mapping's site).
 */
export type DomainActor = { user: SessionUser; site: CurrentSite | null };

/** The intents of POST /admin/domains (owners: all but update and approve). */
const DOMAINS_INTENTS = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("update") }),
  z.object({ intent: z.literal("toggle") }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("canonical") }),
  z.object({ intent: z.literal("approve") }),
  z.object({ intent: z.literal("recheck") }),
]);

/** The intents that change one mapping, named by its `mappingId`. */
type MappingIntent = "toggle" | "delete" | "canonical" | "approve";

/** An intent this route does not have, or not for this user (an owner's update or approve). */
const unknownAction = () => data({ message: "Action inconnue" }, { status: 400 });

/**
 * POST /admin/domains, one `intent` per mutation. Admins: create, update (edit or move), toggle,
 * delete, approve, canonical, recheck ('Vérifier maintenant'). Owners: create (a request, inactive until proven), toggle (proven
 * mappings only), delete, canonical, recheck — on their current site's mappings only; another site's id
 * answers 404 and nothing changes. After any change the host → site cache of this process is
 * dropped, so the public site follows at once here and within the cache TTL (5 s) in other processes.
 */
export async function handleDomainsAction({ context, form, user, site }: Pick<ActionArgs, "context" | "form" | "user"> & DomainActor) {
  const actor: DomainActor = { user, site };
  const admin = actor.user.role === "admin";
  const scope = admin ? null : (actor.site?.id ?? null);
  if (!admin && scope === null) {
    const intent = form.get("intent");
    return failed(typeof intent === "string" ? intent : undefined, DOMAIN_MESSAGES.updateFailed, 403);
  }
  const parsed = readIntent(DOMAINS_INTENTS, form);
  if (!parsed) throw unknownAction();
  const args: DomainsArgs = { context, form, actor, scope };
  switch (parsed.intent) {
    case "create":
      return saveMapping(args, "create");
    case "update":
      if (!admin) throw unknownAction();
      return saveMapping(args, "update");
    case "toggle":
      return toggleMapping(args);
    case "delete":
      return deleteMapping(args);
    case "canonical":
      return makeCanonical(args);
    case "approve":
      if (!admin) throw unknownAction();
      return approveMapping(args);
    case "recheck":
      return recheckMapping(args);
    default:
      return unknownIntent(parsed);
  }
}

/** What the intents' handlers read: `scope`, the owner's current site (null for an admin: every mapping). */
type DomainsArgs = Pick<ActionArgs, "context" | "form"> & { actor: DomainActor; scope: string | null };

const logFailure = (context: ActionArgs["context"], err: unknown, what: string) =>
  context.logger.error({ err, requestId: context.requestId }, `domains: ${what} failed`);

/** create (an admin's mapping, an owner's request) or update (an admin's edit or move). */
async function saveMapping({ context, form, actor, scope }: DomainsArgs, intent: "create" | "update") {
  const values: DomainFormValues = formValues(form, DOMAIN_FIELDS);
  if (isIncompleteDomainForm(values)) return ignored(intent);
  const parsed = domainFormSchema({ keepWww: intent === "update" }).safeParse(values);
  const refused = (errors: Partial<Record<DomainField, string>>) => invalid(intent, errors, { values });
  if (!parsed.success) return refused(fieldErrors<DomainField>(parsed.error));
  if (isPlatformHost(parsed.data.domain, context.config.platformHosts)) return refused({ domain: DOMAIN_IS_PLATFORM });
  // The names under SITES_DOMAIN are the sites' platform addresses, given by their slugs;
  // an owner cannot hold one as a custom domain (an admin still maps any name, as the spec lets them).
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
      // Admins keep the spec's one text for a name that is held, whoever holds it (the screen lists them all).
      if (change.reason === "taken" || (scope === null && (change.reason === "taken-verified" || change.reason === "pending-elsewhere")))
        return refused({ domain: DOMAIN_TAKEN });
      if (change.reason === "taken-verified") return refused({ domain: DOMAIN_USED_ELSEWHERE });
      if (change.reason === "pending-elsewhere") return refused({ domain: domainPendingElsewhere(formatDate((change.until ?? new Date()).toISOString())) });
      if (change.reason === "too-many-pending") return refused({ domain: TOO_MANY_PENDING });
      if (change.reason === "unknown-site") return refused({ siteId: UNKNOWN_SITE });
      return failed(intent, failedText, 404);
    }
  } catch (err) {
    logFailure(context, err, intent);
    return failed(intent, failedText, 500);
  }
  context.domains.invalidate();
  if (intent === "update") return done(intent, DOMAIN_MESSAGES.updated);
  return done(intent, scope === null ? DOMAIN_MESSAGES.created : DOMAIN_MESSAGES.requested);
}

const MAPPING_FAILED: Record<MappingIntent, string> = {
  toggle: DOMAIN_MESSAGES.updateFailed,
  delete: DOMAIN_MESSAGES.deleteFailed,
  canonical: DOMAIN_MESSAGES.canonicalFailed,
  approve: DOMAIN_MESSAGES.approveFailed,
};

type Answer = ReturnType<typeof failed>;

/**
 * One mapping's change, named by `mappingId` and made in the scope: `change` gives the success
 * text, its own failure, or null when the mapping is not there (404).
 */
async function changeMapping(
  { context, form }: Pick<ActionArgs, "context" | "form">,
  intent: MappingIntent,
  change: (id: string) => Promise<string | Answer | null>,
) {
  const failedText = MAPPING_FAILED[intent];
  const id = mappingId.safeParse(form.get("mappingId"));
  if (!id.success) return failed(intent, failedText, 404);
  let message: string;
  try {
    const result = await change(id.data);
    if (result === null) return failed(intent, failedText, 404);
    if (typeof result !== "string") return result;
    message = result;
  } catch (err) {
    logFailure(context, err, intent);
    return failed(intent, failedText, 500);
  }
  context.domains.invalidate();
  return done(intent, message, { rowId: id.data });
}

/** toggle: on or off (`isActive`); an owner's mapping not proven yet stays off (409). */
function toggleMapping({ context, form, scope }: DomainsArgs) {
  const isActive = form.get("isActive") === "true";
  return changeMapping({ context, form }, "toggle", async (id) => {
    const change = await setDomainMappingActive(context.db, scope, id, isActive);
    if (change.ok) return toggledMessage(isActive);
    return change.reason === "unverified" ? failed("toggle", DOMAIN_MESSAGES.unverified, 409) : null;
  });
}

function deleteMapping({ context, form, scope }: DomainsArgs) {
  return changeMapping({ context, form }, "delete", async (id) => ((await deleteDomainMapping(context.db, scope, id)) ? DOMAIN_MESSAGES.deleted : null));
}

function makeCanonical({ context, form, scope }: DomainsArgs) {
  return changeMapping({ context, form }, "canonical", async (id) => {
    const row = await setCanonicalDomain(context.db, scope, id);
    return row ? canonicalMessage(row.domain) : null;
  });
}

/** approve (admins): an owner's request, proven or not. */
function approveMapping({ context, form }: DomainsArgs) {
  return changeMapping({ context, form }, "approve", async (id) =>
    (await approveDomainMapping(context.db, id, context.config)) ? DOMAIN_MESSAGES.approved : null,
  );
}

/** recheck ('Vérifier maintenant'): an owner checks their current site's mappings only; another site's id is not found. */
async function recheckMapping({ context, form, actor, scope }: DomainsArgs) {
  const id = mappingId.safeParse(form.get("mappingId"));
  if (scope !== null && (!id.success || !(await mappingInScope(context.db, scope, id.data)))) return failed("recheck", RECHECK_TEXTS.failed, 404);
  return recheckDomainAction(context, actor.user.id, form.get("mappingId"));
}
