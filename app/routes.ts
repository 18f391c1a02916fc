import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
// React Router reads this file before Vite's aliases exist: a relative path, the one exception to `~/…`.
// eslint-disable-next-line no-restricted-imports -- see the line above
import { OTHER_LANGUAGES, type OtherLanguage } from "./lib/i18n/languages";

/**
 * The storefront's pages, in French or under a language's prefix: the same modules, with ids
 * that name the language (a module used twice needs an id of its own).
 */
function storefrontPages(language?: OtherLanguage) {
  const id = (file: string) => (language ? { id: `routes/storefront/${file}.${language}` } : {});
  const page = (path: string, file: string) => route(path, `routes/storefront/${file}.tsx`, id(file));
  return [
    index("routes/storefront/home.tsx", id("home")),
    ...prefix("merchant", [
      index("routes/storefront/merchant-home.tsx", id("merchant-home")),
      page("about", "about"),
      page("services", "services"),
      page("products", "products"),
      page("contact", "contact"),
      page("events/:eventId/rsvp", "event-rsvp"),
      // The two legal pages every merchant site has, on every plan.
      page("mentions-legales", "legal-notice"),
      page("confidentialite", "privacy"),
      page("accessibilite", "accessibility"),
    ]),
  ];
}

export default [
  // Public side: `/` is the merchant home when the host maps to a site, else the landing page.
  // The same pages again under each other language's prefix (`/en`, `/en/merchant/about`; ADR 047).
  layout("routes/storefront/layout.tsx", [...storefrontPages(), ...OTHER_LANGUAGES.flatMap((language) => prefix(language, storefrontPages(language)))]),

  // A visitor's own form token, for pages served from the cache (ADR 014).
  route("merchant/form-token", "routes/storefront/form-token.ts"),

  // Per-host SEO files.
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  // The Expert plan's share cards (og:image): the address names the content version.
  route("share-card/:siteId/:file", "routes/seo/share-card.ts"),
  // The Expert plan's catalogue feeds for the networks' shops, per host like the sitemap.
  route("catalogue/meta.csv", "routes/social/catalogue-meta.ts"),
  route("catalogue/google.xml", "routes/social/catalogue-google.ts"),

  // Self-service sign-up: a signed-out page, drawn like the sign-in.
  route("inscription", "routes/admin/signup.tsx"),

  // Back-office.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  // Opened from the confirmation e-mail, possibly in a browser that is not signed in.
  route("admin/account/confirm-email", "routes/admin/confirm-email.tsx"),
  // The address confirmation of an account created at sign-up, opened from its e-mail.
  route("admin/account/confirm-address", "routes/admin/confirm-address.tsx"),
  // The merchant's home as the appearance screen frames it: outside the back-office's shell.
  route("admin/appearance/preview", "routes/admin/appearance-preview.tsx"),
  // Opened from an owner's invitation e-mail, by someone without an account yet.
  route("admin/invitation", "routes/admin/invitation.tsx"),
  // A forgotten password: the request, then the page its e-mailed link opens.
  route("admin/mot-de-passe-oublie", "routes/admin/forgot-password.tsx"),
  route("admin/nouveau-mot-de-passe", "routes/admin/reset-password.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx", { id: "admin-index" }),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("sites", "routes/admin/sites.tsx"),
    route("domains", "routes/admin/domains.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("select-site", "routes/admin/select-site.tsx"),
    route("content/quotes", "routes/admin/quotes.tsx"),
    route("pages/services", "routes/admin/services.tsx"),
    route("content/messages", "routes/admin/messages.tsx"),
    route("content/events", "routes/admin/events.tsx"),
    route("content/testimonials", "routes/admin/testimonials.tsx"),
    route("unread-counts", "routes/admin/unread-counts.ts"),
    route("address-qr", "routes/admin/address-qr.ts"),
    // 'Publier sur les réseaux' (Expert): an event's or a product's caption, and its square image.
    route("publier", "routes/admin/publish.ts"),
    route("publier/image", "routes/admin/publish-image.ts"),
    // The admins' 'Facturation' (every invoice, payments received, credit notes) and the PDFs.
    route("facturation", "routes/admin/billing.tsx"),
    route("facturation/document", "routes/admin/billing-document.ts"),
    route("abonnement", "routes/admin/subscription.tsx"),
    // The admins' support queue: every site's requests by due time, and the Expert sites' advisors.
    route("support", "routes/admin/support.tsx"),
    route("upload", "routes/admin/upload.ts"),
    route("settings", "routes/admin/settings.tsx"),
    route("appearance", "routes/admin/appearance.tsx"),
    route("pages/contact", "routes/admin/contact-placeholder.tsx"),
    route("products", "routes/admin/products.tsx"),
    route("content/products", "routes/admin/products.tsx", { id: "admin-content-products" }),
    route("pages/home", "routes/admin/home.tsx"),
    route("pages/about", "routes/admin/about.tsx"),
    route("pages/hours", "routes/admin/hours.tsx"),
    route("seo", "routes/admin/seo.tsx"),
    route("reseaux", "routes/admin/social.tsx"),
    // The Expert plan's other languages (ADR 047): which are shown, and each page's translation.
    route("langues", "routes/admin/languages.tsx"),
    route("traductions", "routes/admin/translations.tsx"),
    // 'Données des visiteurs' (retention, a visitor's export and erasure).
    route("donnees", "routes/admin/visitor-data.tsx"),
    // The merchants' help centre, writing to the support and their requests.
    route("aide", "routes/admin/help.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
