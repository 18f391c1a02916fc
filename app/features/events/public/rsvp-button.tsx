import { useEffect, useId, useRef, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { Users } from "~/components/icon/icons";
import { showToast } from "~/components/ui/toaster";
import { errorToast } from "~/lib/toast";
import { siteHref, type LinkContext } from "~/features/site-resolution/site-links";
import type { EventRsvpState } from "../event-rsvps.server";
import type { RsvpActionResult } from "../rsvp-action.server";
import { RSVP_TEXTS, rsvpCountText } from "../rsvp-text";

const NO_ANSWERS: EventRsvpState = { count: 0, going: false };

/**
 * 'Je viendrai 👍' (public-site.md §2, §6). A plain POST form, so it works without JavaScript
 * (the server redirects back to #events); with it, a fetcher answers in place and the page's
 * counts revalidate. Once counted, the button shows it (pressed, 'Vous venez 👍') and stays
 * focusable — pressing again changes nothing.
 */
export function RsvpButton({ eventId, titleId, rsvp = NO_ANSWERS, links }: { eventId: string; titleId: string; rsvp?: EventRsvpState; links: LinkContext }) {
  const fetcher = useFetcher<RsvpActionResult>({ key: `rsvp-${eventId}` });
  const location = useLocation();
  const countId = useId();
  const action = siteHref(`/merchant/events/${eventId}/rsvp`, links);
  const returnTo = location.pathname === "/" ? "/" : "/merchant";

  const answer = fetcher.data;
  const pending = fetcher.state !== "idle";
  const refused = answer && !answer.ok && !pending ? answer : null;
  const going = rsvp.going || pending || answer?.ok === true;
  // The page's counts arrive with the revalidation that follows the answer; until then, the answer's.
  const count = rsvp.going ? rsvp.count : answer?.ok ? Math.max(answer.count, rsvp.count) : pending ? rsvp.count + 1 : rsvp.count;

  const toasted = useRef<RsvpActionResult | null>(null);
  useEffect(() => {
    if (!refused || toasted.current === refused) return;
    toasted.current = refused;
    showToast(errorToast(refused.message, RSVP_TEXTS.errorTitle));
  }, [refused]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (going) return;
    void fetcher.submit({ returnTo, via: "fetcher" }, { method: "post", action });
  }

  return (
    <fetcher.Form method="post" action={action} onSubmit={handleSubmit} className="site-rsvp-form">
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        aria-pressed={going}
        aria-disabled={going || undefined}
        aria-describedby={`${titleId} ${countId}`}
        className="site-rsvp"
      >
        {going ? RSVP_TEXTS.going : RSVP_TEXTS.button}
      </button>
      <p id={countId} aria-live="polite" className="site-meta">
        <Users aria-hidden="true" />
        {rsvpCountText(count)}
      </p>
      {refused ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          {refused.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
