import { openStatus, type DayHours, type SpecialPeriod } from "~/features/hours/hours";
import { cn } from "~/lib/cn";
import { useOptionalPageLanguage } from "~/lib/i18n/page-language-context";

export type LiveStatusProps = {
  hours: readonly DayHours[];
  periods: readonly SpecialPeriod[];
  /** The site's IANA time zone (`site.timezone`). */
  timeZone: string;
  /** The loader's `new Date().toISOString()`: the instant the page is drawn for. */
  serverNow: string;
  className?: string;
};

/**
 * 'Ouvert · ferme à 13:00' / 'Fermé · ouvre mardi à 09:00', from the hours module in the site's
 * time zone, at the loader's instant (the page is rendered on the server only; a back-office screen
 * keeps it right every minute with TickingLiveStatus). Nothing is shown while the site has no hours
 * of its own: the placeholder week is fine as an example table, not as a claim that the shop
 * is open right now.
 */
export function LiveStatus({ hours, periods, timeZone, serverNow, className }: LiveStatusProps) {
  // French, built into the hours module, where no page language is provided (the back-office).
  const lang = useOptionalPageLanguage() ?? undefined;
  if (hours.length === 0) return null;
  const now = new Date(serverNow);
  const status = openStatus({ hours, periods, now, timeZone, lang });
  return <OpenStatusLine isOpen={status.isOpen} text={status.text} className={className} />;
}

/** The line itself, for a caller that already keeps its own clock. */
export function OpenStatusLine({ isOpen, text, className }: { isOpen: boolean; text: string; className?: string }) {
  return (
    <p
      data-testid="open-status"
      className={cn(
        "inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset",
        isOpen ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : "bg-gray-100 text-gray-800 ring-gray-200",
        className,
      )}
    >
      <span aria-hidden="true" className="relative flex size-2.5">
        {isOpen ? <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:hidden" /> : null}
        <span className={cn("relative inline-flex size-2.5 rounded-full", isOpen ? "bg-emerald-500" : "bg-gray-400")} />
      </span>
      {text}
    </p>
  );
}
