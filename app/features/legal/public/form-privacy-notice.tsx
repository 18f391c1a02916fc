import { LEGAL_NOTICE_TEXTS } from "../legal-notice";

/**
 * The one line under a public form, or under the home's events (issue 15): why the data is
 * asked, and the privacy page. Small on purpose: the home's HTML budget (40 KB).
 */
export function FormPrivacyNotice({ privacyHref, text = LEGAL_NOTICE_TEXTS.formNotice, className }: { privacyHref: string; text?: string; className?: string }) {
  return (
    <p className={className ?? "mt-4 text-xs leading-relaxed text-gray-600"}>
      {text} {LEGAL_NOTICE_TEXTS.learnMore}
      {"\u00a0: "}
      <a href={privacyHref} className="font-medium text-gray-900 underline underline-offset-4 hover:no-underline">
        Confidentialité
      </a>
    </p>
  );
}
