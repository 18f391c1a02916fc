import type { SitePlan } from "~/db/enums";
import { planIncludes, type PlanFeature } from "~/features/plans/plans";
import { isMerchantLink } from "~/lib/web-address";
import type { MessageKey } from "~/lib/i18n/messages";

/**
 * The merchant site's navigation (header and footer) and the pure rules around it.
 * Header links have a label, an href and isExternal: external links open in a
 * new tab; internal ones go through siteHref() where they are rendered.
 */
export type HeaderLink = { label: string; href: string; isExternal: boolean; messageKey?: MessageKey };

export const MERCHANT_HOME_PATH = "/merchant";

export const MERCHANT_NAV: readonly HeaderLink[] = [
  { label: "Accueil", href: MERCHANT_HOME_PATH, isExternal: false, messageKey: "nav.home" },
  { label: "Qui sommes-nous", href: "/merchant/about", isExternal: false, messageKey: "nav.about" },
  { label: "Nos prestations", href: "/merchant/services", isExternal: false, messageKey: "nav.services" },
  { label: "Produits", href: "/merchant/products", isExternal: false, messageKey: "nav.products" },
  { label: "Contact", href: "/merchant/contact", isExternal: false, messageKey: "nav.contact" },
];

/** The pages a plan may leave out, by their path; the others are on every plan. */
export const PAGE_FEATURES: Readonly<Record<string, PlanFeature>> = {
  "/merchant/about": "about",
  "/merchant/services": "services",
  "/merchant/products": "products",
};

/** The header's and footer's links of a site on `plan`: a page its plan does not include is not offered. */
export function merchantNav(plan: SitePlan): readonly HeaderLink[] {
  return MERCHANT_NAV.filter((link) => {
    const feature = PAGE_FEATURES[link.href];
    return feature === undefined || planIncludes(plan, feature);
  });
}

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * Whether `href` is the page being shown (aria-current="page"). `/` shows the merchant home when
 * a site is selected, so it counts as the home; query strings and anchors are ignored.
 */
export function isCurrentPage(href: string, pathname: string): boolean {
  if (!href.startsWith("/")) return false;
  const target = trimSlash(href.split(/[?#]/)[0] ?? href);
  const current = trimSlash(pathname);
  if (target === MERCHANT_HOME_PATH) return current === MERCHANT_HOME_PATH || current === "/";
  return current === target;
}

/**
 * The spec's loading text of each merchant page. No public page shows one
 * today: they are rendered on the server with their data and run no React (ADR 015), so there is
 * no client-side navigation to wait for. Kept with the pages, for a script that would load one.
 */
const LOADING_TEXTS: Record<string, string> = {
  "/": "Chargement du site...",
  [MERCHANT_HOME_PATH]: "Chargement du site...",
  "/merchant/about": "Chargement du contenu...",
  "/merchant/services": "Chargement des services...",
  "/merchant/contact": "Chargement de la page contact...",
  "/merchant/products": "Chargement des produits...",
};

/** The spec's loading text of the contact page's opening hours (same note as above). */
export const HOURS_LOADING_TEXT = "Chargement des horaires...";

/** The text to show while navigating from `fromPath` to `toPath`, or null (same page: the page handles it). */
export function loadingTextFor(fromPath: string, toPath: string): string | null {
  const from = trimSlash(fromPath);
  const to = trimSlash(toPath);
  if (from === to) return null;
  return LOADING_TEXTS[to] ?? "Chargement...";
}

/** Only web, mail and phone addresses entered by merchants become links (no javascript: etc.): lib/web-address.ts's rule. */
export const isSafeExternalHref = isMerchantLink;
