import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import { merchantPageMeta } from "~/features/seo/public/storefront-meta";
import { requireStorefront } from "~/features/storefront/storefront-context.server";
import { getContactInfo } from "~/features/settings/contact-info.server";
import { loadSiteHours, type SiteHours } from "~/features/hours/site-hours.server";
import { showPeriods } from "~/features/hours/public/shown-periods";
import { pageOverlay } from "~/features/languages/overlay.server";
import { submitContactForm } from "~/features/storefront/contact/contact-action.server";
import { pageFormToken, minFillMs } from "~/features/submissions/form-token.server";
import { forwardRetryAfter } from "~/features/submissions/handle-submission.server";
import { ContactPage } from "~/features/storefront/contact/contact-page";
import { showLocation, type ContactInfo } from "~/features/settings/contact-info";
import type { RouteHandle } from "~/root";
import { closedOnDraft } from "~/features/storefront/draft/draft-view.server";
import { withMissingImages } from "~/features/media/missing-images.server";
import { loadSection } from "~/lib/load-section.server";

/**
 * Sent without React (ADR 038): the form is a plain POST form, and the page's one inline script
 * (enhance.browser.ts) adds the visitor's token, the submitting state and the toast's timing.
 */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, language } = await requireStorefront(request, context);
  const now = new Date();

  // A failed section is logged and shown empty, never a 500 for the page.
  const [info, hours, overlay] = await Promise.all([
    loadSection<ContactInfo>(
      context,
      "contact page: contact details failed",
      () => getContactInfo(context.db, site.id),
      { emails: [], phones: [], location: null },
      site.id,
    ),
    loadSection<SiteHours>(context, "contact page: hours failed", () => loadSiteHours(context, site, now), { hours: [], periods: [] }, site.id),
    pageOverlay(context, site.id, language),
  ]);

  // A token of the visitor's own when the page is made for them alone (after a send, a toast);
  // none on a page the cache may serve to anyone (ADR 009, 014).
  const formToken = pageFormToken(context, "contact", site.id);
  return withMissingImages(context.media, {
    siteName: site.name,
    timeZone: site.timezone,
    serverNow: now.toISOString(),
    info: { ...info.value, location: showLocation(info.value.location, site.id, overlay) },
    hours: hours.value,
    shownPeriods: showPeriods(hours.value.periods, overlay),
    formToken,
    minFillMs: minFillMs(context),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return closedOnDraft(() => submitContactForm(request, context));
}

/** A refused post's Retry-After reaches the page (ADR 009). */
export function headers(args: Route.HeadersArgs) {
  return forwardRetryAfter(args);
}

export function meta({ matches }: Route.MetaArgs) {
  return merchantPageMeta(matches, { page: "contact" });
}

export default function ContactRoute() {
  const data = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  return <ContactPage {...data} actionResult={actionResult} />;
}
