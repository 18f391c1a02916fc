import { preload } from "react-dom";
import { Link } from "react-router";
import { ArrowRight, CalendarDays } from "~/components/icon/icons";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { siteHref, type LinkContext } from "~/features/site-resolution/site-links";
import type { HomeStatus, ShownHero } from "~/features/home/home-data.server";
import { LiveStatus } from "~/features/hours/public/live-status";
import { responsiveImage, storedImageSize, type SlotSizes } from "~/features/media/responsive-image";
import { ResponsiveImg } from "~/features/media/responsive-img";
import { useShownImage } from "~/features/media/shown-image";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { Shown } from "~/lib/i18n/translated-text";

/**
 * The hero photo covers the whole section: full width, and at least 34rem (40rem from sm) tall,
 * so a landscape photo is shown wider than the screen on a phone — as wide as its height asks.
 */
export function heroImageSizes(url: string): SlotSizes {
  const size = storedImageSize(url);
  if (!size) return [[null, "100vw"]];
  const ratio = size.width / size.height;
  const phone = Math.round(544 * ratio);
  const wide = Math.round(640 * ratio);
  return [
    ["(max-width: 639px)", phone >= 480 ? `${phone}px` : "100vw"],
    ...(wide > 640 ? ([[`(max-width: ${wide}px)`, `${wide}px`]] as const) : []),
    [null, "100vw"],
  ];
}

type Props = {
  hero: ShownHero;
  siteName: string;
  links: LinkContext;
  fallbackSubtitle: string;
  status: HomeStatus | null;
  /** False when the site's plan has no products page: the first button leads to the contact page. */
  withProducts?: boolean;
};

/**
 * Merchant hero: with a background photo (dark overlay so white text stays
 * readable) or without (a soft wash of the site's accent colour). The photo is the page's largest
 * element: fetched first (fetchpriority high, never lazy).
 */
export function HomeHero({ hero, siteName, links, fallbackSubtitle, status, withProducts = true }: Props) {
  // A photo the media store lacks is drawn as no photo (decided on the server, ADR 015).
  const imageUrl = useShownImage(hero.imageUrl);
  const withImage = Boolean(imageUrl);
  const image = imageUrl ? responsiveImage(imageUrl, { sizes: heroImageSizes(imageUrl) }) : null;
  // The page's largest element: a <link rel=preload> in the head (React puts it there while
  // rendering on the server) starts its download before the stylesheet is parsed.
  if (image) preload(image.src, { as: "image", imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: "high" });
  const { t } = usePageLanguage();
  const title = hero.title ?? { text: siteName };
  const subtitle = hero.subtitle ?? { text: fallbackSubtitle };
  return (
    <section aria-labelledby="hero-titre" className={cn("relative isolate overflow-hidden", withImage ? "bg-gray-900" : "bg-site-tint")}>
      {image ? (
        <>
          <ResponsiveImg
            image={image}
            alt=""
            width={1200}
            height={800}
            fetchPriority="high"
            loading="eager"
            className="absolute inset-0 -z-20 size-full object-cover"
          />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/45" />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/70 via-black/10 to-transparent sm:bg-gradient-to-r sm:from-black/60 sm:via-black/25" />
        </>
      ) : (
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          <div className="absolute -top-24 -right-24 size-96 rounded-full bg-site-tint-strong blur-3xl" />
          <div className="absolute -bottom-32 -left-20 size-[28rem] rounded-full bg-site-tint-strong blur-3xl" />
        </div>
      )}
      <div
        className={cn(
          "mx-auto flex w-full max-w-[1200px] flex-col px-4 sm:px-6",
          withImage ? "min-h-[34rem] justify-end pt-24 pb-14 sm:min-h-[40rem] sm:justify-center sm:py-24" : "items-center py-20 text-center sm:py-28",
        )}
      >
        <h1
          id="hero-titre"
          className={cn(
            "max-w-3xl font-display text-[2.5rem] leading-[1.08] font-semibold tracking-tight sm:text-6xl",
            withImage ? "text-white [text-shadow:0_2px_24px_rgb(0_0_0/0.35)]" : "text-gray-950",
          )}
        >
          <Shown value={title} />
        </h1>
        {status ? (
          <LiveStatus
            hours={status.hours}
            periods={status.periods}
            timeZone={status.timeZone}
            serverNow={status.serverNow}
            // The column stretches its items: the pill hugs its text instead.
            className={cn("mt-5", withImage && "self-start bg-white/90 ring-white/60")}
          />
        ) : null}
        {subtitle.text ? (
          <p className={cn("mt-5 max-w-2xl text-lg leading-relaxed sm:text-xl", withImage ? "text-white/90" : "text-gray-700")}>
            <Shown value={subtitle} />
          </p>
        ) : null}
        <div className={cn("mt-9 flex flex-col gap-3 sm:flex-row", !withImage && "sm:justify-center")}>
          <Button asChild size="lg" className="rounded-full px-7 shadow-md">
            <Link to={siteHref(withProducts ? "/merchant/products" : "/merchant/contact", links)} prefetch="intent">
              {t(withProducts ? "home.discoverProducts" : "home.contactUs")}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className={cn(
              "rounded-full px-7",
              withImage ? "border-white/70 bg-white/10 text-white backdrop-blur-sm hover:bg-white/20 hover:text-white" : "border-gray-300 bg-white/80 hover:bg-white",
            )}
          >
            <a href="#events">
              <CalendarDays aria-hidden="true" />
              {t("home.upcomingEvents")}
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
