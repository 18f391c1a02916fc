import { eq } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { products } from "~/db/schema";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { handleReorder } from "~/features/admin-kit/reorder-action.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { FEATURED_TEXTS, REORDER_FEATURED } from "~/features/products/featured-products";
import { CATEGORY_FIELDS, categoryFormSchema, parseProductPayload, type CategoryField } from "~/features/products/products-schema";
import { PRODUCT_MESSAGES } from "~/features/products/products-texts";
import { deleteProduct, deleteProductCategory, saveProduct, saveProductCategory, setProductFeatured } from "~/features/products/products.server";

const rowId = z.uuid();

const PRODUCTS_INTENTS = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save-product") }),
  z.object({ intent: z.literal("delete-product") }),
  z.object({ intent: z.literal("toggle-featured") }),
  z.object({ intent: z.literal(REORDER_FEATURED) }),
  z.object({ intent: z.literal("save-category") }),
  z.object({ intent: z.literal("delete-category") }),
]);

type ProductIntent = "save-product" | "delete-product" | "toggle-featured" | "save-category" | "delete-category";

/** What every intent's handler reads: the site's id, and its log line for a failure. */
type ProductsArgs = Pick<ActionArgs, "context" | "form"> & { siteId: string; log: (err: unknown, what: string) => void };

const answer = (which: ProductIntent, ok: boolean, text: string, status = ok ? 200 : 500) => (ok ? done(which, text) : failed(which, text, status));

/**
 * POST /admin/products (a `siteAction`), one `intent` per mutation. Every row id is matched together
 * with the site, so another site's id is a 404 and changes nothing. The public pages read the same
 * rows on each request: nothing to invalidate.
 */
export async function handleProductsAction({ context, site, form }: Pick<ActionArgs, "context" | "site" | "form">) {
  const siteId = site.id;
  const log = (err: unknown, what: string) => context.logger.error({ err, requestId: context.requestId, siteId }, `products: ${what} failed`);
  const args: ProductsArgs = { context, form, siteId, log };
  const parsed = readIntent(PRODUCTS_INTENTS, form);
  if (!parsed) throw data({ message: "Action inconnue" }, { status: 400 });
  switch (parsed.intent) {
    case "save-product":
      return saveProductAction(args);
    case "delete-product":
      return deleteProductAction(args);
    case "toggle-featured":
      return toggleFeatured(args);
    case REORDER_FEATURED:
      return handleReorder(context, products, siteId, form, {
        intent: REORDER_FEATURED,
        scope: { key: "featuredOrder", where: eq(products.isFeatured, true) },
      });
    case "save-category":
      return saveCategory(args);
    case "delete-category":
      return deleteCategory(args);
    default:
      return unknownIntent(parsed);
  }
}

async function saveProductAction({ context, form, siteId, log }: ProductsArgs) {
  const intent = "save-product";
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

async function deleteProductAction({ context, form, siteId, log }: ProductsArgs) {
  const intent = "delete-product";
  const failedText = PRODUCT_MESSAGES.deleteFailed;
  const productId = rowId.safeParse(form.get("productId"));
  if (!productId.success) return answer(intent, false, failedText, 404);
  try {
    const images = await deleteProduct(context.db, siteId, productId.data);
    if (!images) return answer(intent, false, failedText, 404);
    await deleteIfUnreferenced(context, ...images);
    return answer(intent, true, PRODUCT_MESSAGES.deleted);
  } catch (err) {
    log(err, intent);
    return answer(intent, false, failedText);
  }
}

async function toggleFeatured({ context, form, siteId, log }: ProductsArgs) {
  const intent = "toggle-featured";
  const failedText = PRODUCT_MESSAGES.updateFailed;
  const productId = rowId.safeParse(form.get("productId"));
  if (!productId.success) return answer(intent, false, failedText, 404);
  const featured = form.get("isFeatured") === "true";
  try {
    const toggled = await setProductFeatured(context.db, siteId, productId.data, featured);
    if (!toggled) return answer(intent, false, failedText, 404);
    if (featured && !toggled.onHome) return answer(intent, true, FEATURED_TEXTS.featuredNotShown);
  } catch (err) {
    log(err, intent);
    return answer(intent, false, failedText);
  }
  return answer(intent, true, featured ? PRODUCT_MESSAGES.featured : PRODUCT_MESSAGES.unfeatured);
}

async function saveCategory({ context, form, siteId, log }: ProductsArgs) {
  const intent = "save-category";
  const failedText = PRODUCT_MESSAGES.saveFailed;
  const rawId = form.get("categoryId");
  const categoryId = rawId ? rowId.safeParse(rawId) : null;
  if (categoryId && !categoryId.success) return answer(intent, false, failedText, 404);
  try {
    const parsed = categoryFormSchema.safeParse(formValues(form, CATEGORY_FIELDS));
    if (!parsed.success) return invalid(intent, fieldErrors<CategoryField>(parsed.error));
    if (!(await saveProductCategory(context.db, siteId, categoryId?.data ?? null, parsed.data))) return answer(intent, false, failedText, 404);
  } catch (err) {
    log(err, intent);
    return answer(intent, false, failedText);
  }
  return answer(intent, true, PRODUCT_MESSAGES.categorySaved);
}

async function deleteCategory({ context, form, siteId, log }: ProductsArgs) {
  const intent = "delete-category";
  const failedText = PRODUCT_MESSAGES.deleteFailed;
  const categoryId = rowId.safeParse(form.get("categoryId"));
  if (!categoryId.success) return answer(intent, false, failedText, 404);
  try {
    if (!(await deleteProductCategory(context.db, siteId, categoryId.data))) return answer(intent, false, failedText, 404);
  } catch (err) {
    log(err, intent);
    return answer(intent, false, failedText);
  }
  return answer(intent, true, PRODUCT_MESSAGES.categoryDeleted);
}
