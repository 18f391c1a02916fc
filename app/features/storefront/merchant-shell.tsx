import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import type { LinkContext } from "~/features/site-resolution/site-links";
import { themeStyle } from "~/features/appearance/theme";
import { loadingTextFor, merchantNav } from "./merchant-nav";
import { MerchantHeader } from "./merchant-header";
import { MerchantFooter } from "./merchant-footer";
import type { ShellSite } from "./shell-site";

type Props = {
  site: ShellSite;
  links: LinkContext;
  /** The platform's own address (config.publicUrl) for the 'Site propulsé par' credit. */
  platformUrl?: string;
  children: ReactNode;
};

/** Header, footer and theme of every merchant page; the site's colours are set here as CSS variables. */
export function MerchantShell({ site, links, platformUrl, children }: Props) {
  // Only the pages the site's plan includes (issue 14).
  const nav = merchantNav(site.plan);
  return (
    <div style={themeStyle(site.colors)} className="site-theme flex min-h-dvh flex-col bg-white font-sans text-gray-900">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:top-4 focus:left-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Aller au contenu
      </a>
      <MerchantHeader site={site} links={links} nav={nav} />
      <PageLoading />
      <main id="contenu" className="flex-1">
        {children}
      </main>
      <MerchantFooter site={site} links={links} platformUrl={platformUrl} nav={nav} />
    </div>
  );
}

/**
 * The spec's loading text of the page being opened ('Chargement du site...' for the home…), shown
 * during a client-side navigation to another page. Fades in after a short delay so quick
 * navigations do not flash it. Server-rendered pages already carry their data: never shown there.
 */
function PageLoading() {
  const navigation = useNavigation();
  const location = useLocation();
  const text = navigation.state === "loading" && navigation.location ? loadingTextFor(location.pathname, navigation.location.pathname) : null;
  if (!text) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-30 flex justify-center px-4 pt-3">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5 overflow-hidden bg-site-primary/20">
        <div className="h-full w-full animate-[vt-slide-in-left_1.2s_ease-in-out_infinite] bg-site-primary" />
      </div>
      <Spinner
        label={text}
        showLabel
        size="sm"
        className="animate-[vt-fade-in_200ms_ease-out_250ms_both] rounded-full bg-white/95 px-4 py-2 text-gray-800 shadow-lg ring-1 ring-black/5"
      />
    </div>
  );
}
