import { data } from "react-router";
import { z } from "zod";
import type { RequestContext } from "~/context";
import { errorToast, successToast } from "~/features/admin-kit/result-toast";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { CATEGORY_FIELDS, PRODUCT_MESSAGES, categoryFormSchema, parseProductPayload } from "./product-form-schema";
import type { ProductActionResult, ProductIntent } from "./product-result";
import { deleteProduct, deleteProductCategory, saveProduct, saveProductCategory, setProductFeatured } from "./products.server";

const rowId = z.uuid();

/**
 * POST /admin/products, one `intent` per mutation. The site comes from `requireSiteAccess` (the
 * caller); every row id is matched together with it, so another site's id is a 404 and changes
 * nothing. The public pages read the same rows on each request: nothing to invalidate.
 */
export async function handleProductsAction(request: Request, context: RequestContext, siteId: string) {
  const form = await request.formData();
  const intent = form.get("intent");
  const id = crypto.randomUUID();
  const log = (err: unknown, what: string) => context.logger.error({ err, requestId: context.requestId, siteId }, `products: ${what} failed`);
  const answer = (which: ProductIntent, ok: boolean, text: string, status = ok ? 200 : 500) =>
    data<ProductActionResult>({ id, intent: which, status: ok ? "done" : "failed", toast: ok ? successToast(text) : errorToast(text) }, { status });

  if (intent === "save-product") {
    const rawId = form.get("productId");
    const productId = rawId ? rowId.safeParse(rawId) : null;
    if (productId && !productId.success) return answer(intent, false, PRODUCT_MESSAGES.saveFailed, 404);
    const parsed = parseProductPayload(form.get("payload"));
    if (!parsed.ok) {
      if (!parsed.draft) return answer(intent, false, PRODUCT_MESSAGES.saveFailed, 400);
      return data<ProductActionResult>({ id, intent, status: "invalid", draft: parsed.draft, errors: parsed.errors }, { status: 400 });
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
      if (!(await setProductFeatured(context.db, siteId, productId.data, featured))) return answer(intent, false, failedText, 404);
    } catch (err) {
      log(err, intent);
      return answer(intent, false, failedText);
    }
    return answer(intent, true, featured ? PRODUCT_MESSAGES.featured : PRODUCT_MESSAGES.unfeatured);
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
      if (!parsed.success) {
        return data<ProductActionResult>({ id, intent, status: "invalid", errors: fieldErrors<"name">(parsed.error) }, { status: 400 });
      }
      if (!(await saveProductCategory(context.db, siteId, categoryId?.data ?? null, parsed.data))) return answer(intent, false, failedText, 404);
    } catch (err) {
      log(err, intent);
      return answer(intent, false, failedText);
    }
    return answer(intent, true, PRODUCT_MESSAGES.categorySaved);
  }

  throw data({ message: "Action inconnue" }, { status: 400 });
}
