import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { Toaster, useResultToast } from "~/components/ui/toaster";
import { PageToasts } from "~/components/ui/page-toasts";
import { readToast } from "~/lib/toast.server";
import { useNonce } from "~/lib/nonce";
import { Stylesheet } from "~/lib/inline-css";
import { NotFoundPage } from "~/features/not-found/not-found-page";
import { pageLanguageOf } from "~/lib/i18n/languages";
import { OutagePage } from "~/features/outage/outage-page";
import adminStylesheet from "~/app.css?url";
import landingStylesheet from "~/landing.css?url";
import siteStylesheet from "~/site.css?url";
import headingFont from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";

export function links() {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The flash toast (a cookie, after a redirect) or the one this request's action handed over. A
  // request carrying the cookie is never served from nor stored in the page cache (ADR 014), and
  // the Set-Cookie that clears it goes only to that request: other visitors' pages stay cacheable.
  const { toast, clear } = await readToast(context.config, request, context);
  return data({ toast }, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

/**
 * What a route module may say in its `handle`: `hydrate: false` for a page that works entirely as
 * server HTML (links, GET forms, plain POST forms, popovers): it is sent without any script.
 */
export type RouteHandle = {
  hydrate?: boolean;
  /**
   * Whether the page's largest paint is a picture (the merchant home's hero photo). The heading
   * font is then not preloaded: on a slow connection it would take bandwidth from that picture,
   * while a swap of the title's font over a photo moves nothing.
   */
  largestPaintIsImage?: (data: unknown) => boolean;
  /** A back-office route that draws a merchant page (the appearance preview): the sites' stylesheet. */
  stylesheet?: "site";
};

/**
 * A page hydrates when every matched route allows it (a layout says nothing). In the browser it is
 * always yes: the document is only rendered there when it has been hydrated, and a client-side
 * navigation towards a page without scripts must not take the running ones away.
 */
function useHydration(): boolean {
  const matches = useMatches();
  if (typeof document !== "undefined") return true;
  return matches.every((match) => (match.handle as RouteHandle | undefined)?.hydrate !== false);
}

/**
 * Three stylesheets, each built from the files its pages render: a merchant site's pages, the
 * platform's public pages (landing, not-found), and the back-office.
 */
function useStylesheet(): { href: string; public: boolean } {
  const matches = useMatches();
  const storefront = useRouteLoaderData<{ site: unknown; comingSoon?: unknown }>("routes/storefront/layout");
  if (matches.some((match) => (match.handle as RouteHandle | undefined)?.stylesheet === "site")) return { href: siteStylesheet, public: false };
  if (matches.some((match) => match.id.startsWith("routes/admin/"))) return { href: adminStylesheet, public: false };
  // A draft's 'Bientôt en ligne' is drawn with the sites' stylesheet too.
  return { href: storefront?.site || storefront?.comingSoon ? siteStylesheet : landingStylesheet, public: true };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // A page under a language's prefix is in that language (ADR 047); every other page is French.
  const location = useLocation();
  const hydrate = useHydration();
  const toast = useRouteLoaderData<typeof loader>("root")?.toast ?? null;
  const stylesheet = useStylesheet();
  const matches = useMatches();
  const preloadHeadingFont = stylesheet.public && !matches.some((match) => (match.handle as RouteHandle | undefined)?.largestPaintIsImage?.(match.data));
  return (
    <html lang={pageLanguageOf(location.pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {preloadHeadingFont ? (
          // The headings' font: the first title is above the fold on every public page, and often
          // its largest paint (a late swap would also move the text under it).
          <link rel="preload" href={headingFont} as="font" type="font/woff2" crossOrigin="" />
        ) : null}
        <Stylesheet href={stylesheet.href} />
        <Links />
      </head>
      <body className="min-h-dvh bg-white text-gray-900 antialiased">
        {children}
        {hydrate ? (
          <>
            <Toaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // Without scripts, the toast is written by the server (the hydrated App shows it with sonner).
          <PageToasts toasts={toast ? [toast] : []} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  // The flash toast of a redirect (or the one the action handed over), shown as every answer is.
  useResultToast(toast ? { id: toast.id, toast } : null);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A navigation or a form whose data request met a database outage (ADR 019).
  if (isRouteErrorResponse(error) && error.status === 503) {
    const admin = location.pathname === "/admin" || location.pathname.startsWith("/admin/");
    return <OutagePage area={admin ? "admin" : "public"} retryHref={`${location.pathname}${location.search}`} />;
  }
  const details = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : "";
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">Une erreur s'est produite</h1>
      <p className="text-gray-600">Veuillez réessayer dans un instant. Si le problème persiste, contactez le support.</p>
      {import.meta.env.DEV && details ? <pre className="max-w-full overflow-auto rounded bg-gray-100 p-3 text-left text-xs">{details}</pre> : null}
      <a className="underline" href="/">
        Retour à l'accueil
      </a>
    </main>
  );
}
