/** The eight pages of a merchant site on every plan that has them all, in the sitemap's order (French addresses): the accessibility statement last. */
export const SITE_PAGE_PATHS = [
  "/",
  "/merchant/about",
  "/merchant/services",
  "/merchant/products",
  "/merchant/contact",
  "/merchant/mentions-legales",
  "/merchant/confidentialite",
  "/merchant/accessibilite",
] as const;
