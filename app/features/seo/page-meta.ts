import type { MetaDescriptor } from "react-router";

/**
 * The <head> tags of one public page: title, description, canonical link, Open Graph and Twitter
 * card. Pure, shared by every merchant page and the platform landing page (through
 * storefront-meta.ts), so the rules live in one place and are unit-tested.
 */

export type PageMetaInput = {
  /** The whole <title>, already composed ('{Page} — {Site name}'). */
  title: string;
  /** Free text from the site's content; cleaned and truncated here. */
  description: string;
  /** Absolute URL. */
  canonical: string;
  /** Absolute URL of the share image (hero image, else logo), or null. */
  image?: string | null;
  /** The image's size and type when known (the Expert plan's share cards: 1200×630 JPEG). */
  imageSize?: { width: number; height: number; type: string };
  siteName: string;
  type?: "website" | "article" | "business.business";
  /** `og:locale` of the page's language ('en_GB'), French by default; its other published languages' as alternates. */
  locale?: string;
  alternateLocales?: readonly string[];
};

/** What search engines show of a description; longer ones are cut by them mid-word. */
export const DESCRIPTION_MAX_LENGTH = 160;
export const TITLE_SEPARATOR = " — ";

/**
 * One line of text: markup-free content as typed, with its line breaks and runs of spaces
 * collapsed. Non-breaking spaces stay: they are French typography, not layout (ADR 027).
 */
export function cleanText(value: string | null | undefined): string {
  return (value ?? "").replace(/[^\S\u00a0]+/g, " ").trim();
}

/**
 * At most `max` characters, cut at a word boundary with an ellipsis, never mid-word: a cut
 * description reads as a sentence that goes on, not as a typo.
 */
export function truncateText(value: string | null | undefined, max = DESCRIPTION_MAX_LENGTH): string {
  const text = cleanText(value);
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(" ");
  // A single huge word: cut it rather than return nothing.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?…\-–—(«"']+$/u, "")}…`;
}

/** '{Page} — {Site name}', or the site name alone (home page). */
export function pageTitle(page: string | null | undefined, siteName: string): string {
  const name = cleanText(page);
  return name && name !== siteName ? `${name}${TITLE_SEPARATOR}${siteName}` : siteName;
}

/** The first non-blank text among candidates, truncated for a meta description. */
export function pickDescription(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const text = truncateText(candidate);
    if (text) return text;
  }
  return "";
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = cleanText(input.title);
  const description = truncateText(input.description);
  const image = input.image || null;
  const meta: MetaDescriptor[] = [{ title }];
  if (description) meta.push({ name: "description", content: description });
  meta.push(
    { tagName: "link", rel: "canonical", href: input.canonical },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:locale", content: input.locale ?? "fr_FR" },
    ...(input.alternateLocales ?? []).map((locale) => ({ property: "og:locale:alternate", content: locale })),
    { property: "og:title", content: title },
    { property: "og:url", content: input.canonical },
  );
  if (description) meta.push({ property: "og:description", content: description });
  if (image) meta.push({ property: "og:image", content: image }, { property: "og:image:alt", content: input.siteName });
  if (image && input.imageSize) {
    meta.push(
      { property: "og:image:width", content: String(input.imageSize.width) },
      { property: "og:image:height", content: String(input.imageSize.height) },
      { property: "og:image:type", content: input.imageSize.type },
    );
  }
  meta.push({ name: "twitter:card", content: image ? "summary_large_image" : "summary" }, { name: "twitter:title", content: title });
  if (description) meta.push({ name: "twitter:description", content: description });
  if (image) meta.push({ name: "twitter:image", content: image });
  return meta;
}

/** The codes proving a site to Google Merchant Center and to Meta (null each when none), written in the home's head. */
export type SiteVerification = { google: string | null; meta: string | null };
