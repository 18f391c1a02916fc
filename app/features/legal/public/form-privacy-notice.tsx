import { LEGAL_NOTICE_TEXTS } from "~/features/legal/legal-notice";

/**
 * The one line under a public form, or under the home's events: why the data is
 * asked, and the privacy page. Small on purpose: the home's HTML budget (40 KB).
 */
export function FormPrivacyNotice({ privacyHref, text = LEGAL_NOTICE_TEXTS.formNotice, className }: { privacyHref: string; text?: string; className?: string }) {
  return (
    <p className={className ?? "mt-4 text-xs leading-relaxed text-gray-600"}>
      {/* One text node and short classes: this line is on the home, whose HTML is on a budget. */}
      {`${text} ${LEGAL_NOTICE_TEXTS.learnMore}\u00a0: `}
      <a href={privacyHref} className="font-medium underline">
        Confidentialité
      </a>
    </p>
  );
}
