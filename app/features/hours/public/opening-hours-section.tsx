import { IconHeading } from "~/components/storefront/page-parts";
import { useId } from "react";
import { CalendarClock, Clock } from "~/components/icon/icons";
import { formatPeriodDates, openStatus, periodEffect, upcomingPeriods, weekTable, type HoursLanguage, type SpecialPeriod } from "~/features/hours/hours";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { cn } from "~/lib/cn";
import { OpenStatusLine, type LiveStatusProps } from "~/features/hours/public/live-status";
import { periodTexts, type ShownPeriods } from "~/features/hours/public/shown-periods";
import { Shown } from "~/lib/i18n/translated-text";

/**
 * 'Nos horaires d'ouverture': Monday → Sunday with today's row
 * highlighted, the banner of the special period covering today, the special periods starting or
 * ending within two months, and the live open/closed line. Every rule comes from the hours
 * module, in the site's time zone, at the loader's instant (rendered on the server only).
 */
type Props = LiveStatusProps & {
  /** The periods' labels and notes in the page's language (ADR 047); their own French without it. */
  shownPeriods?: ShownPeriods;
};

export function OpeningHoursSection({ hours, periods, timeZone, serverNow, className, shownPeriods }: Props) {
  const titleId = useId();
  const lang = usePageLanguage();
  const { t } = lang;
  const closed = t("hours.closed");
  const now = new Date(serverNow);

  const table = weekTable({ hours, periods, now, timeZone, lang });
  const status = openStatus({ hours, periods, now, timeZone, lang });
  const upcoming = upcomingPeriods(periods, now, timeZone);
  const banner = table.activePeriod;
  const bannerTexts = banner ? periodTexts(banner, shownPeriods) : null;

  return (
    <section aria-labelledby={titleId} className={cn("rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-8", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <IconHeading id={titleId} icon={<Clock aria-hidden="true" className="size-5" />}>
          {t("hours.title")}
        </IconHeading>
        {!table.usesPlaceholder ? <OpenStatusLine isOpen={status.isOpen} text={status.text} /> : null}
      </div>

      {banner && bannerTexts ? (
        <div role="note" data-testid="special-period-banner" className="mt-5 flex gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-inset ring-amber-200">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div className="grid gap-1">
            <p className="font-semibold">
              <Shown value={bannerTexts.title} />
            </p>
            {bannerTexts.description ? (
              <p className="text-sm leading-relaxed">
                <Shown value={bannerTexts.description} />
              </p>
            ) : null}
            <p className="text-sm text-amber-900">{formatPeriodDates(banner, lang)}</p>
          </div>
        </div>
      ) : null}

      <table className="mt-5 w-full border-separate border-spacing-0 text-left">
        <caption className="sr-only">{t("hours.caption")}</caption>
        <thead>
          <tr className="text-xs text-gray-600">
            <th scope="col" className="border-b border-gray-200 px-3 pb-2 font-semibold">
              {t("hours.dayColumn")}
            </th>
            <th scope="col" className="border-b border-gray-200 px-3 pb-2 text-right font-semibold">
              {t("hours.hoursColumn")}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr
              key={row.dayOfWeek}
              aria-current={row.isToday ? "date" : undefined}
              data-today={row.isToday || undefined}
              className={cn(row.isToday && "bg-site-tint-strong")}
            >
              <th scope="row" className={cn("border-b border-gray-100 px-3 py-3 align-top font-medium text-gray-900", row.isToday && "rounded-l-xl border-transparent font-semibold shadow-[inset_4px_0_0_var(--site-secondary,#2e7d32)]")}>
                <span className="flex flex-wrap items-center gap-2">
                  {row.label}
                  {row.isToday ? (
                    <span className="rounded-full bg-site-secondary px-2 py-0.5 text-xs font-semibold text-site-on-secondary">{t("hours.today")}</span>
                  ) : null}
                </span>
              </th>
              <td className={cn("border-b border-gray-100 px-3 py-3 text-right align-top tabular-nums", row.isToday && "rounded-r-xl border-transparent font-semibold", row.text === closed && !row.isToday ? "text-gray-500" : "text-gray-900")}>
                <HoursText text={row.text} />
                {row.period ? (
                  <span className="block text-xs font-normal text-amber-800">
                    <Shown value={periodTexts(row.period, shownPeriods).title} />
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {upcoming.length > 0 ? (
        <div className="mt-6">
          <h3 className="font-sans text-base font-semibold text-gray-900">{t("hours.special")}</h3>
          <ul className="mt-3 grid gap-3">
            {upcoming.map((period) => {
              const texts = periodTexts(period, shownPeriods);
              return (
                <li key={period.id} className="rounded-2xl bg-gray-50 p-4 ring-1 ring-inset ring-black/5">
                  <p className="font-medium text-gray-900">
                    <Shown value={texts.title} />
                  </p>
                  <p className="text-sm text-gray-600">{formatPeriodDates(period, lang)}</p>
                  {texts.description ? (
                    <p className="mt-1 text-sm leading-relaxed text-gray-700">
                      <Shown value={texts.description} />
                    </p>
                  ) : null}
                  <PeriodHours period={period} lang={lang} />
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** 'HH:MM - HH:MM, HH:MM - HH:MM' with line breaks only between ranges (the text stays verbatim). */
function HoursText({ text }: { text: string }) {
  const ranges = text.split(", ");
  return ranges.map((range, index) => (
    <span key={index}>
      {index > 0 ? ", " : null}
      <span className="whitespace-nowrap">{range}</span>
    </span>
  ));
}

/** A period's hours in a line or two: 'Fermé', a single day's ranges, or its week grouped (`periodEffect`). */
function PeriodHours({ period, lang }: { period: SpecialPeriod; lang: HoursLanguage }) {
  const effect = periodEffect(period, lang);
  if (effect.kind === "closed") return <p className="mt-2 text-sm font-medium text-gray-800">{lang.t("hours.closed")}</p>;
  if (effect.kind === "hours") return <p className="mt-2 text-sm font-medium text-gray-800 tabular-nums">{effect.text}</p>;
  // Hours not set yet: the weekly hours apply, nothing to add.
  if (effect.kind === "usual") return null;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {effect.groups.map((group) => (
        <div key={group.days} className="contents">
          <dt className="text-gray-600">{group.days}</dt>
          <dd className="text-right font-medium text-gray-800 tabular-nums"><HoursText text={group.hours} /></dd>
        </div>
      ))}
    </dl>
  );
}
