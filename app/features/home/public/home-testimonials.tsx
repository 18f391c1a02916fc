import { Quote } from "~/components/icon/icons";
import { spriteUrl } from "~/components/icon/icon";
import { cn } from "~/lib/cn";
import type { HomeTestimonial } from "~/features/home/home-data.server";
import { CONTAINER, SectionHeading } from "~/features/home/public/section-heading";
import { clampRating, initialsFor, reviewDay, reviewMonth } from "~/features/testimonials/testimonial-format";
import { usePageLanguage } from "~/lib/i18n/page-language";

// Five 24-unit stars 2 px apart at 1.15rem (18.4 px) each: one SVG with five <use>s of the sprite's
// star instead of five SVGs (the merchant home's HTML budget is 40 KB).
const STAR_STEP = 24 + (2 * 24) / 18.4;
const STARS_VIEWBOX = `0 0 ${(4 * STAR_STEP + 24).toFixed(1)} 24`;

function Stars({ rating }: { rating: number }) {
  const { t } = usePageLanguage();
  const value = clampRating(rating);
  // Each <use> sized as one star: without width and height the symbol fills the whole five-star
  // viewport, centred, and only the last three stars showed, shifted right.
  const star = (n: number) => <use key={n} href={`${spriteUrl}#star`} x={((n - 1) * STAR_STEP).toFixed(1)} width="24" height="24" />;
  return (
    <svg role="img" aria-label={t("home.stars", { rating: value })} viewBox={STARS_VIEWBOX} className="ic site-stars">
      <g className="fill-amber-400 text-amber-400">{[1, 2, 3, 4, 5].filter((n) => n <= value).map(star)}</g>
      {value < 5 ? <g className="fill-gray-200 text-gray-200">{[1, 2, 3, 4, 5].filter((n) => n > value).map(star)}</g> : null}
    </svg>
  );
}

/**
 * 'Ce que nos clients disent': name, initials, text and 1 to 5 stars, each review with the day it
 * was published and, when given, the month of the experience (in the page's language; the review
 * itself stays in its author's French). Under the list, how the reviews are collected (the
 * merchant's own words in French, else the default in the page's language) and a link to the
 * legal notice's section on reviews.
 */
export function HomeTestimonials({ testimonials, statement, noticeHref }: { testimonials: HomeTestimonial[]; statement: string | null; noticeHref: string }) {
  const { t: say, locale, language } = usePageLanguage();
  return (
    <section aria-labelledby="avis-clients" className="bg-site-tint py-16 sm:py-24">
      <div className={CONTAINER}>
        <SectionHeading id="avis-clients" eyebrow={say("home.testimonialsEyebrow")} title={say("home.testimonialsTitle")} />
        <ul className={cn("mt-12 grid gap-6 md:grid-cols-2", testimonials.length >= 3 && testimonials.length % 3 !== 1 && "lg:grid-cols-3")}>
          {testimonials.map((t) => {
            const published = reviewDay(t.createdAt, locale);
            const month = reviewMonth(t.experienceMonth, locale);
            return (
              <li key={t.id}>
                <figure className="site-card site-card-soft relative flex h-full flex-col">
                  <Quote aria-hidden="true" className="site-quote-mark" />
                  <Stars rating={t.rating} />
                  <blockquote lang={t.lang} className="site-quote">{`«\u00a0${t.text.trim()}\u00a0»`}</blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <span aria-hidden="true" className="site-initials">
                      {initialsFor(t.customerName, t.customerInitials)}
                    </span>
                    <span className="grid">
                      <span lang={t.lang} className="font-semibold text-gray-950">
                        {t.customerName}
                      </span>
                      {/* One date a line: a separator would start the second line on a phone. */}
                      <span className="site-review-dates">
                        {published ? <span>{say("home.reviewPublished", { date: published })}</span> : null}
                        {month ? <span>{say("home.reviewExperience", { month })}</span> : null}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
        <p className="mt-10 text-center text-sm text-gray-700">
          {statement ? <span lang={language === "fr" ? undefined : "fr"}>{statement}</span> : say("home.reviewStatementDefault")}
          {" · "}
          <a href={noticeHref} className="font-medium text-gray-950 underline underline-offset-4 hover:no-underline">
            {say("home.reviewStatementLink")}
          </a>
        </p>
      </div>
    </section>
  );
}
