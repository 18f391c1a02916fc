import type { RequestContext } from "~/context";
import type { SessionUser } from "~/features/auth/auth.server";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { readActionForm } from "~/features/admin-kit/read-action-form.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { SUPPORT_STATUS_LABELS } from "~/features/support/support-schema";
import {
  ADVISOR_FIELDS,
  ADVISOR_TEXTS,
  SUPPORT_QUEUE_INTENTS,
  SUPPORT_QUEUE_TEXTS,
  advisorSchema,
  supportReplySchema,
  supportRequestRef,
  type SupportRequestRef,
} from "~/features/support/support-queue-schema";
import { assignSupportRequest, replyToSupportRequest, setSupportRequestStatus } from "~/features/support/support-queue.server";
import { clearSiteAdvisor, setSiteAdvisor } from "~/features/support/advisors.server";

const REPLY_FIELDS = ["message", "status"] as const;

/**
 * POST /admin/support, admins only: anyone else gets a 403 and nothing is read or written. By
 * `intent`:
 * - `reply`: the answer, its e-mail to the merchant and the status chosen with it, together;
 * - `set-status`: the status alone;
 * - `assign`: to an admin ('' = to nobody);
 * - `set-advisor` / `clear-advisor`: an Expert site's named advisor.
 * A request is named '<siteId>:<id>'; one that does not exist answers 404, nothing written.
 */
export async function handleSupportQueueAction({ request, context, user }: Pick<ActionArgs, "request" | "context" | "user">) {
  if (user.role !== "admin") {
    context.logger.warn({ requestId: context.requestId, userId: user.id }, "support: action refused to a non-admin");
    return failed(undefined, SUPPORT_QUEUE_TEXTS.adminOnly, 403);
  }
  const { form, refused } = await readActionForm(request);
  if (refused) return refused;
  const parsed = readIntent(SUPPORT_QUEUE_INTENTS, form);
  if (!parsed) {
    const intent = form.get("intent");
    return failed(typeof intent === "string" ? intent : undefined, SUPPORT_QUEUE_TEXTS.notFound, 400);
  }
  switch (parsed.intent) {
    case "reply":
      return reply(context, user, parsed.request, form);
    case "set-status":
      return changeStatus(context, parsed.request, parsed.status);
    case "assign":
      return assign(context, parsed.request, parsed.assigneeId);
    case "set-advisor":
      return saveAdvisor(context, parsed.siteId, form);
    case "clear-advisor":
      return removeAdvisor(context, parsed.siteId);
    default:
      return unknownIntent(parsed);
  }
}

async function reply(context: RequestContext, user: SessionUser, ref: SupportRequestRef, form: FormData) {
  const values = formValues(form, REPLY_FIELDS);
  const parsed = supportReplySchema.safeParse({ message: values.message, ...(values.status ? { status: values.status } : {}) });
  if (!parsed.success) return invalid("reply", fieldErrors<(typeof REPLY_FIELDS)[number]>(parsed.error), { values });
  const rowId = supportRequestRef(ref);
  try {
    const outcome = await replyToSupportRequest(
      context.db,
      { publicUrl: context.config.publicUrl, mailFrom: context.config.mailFrom },
      { ref, adminId: user.id, message: parsed.data.message, status: parsed.data.status },
    );
    if (!outcome.ok) return failed("reply", SUPPORT_QUEUE_TEXTS.notFound, 404, { values });
    context.logger.info(
      { requestId: context.requestId, siteId: ref.siteId, supportRequest: ref.id, status: outcome.status, mailed: outcome.mailed },
      "support: reply sent",
    );
    return done("reply", outcome.mailed ? SUPPORT_QUEUE_TEXTS.replied : SUPPORT_QUEUE_TEXTS.repliedWithoutMail, { rowId });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: ref.siteId, supportRequest: ref.id }, "support: reply failed");
    return failed("reply", SUPPORT_QUEUE_TEXTS.replyFailed, 500, { values });
  }
}

async function changeStatus(context: RequestContext, ref: SupportRequestRef, status: keyof typeof SUPPORT_STATUS_LABELS) {
  try {
    if (!(await setSupportRequestStatus(context.db, ref, status))) return failed("set-status", SUPPORT_QUEUE_TEXTS.notFound, 404);
    context.logger.info({ requestId: context.requestId, siteId: ref.siteId, supportRequest: ref.id, status }, "support: status changed");
    return done("set-status", SUPPORT_QUEUE_TEXTS.statusChanged(SUPPORT_STATUS_LABELS[status]), { rowId: supportRequestRef(ref) });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: ref.siteId, supportRequest: ref.id }, "support: status change failed");
    return failed("set-status", SUPPORT_QUEUE_TEXTS.updateFailed, 500);
  }
}

async function assign(context: RequestContext, ref: SupportRequestRef, assigneeId: string) {
  try {
    const outcome = await assignSupportRequest(context.db, ref, assigneeId === "" ? null : assigneeId);
    if (!outcome.ok)
      return outcome.reason === "not-admin" ? failed("assign", SUPPORT_QUEUE_TEXTS.notAnAdmin, 400) : failed("assign", SUPPORT_QUEUE_TEXTS.notFound, 404);
    context.logger.info({ requestId: context.requestId, siteId: ref.siteId, supportRequest: ref.id, assigneeId }, "support: assigned");
    return done("assign", outcome.name === null ? SUPPORT_QUEUE_TEXTS.unassignedDone : SUPPORT_QUEUE_TEXTS.assigned(outcome.name), {
      rowId: supportRequestRef(ref),
    });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: ref.siteId, supportRequest: ref.id }, "support: assignment failed");
    return failed("assign", SUPPORT_QUEUE_TEXTS.updateFailed, 500);
  }
}

async function saveAdvisor(context: RequestContext, siteId: string, form: FormData) {
  const values = formValues(form, ADVISOR_FIELDS);
  const parsed = advisorSchema.safeParse(values);
  if (!parsed.success) return invalid("set-advisor", fieldErrors<(typeof ADVISOR_FIELDS)[number]>(parsed.error), { values });
  try {
    const outcome = await setSiteAdvisor(context.db, siteId, parsed.data);
    if (!outcome.ok) {
      if (outcome.reason === "not-admin") return invalid("set-advisor", { advisorUserId: SUPPORT_QUEUE_TEXTS.notAnAdmin }, { values });
      const status = outcome.reason === "site-not-found" ? 404 : 400;
      return failed("set-advisor", outcome.reason === "site-not-found" ? ADVISOR_TEXTS.siteNotFound : ADVISOR_TEXTS.notExpert, status, { values });
    }
    // A replaced photo no row refers to any more goes, once the change is committed.
    if (outcome.previousPhotoUrl && outcome.previousPhotoUrl !== (parsed.data.photoUrl || null)) await deleteIfUnreferenced(context, outcome.previousPhotoUrl);
    context.logger.info({ requestId: context.requestId, siteId }, "support: advisor set");
    return done("set-advisor", ADVISOR_TEXTS.saved, { rowId: siteId });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId }, "support: advisor save failed");
    return failed("set-advisor", ADVISOR_TEXTS.saveFailed, 500, { values });
  }
}

async function removeAdvisor(context: RequestContext, siteId: string) {
  try {
    const removed = await clearSiteAdvisor(context.db, siteId);
    if (!removed) return failed("clear-advisor", ADVISOR_TEXTS.siteNotFound, 404);
    if (removed.photoUrl) await deleteIfUnreferenced(context, removed.photoUrl);
    context.logger.info({ requestId: context.requestId, siteId }, "support: advisor removed");
    return done("clear-advisor", ADVISOR_TEXTS.removed, { rowId: siteId });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId }, "support: advisor removal failed");
    return failed("clear-advisor", SUPPORT_QUEUE_TEXTS.updateFailed, 500);
  }
}
