import type { RequestContext } from "~/context";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { readActionForm } from "~/features/admin-kit/read-action-form.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { errorToast } from "~/lib/toast";
import { z } from "~/lib/zod";
import {
  DELETE_SITE_FIELDS,
  SITE_FIELDS,
  SITE_MESSAGES,
  createSiteSchema,
  deleteSiteSchema,
  updateSiteSchema,
  type SiteField,
  type SiteFormValues,
} from "~/features/sites/sites-schema";
import { createSite, deleteSite, updateSite } from "~/features/sites/sites.server";
import { INVITATION_TEXTS, inviteOwnerSchema } from "~/features/sites/invitation-schema";
import { inviteOwner } from "~/features/sites/site-invitations.server";
import { slugRules } from "~/features/sites/site-address.server";
import { billingOptions } from "~/features/billing/billing-options";

/**
 * POST /admin/sites (the caller has checked the admin role), by `intent`:
 * - `create` (the default): a site with an optional owner (`rowId`: the new site). The current
 *   selection is left as it was; 'Accéder' on the new row selects it.
 * - `update`: rename it, set or remove its owner.
 * - `delete`: with its exact name typed again, the site and everything it holds.
 * - `invite`: an invitation e-mail to its future owner, who sets a password.
 */
const SITES_INTENTS = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("update") }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("invite") }),
]);

export async function handleSitesAction({ request, context, user }: Pick<ActionArgs, "request" | "context" | "user">) {
  const adminId = user.id;
  const { form, refused } = await readActionForm(request);
  if (refused) return refused;
  const { intent } = readIntent(SITES_INTENTS, form) ?? { intent: "create" };
  switch (intent) {
    case "create":
      return handleCreateSite(form, context);
    case "update":
      return handleUpdateSite(form, context, adminId);
    case "delete":
      return handleDeleteSite(form, context);
    case "invite":
      return handleInviteOwner(form, context);
    default:
      return unknownIntent(intent);
  }
}

async function handleCreateSite(form: FormData, context: RequestContext) {
  const values: SiteFormValues = formValues(form, SITE_FIELDS);
  const parsed = createSiteSchema.safeParse(values);
  if (!parsed.success) return invalid("create", fieldErrors<SiteField>(parsed.error), { values });
  try {
    const result = await createSite(context.db, parsed.data, { slugRules: slugRules(context.config) });
    if (!result.ok && result.reason === "unconfirmed-owner") return invalid("create", { ownerId: SITE_MESSAGES.unconfirmedOwner }, { values });
    if (!result.ok) return failed("create", SITE_MESSAGES.createFailed, 400);
    return done("create", SITE_MESSAGES.created(result.site.name), { rowId: result.site.id });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, "sites: create failed");
    return failed("create", SITE_MESSAGES.createFailed, 500);
  }
}

async function handleUpdateSite(form: FormData, context: RequestContext, byUser: string) {
  const values = formValues(form, [...SITE_FIELDS, "siteId"] as const);
  const parsed = updateSiteSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors<SiteField | "siteId">(parsed.error);
    // A malformed site id is not the admin's typing: the failure toast, not a field message.
    if (errors.siteId && !errors.name) return failed("update", SITE_MESSAGES.updateFailed, 400);
    return invalid("update", errors, { values });
  }
  try {
    const result = await updateSite(context.db, parsed.data, { byUser, billing: billingOptions(context.config) });
    if (!result.ok && result.reason === "unconfirmed-owner") return invalid("update", { ownerId: SITE_MESSAGES.unconfirmedOwner }, { values });
    if (!result.ok)
      return failed("update", result.reason === "not-found" ? SITE_MESSAGES.notFound : SITE_MESSAGES.updateFailed, result.reason === "not-found" ? 404 : 400);
    return done("update", SITE_MESSAGES.updated(result.site.name), { rowId: result.site.id });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, "sites: update failed");
    return failed("update", SITE_MESSAGES.updateFailed, 500);
  }
}

async function handleDeleteSite(form: FormData, context: RequestContext) {
  const values = formValues(form, DELETE_SITE_FIELDS);
  const parsed = deleteSiteSchema.safeParse(values);
  if (!parsed.success) return failed("delete", SITE_MESSAGES.deleteFailed, 400);
  let result;
  try {
    result = await deleteSite(context.db, parsed.data.siteId, parsed.data.confirmName);
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: parsed.data.siteId }, "sites: delete failed");
    return failed("delete", SITE_MESSAGES.deleteFailed, 500);
  }
  if (!result.ok) {
    if (result.reason === "not-found") return failed("delete", SITE_MESSAGES.notFound, 404);
    // The dialog only sends the exact name: a mismatch here is a rename meanwhile; it closes with this toast.
    return invalid(
      "delete",
      { confirmName: SITE_MESSAGES.nameMismatch },
      { values: { confirmName: parsed.data.confirmName }, toast: errorToast(SITE_MESSAGES.nameMismatch) },
    );
  }
  context.logger.info({ requestId: context.requestId, siteId: parsed.data.siteId, images: result.imageUrls.length }, "sites: site deleted");
  // Its domains answer no more at once in this process (others: the NOTIFY, or the cache's TTL),
  // and its images go once nothing refers to them (a file another site also uses stays).
  context.domains.invalidate();
  await deleteIfUnreferenced(context, ...result.imageUrls);
  return done("delete", SITE_MESSAGES.deleted(result.name), { rowId: parsed.data.siteId });
}

async function handleInviteOwner(form: FormData, context: RequestContext) {
  const values = formValues(form, ["siteId", "email"] as const);
  const parsed = inviteOwnerSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors<"siteId" | "email">(parsed.error);
    if (errors.siteId && !errors.email) return failed("invite", INVITATION_TEXTS.failed, 400);
    return invalid("invite", errors, { values: { email: values.email } });
  }
  try {
    const result = await inviteOwner(
      context.db,
      { publicUrl: context.config.publicUrl, mailFrom: context.config.mailFrom },
      parsed.data.siteId,
      parsed.data.email,
    );
    if (!result.ok) {
      if (result.reason === "site-gone") return failed("invite", INVITATION_TEXTS.siteGone, 404);
      return invalid("invite", { email: INVITATION_TEXTS.accountExists }, { values: { email: values.email } });
    }
    return done("invite", (result.replacesUnconfirmed ? INVITATION_TEXTS.sentReplacing : INVITATION_TEXTS.sent)(result.email), { rowId: parsed.data.siteId });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, "sites: invitation failed");
    return failed("invite", INVITATION_TEXTS.failed, 500);
  }
}
