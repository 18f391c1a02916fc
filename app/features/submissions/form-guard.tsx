import { useId } from "react";
import { LoaderCircle, Send } from "~/components/icon/icons";
import { Button } from "~/components/ui/button";
import { HONEYPOT_FIELD, HONEYPOT_LABEL, TOKEN_FIELD } from "~/features/submissions/submission-fields";
import { useOptionalPageLanguage } from "~/lib/i18n/page-language-context";

/** Where a page served from the cache gets its visitor's own token (ADR 014). */
export const FORM_TOKEN_PATH = "/merchant/form-token";

/**
 * What a public form needs to be guarded (ADR 009): where it posts, its token (empty on a page
 * the cache may serve to anyone), where the page's script gets the visitor's own, and the minimum
 * fill time the script waits for before sending.
 */
export type GuardedFormProps = { action: string; formToken: string; tokenUrl: string; minFillMs: number };

/**
 * The hidden parts every public form carries (ADR 009): its signed token, and the honeypot — a
 * text input moved off-screen, hidden from assistive technologies and out of the tab order, so
 * only a robot fills it. An empty token (a cached page) is filled by the page's script; without
 * JavaScript the form is sent without one, and the server answers with the typed values and a
 * fresh token (firstSendFromCachedPage).
 */
export function FormGuardFields({ token }: { token: string }) {
  const id = useId();
  // The label in the page's language (ADR 047), French outside the storefront.
  const t = useOptionalPageLanguage()?.t;
  return (
    <>
      <input type="hidden" name={TOKEN_FIELD} value={token} data-token="" />
      <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-0 h-px w-px overflow-hidden opacity-0">
        <label htmlFor={`${id}-hp`}>{t ? t("forms.honeypotLabel") : HONEYPOT_LABEL}</label>
        <input id={`${id}-hp`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/**
 * A public form's send button. Its 'Envoi en cours...' state is drawn from the form's
 * `data-submitting` (set by the page's script, which also disables the fieldset around it): the
 * form carries the `group/form` class.
 */
export function SubmitButton({ label, submittingLabel, className }: { label: string; submittingLabel: string; className?: string }) {
  return (
    <Button type="submit" size="lg" className={className}>
      <Send aria-hidden="true" className="group-data-submitting/form:hidden" />
      <LoaderCircle aria-hidden="true" className="hidden animate-spin group-data-submitting/form:block" />
      <span className="group-data-submitting/form:hidden">{label}</span>
      <span className="hidden group-data-submitting/form:inline">{submittingLabel}</span>
    </Button>
  );
}
