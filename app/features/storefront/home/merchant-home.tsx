import type { SitePlan } from "~/db/enums";
import { planIncludes } from "~/features/plans/plans";
import type { LinkContext } from "~/features/site-resolution/site-links";
import type { HomeStatus, ShownHomePage } from "~/features/home/home-data.server";
import type { EventRsvpState } from "~/features/events/event-rsvps.server";
import { HomeHero } from "~/features/home/public/home-hero";
import { HomeHighlight } from "~/features/home/public/home-highlight";
import { HomeReassurance } from "~/features/home/public/home-reassurance";
import { HomeEvents } from "~/features/home/public/home-events";
import { FormPrivacyNotice } from "~/features/legal/public/form-privacy-notice";
import { LEGAL_PAGES, REVIEWS_NOTICE_ID } from "~/features/legal/legal-notice";
import { siteHref } from "~/features/site-resolution/site-links";
import { HomeFeaturedProducts } from "~/features/home/public/home-featured-products";
import { HomeTestimonials } from "~/features/home/public/home-testimonials";
import { HomeContact } from "~/features/home/public/home-contact";
import { orderSteps, StepsSection } from "~/features/home/public/home-steps";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { ShareScript } from "~/features/storefront/enhance/enhance-script";

type Props = {
  siteName: string;
  /** Featured products only with the products page. */
  plan: SitePlan;
  home: ShownHomePage;
  status: HomeStatus | null;
  rsvps: Record<string, EventRsvpState>;
  links: LinkContext;
  /** The home's canonical URL for 'Partager' on events: Expert sites only, else null. */
  shareUrl: string | null;
};

/**
 * The merchant home, in the spec's order (hero, 'En ce moment', reassurance,
 * events, featured products, testimonials), then the steps and contact sections the spec allows:
 * how to order, right before the way to reach the shop.
 */
export function MerchantHome({ siteName, plan, home, status, rsvps, links, shareUrl }: Props) {
  const withProducts = planIncludes(plan, "products");
  const { t } = usePageLanguage();
  // Expert sites: 'Partager' on events, the Web Share API brought by the page's script.
  return (
    <>
      {shareUrl && home.events.length > 0 ? <ShareScript /> : null}
      <HomeHero hero={home.hero} siteName={siteName} links={links} fallbackSubtitle={t("footer.tagline")} status={status} withProducts={withProducts} />
      {home.highlight ? <HomeHighlight highlight={home.highlight} /> : null}
      <HomeReassurance items={home.reassurance} />
      <HomeEvents
        events={home.events}
        rsvps={rsvps}
        links={links}
        shareUrl={shareUrl}
        shareTitle={siteName}
        // ONE line under the list, not per event (the home's 40 KB budget).
        notice={
          <FormPrivacyNotice privacyHref={siteHref(LEGAL_PAGES.privacy.path, links)} text={t("legal.eventsNotice")} className="mt-8 text-center text-sm" />
        }
      />
      {withProducts ? <HomeFeaturedProducts products={home.featuredProducts} links={links} /> : null}
      {home.testimonials.length > 0 ? (
        <HomeTestimonials
          testimonials={home.testimonials}
          statement={home.reviewStatement}
          noticeHref={siteHref(`${LEGAL_PAGES.notice.path}#${REVIEWS_NOTICE_ID}`, links)}
        />
      ) : null}
      <StepsSection id="comment-commander" eyebrow={t("home.stepsEyebrow")} title={t("home.stepsTitle")} steps={orderSteps(t, withProducts)} links={links} />
      <HomeContact contact={home.contact} links={links} />
    </>
  );
}
