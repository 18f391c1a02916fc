import { IconHeading } from "~/components/storefront/page-parts";
import { useId } from "react";
import { Bus, Car, ExternalLink, MapPin, TrainFront, TramFront } from "~/components/icon/icons";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { responsiveImage, type SlotSizes } from "~/features/media/responsive-image";
import { ResponsiveImg } from "~/features/media/responsive-img";
import { useShownImage } from "~/features/media/shown-image";
import type { LocationInfo, Transport } from "~/features/settings/contact-info";
import { usePageLanguage } from "~/lib/i18n/page-language";
import type { MessageKey } from "~/lib/i18n/messages";
import { Shown } from "~/lib/i18n/translated-text";

/** Beside the hours from lg (two columns, gap 24 px), full container width below. */
const MAP_IMAGE: SlotSizes = [["(min-width: 1200px)", "564px"], ["(min-width: 1024px)", "calc(50vw - 36px)"], [null, "calc(100vw - 32px)"]];

const TRANSPORT_ICONS: Record<Transport["label"], { icon: typeof Bus; label: MessageKey }> = {
  "En métro": { icon: TrainFront, label: "contact.metro" },
  "En bus": { icon: Bus, label: "contact.bus" },
  "En tram": { icon: TramFront, label: "contact.tram" },
  "En voiture": { icon: Car, label: "contact.car" },
};

/**
 * 'Nous trouver': address, 'Comment venir', the map image (an illustration
 * when there is none or the media store does not hold it) and 'Voir sur Google Maps' in a new tab. The caller
 * leaves the section out when `contactInfoFromSettings` found nothing to show.
 */
export function LocationSection({ location, className }: { location: LocationInfo; className?: string }) {
  const titleId = useId();
  const { t } = usePageLanguage();
  // The illustration when there is no map or the media store lacks it (decided on the server, ADR 015).
  const mapUrl = useShownImage(location.mapImageUrl);
  const map = mapUrl ? responsiveImage(mapUrl, { sizes: MAP_IMAGE, coverBox: 16 / 10 }) : null;

  return (
    <section aria-labelledby={titleId} className={cn("overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-black/5", className)}>
      <div className="relative aspect-[16/10] bg-site-tint">
        {map ? (
          <ResponsiveImg image={map} alt={t("contact.mapAlt")} width={1200} height={750} loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <MapIllustration label={t("contact.mapUnavailable")} />
        )}
      </div>
      <div className="grid gap-5 p-5 sm:p-8">
        <IconHeading id={titleId} icon={<MapPin aria-hidden="true" className="size-5" />}>
          {t("contact.findUs")}
        </IconHeading>
        {location.addressLines.length > 0 ? (
          <address className="not-italic leading-relaxed text-gray-800">
            {location.addressLines.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        ) : null}
        {location.transports.length > 0 ? (
          <div>
            <h3 className="font-sans text-base font-semibold text-gray-900">{t("contact.howToGetThere")}</h3>
            <ul className="mt-3 grid gap-3">
              {location.transports.map((transport) => {
                const { icon: Icon, label } = TRANSPORT_ICONS[transport.label];
                return (
                  <li key={transport.label} className="flex gap-3">
                    <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-gray-100 text-gray-700">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <p className="text-sm leading-relaxed text-gray-700">
                      <span className="block font-medium text-gray-900">{t(label)}</span>
                      <Shown value={transport} />
                    </p>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        {location.mapsUrl ? (
          <a
            href={location.mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ size: "lg" }), "w-full sm:w-fit")}
          >
            <MapPin aria-hidden="true" />
            {t("contact.mapsLink")}
            <ExternalLink aria-hidden="true" className="size-4 opacity-80" />
            <span className="sr-only">{t("contact.newTab")}</span>
          </a>
        ) : null}
      </div>
    </section>
  );
}

/** The fallback "map": streets and a pin in the site's colours, drawn inline (no request). */
function MapIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 640 400" role="img" aria-label={label} className="h-full w-full" preserveAspectRatio="xMidYMid slice">
      <rect width="640" height="400" fill="var(--site-tint, #f1f9f1)" />
      <g fill="var(--site-accent, #81c784)" opacity="0.35">
        <rect x="40" y="40" width="150" height="110" rx="10" />
        <rect x="420" y="230" width="180" height="130" rx="10" />
        <circle cx="520" cy="90" r="50" />
      </g>
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M-20 200 C 140 180, 260 240, 660 190" strokeWidth="26" />
        <path d="M250 -20 L 330 420" strokeWidth="20" />
        <path d="M-20 330 L 660 300" strokeWidth="14" />
        <path d="M470 -20 C 430 120, 520 260, 440 420" strokeWidth="14" />
        <path d="M80 -20 L 140 420" strokeWidth="10" />
      </g>
      <g stroke="var(--site-tint-strong, #e6f4e6)" strokeLinecap="round" fill="none" strokeWidth="2" strokeDasharray="10 10">
        <path d="M-20 200 C 140 180, 260 240, 660 190" />
      </g>
      <g transform="translate(300 150)">
        <ellipse cx="0" cy="62" rx="22" ry="7" fill="#000" opacity="0.15" />
        <path d="M0 60 C -10 40, -34 20, -34 -4 A 34 34 0 1 1 34 -4 C 34 20, 10 40, 0 60 Z" fill="var(--site-secondary, #2e7d32)" />
        <circle cx="0" cy="-6" r="13" fill="#ffffff" />
      </g>
    </svg>
  );
}
