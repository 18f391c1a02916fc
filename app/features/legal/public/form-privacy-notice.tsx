import { usePageLanguage } from "~/lib/i18n/page-language";

/**
 * The one line under a public form, or under the home's events: why the data is
 * asked, and the privacy page, in the page's language (ADR 047). Small on purpose: the home's HTML budget (40 KB).
 */
export function FormPrivacyNotice({ privacyHref, text, className }: { privacyHref: string; text?: string; className?: string }) {
  const { t } = usePageLanguage();
  return (
    <p className={className ?? "mt-4 text-xs leading-relaxed text-gray-600"}>
      {/* One text node and short classes: this line is on the home, whose HTML is on a budget. */}
      {`${text ?? t("legal.formNotice")} ${t("legal.learnMore")} `}
      <a href={privacyHref} className="font-medium underline">
        {t("legal.privacyLink")}
      </a>
    </p>
  );
}
