/**
 * Navigation helper: on a platform host every internal link carries
 * `?site=<id>`; on a custom domain paths are left unchanged. Anchors and external links
 * are never touched.
 */
export type LinkContext = { siteId: string | null; customDomain: string | null };

export function siteHref(target: string, ctx: LinkContext): string {
  if (!target.startsWith("/") || target.startsWith("//")) return target;
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

export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^(mailto|tel):/i.test(href);
}

/** The two legal pages of every merchant site, on every plan; listed in the sitemap. */
export const LEGAL_PAGE_PATHS = { notice: "/merchant/mentions-legales", privacy: "/merchant/confidentialite" } as const;
