import type { ActionArgs } from "~/features/admin-kit/action-args";
import { GENERIC_TEXTS, done, failed, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { refundLimit, retryAfterText, takeLimit, type Limit } from "~/features/rate-limit/rate-limit.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import {
  HELP_REPLY_FIELDS,
  HELP_REQUEST_FIELDS,
  HELP_TEXTS,
  formatSupportDue,
  helpActionSchema,
  helpReplySchema,
  helpRequestSchema,
  type HelpReplyField,
  type HelpRequestField,
} from "~/features/support/help-request-schema";
import { createSupportRequest, isSiteUpload, markSupportRequestRead, replyToSupportRequest } from "~/features/support/support.server";

/** New requests per account: enough for a bad day, not for a script. */
export const SUPPORT_CREATE_LIMIT = { max: 10, windowSeconds: 60 * 60 } as const;
/** Replies per account in a thread. */
export const SUPPORT_REPLY_LIMIT = { max: 30, windowSeconds: 60 * 60 } as const;

export function supportCreateLimit(userId: string): Limit {
  return { key: `support:create:${userId}`, ...SUPPORT_CREATE_LIMIT };
}

function supportReplyLimit(userId: string): Limit {
  return { key: `support:reply:${userId}`, ...SUPPORT_REPLY_LIMIT };
}

/**
 * POST /admin/aide (a `siteAction`: the form's `siteId` is the session's site, else 409):
 * - `create`: a new request (subject, message, screen, screenshot), stored once per `submissionToken`;
 * - `reply`: her message in one of her site's requests (`requestId`), which reopens it;
 * - `mark-read`: the thread opened (`requestId`).
 * Admins answer from 'Support', not here (403). Every refusal gives back what was typed.
 */
/**
 * `screenName` names the screen a request concerns for the admins' e-mail ('Produits
 * (/admin/products)'); the menu that knows the names sits above this folder, so the route hands it in.
 */
export async function handleSupportAction({ context, user, site, form, screenName = (path) => path }: ActionArgs & { screenName?: (path: string) => string }) {
  const action = readIntent(helpActionSchema, form);
  if (user.role === "admin") return failed(action?.intent, HELP_TEXTS.adminsCannotWrite, 403);
  if (!action) return failed(undefined, GENERIC_TEXTS.saveFailed, 400);
  const log = context.logger.child({ requestId: context.requestId, siteId: site.id, intent: action.intent });
  const mailOptions = { publicUrl: context.config.publicUrl, mailFrom: context.config.mailFrom };

  switch (action.intent) {
    case "create": {
      const values = formValues(form, HELP_REQUEST_FIELDS);
      const parsed = helpRequestSchema.safeParse(values);
      if (!parsed.success) return invalid(action.intent, fieldErrors<HelpRequestField>(parsed.error), { values });
      const input = parsed.data;
      if (input.screenshotUrl && !(await isSiteUpload(context.db, site.id, input.screenshotUrl))) {
        return invalid<HelpRequestField>(action.intent, { screenshotUrl: HELP_TEXTS.badScreenshot }, { values });
      }
      const limit = supportCreateLimit(user.id);
      const taken = await takeLimit(context.db, limit);
      if (!taken.allowed) {
        await refundLimit(context.db, limit);
        return failed(action.intent, HELP_TEXTS.tooMany(retryAfterText(taken.retryAfterSeconds)), 429, {
          values,
          headers: { "Retry-After": String(taken.retryAfterSeconds) },
        });
      }
      try {
        const created = await createSupportRequest(
          context.db,
          site,
          user.id,
          { ...input, screenLabel: input.screen ? screenName(input.screen) : null, submissionToken: action.submissionToken },
          mailOptions,
        );
        // The same form sent again: one request, one count.
        if (created.duplicate) await refundLimit(context.db, limit);
        else log.info({ supportRequestId: created.requestId, plan: site.plan }, "support request created");
        return done(action.intent, HELP_TEXTS.created(formatSupportDue(created.dueAt)), { rowId: created.requestId });
      } catch (err) {
        log.error({ err }, "support request: create failed");
        await refundLimit(context.db, limit).catch(() => undefined);
        return failed(action.intent, HELP_TEXTS.createFailed, 500, { values });
      }
    }
    case "reply": {
      const values = formValues(form, HELP_REPLY_FIELDS);
      const parsed = helpReplySchema.safeParse(values);
      if (!parsed.success) return invalid(action.intent, fieldErrors<HelpReplyField>(parsed.error), { values });
      if (parsed.data.screenshotUrl && !(await isSiteUpload(context.db, site.id, parsed.data.screenshotUrl))) {
        return invalid<HelpReplyField>(action.intent, { screenshotUrl: HELP_TEXTS.badScreenshot }, { values });
      }
      const limit = supportReplyLimit(user.id);
      const taken = await takeLimit(context.db, limit);
      if (!taken.allowed) {
        await refundLimit(context.db, limit);
        return failed(action.intent, HELP_TEXTS.tooMany(retryAfterText(taken.retryAfterSeconds)), 429, { values });
      }
      try {
        const replied = await replyToSupportRequest(context.db, site, user.id, action.requestId, parsed.data, mailOptions);
        if (!replied) {
          await refundLimit(context.db, limit);
          return failed(action.intent, HELP_TEXTS.notFound, 404, { values });
        }
        return done(action.intent, HELP_TEXTS.replied(formatSupportDue(replied.dueAt)), { rowId: action.requestId });
      } catch (err) {
        log.error({ err }, "support request: reply failed");
        return failed(action.intent, HELP_TEXTS.replyFailed, 500, { values });
      }
    }
    case "mark-read": {
      try {
        const found = await markSupportRequestRead(context.db, site.id, action.requestId);
        return found ? done(action.intent, undefined, { rowId: action.requestId }) : failed(action.intent, HELP_TEXTS.notFound, 404);
      } catch (err) {
        log.error({ err }, "support request: mark read failed");
        return failed(action.intent, HELP_TEXTS.readFailed, 500);
      }
    }
    default:
      return unknownIntent(action);
  }
}
