import {
  CalendarDays,
  CircleHelp,
  Clock,
  CreditCard,
  FileText,
  Globe,
  House,
  Info,
  Languages,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  Package,
  Palette,
  PenLine,
  Phone,
  Receipt,
  Search,
  Settings,
  Share2,
  ShieldCheck,
  Star,
  Store,
  UserRound,
  Wrench,
  type LucideIcon,
} from "lucide-react";

import type { SitePlan } from "~/db/enums";
import { PLAN_LABELS, lowestPlanWith, planIncludes, type PlanFeature } from "~/features/plans/plans";

/**
 * The back-office sidebar, in one place. Every screen of the spec is listed
 * in its group; `ready` says whether its page exists yet. Shipping a screen = flipping its flag.
 * The spec's 'Communication' group (quotes, messages) is in 'Principal', under the dashboard.
 */
export type AdminRole = "admin" | "user";

export type AdminNavItem = {
  label: string;
  href: string;
  icon: LucideIcon;
  ready: boolean;
  /** Shown to admins only (the page's loader enforces it too). */
  adminOnly?: boolean;
  /** Other paths of the same page, so the entry is highlighted there as well. */
  aliases?: readonly string[];
  /** The plan feature the screen edits: outside the site's plan, the entry is marked. */
  feature?: PlanFeature;
  /** The screen stays open outside that plan (the quote requests received before a downgrade); only the entry is marked. */
  openOutsidePlan?: true;
};

export type AdminNavGroup = { id: string; label: string; items: readonly AdminNavItem[] };

export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    id: "main",
    label: "Principal",
    items: [
      { label: "Tableau de bord", href: "/admin/dashboard", icon: LayoutDashboard, ready: true, aliases: ["/admin"] },
      // The inboxes, opened daily, right under the dashboard with their unread counts (the
      // spec's 'Communication' group sat at the bottom, below the fold at 1280×800 and in the phone
      // menu). The quote form comes with the services page: outside its plan, the entry is marked
      // as the other plan features are, and stays reachable for requests received before a downgrade.
      { label: "Demandes de devis", href: "/admin/content/quotes", icon: FileText, ready: true, feature: "services", openOutsidePlan: true },
      { label: "Messages de contact", href: "/admin/content/messages", icon: Mail, ready: true },
      { label: "Sites", href: "/admin/sites", icon: Store, ready: true, adminOnly: true },
      // Not in the spec's sidebar list, but a screen the spec describes: admins see every mapping, owners their site's.
      { label: "Domaines", href: "/admin/domains", icon: Globe, ready: true },
      // Every site's invoices, the transfers received and the credit notes (admins only).
      { label: "Facturation", href: "/admin/facturation", icon: Receipt, ready: true, adminOnly: true },
      // Every site's support requests by due time, what is late first (admins only).
      { label: "Support", href: "/admin/support", icon: LifeBuoy, ready: true, adminOnly: true },
    ],
  },
  {
    id: "content",
    label: "Contenu",
    items: [
      { label: "Accueil", href: "/admin/pages/home", icon: House, ready: true },
      { label: "À propos", href: "/admin/pages/about", icon: Info, ready: true, feature: "about" },
      { label: "Services", href: "/admin/pages/services", icon: Wrench, ready: true, feature: "services" },
      { label: "Produits", href: "/admin/products", icon: Package, ready: true, aliases: ["/admin/content/products"], feature: "products" },
      { label: "Événements", href: "/admin/content/events", icon: CalendarDays, ready: true },
      { label: "Témoignages", href: "/admin/content/testimonials", icon: Star, ready: true },
    ],
  },
  {
    id: "settings",
    label: "Paramètres",
    items: [
      { label: "Horaires", href: "/admin/pages/hours", icon: Clock, ready: true },
      { label: "Apparence", href: "/admin/appearance", icon: Palette, ready: true },
      { label: "Paramètres du site", href: "/admin/settings", icon: Settings, ready: true },
      // The plan, its price, the invoices (the owner; admins see the selected site's).
      { label: "Formule et facturation", href: "/admin/abonnement", icon: CreditCard, ready: true },
      { label: "Contact", href: "/admin/pages/contact", icon: Phone, ready: true },
      // The Expert plan's advanced SEO (other plans see its plan card).
      { label: "Référencement", href: "/admin/seo", icon: Search, ready: true, feature: "seo" },
      // The Expert plan's catalogue feeds for Meta's and Google's shops (other plans see its plan card).
      { label: "Réseaux sociaux", href: "/admin/reseaux", icon: Share2, ready: true, feature: "share" },
      // The Expert plan's site in other languages: which languages, then each page's translation.
      { label: "Langues", href: "/admin/langues", icon: Languages, ready: true, feature: "languages" },
      { label: "Traductions", href: "/admin/traductions", icon: PenLine, ready: true, feature: "languages" },
      // How long messages and quotes are kept, and the visitors' rights over them (every
      // plan). In 'Paramètres', away from the daily inboxes.
      { label: "Données des visiteurs", href: "/admin/donnees", icon: ShieldCheck, ready: true },
    ],
  },
  {
    id: "account",
    label: "Compte",
    items: [
      { label: "Mon compte", href: "/admin/account", icon: UserRound, ready: true },
      // The help centre, writing to the support and her requests (every signed-in user; admins see the articles).
      { label: "Aide", href: "/admin/aide", icon: CircleHelp, ready: true },
    ],
  },
];

/**
 * The plan an entry's screen needs when the site's plan does not include it ('Pro'), shown as a
 * small badge; the entry stays reachable (its page shows the plan card). Null otherwise.
 */
export function navPlanBadge(item: AdminNavItem, plan: SitePlan | null): string | null {
  if (!item.feature || !plan || planIncludes(plan, item.feature)) return null;
  return PLAN_LABELS[lowestPlanWith(item.feature)];
}

/** The groups and entries a role sees: ready pages only, empty groups dropped. */
export function visibleNav(role: AdminRole, nav: readonly AdminNavGroup[] = ADMIN_NAV): AdminNavGroup[] {
  return nav
    .map((group) => ({ ...group, items: group.items.filter((item) => item.ready && (!item.adminOnly || role === "admin")) }))
    .filter((group) => group.items.length > 0);
}

function samePage(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Whether an entry is the page at `pathname` ('/admin' is the dashboard). */
export function isNavItemActive(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (samePage(path, item.href)) return true;
  // Aliases match exactly: '/admin' must not light up the dashboard on every admin page.
  return (item.aliases ?? []).includes(path);
}

/** The entry of the page at `pathname`, for the top bar's title. */
export function activeNavItem(pathname: string, nav: readonly AdminNavGroup[] = ADMIN_NAV): AdminNavItem | null {
  for (const group of nav) {
    for (const item of group.items) if (isNavItemActive(item, pathname)) return item;
  }
  return null;
}

/** The menu's name of the screen at `path` ('Produits'), or null when it is no menu entry. */
export function screenLabel(path: string): string | null {
  return activeNavItem(path)?.label ?? null;
}

/**
 * A screen as an admin reads it in a support request's e-mail: its menu name and its path
 * ('Produits (/admin/products)'), or the path alone when it is no menu entry.
 */
export function screenName(path: string): string {
  const label = screenLabel(path);
  return label ? `${label} (${path})` : path;
}
