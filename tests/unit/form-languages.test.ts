/**
 * The public forms in the page's language (ADR 047): the French catalogue says exactly what the
 * forms always said (the schemas' own messages, the pipeline's refusals), so a French page is
 * unchanged, and every issue the schemas raise has a key, so another language never falls back
 * to French.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { translator } from "~/lib/i18n/messages";
import { OTHER_LANGUAGES } from "~/lib/i18n/languages";
import { CONTACT_FIELDS, CONTACT_MAX_LENGTHS, contactFormSchema } from "~/features/messages/contact-schema";
import { QUOTE_FIELDS, QUOTE_MAX_LENGTHS, quoteFormSchema } from "~/features/quotes/quote-request-schema";
import { CONTACT_TOASTS } from "~/features/messages/public/contact-result";
import { QUOTE_TEXTS } from "~/features/quotes/public/quote-result";
import { FORBIDDEN_CHARACTER_TEXTS } from "~/features/submissions/form-body.server";
import { HONEYPOT_LABEL, SUBMISSION_TEXTS, tooManyForSiteText, tooManyFromAddressText } from "~/features/submissions/submission-fields";
import { formFieldErrors, issueMessageKey, retryAfterIn } from "~/features/submissions/submission-texts.server";
import { retryAfterText } from "~/features/rate-limit/rate-limit.server";
import { LEGAL_NOTICE_TEXTS } from "~/features/legal/legal-notice";
import { RSVP_TEXTS, rsvpLimitText } from "~/features/events/rsvp-texts";

const fr = translator("fr");

/** Every issue a schema can raise on its fields: each left empty, each too long, and a malformed e-mail. */
function allIssues(schema: z.ZodType, fields: readonly string[], maxLengths: Record<string, number>) {
  const issues: z.ZodError["issues"] = [];
  const values = (override: Record<string, string>) => ({ ...Object.fromEntries(fields.map((f) => [f, ""])), ...override });
  const collect = (input: Record<string, string>) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) issues.push(...parsed.error.issues);
  };
  collect(values({}));
  for (const field of fields) collect(values({ [field]: "x".repeat(maxLengths[field]! + 1) }));
  collect(values({ email: "pas-une-adresse" }));
  return issues;
}

describe("the forms' catalogue keys", () => {
  for (const [form, schema, fields, maxLengths] of [
    ["contact", contactFormSchema, CONTACT_FIELDS, CONTACT_MAX_LENGTHS],
    ["quote", quoteFormSchema, QUOTE_FIELDS, QUOTE_MAX_LENGTHS],
  ] as const) {
    it(`${form}: every issue has a key whose French is the schema's message`, () => {
      const issues = allIssues(schema, fields, maxLengths);
      expect(issues.length).toBeGreaterThan(fields.length);
      for (const issue of issues) {
        const key = issueMessageKey(form, issue);
        expect(key, `${form} ${issue.path.join(".")} ${issue.code}`).not.toBeNull();
        expect(fr(key!)).toBe(issue.message);
        for (const language of OTHER_LANGUAGES) expect(translator(language)(key!), `${language} ${key}`).not.toBe(issue.message);
      }
    });
  }

  it("gives the English message per field, the first issue of each", () => {
    const parsed = contactFormSchema.safeParse({ firstName: "", name: "Martin", email: "nope", subject: "Bonjour", message: "x".repeat(5001) });
    expect(parsed.success).toBe(false);
    expect(formFieldErrors("contact", parsed.error!, translator("en"))).toEqual({
      firstName: "Please enter your first name",
      email: "Please enter a valid email address",
      message: "Your message cannot be longer than 5000 characters",
    });
  });
});

describe("the French texts are the forms' own, verbatim", () => {
  it("refusals, toasts, labels and the privacy line", () => {
    expect(fr("forms.tooFast")).toBe(SUBMISSION_TEXTS.tooFast);
    expect(fr("forms.expired")).toBe(SUBMISSION_TEXTS.expired);
    expect(fr("forms.honeypot")).toBe(SUBMISSION_TEXTS.honeypot);
    expect(fr("forms.tooLarge")).toBe(SUBMISSION_TEXTS.tooLarge);
    expect(fr("forms.errorTitle")).toBe(SUBMISSION_TEXTS.refusedTitle);
    expect(fr("forms.forbiddenField")).toBe(FORBIDDEN_CHARACTER_TEXTS.field);
    expect(fr("forms.forbiddenForm")).toBe(FORBIDDEN_CHARACTER_TEXTS.form);
    expect(fr("forms.honeypotLabel")).toBe(HONEYPOT_LABEL);
    expect(fr("forms.contact.noSite")).toBe(CONTACT_TOASTS.noSite.text);
    expect(fr("forms.contact.insertFailed")).toBe(CONTACT_TOASTS.insertFailed.text);
    expect(fr("forms.contact.sentTitle")).toBe(CONTACT_TOASTS.sent.title);
    expect(fr("forms.contact.sentText")).toBe(CONTACT_TOASTS.sent.text);
    expect(fr("forms.quote.successTitle")).toBe(QUOTE_TEXTS.successTitle);
    expect(fr("forms.quote.successText")).toBe(QUOTE_TEXTS.successText);
    expect(fr("forms.quote.insertFailed")).toBe(QUOTE_TEXTS.insertFailed);
    expect(fr("forms.quote.noSite")).toBe(QUOTE_TEXTS.noSite);
    expect(fr("forms.quote.invalidSummary")).toBe(QUOTE_TEXTS.invalidSummary);
    expect(fr("forms.quote.submit")).toBe(QUOTE_TEXTS.submit);
    expect(fr("forms.sending")).toBe(QUOTE_TEXTS.submitting);
    expect(fr("forms.rsvp.notFound")).toBe(RSVP_TEXTS.notFound);
    expect(fr("forms.rsvp.refused")).toBe(RSVP_TEXTS.refused);
    expect(fr("forms.rsvp.failed")).toBe(RSVP_TEXTS.failed);
    expect(fr("forms.rsvp.back")).toBe(RSVP_TEXTS.back);
    expect(fr("legal.formNotice")).toBe(LEGAL_NOTICE_TEXTS.formNotice);
    expect(fr("legal.learnMore")).toBe(`${LEGAL_NOTICE_TEXTS.learnMore}\u00a0:`);
  });

  it("the rate limits' waits, in whole minutes, as the French always wrote them", () => {
    for (const seconds of [1, 59, 60, 61, 600, 3600]) {
      const wait = retryAfterIn(seconds, fr);
      expect(wait).toBe(retryAfterText(seconds));
      expect(fr("forms.tooManyFromAddress", { retryAfter: wait })).toBe(tooManyFromAddressText(retryAfterText(seconds)));
      expect(fr("forms.tooManyForSite", { retryAfter: wait })).toBe(tooManyForSiteText(retryAfterText(seconds)));
      expect(fr("forms.rsvp.tooMany", { retryAfter: wait })).toBe(rsvpLimitText(retryAfterText(seconds)));
    }
    expect(retryAfterIn(60, translator("en"))).toBe("1 minute");
    expect(retryAfterIn(600, translator("de"))).toBe("10 Minuten");
  });
});
