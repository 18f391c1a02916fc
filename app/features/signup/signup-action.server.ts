import { data, redirect } from "react-router";
import type { RequestContext } from "~/context";
import { selectSiteHeader } from "~/features/admin-kit/current-site.server";
import { newPasswordProblem } from "~/features/auth/password-policy.server";
import { signIn } from "~/features/auth/sign-in.server";
import { OUTAGE_RETRY_AFTER_SECONDS } from "~/features/outage/outage-texts";
import { FORBIDDEN_CHARACTER_TEXTS, forbiddenCharacterErrors, readFormBody } from "~/features/submissions/form-body.server";
import { fillTimeLeft, isFormTokenSpent, issueFormToken, verifyFormToken, minFillMs } from "~/features/submissions/form-token.server";
import { HONEYPOT_FIELD, MAX_BODY_BYTES, SUBMISSION_TEXTS, TOKEN_FIELD } from "~/features/submissions/submission-fields";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { successToast } from "~/lib/toast";
import { redirectWithToast, toastHeader } from "~/lib/toast.server";
import { screenSignup } from "~/features/signup/signup-guard.server";
import type { PublicAnswer, PublicClosed, PublicRefusal } from "~/features/submissions/public-answer";
import { SIGNUP_FIELDS, SIGNUP_TEXTS, keptValues, signupSchema, type SignupErrors, type SignupValues } from "~/features/signup/signup-schema";
import { createSignup, signupEmailTaken } from "~/features/signup/signup.server";
import { slugRules } from "~/features/sites/site-address.server";
import { SLUG_TEXTS, slugProblem } from "~/features/sites/site-slug";

/** The sign-up's token is the platform's, not a site's: one site id for all (form-token.server.ts). */
export const SIGNUP_TOKEN_SITE = "platform";

export function issueSignupToken(context: RequestContext, now = Date.now()): string {
  return issueFormToken(context.config.authSecret, "signup", SIGNUP_TOKEN_SITE, now);
}

/**
 * What the page shows again after a POST that created nothing (submissions/public-answer.ts): the
 * values typed (never the password), the field errors or one message, and the token the form
 * carries next (the same while the visitor corrects, a fresh one when it was unusable) with how
 * long before it may go. A refusal's `reason`: the address has an account, or the sign-up was held
 * as suspicious.
 */
export type SignupAnswer = PublicClosed | PublicAnswer<{ values: SignupValues; token: string; fillLeftMs: number }, SignupErrors, "exists" | "held">;

type SignupRefusal = PublicRefusal<SignupErrors, "exists" | "held">;

/**
 * POST /inscription (ADR 028 « Sign-up »): the public forms' pipeline, cheapest checks
 * first, every refusal creating nothing —
 *
 *   SIGNUP closed → body size → token (signature, form, age) → honeypot → characters (no NUL,
 *   ) → fields and the
 *   common-password list → minimum fill time → token not used yet (one sign-up per token)
 *   → per-address limit and spam signs → address free? → one transaction (account, site, starter
 *   content, mails, the token spent) → signed in, on the dashboard.
 */
export async function handleSignup(request: Request, context: RequestContext) {
  if (context.config.signup === "closed") return data<SignupAnswer>({ status: "closed" }, { status: 403 });

  const body = await readFormBody(request, MAX_BODY_BYTES);
  // A form refused for a character is read without it: what was typed is shown again.
  const form = body.ok || body.reason === "forbidden-character" ? body.form : new FormData();
  const values = formValues(form, SIGNUP_FIELDS);
  // An address the page proposed from the name (she did not type it) is proposed again
  // here, free and valid; only one she typed can be refused.
  if (form.get("slugProposed") === "1") values.slug = "";
  const answer = (refusal: SignupRefusal, status: number, token: string, headers?: HeadersInit) =>
    data<SignupAnswer>({ ...refusal, values: keptValues(values), token, fillLeftMs: fillTimeLeft(token, minFillMs(context)) }, { status, headers });
  const refused = (message: string): SignupRefusal => ({ status: "refused", message });
  const invalid = (errors: SignupErrors): SignupRefusal => ({ status: "invalid", errors });
  const exists: SignupRefusal = { status: "refused", reason: "exists", message: null, errors: { email: SIGNUP_TEXTS.accountExists } };
  const fresh = () => issueSignupToken(context);

  if (!body.ok && body.reason === "too-large") return answer(refused(SUBMISSION_TEXTS.tooLarge), 413, fresh());

  const rawToken = form.get(TOKEN_FIELD);
  const token = typeof rawToken === "string" ? rawToken : null;
  const check = verifyFormToken(context.config.authSecret, token, "signup", SIGNUP_TOKEN_SITE);
  if (!check.ok || token === null) {
    if (!check.ok && (check.reason === "forged" || check.reason === "malformed")) {
      context.logger.info({ requestId: context.requestId, reason: check.reason }, "sign-up: token refused");
    }
    return answer(refused(SUBMISSION_TEXTS.expired), 400, fresh());
  }

  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    context.logger.info({ requestId: context.requestId }, "sign-up: honeypot filled");
    return answer(refused(SUBMISSION_TEXTS.honeypot), 400, token);
  }

  if (!body.ok) {
    const errors = forbiddenCharacterErrors(body, SIGNUP_FIELDS);
    return Object.keys(errors).length > 0 ? answer(invalid(errors), 400, token) : answer(refused(FORBIDDEN_CHARACTER_TEXTS.form), 400, token);
  }

  const parsed = signupSchema.safeParse(values);
  if (!parsed.success) return answer(invalid(fieldErrors(parsed.error)), 400, token);
  const common = newPasswordProblem(parsed.data.password);
  if (common) return answer(invalid({ password: common }), 400, token);
  const input = parsed.data;
  // The platform's own first label is refused too (the schema knows only the fixed names).
  const rules = slugRules(context.config);
  const slugRefused = input.slug ? slugProblem(input.slug, rules.reserved) : null;
  if (slugRefused) return answer(invalid({ slug: slugRefused }), 400, token);

  try {
    const fillMs = Date.now() - check.issuedAt;
    if (fillMs < minFillMs(context)) return answer(refused(SUBMISSION_TEXTS.tooFast), 400, token);
    // A token already used for a sign-up: a fresh one, so a person sends again (and waits the fill time again).
    if (await isFormTokenSpent(context.db, "signup", token)) return answer(refused(SIGNUP_TEXTS.tokenSpent), 400, fresh());

    const screening = await screenSignup(context.db, context.clientAddress, { fillMs, shopName: input.shopName, town: input.town });
    if (screening.kind === "refused") {
      context.logger.warn({ requestId: context.requestId }, "sign-up: rate limited");
      return answer(refused(screening.message), 429, token, { "Retry-After": String(screening.retryAfterSeconds) });
    }
    if (screening.verdict.spam) {
      // The sign-up's spam folder: nothing is created; the log keeps what was judged, without the password.
      context.logger.warn(
        {
          requestId: context.requestId,
          score: screening.verdict.score,
          signs: screening.verdict.signs,
          shopName: input.shopName,
          town: input.town,
          email: input.email,
        },
        "sign-up: held as suspicious, nothing created",
      );
      return answer({ status: "refused", reason: "held", message: SIGNUP_TEXTS.held }, 400, token);
    }

    // Counted above before this look-up: probing addresses costs a token, the fill time and the address's limit (ADR 028).
    if (await signupEmailTaken(context.db, input.email)) return answer(exists, 409, token);

    const passwordHash = await (await context.auth.$context).password.hash(input.password);
    const created = await createSignup(
      context.db,
      { publicUrl: context.config.publicUrl, mailFrom: context.config.mailFrom, formToken: { token, issuedAt: check.issuedAt }, slugRules: rules },
      input,
      passwordHash,
    );
    if (!created.ok && created.reason === "slug-taken") return answer(invalid({ slug: SLUG_TEXTS.taken }), 409, token);
    if (!created.ok && created.reason === "token-spent") return answer(refused(SIGNUP_TEXTS.tokenSpent), 400, fresh());
    if (!created.ok) return answer(exists, 409, token);
    context.logger.info(
      { requestId: context.requestId, siteId: created.siteId, plan: input.plan, kind: input.businessKind },
      "sign-up: account and site created",
    );

    // Signed in as a sign-in would, with the new site selected.
    const authHeaders = new Headers({ "user-agent": request.headers.get("user-agent") ?? "" });
    const session = await signIn(context, new Request(request.url, { headers: authHeaders }), {
      email: created.email,
      password: input.password,
      clientAddress: context.clientAddress,
    });
    if (!session.ok) return redirectWithToast(context.config, "/admin/login", successToast(SIGNUP_TEXTS.createdSignIn), { status: 303 });
    const headers = new Headers();
    for (const cookie of session.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await selectSiteHeader(context.config, created.siteId));
    headers.append("Set-Cookie", await toastHeader(context.config, successToast(SIGNUP_TEXTS.welcome(input.shopName))));
    return redirect("/admin/dashboard", { status: 303, headers });
  } catch (err) {
    // One transaction creates everything: a lost database leaves nothing.
    if (context.dbHealth.report(err)) {
      context.logger.warn({ err, requestId: context.requestId }, "sign-up: database unavailable");
      return answer({ status: "failed", message: SIGNUP_TEXTS.failed }, 503, token, { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) });
    }
    context.logger.error({ err, requestId: context.requestId }, "sign-up: creation failed");
    return answer({ status: "failed", message: SIGNUP_TEXTS.failed }, 500, token);
  }
}
