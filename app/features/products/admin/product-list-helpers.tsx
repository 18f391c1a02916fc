import type { AdminCategory } from "~/features/products/products.server";

/** The site's categories as a select's options (the value is the category's id), after its empty choice. */
export function CategoryOptions({ categories }: { categories: AdminCategory[] }) {
  return categories.map((c) => (
    <option key={c.id} value={c.id}>
      {c.name}
    </option>
  ));
}

export type Deleting = { kind: "product" | "category"; id: string; name: string; productCount?: number };

/** What deleting says first: a category's products stay, without a category (ON DELETE SET NULL). */
export function deleteText({ kind, name, productCount = 0 }: Deleting): string {
  if (kind === "product") return `«\u00a0${name}\u00a0» et toutes ses déclinaisons seront supprimés définitivement.`;
  const products =
    productCount === 0
      ? "Aucun produit n'y est rangé."
      : productCount === 1
        ? "Son produit n'est pas supprimé\u00a0: il reste sur le site, sans catégorie."
        : `Ses ${productCount} produits ne sont pas supprimés\u00a0: ils restent sur le site, sans catégorie.`;
  return `La catégorie «\u00a0${name}\u00a0» sera supprimée. ${products}`;
}
