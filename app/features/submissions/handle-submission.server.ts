import type { z } from "zod";
import type { Database } from "~/db/connect.server";
import type { RequestContext } from "~/context";
import { formValues } from "~/lib/form-errors";
import type { LoadShownSite, ShownSite } from "~/features/site-resolution/shown-site";
import { siteHref } from "~/features/site-resolution/site-links";
import type { Toast } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";
import { forbiddenCharacterErrors, readFormBody, type FormBody } from "~/features/submissions/form-body.server";
import { fillTimeLeft, issueFormToken, verifyFormToken, type FormKind, minFillMs } from "~/features/submissions/form-token.server";
import type { SpamVerdict } from "~/features/submissions/spam-score";
import { HONEYPOT_FIELD, MAX_BODY_BYTES, MESSAGE_FIELD, TOKEN_FIELD } from "~/features/submissions/submission-fields";
import { formFieldErrors, retryAfterIn } from "~/features/submissions/submission-texts.server";
import { pageLanguageOf, type PageLanguage } from "~/lib/i18n/languages";
import { translator, type Translate } from "~/lib/i18n/messages";
import { screenSubmission } from "~/features/submissions/submission-limits.server";
import { OUTAGE_RETRY_AFTER_SECONDS } from "~/features/outage/outage-texts";

/**
 * One pipeline for both public forms (ADR 009), cheapest checks first; every refusal stores
 * nothing and says why, with what the visitor typed:
 *
 *   (an empty token: a page from the cache, sent without JavaScript → firstSendFromCachedPage)
 *   body size → site → token (signature, form, site, age) → honeypot → characters (no NUL,
 *   ) → fields → already stored
 *   with this token? (then: sent) → minimum fill time → limits and spam signs (ADR 017) → store
 *   (row + notification, one transaction, ON CONFLICT on the token; spam: the row alone, in the
 *   spam folder, answered 'sent' like any other).
 *
 * `token` in an answer is the one the form must carry next: the same while the visitor corrects
 * a refused submission (so a resend is still recognised), a fresh one when it was unusable.
 * Every message is in the page's language (`language`: the site's page language, else its path's;
 * ADR 047), which the action's own texts and its redirect use too.
 */
export type SubmissionOutcome<K extends string> = { language: PageLanguage } & SubmissionResult<K>;

type SubmissionResult<K extends string> =
  | { kind: "no-site"; values: Record<K, string> }
  | { kind: "refused"; status: 400 | 413 | 429; message: string; values: Record<K, string>; token: string; retryAfterSeconds?: number }
  | { kind: "invalid"; values: Record<K, string>; errors: Partial<Record<K, string>>; token: string }
  /** `retryAfterSeconds`: the database could not be reached (ADR 019), nothing was stored. */
  | { kind: "failed"; values: Record<K, string>; token: string; retryAfterSeconds?: number }
  /** `shown`: the site it was stored for, and its address (where the answer sends the visitor back). */
  | { kind: "sent"; duplicate: boolean; shown: ShownSite };

export type SubmissionSpec<K extends string, I> = {
  form: FormKind;
  /** The site the request shows (the storefront's `loadFormSite`): the form is stored for it. */
  loadSite: LoadShownSite;
  fields: readonly K[];
  schema: z.ZodType<I, Record<K, string>>;
  /** Whether a row with this token is already stored for the site. */
  isStored(db: Database, siteId: string, token: string): Promise<boolean>;
  /**
   * Stores the row and its notification — or, for spam (a verdict), the row alone, flagged;
   * false when the token was already used (a concurrent resend). `language`: the page it was sent from.
   */
  store(db: Database, siteId: string, input: I, sent: { token: string; spam: SpamVerdict | null; language: PageLanguage }): Promise<boolean>;
};

export async function handleSubmission<K extends string, I>(
  request: Request,
  context: RequestContext,
  spec: SubmissionSpec<K, I>,
): Promise<SubmissionOutcome<K>> {
  const pathLanguage = pageLanguageOf(new URL(request.url).pathname);
  let language = pathLanguage;
  const result = await submit(request, context, spec, (shown) => (language = shown.language ?? pathLanguage));
  return { language, ...result };
}

async function submit<K extends string, I>(
  request: Request,
  context: RequestContext,
  spec: SubmissionSpec<K, I>,
  /** The page's language, once its site is known. */
  languageOf: (shown: ShownSite) => PageLanguage,
): Promise<SubmissionResult<K>> {
  const body = await readFormBody(request, MAX_BODY_BYTES);
  // A form refused for a character is read without it: what was typed is shown again.
  const form = body.ok || body.reason === "forbidden-character" ? body.form : new FormData();
  const values = formValues(form, spec.fields);

  let storefront;
  try {
    storefront = await spec.loadSite(request, context);
  } catch (err) {
    // The database cannot be reached (ADR 019): the form's failure, with the values and the token sent.
    if (!context.dbHealth.report(err)) throw err;
    const sent = form.get(TOKEN_FIELD);
    return { kind: "failed", values, token: typeof sent === "string" ? sent : "", retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS };
  }
  if (!storefront) return { kind: "no-site", values };
  const language = languageOf(storefront);
  const t = translator(language);
  const siteId = storefront.site.id;
  const secret = context.config.authSecret;
  const fresh = () => issueFormToken(secret, spec.form, siteId);

  if (!body.ok && body.reason === "too-large") return { kind: "refused", status: 413, message: t("forms.tooLarge"), values, token: fresh() };

  const rawToken = form.get(TOKEN_FIELD);
  if (rawToken === "") return firstSendFromCachedPage(body, form, values, spec, fresh(), t);
  const token = typeof rawToken === "string" ? rawToken : null;
  const check = verifyFormToken(secret, token, spec.form, siteId);
  if (!check.ok || token === null) {
    if (check.ok === false && check.reason !== "missing" && check.reason !== "expired") {
      context.logger.info({ requestId: context.requestId, siteId, form: spec.form, reason: check.reason }, "public form: token refused");
    }
    return { kind: "refused", status: 400, message: t("forms.expired"), values, token: fresh() };
  }

  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    context.logger.info({ requestId: context.requestId, siteId, form: spec.form }, "public form: honeypot filled");
    return { kind: "refused", status: 400, message: t("forms.honeypot"), values, token };
  }

  const refusedCharacters = characterRefusal(body, values, spec.fields, token, t);
  if (refusedCharacters) return refusedCharacters;
  const parsed = spec.schema.safeParse(values);
  if (!parsed.success) return { kind: "invalid", values, errors: formFieldErrors<K>(spec.form, parsed.error, t), token };

  try {
    // A resend of a stored submission (its answer was lost, the page was reloaded after the
    // POST) is answered as it was the first time, before any timing or limit could refuse it.
    if (await spec.isStored(context.db, siteId, token)) return { kind: "sent", duplicate: true, shown: storefront };

    if (Date.now() - check.issuedAt < minFillMs(context)) {
      return { kind: "refused", status: 400, message: t("forms.tooFast"), values, token };
    }

    const screening = await screenSubmission(context.db, spec.form, siteId, context.clientAddress, {
      fillMs: Date.now() - check.issuedAt,
      message: values[MESSAGE_FIELD[spec.form] as K] ?? "",
      otherFields: spec.fields.filter((f) => f !== MESSAGE_FIELD[spec.form]).map((f) => values[f]),
    });
    if (screening.kind === "refused") {
      context.logger.warn({ requestId: context.requestId, siteId, form: spec.form }, "public form: rate limited");
      const message = t(screening.limit === "address" ? "forms.tooManyFromAddress" : "forms.tooManyForSite", {
        retryAfter: retryAfterIn(screening.retryAfterSeconds, t),
      });
      return { kind: "refused", status: 429, message, values, token, retryAfterSeconds: screening.retryAfterSeconds };
    }
    const { verdict } = screening;
    if (verdict.spam)
      context.logger.info({ requestId: context.requestId, siteId, form: spec.form, score: verdict.score, signs: verdict.signs }, "public form: stored as spam");

    // Spam is answered as any submission: a robot learns nothing it could adjust to.
    const created = await spec.store(context.db, siteId, parsed.data, { token, spam: verdict.spam ? verdict : null, language });
    return { kind: "sent", duplicate: !created, shown: storefront };
  } catch (err) {
    // One transaction stores the row and its notification: a lost database leaves neither.
    if (context.dbHealth.report(err)) {
      context.logger.warn({ err, requestId: context.requestId, siteId, form: spec.form }, "public form: database unavailable");
      return { kind: "failed", values, token, retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS };
    }
    context.logger.error({ err, requestId: context.requestId, siteId, form: spec.form }, "public form: insert failed");
    return { kind: "failed", values, token };
  }
}

/**
 * A form from a page served from the cache carries an empty token (ADR 014): with JavaScript the
 * page fetches its own at once, so this is a visitor without JavaScript (or a robot). Their first
 * send gets what a too-fast send gets — field messages first, else the request to wait a few
 * seconds — with the values and a token of their own, so the next send is checked as any other.
 */
function firstSendFromCachedPage<K extends string, I>(
  body: FormBody,
  form: FormData,
  values: Record<K, string>,
  spec: SubmissionSpec<K, I>,
  token: string,
  t: Translate,
): SubmissionResult<K> {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { kind: "refused", status: 400, message: t("forms.honeypot"), values, token };
  const refusedCharacters = characterRefusal(body, values, spec.fields, token, t);
  if (refusedCharacters) return refusedCharacters;
  const parsed = spec.schema.safeParse(values);
  if (!parsed.success) return { kind: "invalid", values, errors: formFieldErrors<K>(spec.form, parsed.error, t), token };
  return { kind: "refused", status: 400, message: t("forms.tooFast"), values, token };
}

/**
 * A form that held a forbidden character: the message on each shown field that held
 * it, or, when only hidden ones did, one message for the form. Null when the form was clean.
 */
function characterRefusal<K extends string>(
  body: FormBody,
  values: Record<K, string>,
  fields: readonly K[],
  token: string,
  t: Translate,
): SubmissionResult<K> | null {
  if (body.ok || body.reason !== "forbidden-character") return null;
  const fieldsWithIt = Object.keys(forbiddenCharacterErrors(body, fields)) as K[];
  if (fieldsWithIt.length > 0)
    return {
      kind: "invalid",
      values,
      errors: Object.fromEntries(fieldsWithIt.map((f) => [f, t("forms.forbiddenField")])) as Partial<Record<K, string>>,
      token,
    };
  return { kind: "refused", status: 400, message: t("forms.forbiddenForm"), values, token };
}

/**
 * A public form was stored (or had been, with this token): 303 back to the form (`path`, with its
 * anchor) on the site it was stored for, with the success toast, so a reload never sends it again.
 * All it needs is the site's address, which the pipeline already read.
 */
export function redirectAfterSend(context: Pick<RequestContext, "config">, shown: ShownSite, path: string, toast: Toast): Promise<Response> {
  // Back to the form in the page's language ('/en/merchant/contact').
  const links = { siteId: shown.site.id, customDomain: shown.selection.customDomain, language: shown.language };
  return redirectWithToast(context.config, siteHref(path, links), toast, { status: 303 });
}

/** What a form rendered again carries for its next send: the outcome's token, and how long before it may go (config.minFillMs). */
export function nextSend(context: Pick<RequestContext, "config">, token: string): { token: string; fillLeftMs: number } {
  return { token, fillLeftMs: fillTimeLeft(token, minFillMs(context)) };
}

/** Headers of a refusal: how long to wait, when a limit is the reason. */
export function refusalHeaders(outcome: { retryAfterSeconds?: number }): HeadersInit | undefined {
  return outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
}

/**
 * For a route's `headers` export: React Router passes only cookies from an action to the page's
 * response, so a refusal's Retry-After is carried over here (a form posted without JavaScript).
 */
export function forwardRetryAfter({ actionHeaders, parentHeaders }: { actionHeaders: Headers; parentHeaders: Headers }): Headers {
  const out = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) out.set("Retry-After", retryAfter);
  return out;
}
