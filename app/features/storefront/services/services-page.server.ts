import { asc, eq } from "drizzle-orm";
import type { Database } from "~/../server/db/connect";
import { serviceCategories, serviceCategoryImages, serviceFaqs, servicesPageContent } from "~/db/schema";
import { DEFAULT_FAQS, DEFAULT_SERVICES_HEADER, type Faq, type ServiceCategoryView, type ServicesHeader } from "./services-defaults";

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
      .orderBy(asc(serviceCategories.orderIndex), asc(serviceCategories.createdAt)),
    db
      .select({ id: serviceCategoryImages.id, categoryId: serviceCategoryImages.categoryId, url: serviceCategoryImages.imageUrl })
      .from(serviceCategoryImages)
      .where(eq(serviceCategoryImages.siteId, siteId))
      .orderBy(asc(serviceCategoryImages.orderIndex)),
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
    .orderBy(asc(serviceFaqs.orderIndex), asc(serviceFaqs.createdAt));
}

export type ServicesPageData = {
  header: ServicesHeader;
  categories: ServiceCategoryView[];
  /** The site's FAQs, or the three defaults when it has none. */
  faqs: Faq[];
};

/**
 * Everything the services page shows. Each part that fails is reported and replaced by its empty
 * state (public-site.md §8: categories and FAQs are empty lists on error), so one bad query never
 * takes the page down.
 */
export async function loadServicesPage(db: Database, siteId: string, report: (err: unknown, part: string) => void): Promise<ServicesPageData> {
  const [content, categories, faqs] = await Promise.all([
    getServicesPageContent(db, siteId).catch((err: unknown) => (report(err, "services_page_content"), null)),
    getServiceCategories(db, siteId).catch((err: unknown) => (report(err, "service_categories"), [])),
    getServiceFaqs(db, siteId).catch((err: unknown) => (report(err, "service_faqs"), [])),
  ]);
  return {
    header: {
      title: content?.title?.trim() || DEFAULT_SERVICES_HEADER.title,
      description: content?.description?.trim() || DEFAULT_SERVICES_HEADER.description,
    },
    categories,
    faqs: faqs.length > 0 ? faqs : DEFAULT_FAQS,
  };
}
