import { useState, type KeyboardEvent, type MouseEvent } from "react";
import { ArrowDown, ClipboardList } from "~/components/icon/icons";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { buttonVariants } from "~/components/ui/button";
import { siteHref, type LinkContext } from "~/features/site-resolution/site-links";
import { cn } from "~/lib/cn";
import { EmptyState } from "./page-parts";
import { SiteImage } from "./site-image";
import type { SlotSizes } from "~/features/media/responsive-image";

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
import { QUOTE_SECTION_ID, type ServiceCategoryView } from "./services-defaults";

type Props = {
  categories: ServiceCategoryView[];
  initialTabId: string | null;
  links: LinkContext;
  onRequestQuote(service: string): void;
};

/** A plain click (not a new-tab or modified click), which the page handles itself once hydrated. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * One tab per service category (public-site.md §2). The tabs are links to `?tab=<name>`, so
 * without JavaScript each one loads the page with that tab open; with it, Radix switches in place.
 */
export function ServiceTabs({ categories, initialTabId, links, onRequestQuote }: Props) {
  const [active, setActive] = useState(initialTabId ?? categories[0]?.id ?? "");
  if (categories.length === 0) {
    return (
      <EmptyState icon={<ClipboardList />} title="Aucun service disponible">
        Les services seront bientôt disponibles
      </EmptyState>
    );
  }
  const tabHref = (name: string, extra: Record<string, string> = {}, hash = "prestations") =>
    siteHref(`/merchant/services?${new URLSearchParams({ tab: name, ...extra }).toString()}#${hash}`, links);

  return (
    <Tabs value={active} onValueChange={setActive} className="gap-8">
      <TabsList aria-label="Nos prestations" className="h-auto w-full flex-wrap justify-center gap-2 bg-transparent p-0">
        {categories.map((category) => (
          <TabsTrigger
            key={category.id}
            value={category.id}
            asChild
            // A link, not a button: without JavaScript it opens the page on this tab.
            type={undefined}
            className="h-11 rounded-full border border-gray-200 bg-white px-5 text-[0.9375rem] text-gray-700 shadow-xs hover:border-site-primary hover:text-gray-900 data-[state=active]:border-site-primary data-[state=active]:bg-site-primary data-[state=active]:text-site-on-primary data-[state=active]:shadow-sm"
          >
            <a
              href={tabHref(category.name)}
              onClick={(event) => {
                if (isPlainClick(event)) event.preventDefault();
              }}
              onKeyDown={(event: KeyboardEvent) => {
                // Space selects the tab (Radix) and must not scroll the page like on a link.
                if (event.key === " ") event.preventDefault();
              }}
            >
              {category.name}
            </a>
          </TabsTrigger>
        ))}
      </TabsList>
      {categories.map((category) => (
        <TabsContent key={category.id} value={category.id} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-black/5 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-site-secondary sm:p-10">
          <div className={cn("grid gap-8", category.images.length > 0 && "lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12")}>
            <div className="flex flex-col">
              <h3 className="font-display text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">{category.title}</h3>
              {category.description ? <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-gray-700">{category.description}</p> : null}
              <div className="mt-8">
                <a
                  href={tabHref(category.name, { service: category.name }, QUOTE_SECTION_ID)}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onRequestQuote(category.name);
                  }}
                  className={cn(buttonVariants({ size: "lg" }), "rounded-full px-7")}
                >
                  Demander un devis
                  <ArrowDown aria-hidden="true" />
                </a>
              </div>
            </div>
            {category.images.length > 0 ? (
              <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-label={`Photos : ${category.title}`}>
                {category.images.map((image, index) => (
                  <li key={image.id} className={cn(category.images.length % 2 === 1 && index === 0 && "col-span-2")}>
                    <SiteImage
                      src={image.url}
                      alt={`${category.title}, photo ${index + 1}`}
                      width={900}
                      height={675}
                      sizes={category.images.length % 2 === 1 && index === 0 ? WIDE_PHOTO : PHOTO}
                      coverBox={4 / 3}
                      className="aspect-[4/3] h-full w-full rounded-2xl object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
