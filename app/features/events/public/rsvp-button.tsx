import { useId } from "react";
import { useLocation } from "react-router";
import { Users } from "~/components/icon/icons";
import { siteHref, type LinkContext } from "~/features/site-resolution/site-links";
import type { EventRsvpState } from "~/features/events/event-rsvps.server";
import { rsvpCountText } from "~/features/events/rsvp-texts";
import { usePageLanguage } from "~/lib/i18n/page-language";

const NO_ANSWERS: EventRsvpState = { count: 0, going: false };

/**
 * 'Je viendrai 👍'. A plain POST form, rendered on the server only (the
 * page runs no React): the server counts the answer and redirects back to #events, or renders its
 * refusal. Once counted, the button shows it (pressed, 'Vous venez 👍') and stays focusable —
 * pressing again changes nothing.
 */
export function RsvpButton({ eventId, titleId, rsvp = NO_ANSWERS, links }: { eventId: string; titleId: string; rsvp?: EventRsvpState; links: LinkContext }) {
  const location = useLocation();
  const countId = useId();
  const action = siteHref(`/merchant/events/${eventId}/rsvp`, links);
  const returnTo = location.pathname === "/" ? "/" : "/merchant";
  const going = rsvp.going;
  const { t } = usePageLanguage();

  return (
    <form method="post" action={action} className="site-rsvp-form">
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        aria-pressed={going}
        aria-disabled={going || undefined}
        aria-describedby={`${titleId} ${countId}`}
        className="site-rsvp"
      >
        {t(going ? "events.rsvpGoing" : "events.rsvpButton")}
      </button>
      <p id={countId} aria-live="polite" className="site-meta">
        <Users aria-hidden="true" />
        {rsvpCountText(rsvp.count, t)}
      </p>
    </form>
  );
}
