import { withoutLanguage } from "~/lib/i18n/languages";

/** The public pages with content of their own: each has its SEO fields and its version in each language. */
export const SEO_PAGES = ["home", "about", "services", "products", "contact"] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

/**
 * The page a public path shows, for the language rules (ADR 047): the home for `/` and
 * `/merchant`, and for the pages that follow it (the legal pages, an event's RSVP); null for a
 * path that is no page.
 */
export function pageOfPath(pathname: string): SeoPage | null {
  const path = withoutLanguage(pathname).replace(/\/+$/, "") || "/";
  if (path === "/" || path === "/merchant") return "home";
  const match = /^\/merchant\/([^/]+)/.exec(path);
  if (!match) return null;
  const segment = match[1];
  if (segment === "about" || segment === "services" || segment === "products" || segment === "contact") return segment;
  if (segment === "mentions-legales" || segment === "confidentialite" || segment === "accessibilite" || segment === "events") return "home";
  return null;
}
