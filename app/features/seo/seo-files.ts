/**
 * The text of /robots.txt and /sitemap.xml (pure; which host gets what is decided in
 * seo-files.server.ts).
 */
import { escapeXml } from "~/lib/escape-xml";

/**
 * One URL of the sitemap; a page published in more than French lists each of its versions, and
 * each names them all (itself included) and `x-default` as `xhtml:link` alternates (ADR 047).
 */
export type SitemapEntry = { loc: string; lastmod?: string | null; alternates?: readonly { hreflang: string; href: string }[] };

/** Both files change when a merchant edits content or a domain: a few minutes of caching only. */
export const SEO_FILES_CACHE_CONTROL = "public, max-age=300";

export { escapeXml };

/** W3C datetime to the second, in UTC ('2026-05-01T08:30:00Z'); null for a missing or invalid date. */
export function w3cDate(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `\n    <lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
    const alternates = (entry.alternates ?? [])
      .map((alternate) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`)
      .join("");
    return `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>${lastmod}${alternates}\n  </url>`;
  });
  // The xhtml namespace only where it is used: a site in French only keeps its sitemap as it was.
  const xhtml = entries.some((entry) => entry.alternates?.length) ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Everything may be crawled but the back-office; the sitemap of the same host. A draft's host has
 * no sitemap line: its pages stay crawlable so a robot reads their `noindex`.
 */
export function robotsTxt(sitemapUrl: string | null): string {
  const lines = ["User-agent: *", "Allow: /", "Disallow: /admin", ""];
  if (sitemapUrl) lines.push(`Sitemap: ${sitemapUrl}`, "");
  return lines.join("\n");
}
