import { listOrder } from "~/db/list-order.server";
import { and, eq } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import { serviceCategories, serviceCategoryImages, serviceFaqs, servicesPageContent } from "~/db/schema";
import { nextOrderIndex } from "~/features/admin-kit/reorder.server";
import type { CategoryInput, ContentInput, FaqInput } from "~/features/services/services-schema";
import type { CategoryView, FaqView, ServicesEditorData } from "~/features/services/services-texts";
import type { Faq, ServiceCategoryView } from "~/features/services/services-defaults";

/** The services page header row, or null when the site has none (not an error: defaults apply). */
export async function getServicesPageContent(db: Database, siteId: string): Promise<{ title: string | null; description: string | null } | null> {
  const rows = await db
    .select({ title: servicesPageContent.title, description: servicesPageContent.description })
    .from(servicesPageContent)
    .where(eq(servicesPageContent.siteId, siteId))
    .limit(1);
  return rows[0] ?? null;
}

/** Categories by order_index, each with its images by order_index. */
export async function getServiceCategories(db: Database, siteId: string): Promise<ServiceCategoryView[]> {
  const [categories, images] = await Promise.all([
    db
      .select({ id: serviceCategories.id, name: serviceCategories.name, title: serviceCategories.title, description: serviceCategories.description })
      .from(serviceCategories)
      .where(eq(serviceCategories.siteId, siteId))
      .orderBy(...listOrder(serviceCategories)),
    db
      .select({ id: serviceCategoryImages.id, categoryId: serviceCategoryImages.categoryId, url: serviceCategoryImages.imageUrl })
      .from(serviceCategoryImages)
      .where(eq(serviceCategoryImages.siteId, siteId))
      .orderBy(...listOrder(serviceCategoryImages)),
  ]);
  return categories.map((category) => ({
    ...category,
    name: category.name.trim(),
    images: images.filter((image) => image.categoryId === category.id && image.url.trim() !== "").map(({ id, url }) => ({ id, url })),
  }));
}

export async function getServiceFaqs(db: Database, siteId: string): Promise<Faq[]> {
  return db
    .select({ id: serviceFaqs.id, question: serviceFaqs.question, answer: serviceFaqs.answer })
    .from(serviceFaqs)
    .where(eq(serviceFaqs.siteId, siteId))
    .orderBy(...listOrder(serviceFaqs));
}

/**
 * The services page's data for the back-office: the public page's own readers (the header row,
 * the categories with their images, the FAQs), shaped for the editor's forms. Every function of
 * this module takes the site id first and matches row ids together with it: another site's id is
 * "not found".
 */
export async function getServicesEditorData(db: Database, siteId: string): Promise<ServicesEditorData> {
  const [content, categories, faqs] = await Promise.all([getServicesPageContent(db, siteId), getServiceCategories(db, siteId), getServiceFaqs(db, siteId)]);
  return {
    content: { title: content?.title ?? "", description: content?.description ?? "" },
    categories: categories.map((c): CategoryView => ({ ...c, images: c.images.map((image) => image.url) })),
    faqs: faqs satisfies FaqView[],
  };
}

/** The single header row of the site's services page, created on first save. */
export async function saveServicesPageContent(db: Database, siteId: string, input: ContentInput): Promise<void> {
  await db
    .insert(servicesPageContent)
    .values({ siteId, title: input.title, description: input.description })
    .onConflictDoUpdate({ target: servicesPageContent.siteId, set: { title: input.title, description: input.description, updatedAt: new Date() } });
}

async function insertImages(tx: DatabaseOrTransaction, siteId: string, categoryId: string, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await tx.insert(serviceCategoryImages).values(urls.map((imageUrl, orderIndex) => ({ siteId, categoryId, imageUrl, orderIndex })));
}

/** A new category, last of the list (order_index = list length), with its images, in one transaction. */
export async function createServiceCategory(db: Database, siteId: string, input: CategoryInput): Promise<string> {
  return db.transaction(async (tx) => {
    const orderIndex = await nextOrderIndex(tx, serviceCategories, siteId);
    const [row] = await tx
      .insert(serviceCategories)
      .values({ siteId, name: input.name, title: input.title, description: input.description, orderIndex })
      .returning({ id: serviceCategories.id });
    await insertImages(tx, siteId, row.id, input.images);
    return row.id;
  });
}

/**
 * Updates a category and replaces its image list (order as given), in one transaction. Returns
 * the image URLs the category no longer uses (for `deleteIfUnreferenced` after the commit), or
 * null when the id is not one of the site's categories (nothing changed).
 */
export async function updateServiceCategory(db: Database, siteId: string, categoryId: string, input: CategoryInput): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const where = and(eq(serviceCategories.siteId, siteId), eq(serviceCategories.id, categoryId));
    const updated = await tx
      .update(serviceCategories)
      .set({ name: input.name, title: input.title, description: input.description, updatedAt: new Date() })
      .where(where)
      .returning({ id: serviceCategories.id });
    if (updated.length === 0) return null;
    const imagesOf = and(eq(serviceCategoryImages.siteId, siteId), eq(serviceCategoryImages.categoryId, categoryId));
    const previous = await tx.delete(serviceCategoryImages).where(imagesOf).returning({ url: serviceCategoryImages.imageUrl });
    await insertImages(tx, siteId, categoryId, input.images);
    const kept = new Set(input.images);
    return previous.map((image) => image.url).filter((url) => !kept.has(url));
  });
}

/** Deletes a category (its images rows go with it); returns the URLs it used, or null when not the site's. */
export async function deleteServiceCategory(db: Database, siteId: string, categoryId: string): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const images = await tx
      .select({ url: serviceCategoryImages.imageUrl })
      .from(serviceCategoryImages)
      .where(and(eq(serviceCategoryImages.siteId, siteId), eq(serviceCategoryImages.categoryId, categoryId)));
    const deleted = await tx
      .delete(serviceCategories)
      .where(and(eq(serviceCategories.siteId, siteId), eq(serviceCategories.id, categoryId)))
      .returning({ id: serviceCategories.id });
    return deleted.length === 0 ? null : images.map((image) => image.url);
  });
}

export async function createServiceFaq(db: Database, siteId: string, input: FaqInput): Promise<string> {
  return db.transaction(async (tx) => {
    const orderIndex = await nextOrderIndex(tx, serviceFaqs, siteId);
    const [row] = await tx
      .insert(serviceFaqs)
      .values({ siteId, ...input, orderIndex })
      .returning({ id: serviceFaqs.id });
    return row.id;
  });
}

/** False when the id is not one of the site's FAQs (nothing changed). */
export async function updateServiceFaq(db: Database, siteId: string, faqId: string, input: FaqInput): Promise<boolean> {
  const rows = await db
    .update(serviceFaqs)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(serviceFaqs.siteId, siteId), eq(serviceFaqs.id, faqId)))
    .returning({ id: serviceFaqs.id });
  return rows.length > 0;
}

export async function deleteServiceFaq(db: Database, siteId: string, faqId: string): Promise<boolean> {
  const rows = await db
    .delete(serviceFaqs)
    .where(and(eq(serviceFaqs.siteId, siteId), eq(serviceFaqs.id, faqId)))
    .returning({ id: serviceFaqs.id });
  return rows.length > 0;
}
