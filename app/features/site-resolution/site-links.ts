import { withLanguage, type PageLanguage } from "~/lib/i18n/languages";
import { pageOfPath } from "~/lib/i18n/page-of-path";
import type { SeoPage } from "~/db/enums";

/**
 * Navigation helper: on a platform host every internal link carries
 * `?site=<id>`; on a custom domain paths are left unchanged. A page in another language than
 * French links to its pages in that language (`/en/merchant/about`; ADR 047). Anchors and
 * external links are never touched.
 */
export type LinkContext = {
  siteId: string | null;
  customDomain: string | null;
  language?: PageLanguage;
  /** The pages published in `language`, when known: a link to another one stays French, never to a version that answers 404. */
  published?: readonly SeoPage[];
};

/** The storefront's pages, which exist in each language; other paths (the form token, the SEO files) have one address. */
function isPagePath(pathname: string): boolean {
  return pathname === "/" || pathname === "/merchant" || (pathname.startsWith("/merchant/") && pathname !== "/merchant/form-token");
}

export function siteHref(href: string, ctx: LinkContext): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const target = ctx.language && ctx.language !== "fr" ? inLanguage(href, ctx.language, ctx.published) : href;
  if (ctx.customDomain || !ctx.siteId) return target;
  const hashAt = target.indexOf("#");
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : target.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? "" : beforeHash.slice(queryAt + 1));
  params.set("site", ctx.siteId);
  return `${pathname}?${params.toString()}${hash}`;
}

function inLanguage(href: string, language: PageLanguage, published: readonly SeoPage[] | undefined): string {
  const at = href.search(/[?#]/);
  const pathname = at === -1 ? href : href.slice(0, at);
  if (!isPagePath(pathname)) return href;
  const page = pageOfPath(pathname);
  if (published && (page === null || !published.includes(page))) return href;
  return `${withLanguage(pathname, language)}${at === -1 ? "" : href.slice(at)}`;
}

export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^(mailto|tel):/i.test(href);
}

/** The legal pages of every merchant site, on every plan (and its accessibility statement); listed in the sitemap. */
export const LEGAL_PAGE_PATHS = {
  notice: "/merchant/mentions-legales",
  privacy: "/merchant/confidentialite",
  accessibility: "/merchant/accessibilite",
} as const;
