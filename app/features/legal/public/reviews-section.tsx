import { REVIEWS_NOTICE_ID, type LegalFacts } from "~/features/legal/legal-notice";
import { LegalSection } from "~/features/legal/public/legal-page-frame";
import { usePageLanguage } from "~/lib/i18n/page-language";

/**
 * The legal notice's 'Avis clients', only on a site that shows reviews: how they are collected
 * and whether they are checked (the merchant's own words stay French), their two dates, that
 * none is ever edited, when one may be hidden (never for being negative), and their order.
 */
export function ReviewsNoticeSection({ facts }: { facts: Pick<LegalFacts, "hasReviews" | "reviewStatement"> }) {
  const { t, language } = usePageLanguage();
  if (!facts.hasReviews) return null;
  const statement = facts.reviewStatement?.trim() || null;
  return (
    <LegalSection id={REVIEWS_NOTICE_ID} title={t("reviews.notice.title")}>
      <p>{t("reviews.notice.collected")}</p>
      <p>
        <strong lang={statement && language !== "fr" ? "fr" : undefined}>{statement ?? t("home.reviewStatementDefault")}</strong>
      </p>
      <p>{t("reviews.notice.dates")}</p>
      <p>{t("reviews.notice.neverEdited")}</p>
      <p>{t("reviews.notice.hiding")}</p>
      <p>{t("reviews.notice.order")}</p>
    </LegalSection>
  );
}
