import { GENERIC_TEXTS, done, failed, invalid } from "~/features/admin-kit/action-result";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { successToast } from "~/lib/toast";
import { z } from "~/lib/zod";
import { saveSiteVerification } from "~/features/social/social.server";
import { VERIFICATION_FIELDS, VERIFICATION_TEXTS, verificationSchema, type VerificationField } from "~/features/social/social-schema";

const SOCIAL_INTENTS = z.discriminatedUnion("intent", [z.object({ intent: z.literal("save-verification") })]);

/**
 * POST /admin/reseaux (a `siteAction` with `feature: "share"`: 403 outside Expert, 409 for another
 * site's form): `save-verification`, the codes of Google Merchant Center and Meta, each the code
 * alone or the whole meta tag pasted; empty clears it. Written to the session's site only.
 */
export async function handleSocialAction({ context, site, form }: Pick<ActionArgs, "context" | "site" | "form">) {
  const parsed = readIntent(SOCIAL_INTENTS, form);
  if (!parsed) return failed(undefined, GENERIC_TEXTS.saveFailed, 400);
  switch (parsed.intent) {
    case "save-verification": {
      const intent = parsed.intent;
      const values = formValues(form, VERIFICATION_FIELDS);
      const checked = verificationSchema.safeParse(values);
      if (!checked.success) return invalid(intent, fieldErrors<VerificationField>(checked.error), { values });
      try {
        await saveSiteVerification(context.db, site.id, checked.data);
      } catch (err) {
        context.logger.error({ err, requestId: context.requestId, siteId: site.id }, "social: verification codes save failed");
        return failed(intent, VERIFICATION_TEXTS.saveFailed, 500, { values });
      }
      return done(intent, successToast(VERIFICATION_TEXTS.saved));
    }
    default:
      return unknownIntent(parsed.intent);
  }
}
