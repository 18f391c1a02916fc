import { data, redirect } from "react-router";
import type { RequestContext } from "~/context";
import { selectSiteHeader } from "~/features/admin-kit/current-site.server";
import { newPasswordProblem } from "~/features/auth/password-policy.server";
import { linkTokenId } from "~/features/auth/link-token.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { signIn } from "~/features/auth/sign-in.server";
import { retryAfterText, takeLimit, type Limit } from "~/features/rate-limit/rate-limit.server";
import { addressKey } from "~/features/submissions/client-address.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { successToast } from "~/lib/toast";
import { redirectWithToast, toastHeader } from "~/lib/toast.server";
import { ACCEPT_FIELDS, INVITATION_TEXTS, acceptInvitationSchema, type AcceptField } from "~/features/sites/invitation-schema";
import { acceptInvitation, type AcceptedInvitation, type InvitationCheck } from "~/features/sites/site-invitations.server";

/**
 * Tries on the invitation page, counted before any work like the sign-in's (ADR 016): per
 * address, whatever the link (guessing tokens), and per link (a link found in a mailbox).
 */
export const INVITATION_LIMITS = {
  perAddress: { max: 20, windowSeconds: 15 * 60 },
  perToken: { max: 10, windowSeconds: 15 * 60 },
} as const;

export type AcceptAnswer =
  | { kind: "invalid"; errors: Partial<Record<AcceptField, string>> }
  | { kind: "refused"; check: Extract<InvitationCheck, { ok: false }> | { ok: false; reason: "error" } }
  | { kind: "limited"; message: string };

/**
 * POST /admin/invitation: the password chosen (the spec's rules and the common-password list),
 * then the account created, given the site and signed in, on the site's dashboard. The password
 * never comes back in an answer.
 */
export async function handleAcceptInvitation(request: Request, context: RequestContext) {
  const form = await request.formData();
  const rawToken = form.get("token");
  const token = typeof rawToken === "string" ? rawToken : "";
  const tokenId = linkTokenId(token) ?? "none";
  const limits: Limit[] = [
    { key: `invitation:ip:${addressKey(context.clientAddress)}`, ...INVITATION_LIMITS.perAddress },
    { key: `invitation:token:${tokenId}`, ...INVITATION_LIMITS.perToken },
  ];
  for (const limit of limits) {
    const state = await takeLimit(context.db, limit);
    if (!state.allowed) {
      return data<AcceptAnswer>(
        { kind: "limited", message: INVITATION_TEXTS.tooMany(retryAfterText(state.retryAfterSeconds)) },
        { status: 429, headers: { "Retry-After": String(state.retryAfterSeconds) } },
      );
    }
  }

  const values = formValues(form, ACCEPT_FIELDS);
  const parsed = acceptInvitationSchema.safeParse(values);
  if (!parsed.success) return data<AcceptAnswer>({ kind: "invalid", errors: fieldErrors<AcceptField>(parsed.error) }, { status: 400 });
  const common = newPasswordProblem(parsed.data.password);
  if (common) return data<AcceptAnswer>({ kind: "invalid", errors: { password: common } }, { status: 400 });

  let accepted: AcceptedInvitation;
  try {
    const passwordHash = await (await context.auth.$context).password.hash(parsed.data.password);
    accepted = await acceptInvitation(context.db, token, passwordHash);
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, "invitation: acceptance failed");
    return data<AcceptAnswer>({ kind: "refused", check: { ok: false, reason: "error" } }, { status: 500 });
  }
  if (!accepted.ok) return data<AcceptAnswer>({ kind: "refused", check: accepted }, { status: accepted.reason === "taken" ? 409 : 400 });
  context.logger.info({ requestId: context.requestId, siteId: accepted.siteId }, "invitation accepted: owner account created");
  if ("replaced" in accepted) {
    // The address was held by an account that never confirmed it; it is gone, with its sessions and drafts.
    const { userId, deletedSiteIds, imageUrls } = accepted.replaced;
    context.logger.info({ requestId: context.requestId, userId, deletedSiteIds }, "invitation accepted: unconfirmed account holding the address deleted");
    context.domains.invalidate();
    await deleteIfUnreferenced(context, ...imageUrls);
  }

  // Signed in as a sign-in would, with the new site selected.
  const authHeaders = new Headers({ "user-agent": request.headers.get("user-agent") ?? "" });
  const session = await signIn(context, new Request(request.url, { headers: authHeaders }), {
    email: accepted.email,
    password: parsed.data.password,
    clientAddress: context.clientAddress,
  });
  if (!session.ok) return redirectWithToast(context.config, "/admin/login", successToast(INVITATION_TEXTS.createdSignIn), { status: 303 });
  const headers = new Headers();
  for (const cookie of session.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await selectSiteHeader(context.config, accepted.siteId));
  headers.append("Set-Cookie", await toastHeader(context.config, successToast(INVITATION_TEXTS.welcome(accepted.siteName))));
  return redirect("/admin/dashboard", { status: 303, headers });
}
