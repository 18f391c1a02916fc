import type { ReactNode } from "react";
import { CalendarDays, PartyPopper, Tag } from "~/components/icon/icons";
import { cn } from "~/lib/cn";
import type { LinkContext } from "~/features/site-resolution/site-links";
import type { EventRsvpState } from "~/features/events/event-rsvps.server";
import { RsvpButton } from "~/features/events/public/rsvp-button";
import { ShareButton, SharePanel } from "~/components/storefront/share-button";
import type { ShownHomeEvent } from "~/features/home/home-data.server";
import { CONTAINER, SectionHeading } from "~/features/home/public/section-heading";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { shareLabelsOf } from "~/lib/i18n/share-labels";
import { Shown } from "~/lib/i18n/translated-text";
import { messageParts } from "~/lib/i18n/message-parts";

const TYPE_LABELS = { event: "events.typeEvent", promotion: "events.typePromotion" } as const;

/** Three columns on wide screens unless that would leave a lonely card on the last row (4 → 2 × 2). */
function threeColumns(count: number): boolean {
  return count >= 3 && count % 3 !== 1;
}

type Props = {
  events: ShownHomeEvent[];
  /** 'Je viendrai 👍' answers by event id (events nobody answered yet are absent). */
  rsvps: Record<string, EventRsvpState>;
  links: LinkContext;
  /** The home's canonical URL on an Expert site: each event gets 'Partager'. */
  shareUrl?: string | null;
  /** The page's title, shared by 'Partager' without JavaScript. */
  shareTitle?: string;
  /** One line under the list (the privacy notice of 'Je viendrai 👍'); none without events. */
  notice?: ReactNode;
};

/** 'Nos prochains rendez-vous' (#events): events and promotions with their free-text date. */
export function HomeEvents({ events, rsvps, links, shareUrl = null, shareTitle = "", notice }: Props) {
  const { t } = usePageLanguage();
  const shareLabels = shareLabelsOf(t);
  return (
    <section id="events" aria-labelledby="rendez-vous" className="scroll-mt-20 bg-site-tint py-16 sm:py-24">
      <div className={CONTAINER}>
        <SectionHeading id="rendez-vous" eyebrow={t("events.eyebrow")} title={t("events.title")} />
        {events.length === 0 ? (
          <p className="mx-auto mt-10 max-w-xl rounded-2xl bg-white px-6 py-8 text-center text-gray-700 ring-1 ring-black/5">
            {messageParts(t, "events.none", {}, { nbsp: true })}
          </p>
        ) : (
          <ul className={cn("mt-12 grid gap-6 md:grid-cols-2", threeColumns(events.length) && "lg:grid-cols-3")}>
            {events.map((event, index) => {
              const promotion = event.type === "promotion";
              // Short ids (not the event's uuid, repeated in three attributes): the home's HTML budget.
              const titleId = `evenement-${index + 1}`;
              const TypeIcon = promotion ? Tag : PartyPopper;
              return (
                <li key={event.id}>
                  <article
                    aria-labelledby={titleId}
                    className="site-card flex h-full flex-col"
                  >
                    <div className="site-card-head">
                      <span
                        className={cn(
                          "site-chip",
                          promotion ? "bg-amber-100 text-amber-900" : "bg-site-tint-strong text-gray-900",
                        )}
                      >
                        <TypeIcon aria-hidden="true" className="size-3.5" />
                        {t(TYPE_LABELS[event.type] ?? TYPE_LABELS.event)}
                      </span>
                      <p className="site-meta">
                        <CalendarDays aria-hidden="true" />
                        <Shown value={event.date} />
                      </p>
                    </div>
                    <h3 id={titleId} className="site-card-title">
                      <Shown value={event.title} />
                    </h3>
                    <p className="site-card-text">
                      <Shown value={event.description} />
                    </p>
                    <div className="site-card-actions">
                      <RsvpButton eventId={event.id} titleId={titleId} rsvp={rsvps[event.id]} links={links} />
                      {shareUrl ? <ShareButton url={`${shareUrl}#events`} title={event.title.text} headingId={titleId} labels={shareLabels} /> : null}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
        {events.length > 0 ? notice : null}
        {shareUrl && events.length > 0 ? <SharePanel url={`${shareUrl}#events`} title={shareTitle} labels={shareLabels} /> : null}
      </div>
    </section>
  );
}
