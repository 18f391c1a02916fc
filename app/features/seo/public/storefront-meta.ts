import type { MetaDescriptor } from "react-router";
import type { PublicSite } from "~/features/storefront/public-site.server";
import { canonicalPathUrl, canonicalUrl, type CanonicalBase, type StorefrontPage } from "~/features/seo/canonical";
import { cleanText, pageMeta, pageTitle, pickDescription } from "~/features/seo/page-meta";
import { SHARE_CARD } from "~/features/seo/share-card";
import type { StorefrontSeo } from "~/features/seo/public/storefront-seo.server";
import { OG_LOCALES, pageLanguageOf, type PageLanguage } from "~/lib/i18n/languages";
import { translator } from "~/lib/i18n/messages";
import type { ShownText } from "~/lib/i18n/translated-text";

/**
 * The bridge between the storefront layout's loader data and each page's `meta` function, so a
 * page's meta is one line:
 *
 *   export const meta = ({ data, matches }: Route.MetaArgs) =>
 *     merchantPageMeta(matches, { page: "about", description: data?.story });
 *
 * (React Router renders only the deepest route's meta, so the layout cannot add these itself.)
 */

export const STOREFRONT_LAYOUT_ID = "routes/storefront/layout";

/** The part of a meta match we read; React Router's typed matches fit it. */
type MetaMatchLike = { id: string; pathname?: string; loaderData?: unknown } | undefined;

type LayoutData = {
  site: Pick<PublicSite, "id" | "name" | "colors"> | null;
  platformUrl: string;
  seo?: StorefrontSeo | null;
};

export type StorefrontMetaContext = {
  site: Pick<PublicSite, "id" | "name" | "colors">;
  seo: StorefrontSeo;
  canonicalBase: CanonicalBase;
  platformUrl: string;
  /** The page's language, from its path (ADR 047). */
  language: PageLanguage;
};

function layoutData(matches: readonly MetaMatchLike[]): LayoutData | null {
  const match = matches.find((m) => m?.id === STOREFRONT_LAYOUT_ID);
  const data = match?.loaderData;
  if (typeof data !== "object" || data === null || !("platformUrl" in data)) return null;
  return data as LayoutData;
}

/** The site, its canonical base and SEO data from the layout's match, or null (no site: landing or 404). */
export function storefrontMetaContext(matches: readonly MetaMatchLike[]): StorefrontMetaContext | null {
  const data = layoutData(matches);
  if (!data?.site || !data.seo) return null;
  return { site: data.site, seo: data.seo, canonicalBase: data.seo.canonicalBase, platformUrl: data.platformUrl, language: metaLanguage(matches) };
}

/** Page names in titles ('{Page} — {Site name}'), in the page's language; the home is the site name alone. */
export function defaultPageName(page: StorefrontPage, language: PageLanguage = "fr"): string | null {
  return page === "home" ? null : translator(language)(`seo.title.${page}`);
}

/** Descriptions when the page's content has none, in the page's language; 'à Lyon' when the address gives a town. */
export function defaultDescription(page: StorefrontPage, siteName: string, locality: string | null, language: PageLanguage = "fr"): string {
  const t = translator(language);
  const name = locality ? t("seo.nameInTown", { siteName, locality }) : siteName;
  return t(`seo.description.${page}`, { name });
}

/**
 * A merchant's text for the head. A text the page shows in French because it has no translation
 * (marked `lang="fr"` in the body) cannot be marked in a title or a description: the page's own
 * default, in its language, is used instead.
 */
type HeadText = string | ShownText | null | undefined;

function headText(value: HeadText): string | null | undefined {
  if (value === null || value === undefined || typeof value === "string") return value;
  return value.lang ? null : value.text;
}

export type MerchantPageMetaInput = {
  page: StorefrontPage;
  /** Overrides the page's default name (e.g. the services page's own header title). */
  title?: HeadText;
  /** Text from the page's content (hero subtitle, story, services description…); blank → default. */
  description?: HeadText;
};

export const SITE_NOT_FOUND_META: MetaDescriptor[] = [{ title: "Site non trouvé" }, { name: "robots", content: "noindex" }];
/** A merchant page that is not there (outside the site's plan, or a version not published): the not-found page's own head. */
export function pageNotFoundMeta(language: PageLanguage): MetaDescriptor[] {
  return [{ title: translator(language)("seo.pageNotFound.title") }, { name: "robots", content: "noindex" }];
}

/** The language of the page the meta is for, from its path (ADR 047). */
export function metaLanguage(matches: readonly MetaMatchLike[]): PageLanguage {
  return pageLanguageOf(matches[matches.length - 1]?.pathname ?? "/");
}

/** Every head tag of a merchant page: title, description, canonical, Open Graph, Twitter, theme colour. */
export function merchantPageMeta(matches: readonly MetaMatchLike[], input: MerchantPageMetaInput): MetaDescriptor[] {
  const ctx = storefrontMetaContext(matches);
  if (!ctx) return SITE_NOT_FOUND_META;
  const { site, seo } = ctx;
  const defaults = defaultPageMeta(input, site.name, seo, ctx.language);
  // Expert: the page's own title and description from 'Référencement', else the defaults.
  const own = seo.pages?.[input.page];
  const card = seo.cards?.[input.page];
  const title = own?.title || defaults.title;
  const languages = seo.languages?.[input.page] ?? ["fr"];
  const url = (language: PageLanguage) => canonicalUrl(ctx.canonicalBase, input.page, language);
  return [
    ...pageMeta({
      title,
      description: own?.description || defaults.description,
      canonical: url(ctx.language),
      image: card ?? seo.image,
      ...(card ? { imageSize: SHARE_CARD } : {}),
      siteName: site.name,
      ...localeOf(ctx.language, languages),
    }),
    { name: "theme-color", content: site.colors.primary },
    ...languageAlternates(ctx, languages, url, title),
    ...(input.page === "home" ? verificationMeta(seo.verification) : []),
  ];
}

/**
 * The codes Google Merchant Center and Meta ask a site to show to prove it is the merchant's
 * ('Réseaux sociaux', Expert): on the home page only, where both networks look for them.
 */
function verificationMeta(verification: StorefrontSeo["verification"] | undefined): MetaDescriptor[] {
  if (!verification) return [];
  const tags: MetaDescriptor[] = [];
  if (verification.google) tags.push({ name: "google-site-verification", content: verification.google });
  if (verification.meta) tags.push({ name: "facebook-domain-verification", content: verification.meta });
  return tags;
}

/** `og:locale` in the page's language, with the page's other published languages as alternates. */
function localeOf(language: PageLanguage, languages: readonly PageLanguage[]): { locale: string; alternateLocales: string[] } {
  return { locale: OG_LOCALES[language], alternateLocales: languages.filter((other) => other !== language).map((other) => OG_LOCALES[other]) };
}

/**
 * A page published in more than French (ADR 047): an hreflang link (absolute) to each of its
 * published versions, itself included, and `x-default` to the French; and the page as a
 * schema.org WebPage in its language. A page in French only has none of them.
 */
function languageAlternates(
  ctx: StorefrontMetaContext,
  languages: readonly PageLanguage[],
  url: (language: PageLanguage) => string,
  title: string,
): MetaDescriptor[] {
  if (languages.length < 2) return [];
  const home = canonicalUrl(ctx.canonicalBase, "home");
  return [
    ...languages.map((language) => ({ tagName: "link", rel: "alternate", hrefLang: language, href: url(language) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("fr") },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebPage",
        url: url(ctx.language),
        name: cleanText(title),
        inLanguage: ctx.language,
        about: { "@id": `${home}#business` },
      },
    },
  ];
}

/** The head of a page outside STOREFRONT_PAGES (the legal pages): its own title and description. */
export function merchantExtraPageMeta(matches: readonly MetaMatchLike[], input: { path: string; title: string; description: string }): MetaDescriptor[] {
  const ctx = storefrontMetaContext(matches);
  if (!ctx) return SITE_NOT_FOUND_META;
  const { site, seo } = ctx;
  // They follow the home: they exist in each language the home is published in (ADR 047).
  const languages = seo.languages?.home ?? ["fr"];
  const url = (language: PageLanguage) => canonicalPathUrl(ctx.canonicalBase, input.path, language);
  const title = pageTitle(input.title, site.name);
  return [
    ...pageMeta({
      title,
      description: input.description,
      canonical: url(ctx.language),
      image: seo.image,
      siteName: site.name,
      ...localeOf(ctx.language, languages),
    }),
    { name: "theme-color", content: site.colors.primary },
    ...languageAlternates(ctx, languages, url, title),
  ];
}

/** A page's title and description as they are without 'Référencement' (its placeholders there), in the page's language. */
export function defaultPageMeta(
  input: MerchantPageMetaInput,
  siteName: string,
  seo: Pick<StorefrontSeo, "locality" | "description">,
  language: PageLanguage = "fr",
): { title: string; description: string } {
  const fallback = defaultDescription(input.page, siteName, seo.locality, language);
  const own = headText(input.description);
  const description = input.page === "home" ? pickDescription(own, seo.description, fallback) : pickDescription(own, fallback);
  return { title: pageTitle(headText(input.title) ?? defaultPageName(input.page, language), siteName), description };
}

export const PLATFORM_NAME = "Vitrine";

/** The platform landing page: canonical on PUBLIC_URL whatever host served it. */
export function platformPageMeta(matches: readonly MetaMatchLike[], input: { title: string; description: string }): MetaDescriptor[] {
  const platformUrl = layoutData(matches)?.platformUrl;
  if (!platformUrl) return [{ title: input.title }, { name: "description", content: input.description }];
  return pageMeta({ title: input.title, description: input.description, canonical: `${platformUrl}/`, image: null, siteName: PLATFORM_NAME });
}
