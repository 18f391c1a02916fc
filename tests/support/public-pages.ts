/** The seven pages of a merchant site on every plan that has them all, in the sitemap's order (French addresses). */
export const SITE_PAGE_PATHS = [
  "/",
  "/merchant/about",
  "/merchant/services",
  "/merchant/products",
  "/merchant/contact",
  "/merchant/mentions-legales",
  "/merchant/confidentialite",
] as const;
