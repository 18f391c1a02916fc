import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/services";
import { merchantPageMeta } from "~/features/seo/public/storefront-meta";
import { requireStorefrontPage } from "~/features/storefront/storefront-context.server";
import { loadServicesPage, showServices } from "~/features/services/services-page.server";
import { pageOverlay } from "~/features/languages/overlay.server";
import { initialTabId, preselectedService, SERVICES_LOADING_TEXT } from "~/features/services/services-defaults";
import { ServicesPage } from "~/features/storefront/services/services-page";
import { submitQuoteForm } from "~/features/storefront/services/quote-action.server";
import { quoteServiceOptions } from "~/features/quotes/quote-request-schema";
import { pageFormToken, minFillMs } from "~/features/submissions/form-token.server";
import { forwardRetryAfter } from "~/features/submissions/handle-submission.server";
import type { RouteHandle } from "~/root";
import { closedOnDraft } from "~/features/storefront/draft/draft-view.server";
import { withMissingImages } from "~/features/media/missing-images.server";

/**
 * Sent without React (ADR 038): the tabs are links to every category, the quote form a plain POST
 * form, and the page's one inline script (enhance.browser.ts) makes them tabs and adds the
 * visitor's token, the submitting state and the toast's timing.
 */
export const handle: RouteHandle & { loadingText: string } = { loadingText: SERVICES_LOADING_TEXT, hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, language } = await requireStorefrontPage(request, context, "services");
  const [loaded, overlay] = await Promise.all([
    loadServicesPage(context.db, site.id, (err, part) => {
      context.logger.error({ err, requestId: context.requestId, siteId: site.id, part }, "services page: a part failed to load");
    }),
    pageOverlay(context, site.id, language),
  ]);
  const page = showServices(loaded, site.id, overlay, language);
  // The form posts and stores the service's French name; it shows the name in the page's language.
  const shownNames = new Map(page.categories.map((category) => [category.name, category.label.text]));
  const serviceOptions = quoteServiceOptions(page.categories.map((category) => category.name)).map((option) => ({
    ...option,
    label: shownNames.get(option.value) ?? option.label,
  }));
  const url = new URL(request.url);
  return withMissingImages(context.media, {
    siteName: site.name,
    // A token of the visitor's own when the page is made for them alone (after a send, a toast);
    // none on a page the cache may serve to anyone (ADR 009, 014).
    formToken: pageFormToken(context, "quote", site.id),
    minFillMs: minFillMs(context),
    ...page,
    serviceOptions,
    initialTabId: initialTabId(url.searchParams.get("tab"), page.categories),
    initialService: preselectedService(
      url.searchParams.get("service"),
      serviceOptions.map((option) => option.value),
    ),
  });
}

/**
 * Stores a quote request for the site being shown (see quote-action.server.ts); a site whose plan
 * has no services page answers the not-found page, as its GET does.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return closedOnDraft(() => submitQuoteForm(request, context));
}

/** A refused post's Retry-After reaches the page (ADR 009). */
export function headers(args: Route.HeadersArgs) {
  return forwardRetryAfter(args);
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return merchantPageMeta(matches, { page: "services", title: loaderData?.header.title, description: loaderData?.header.description });
}

export default function ServicesRoute() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return <ServicesPage {...page} result={result} />;
}
