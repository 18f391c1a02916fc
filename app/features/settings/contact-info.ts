/**
 * Site settings → what the contact page shows ("Merchant contact page").
 * Pure, so every rule is unit-tested: only well-formed addresses become mailto:/tel: links, only
 * web addresses are followed, and the location section exists only when it has something to say.
 */
import { emailLine, phoneLine, type ContactLine } from "~/lib/contact-lines";
import { isWebAddress, safeImageUrl } from "~/lib/web-address";
import type { TranslationOverlay } from "~/lib/i18n/translated-text";

export type ContactSettings = Partial<{
  merchantEmail1: string | null;
  merchantEmail2: string | null;
  merchantEmail3: string | null;
  merchantPhone1: string | null;
  merchantPhone2: string | null;
  merchantPhone3: string | null;
  address: string | null;
  metroInfo: string | null;
  busInfo: string | null;
  tramInfo: string | null;
  carInfo: string | null;
  googleMapsLink: string | null;
  mapImageUrl: string | null;
}>;

/** 'Comment venir', line by line: each label and the settings column its text is stored in (its field in `content_translations`). */
export const TRANSPORT_FIELDS = {
  "En métro": "metroInfo",
  "En bus": "busInfo",
  "En tram": "tramInfo",
  "En voiture": "carInfo",
} as const;

export type Transport = {
  label: keyof typeof TRANSPORT_FIELDS;
  text: string;
  /** Set on a page in another language when the merchant has not translated the line: it is shown in French, marked so (ADR 047). */
  lang?: "fr";
};

export type LocationInfo = {
  /** Lines of the address as typed (multi-line). */
  addressLines: string[];
  /** 'Comment venir': only the filled lines, in the spec's order. */
  transports: Transport[];
  /** An http(s) or site-relative image, or null (the fallback illustration is shown). */
  mapImageUrl: string | null;
  /** 'Voir sur Google Maps': the merchant's link, else a maps search on the address; null when neither exists. */
  mapsUrl: string | null;
};

export type ContactInfo = {
  emails: ContactLine[];
  phones: ContactLine[];
  /** null when address, maps link, transport info and map image are all absent (section hidden). */
  location: LocationInfo | null;
};

const blank = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.replace(/\s*\n\s*/g, ", "))}`;
}

export function contactInfoFromSettings(settings: ContactSettings): ContactInfo {
  const unique = (values: (string | null | undefined)[]) => [...new Set(values.map(blank).filter((v): v is string => v !== null))];
  const emails = unique([settings.merchantEmail1, settings.merchantEmail2, settings.merchantEmail3]).map(emailLine);
  const phones = unique([settings.merchantPhone1, settings.merchantPhone2, settings.merchantPhone3]).map(phoneLine);

  const address = blank(settings.address);
  const link = blank(settings.googleMapsLink);
  const mapImage = blank(settings.mapImageUrl);
  const transports = (Object.entries(TRANSPORT_FIELDS) as [Transport["label"], (typeof TRANSPORT_FIELDS)[Transport["label"]]][]).flatMap(([label, field]) => {
    const value = blank(settings[field]);
    return value ? [{ label, text: value }] : [];
  });

  const hasLocation = address !== null || link !== null || mapImage !== null || transports.length > 0;
  const location: LocationInfo | null = hasLocation
    ? {
        addressLines: address
          ? address
              .split(/\r?\n/)
              .map((line) => line.trim())
              .filter(Boolean)
          : [],
        transports,
        mapImageUrl: safeImageUrl(mapImage),
        mapsUrl: link !== null && isWebAddress(link) ? link : address ? mapsSearchUrl(address) : null,
      }
    : null;

  return { emails, phones, location };
}

/**
 * 'Comment venir' in the page's language (ADR 047): each line the merchant translated, else her
 * French, marked so. The rest of the location (the address, the map) is never translated.
 */
export function showLocation(location: LocationInfo | null, siteId: string, overlay: TranslationOverlay): LocationInfo | null {
  if (!location) return null;
  const transports = location.transports.map(({ label, text }) => ({ label, ...overlay.text("location", siteId, TRANSPORT_FIELDS[label], text) }));
  return { ...location, transports };
}
