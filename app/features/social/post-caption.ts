/**
 * The French text of a ready-to-post publication ('Publier sur les réseaux'): what the merchant
 * pastes under the square image in Instagram, Facebook or WhatsApp. Plain text, no emoji, short
 * paragraphs a feed shows well, the site's link, and a hashtag or two (the town, the trade).
 * Pure: the back-office's route hands it what it read.
 */

export type EventCaptionInput = {
  type: "event";
  title: string;
  /** As the merchant wrote it ('Samedi 12 décembre à 18 h', 'Tout le mois de mai'). */
  date: string;
  description: string;
};

export type ProductCaptionInput = {
  type: "product";
  name: string;
  description: string | null;
  /** The French price with its unit ('3,20 € / pièce', 'À partir de 9,80 €'), or null. */
  price: string | null;
};

export type CaptionSite = {
  name: string;
  /** The shop's address, on several lines as stored ('Les Délices\n12 rue…\n69002 Lyon'), or null. */
  address: string | null;
  /** The town given at sign-up, or null (then read from the address's postcode line). */
  town: string | null;
  /** The trade's name ('Fromagerie'), or null. */
  trade: string | null;
  /** Where the item shows: the home for an event, the products page for a product. */
  link: string;
};

/** The longest description kept: a feed shows two or three lines before 'plus'. */
export const CAPTION_DESCRIPTION_MAX = 280;

const NBSP = "\u00a0";

/** `text` on one line, cut at a word before `max` characters with '…' when longer. */
export function shortText(text: string, max: number): string {
  // Line breaks and runs of spaces go; the no-break spaces of French typography stay.
  const clean = text.replace(/[ \t\r\n]+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  const kept = (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?«»\-–—]+$/u, "");
  return `${kept}…`;
}

/** `text` starting with a capital, as a line does ('samedi 12 décembre' → 'Samedi 12 décembre'). */
export function capitalized(text: string): string {
  const trimmed = text.trim();
  return trimmed ? trimmed[0]!.toLocaleUpperCase("fr-FR") + trimmed.slice(1) : trimmed;
}

/** The address on one line ('Les Délices, 12 rue des Marronniers, 69002 Lyon'), or null when blank. */
export function oneLineAddress(address: string | null): string | null {
  const lines = (address ?? "")
    .split(/\r?\n|,/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length ? lines.join(", ") : null;
}

/** The town: the one given, else the words after a French postcode in the address ('69002 Lyon' → 'Lyon'). */
export function townOf(town: string | null, address: string | null): string | null {
  const given = town?.trim();
  if (given) return given;
  const match = /\b\d{5}\s+([^\n,]+)/.exec(address ?? "");
  const found = match?.[1]?.replace(/\s+cedex(\s+\d+)?$/i, "").trim();
  return found || null;
}

/**
 * A hashtag from a few words: each word capitalised and joined, accents kept (networks read
 * them), anything but letters and digits dropped ('Saint-Étienne' → '#SaintÉtienne'). Null when
 * nothing is left.
 */
export function hashtag(words: string): string | null {
  const parts = words
    .normalize("NFC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (parts.length === 0) return null;
  return `#${parts.map((part) => part[0]!.toLocaleUpperCase("fr-FR") + part.slice(1)).join("")}`;
}

/** The town's hashtag, then the trade's: two at most, never twice the same. */
export function captionHashtags(site: Pick<CaptionSite, "town" | "address" | "trade">): string[] {
  const tags = [townOf(site.town, site.address), site.trade].map((words) => (words ? hashtag(words) : null)).filter((tag): tag is string => tag !== null);
  return [...new Set(tags)];
}

/**
 * The first price an event's text gives ('45 € par personne', '12,50 €'), or null: events have no
 * price field, merchants write it in the description.
 */
export function priceInText(text: string): string | null {
  const match = /\d+(?:[,.]\d{1,2})? ?€(?: (?:par|pour|la|le|les) \p{L}+| l['’]\p{L}+)?/u.exec(spaced(text));
  return match ? match[0].replace(/ €/, `${NBSP}€`) : null;
}

/** Every kind of space as a plain one, for comparing texts. */
const spaced = (text: string) => text.replace(/\s+/g, " ");

/** 'Les Délices, 12 rue…, 69002 Lyon': the shop's name once, whether the address starts with it or not. */
function shopAndPlace(name: string, place: string | null): string {
  const shop = name.trim();
  if (!place) return shop;
  return place.toLocaleLowerCase("fr-FR").startsWith(shop.toLocaleLowerCase("fr-FR")) ? place : `${shop}, ${place}`;
}

/** The caption of an event or a product, paragraphs separated by a blank line. */
export function postCaption(item: EventCaptionInput | ProductCaptionInput, site: CaptionSite): string {
  const place = oneLineAddress(site.address);
  const paragraphs: string[] = [];
  if (item.type === "event") {
    paragraphs.push(item.title.trim());
    paragraphs.push(`${capitalized(item.date)}\n${shopAndPlace(site.name, place)}`);
    const description = shortText(item.description, CAPTION_DESCRIPTION_MAX);
    if (description) paragraphs.push(description);
    // The price said once: in the description when it kept it, else on its own line.
    const price = priceInText(item.description);
    if (price && !spaced(description).includes(spaced(price))) paragraphs.push(`Tarif${NBSP}: ${price}`);
    paragraphs.push(`Toutes les informations${NBSP}: ${site.link}`);
  } else {
    paragraphs.push(item.price ? `${item.name.trim()} – ${item.price}` : item.name.trim());
    const description = item.description ? shortText(item.description, CAPTION_DESCRIPTION_MAX) : "";
    if (description) paragraphs.push(description);
    paragraphs.push(`À retrouver chez ${shopAndPlace(site.name, place)}`);
    paragraphs.push(`Tous nos produits${NBSP}: ${site.link}`);
  }
  const tags = captionHashtags(site);
  if (tags.length) paragraphs.push(tags.join(" "));
  return paragraphs.filter((paragraph) => paragraph.trim()).join("\n\n");
}
