import { Sparkles } from "~/components/icon/icons";
import { cn } from "~/lib/cn";
import type { ShownHighlight } from "~/features/home/home-data.server";
import { CONTAINER } from "~/features/home/public/section-heading";
import { FallbackImage } from "~/features/home/public/fallback-image";
import type { SlotSizes } from "~/features/media/responsive-image";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { Shown } from "~/lib/i18n/translated-text";

/**
 * Each photo's slot: two side by side in the container (the right column from lg: 1.1 of 2.1
 * of the container, less the 64 px gap), or one at most 320 px wide (max-w-xs).
 */
const TWO_PHOTOS: SlotSizes = [
  ["(min-width: 1200px)", "273px"],
  ["(min-width: 1024px)", "23vw"],
  ["(min-width: 640px)", "calc(50vw - 36px)"],
  [null, "calc(50vw - 24px)"],
];
const ONE_PHOTO: SlotSizes = [[null, "320px"]];

/** 'En ce moment': title, description and up to two photos in 9:16 boxes. */
export function HomeHighlight({ highlight }: { highlight: ShownHighlight }) {
  const { t } = usePageLanguage();
  const images = highlight.images.slice(0, 2);
  return (
    <section aria-labelledby="en-ce-moment" className="bg-site-tint py-16 sm:py-24">
      <div className={cn(CONTAINER, "grid items-center gap-10", images.length > 0 && "lg:grid-cols-[1fr_1.1fr] lg:gap-16")}>
        <div className={cn(images.length === 0 && "mx-auto max-w-2xl text-center")}>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-gray-900 shadow-sm ring-1 ring-black/5">
            <Sparkles aria-hidden="true" className="size-4 text-site-primary" />
            {t("home.highlight")}
          </p>
          <h2 id="en-ce-moment" className="mt-5 font-display text-3xl leading-tight font-semibold tracking-tight text-gray-950 sm:text-4xl">
            {highlight.title ? <Shown value={highlight.title} /> : t("home.highlight")}
          </h2>
          {highlight.description ? (
            <p className="mt-5 text-lg leading-relaxed whitespace-pre-line text-gray-700">
              <Shown value={highlight.description} />
            </p>
          ) : null}
        </div>
        {images.length > 0 ? (
          <div className={cn("grid gap-4 sm:gap-6", images.length === 2 ? "grid-cols-2" : "mx-auto w-full max-w-xs grid-cols-1")}>
            {images.map((src, index) => (
              <div
                key={src}
                className={cn(
                  "aspect-[9/16] overflow-hidden rounded-3xl bg-gray-100 shadow-xl ring-1 ring-black/5",
                  images.length === 2 && index === 1 && "translate-y-8 sm:translate-y-12",
                )}
              >
                <FallbackImage
                  src={src}
                  alt=""
                  width={540}
                  height={960}
                  sizes={images.length === 2 ? TWO_PHOTOS : ONE_PHOTO}
                  coverBox={9 / 16}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
