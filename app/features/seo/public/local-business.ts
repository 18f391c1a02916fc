import {
  openingHoursSpecification,
  specialOpeningHoursSpecification,
  upcomingPeriods,
  type DayHours,
  type OpeningHoursSpecification,
  type SpecialPeriod,
} from "~/features/hours/hours";
import { cleanText, truncateText } from "~/features/seo/page-meta";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";

/**
 * schema.org `LocalBusiness` of a merchant site, for search engines' local results (map pack,
 * knowledge panel). Pure: the layout loader gathers the inputs, this builds the object, and
 * `serializeJsonLd` makes it safe inside a <script>. Only what the public pages show anyway goes
 * in (name, address, first phone and e-mail, logo, hero image, social links, hours).
 */

export type PostalAddress = {
  "@type": "PostalAddress";
  streetAddress?: string;
  postalCode?: string;
  addressLocality?: string;
  addressCountry: "FR";
};

export type LocalBusinessJsonLd = {
  "@context": "https://schema.org";
  "@type": "LocalBusiness";
  "@id": string;
  name: string;
  url: string;
  description?: string;
  logo?: string;
  image?: string;
  telephone?: string;
  email?: string;
  address?: PostalAddress;
  sameAs?: string[];
  openingHoursSpecification?: OpeningHoursSpecification[];
  specialOpeningHoursSpecification?: OpeningHoursSpecification[];
  /** The languages the site is shown in (BCP 47 codes), once there is more than French. */
  knowsLanguage?: string[];
};

export type LocalBusinessInput = {
  name: string;
  /** Canonical URL of the merchant home. */
  url: string;
  description?: string | null;
  /** Absolute URLs (or null). */
  logoUrl?: string | null;
  imageUrl?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  /** Social links; only http(s) ones are kept. */
  sameAs?: readonly string[];
  /** The site's weekly rows (the placeholder week is never published). */
  hours: readonly DayHours[];
  /** Special periods not yet over; those in the public window are published. */
  periods: readonly SpecialPeriod[];
  now: Date;
  timeZone?: string | null;
};

const POSTAL_LINE = /^(?:(.*?)[\s,]+)?((?:F-?)?\d{5})\s+(.+)$/i;
const COUNTRY_LINE = /^(france|fr)$/i;

/**
 * A French postal address typed on several lines (or one, with commas), best effort:
 * '12 rue des Marronniers\n69002 Lyon' → street '12 rue des Marronniers', postal code '69002',
 * locality 'Lyon'. A first line repeating the business name and a trailing 'France' are dropped;
 * without a postal code the whole text is the street address.
 */
export function parsePostalAddress(address: string | null | undefined, businessName = ""): PostalAddress | null {
  const lines = (address ?? "")
    .split(/\r?\n/)
    .flatMap((line) => line.split(/\s*,\s*/))
    .map(cleanText)
    .filter(Boolean);
  if (lines.length > 1 && cleanText(businessName).toLowerCase() === lines[0].toLowerCase()) lines.shift();
  if (lines.length > 1 && COUNTRY_LINE.test(lines[lines.length - 1])) lines.pop();
  if (lines.length === 0) return null;

  const result: PostalAddress = { "@type": "PostalAddress", addressCountry: "FR" };
  // The last line with a postal code: a street number of five digits is unlikely, a 'BP 12345' rarer still.
  for (let i = lines.length - 1; i >= 0; i--) {
    const match = POSTAL_LINE.exec(lines[i]);
    if (!match) continue;
    const street = [...lines.slice(0, i), match[1]?.trim()].filter((part): part is string => Boolean(part));
    if (street.length) result.streetAddress = street.join(", ");
    result.postalCode = match[2].replace(/^F-?/i, "");
    result.addressLocality = match[3].replace(/\s+cedex(\s+\d+)?$/i, "").trim() || match[3].trim();
    return result;
  }
  result.streetAddress = lines.join(", ");
  return result;
}

/** '04 78 42 18 36' → '+33 4 78 42 18 36' (the international form search engines prefer); other numbers as typed. */
export function schemaTelephone(phone: string | null | undefined): string | null {
  const text = cleanText(phone);
  if (!text) return null;
  const digits = text.replace(/\(0\)/g, "").replace(/[\s.\-()/]/g, "");
  const national = /^0([1-9])(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(digits) ?? /^\+33([1-9])(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(digits);
  return national ? `+33 ${national.slice(1).join(" ")}` : text;
}

const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;
const WEB = /^https?:\/\/[^\s]+$/i;

export function buildLocalBusinessJsonLd(input: LocalBusinessInput): LocalBusinessJsonLd {
  const timeZone = input.timeZone || DEFAULT_TIME_ZONE;
  const jsonLd: LocalBusinessJsonLd = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${input.url}#business`,
    name: cleanText(input.name),
    url: input.url,
  };
  const description = truncateText(input.description, 300);
  if (description) jsonLd.description = description;
  if (input.logoUrl) jsonLd.logo = input.logoUrl;
  const image = input.imageUrl || input.logoUrl;
  if (image) jsonLd.image = image;
  const telephone = schemaTelephone(input.phone);
  if (telephone) jsonLd.telephone = telephone;
  const email = cleanText(input.email);
  if (EMAIL.test(email)) jsonLd.email = email;
  const address = parsePostalAddress(input.address, input.name);
  if (address) jsonLd.address = address;
  const sameAs = [...new Set((input.sameAs ?? []).map((u) => u.trim()).filter((u) => WEB.test(u)))];
  if (sameAs.length) jsonLd.sameAs = sameAs;
  const weekly = openingHoursSpecification(input.hours);
  if (weekly.length) jsonLd.openingHoursSpecification = weekly;
  const special = specialOpeningHoursSpecification(upcomingPeriods(input.periods, input.now, timeZone));
  if (special.length) jsonLd.specialOpeningHoursSpecification = special;
  return jsonLd;
}

/**
 * JSON for an inline <script type="application/ld+json">: `<`, `>` and `&` escaped as \u003c,
 * \u003e, \u0026 so a merchant's text containing '</script>' or '<!--' cannot end the script or
 * open markup; U+2028/U+2029 escaped for old parsers. Still valid JSON with the same value.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
