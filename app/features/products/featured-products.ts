/**
 * The featured products' order on the home. The home shows the first four active
 * featured products ("Featured products: query limit 4"), in the order the
 * merchant drags them to in the products screen (`products.featured_order`).
 */
export const FEATURED_PRODUCTS_LIMIT = 4;

/** The intent the 'Ordre sur l'accueil' list posts (the kit's SortableList and handleReorder). */
export const REORDER_FEATURED = "reorder-featured";

export const FEATURED_TEXTS = {
  /** Verbatim. */
  onlyFirstFour: "Seuls les 4 premiers produits mis en avant apparaissent sur l'accueil",
  title: "Ordre sur l'accueil",
  listLabel: "Ordre des produits mis en avant sur l'accueil",
  onHome: "Sur l'accueil",
  notOnHome: "Pas sur l'accueil",
  inactive: "Inactif",
  /** The toggle's success when the product lands beyond the first four. */
  featuredNotShown:
    "Produit mis en avant avec succès. L'accueil n'en montre que 4\u00a0: remontez-le dans «\u00a0Ordre sur l'accueil\u00a0» pour qu'il y apparaisse.",
} as const;

/** The ids of the featured products the home shows, from the featured list in order. */
export function shownOnHome(featured: readonly { id: string; isActive: boolean }[]): Set<string> {
  return new Set(
    featured
      .filter((p) => p.isActive)
      .slice(0, FEATURED_PRODUCTS_LIMIT)
      .map((p) => p.id),
  );
}
