import { eq } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { products } from "~/db/schema";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import { handleReorder } from "~/features/admin-kit/reorder-action.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { FEATURED_TEXTS, REORDER_FEATURED } from "./featured-products";
import { CATEGORY_FIELDS, categoryFormSchema, parseProductPayload, type CategoryField } from "./products-schema";
import { PRODUCT_MESSAGES } from "./products-texts";
import { deleteProduct, deleteProductCategory, saveProduct, saveProductCategory, setProductFeatured } from "./products.server";

const rowId = z.uuid();

type ProductIntent = "save-product" | "delete-product" | "toggle-featured" | "save-category" | "delete-category";


/**
 * POST /admin/products (a `siteAction`), one `intent` per mutation. Every row id is matched together
 * with the site, so another site's id is a 404 and changes nothing. The public pages read the same
 * rows on each request: nothing to invalidate.
 */
export async function handleProductsAction({ context, site, form }: Pick<ActionArgs, "context" | "site" | "form">) {
  const siteId = site.id;
  const intent = form.get("intent");
  const log = (err: unknown, what: string) => context.logger.error({ err, requestId: context.requestId, siteId }, `products: ${what} failed`);
  const answer = (which: ProductIntent, ok: boolean, text: string, status = ok ? 200 : 500) => (ok ? done(which, text) : failed(which, text, status));

  if (intent === "save-product") {
    const rawId = form.get("productId");
    const productId = rawId ? rowId.safeParse(rawId) : null;
    if (productId && !productId.success) return answer(intent, false, PRODUCT_MESSAGES.saveFailed, 404);
    const parsed = parseProductPayload(form.get("payload"));
    if (!parsed.ok) {
      if (!parsed.draft) return answer(intent, false, PRODUCT_MESSAGES.saveFailed, 400);
      return invalid(intent, parsed.errors);
    }
    try {
      const saved = await saveProduct(context.db, siteId, productId?.data ?? null, parsed.input);
      if (!saved.ok) return answer(intent, false, PRODUCT_MESSAGES.saveFailed, 404);
      await deleteIfUnreferenced(context, ...saved.replacedImages);
    } catch (err) {
      log(err, "save");
      return answer(intent, false, PRODUCT_MESSAGES.saveFailed);
    }
    return answer(intent, true, PRODUCT_MESSAGES.saved);
  }

  if (intent === "delete-product" || intent === "toggle-featured") {
    const failedText = intent === "delete-product" ? PRODUCT_MESSAGES.deleteFailed : PRODUCT_MESSAGES.updateFailed;
    const productId = rowId.safeParse(form.get("productId"));
    if (!productId.success) return answer(intent, false, failedText, 404);
    const featured = form.get("isFeatured") === "true";
    try {
      if (intent === "delete-product") {
        const images = await deleteProduct(context.db, siteId, productId.data);
        if (!images) return answer(intent, false, failedText, 404);
        await deleteIfUnreferenced(context, ...images);
        return answer(intent, true, PRODUCT_MESSAGES.deleted);
      }
      const toggled = await setProductFeatured(context.db, siteId, productId.data, featured);
      if (!toggled) return answer(intent, false, failedText, 404);
      if (featured && !toggled.onHome) return answer(intent, true, FEATURED_TEXTS.featuredNotShown);
    } catch (err) {
      log(err, intent);
      return answer(intent, false, failedText);
    }
    return answer(intent, true, featured ? PRODUCT_MESSAGES.featured : PRODUCT_MESSAGES.unfeatured);
  }

  if (intent === REORDER_FEATURED) {
    return handleReorder(context, products, siteId, form, { intent, scope: { key: "featuredOrder", where: eq(products.isFeatured, true) } });
  }

  if (intent === "save-category" || intent === "delete-category") {
    const failedText = intent === "save-category" ? PRODUCT_MESSAGES.saveFailed : PRODUCT_MESSAGES.deleteFailed;
    const rawId = form.get("categoryId");
    const categoryId = rawId || intent === "delete-category" ? rowId.safeParse(rawId) : null;
    if (categoryId && !categoryId.success) return answer(intent, false, failedText, 404);
    try {
      if (intent === "delete-category") {
        if (!(await deleteProductCategory(context.db, siteId, categoryId!.data!))) return answer(intent, false, failedText, 404);
        return answer(intent, true, PRODUCT_MESSAGES.categoryDeleted);
      }
      const parsed = categoryFormSchema.safeParse(formValues(form, CATEGORY_FIELDS));
      if (!parsed.success) return invalid(intent, fieldErrors<CategoryField>(parsed.error));
      if (!(await saveProductCategory(context.db, siteId, categoryId?.data ?? null, parsed.data))) return answer(intent, false, failedText, 404);
    } catch (err) {
      log(err, intent);
      return answer(intent, false, failedText);
    }
    return answer(intent, true, PRODUCT_MESSAGES.categorySaved);
  }

  throw data({ message: "Action inconnue" }, { status: 400 });
}
