import type { z } from "zod";
import { CATALOGUES, type MessageKey, type Translate } from "~/lib/i18n/messages";
import type { FormKind } from "~/features/submissions/form-token.server";

/**
 * The public forms' answers in the page's language (ADR 047). The schemas stay one set of rules,
 * written with their French messages; each issue they raise is named by a catalogue key
 * (`forms.<form>.<field>.<tooShort|tooLong|invalid>`) whose French text is the schema's own, so a
 * French page says exactly what it always said and another language says the same in its words.
 */

/** The catalogue key of one issue of a public form's schema, or null when the catalogue has none for it. */
export function issueMessageKey(form: FormKind, issue: z.ZodError["issues"][number]): MessageKey | null {
  const field = String(issue.path[0] ?? "");
  if (field === "") return null;
  const kind = issue.code === "too_small" ? "tooShort" : issue.code === "too_big" ? "tooLong" : "invalid";
  const key = `forms.${form}.${field}.${kind}`;
  return Object.hasOwn(CATALOGUES.fr, key) ? (key as MessageKey) : null;
}

/** First message per field of a failed parse, in the page's language (the schema's own message when no key names it). */
export function formFieldErrors<K extends string>(form: FormKind, error: z.ZodError, t: Translate): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "") as K;
    if (!field || out[field]) continue;
    const key = issueMessageKey(form, issue);
    out[field] = key ? t(key) : issue.message;
  }
  return out;
}

/** 'Réessayez dans 3 minutes': the wait a rate limit asks for, rounded up to whole minutes as `retryAfterText` does. */
export function retryAfterIn(seconds: number, t: Translate): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  // The number is passed as text: the French message has always written it without grouping.
  return t("forms.retryMinutes", { count: minutes, minutes: String(minutes) });
}
