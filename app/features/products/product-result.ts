import type { ResultToast } from "~/features/admin-kit/result-toast";
import type { ProductDraft, ProductFormErrors } from "./product-form-schema";

export type ProductIntent = "save-product" | "delete-product" | "toggle-featured" | "save-category" | "delete-category";

/** What the products action answers; a fresh `id` per answer so the page reacts once. */
export type ProductActionResult =
  | { id: string; intent: ProductIntent; status: "done" | "failed"; toast: ResultToast }
  | { id: string; intent: "save-product"; status: "invalid"; draft: ProductDraft | null; errors: ProductFormErrors }
  | { id: string; intent: "save-category"; status: "invalid"; errors: { name?: string } };
