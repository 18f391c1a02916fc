import { themeStyle } from "~/features/appearance/theme";
import { responsiveImage } from "~/features/media/responsive-image";
import { useShownImage } from "~/features/media/shown-image";
import { useLocation } from "react-router";
import type { ComingSoonSite } from "~/features/storefront/draft/draft-view";
import { pageLanguageOf } from "~/lib/i18n/languages";
import { translator } from "~/lib/i18n/messages";

/**
 * What a visitor of a draft site sees on every page: the shop's name, its logo and
 * colours when set, and 'Bientôt en ligne'. Plain HTML, no script (ADR 015). In the language of
 * the address: the layout may draw it before it knows the page's language.
 */
export function ComingSoonPage({ site }: { site: ComingSoonSite }) {
  const t = translator(pageLanguageOf(useLocation().pathname));
  const logoUrl = useShownImage(site.logoUrl);
  const logo = logoUrl ? responsiveImage(logoUrl, { sizes: [[null, "96px"]] }) : null;
  const initial = site.name.trim().charAt(0).toUpperCase() || "V";
  return (
    <div style={themeStyle(site.colors)} className="site-theme flex min-h-dvh flex-col bg-site-tint font-sans text-gray-900">
      <div aria-hidden="true" className="h-1.5 bg-site-primary" />
      <main className="flex flex-1 items-center justify-center px-5 py-16">
        <div className="w-full max-w-lg rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-black/5 sm:px-12">
          {logo ? (
            <img src={logo.src} srcSet={logo.srcSet} sizes={logo.sizes} alt="" width={96} height={96} className="mx-auto size-24 rounded-2xl object-contain" />
          ) : (
            <div
              aria-hidden="true"
              className="mx-auto grid size-20 place-items-center rounded-full bg-site-primary font-display text-4xl font-semibold text-site-on-primary shadow-md ring-8 ring-site-tint"
            >
              {initial}
            </div>
          )}
          <p className="mt-8 font-display text-xl font-semibold text-gray-700 sm:text-2xl">{site.name}</p>
          <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight text-gray-950 sm:text-5xl">{t("comingSoon.title")}</h1>
          <div aria-hidden="true" className="mx-auto mt-6 h-1 w-16 rounded-full bg-site-accent" />
          <p className="mt-6 text-lg text-gray-700">{t("comingSoon.lead")}</p>
        </div>
      </main>
      <footer className="px-5 pb-8 text-center text-sm text-gray-600">{t("comingSoon.note")}</footer>
    </div>
  );
}
