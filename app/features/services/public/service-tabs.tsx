import { ArrowDown, ClipboardList } from "~/components/icon/icons";
import { buttonVariants } from "~/components/ui/button";
import { siteHref, type LinkContext } from "~/features/site-resolution/site-links";
import { cn } from "~/lib/cn";
import { EmptyState } from "~/components/storefront/page-parts";
import { SiteImage } from "~/features/media/site-image";
import { QUOTE_SECTION_ID, type ShownServiceCategory } from "~/features/services/services-defaults";
import { Shown } from "~/lib/i18n/translated-text";
import type { SlotSizes } from "~/features/media/responsive-image";
import { usePageLanguage } from "~/lib/i18n/page-language";

/**
 * A photo of a category: half of the card's inner width (p-6, then p-10 from sm; gap 12 then
 * 16 px), the card's 6/11 column from lg (gap 48 px); a first photo of an odd count spans both.
 */
const PHOTO: SlotSizes = [
  ["(min-width: 1200px)", "272px"],
  ["(min-width: 1024px)", "calc(27.3vw - 56px)"],
  ["(min-width: 640px)", "calc(50vw - 72px)"],
  [null, "calc(50vw - 46px)"],
];
const WIDE_PHOTO: SlotSizes = [
  ["(min-width: 1200px)", "560px"],
  ["(min-width: 1024px)", "calc(54.5vw - 96px)"],
  ["(min-width: 640px)", "calc(100vw - 128px)"],
  [null, "calc(100vw - 80px)"],
];
type Props = {
  categories: ShownServiceCategory[];
  /** The category shown first where one shows at a time (`?tab=`, else the first). */
  initialTabId: string | null;
  links: LinkContext;
};

/**
 * One tab per service category, first active by default. Sent as HTML that
 * needs nothing else: a row of links to the categories, every category below. The page's script
 * (enhance.browser.ts) sets `.js` on <html> before this is parsed, so from the first paint the
 * stylesheet shows only the active category, then turns the links into ARIA tabs (arrow keys,
 * Home, End). 'Demander un devis' opens the page with the service chosen in the quote form
 * (`?service=`, #devis-section); with the script, it does so in place.
 */
export function ServiceTabs({ categories, initialTabId, links }: Props) {
  const { t } = usePageLanguage();
  if (categories.length === 0) {
    return (
      <EmptyState icon={<ClipboardList />} title={t("services.emptyTitle")}>
        {t("services.emptyText")}
      </EmptyState>
    );
  }
  const activeId = initialTabId ?? categories[0]!.id;
  const quoteHref = (name: string) => siteHref(`/merchant/services?${new URLSearchParams({ tab: name, service: name }).toString()}#${QUOTE_SECTION_ID}`, links);

  return (
    <div data-tabs="" className="grid gap-8">
      <nav data-tablist="" aria-label={t("services.heading")} className="flex flex-wrap justify-center gap-2">
        {categories.map((category, index) => (
          <a
            key={category.id}
            id={`onglet-${index + 1}`}
            href={`#prestation-${index + 1}`}
            data-tab=""
            data-active={category.id === activeId ? "" : undefined}
            className="inline-flex h-11 shrink-0 items-center justify-center rounded-full border border-gray-200 bg-white px-5 text-[0.9375rem] font-medium whitespace-nowrap text-gray-700 shadow-xs transition-colors hover:border-site-primary hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-site-secondary in-[.js]:data-active:border-site-primary in-[.js]:data-active:bg-site-primary in-[.js]:data-active:text-site-on-primary in-[.js]:data-active:shadow-sm"
          >
            <Shown value={category.label} />
          </a>
        ))}
      </nav>
      {categories.map((category, index) => (
        <section
          key={category.id}
          id={`prestation-${index + 1}`}
          data-tabpanel=""
          data-active={category.id === activeId ? "" : undefined}
          aria-labelledby={`prestation-${index + 1}-titre`}
          className="scroll-mt-24 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-black/5 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-site-secondary sm:p-10 in-[.js]:not-data-active:hidden"
        >
          <div className={cn("grid gap-8", category.images.length > 0 && "lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12")}>
            <div className="flex flex-col">
              <h3 id={`prestation-${index + 1}-titre`} className="font-display text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
                <Shown value={category.title} />
              </h3>
              {category.description ? (
                <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-gray-700">
                  <Shown value={category.description} />
                </p>
              ) : null}
              <div className="mt-8">
                <a href={quoteHref(category.name)} data-quote-service={category.name} className={cn(buttonVariants({ size: "lg" }), "rounded-full px-7")}>
                  {t("services.requestQuote")}
                  <ArrowDown aria-hidden="true" />
                </a>
              </div>
            </div>
            {category.images.length > 0 ? (
              <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-label={t("services.photos", { title: category.title.text })}>
                {category.images.map((image, imageIndex) => (
                  <li key={image.id} className={cn(category.images.length % 2 === 1 && imageIndex === 0 && "col-span-2")}>
                    <SiteImage
                      src={image.url}
                      alt={t("services.photo", { title: category.title.text, number: imageIndex + 1 })}
                      width={900}
                      height={675}
                      sizes={category.images.length % 2 === 1 && imageIndex === 0 ? WIDE_PHOTO : PHOTO}
                      coverBox={4 / 3}
                      className="aspect-[4/3] h-full w-full rounded-2xl object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
      ))}
    </div>
  );
}
