import { Link, redirect, useActionData } from "react-router";
import { CircleAlert } from "~/components/icon/icons";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/event-rsvp";
import type { RouteHandle } from "~/root";
import { requireFormSite, requireStorefront } from "~/features/storefront/storefront-context.server";
import { siteHref } from "~/features/site-resolution/site-links";
import { submitEventRsvp } from "~/features/events/rsvp-action.server";
import { RSVP_TEXTS } from "~/features/events/rsvp-texts";
import { forwardRetryAfter } from "~/features/submissions/handle-submission.server";
import { closedOnDraft } from "~/features/storefront/draft/draft-view.server";
import { usePageLanguage } from "~/lib/i18n/page-language";

/** No form or control here needs a script (root.tsx): the page is sent as plain HTML. */
export const handle: RouteHandle = { hydrate: false };

/** Nothing to show on its own: a visit goes to the home page's events. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, selection, language } = await requireStorefront(request, context);
  return redirect(siteHref("/merchant#events", { siteId: site.id, customDomain: selection.customDomain, language }));
}

/** 'Je viendrai 👍' (see rsvp-action.server.ts). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return closedOnDraft(() => submitEventRsvp(request, context, params.eventId, requireFormSite));
}

/** A refused post's Retry-After reaches the page (ADR 009). */
export function headers(args: Route.HeadersArgs) {
  return forwardRetryAfter(args);
}

export function meta() {
  return [{ title: RSVP_TEXTS.button }, { name: "robots", content: "noindex" }];
}

/** Shown only to a browser without JavaScript whose answer was refused: why, and the way back, in the page's language. */
export default function EventRsvpRoute() {
  const result = useActionData<typeof action>();
  const { t } = usePageLanguage();
  const message = result?.message ?? t("forms.rsvp.refused");
  const back = result?.returnTo ?? "/merchant#events";
  return (
    <div className="mx-auto max-w-xl px-4 py-20 sm:py-28">
      <div role="alert" className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-black/5">
        <div className="flex gap-3">
          <CircleAlert aria-hidden="true" className="mt-1 size-6 shrink-0 text-red-700" />
          <div>
            <h1 className="font-display text-2xl font-semibold text-gray-900">{t("forms.errorTitle")}</h1>
            <p className="mt-2 text-gray-700">{message}</p>
          </div>
        </div>
        <Button asChild size="lg" className="mt-6 rounded-full">
          <Link to={back}>{t("forms.rsvp.back")}</Link>
        </Button>
      </div>
    </div>
  );
}
