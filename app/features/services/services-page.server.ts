import { listOrderSql } from "~/db/list-order.server";
import { sql } from "drizzle-orm";
import { executePrepared, type Database } from "~/db/connect.server";
import { serviceCategories, serviceCategoryImages, serviceFaqs } from "~/db/schema";
import { getServiceCategories, getServiceFaqs, getServicesPageContent } from "~/features/services/services.server";
import type { ShownText, TranslationOverlay } from "~/lib/i18n/translated-text";
import type { PageLanguage } from "~/lib/i18n/languages";
import { translator, type MessageKey } from "~/lib/i18n/messages";
import {
  DEFAULT_FAQ_KEYS,
  DEFAULT_FAQS,
  DEFAULT_HEADER_KEYS,
  DEFAULT_SERVICES_HEADER,
  type Faq,
  type ServiceCategoryView,
  type ServicesHeader,
  type ShownFaq,
  type ShownServiceCategory,
  type ShownServicesHeader,
} from "~/features/services/services-defaults";

export type ServicesPageData = {
  header: ServicesHeader;
  categories: ServiceCategoryView[];
  /** The site's FAQs, or the three defaults when it has none. */
  faqs: Faq[];
};

type ServicesRow = {
  content: { title: string | null; description: string | null } | null;
  categories: ServiceCategoryView[];
  faqs: Faq[];
};

/** The three parts below in one round trip: what a visit to the services page costs the database. */
async function readServicesAtOnce(db: Database, siteId: string): Promise<ServicesRow> {
  const rows = await executePrepared<ServicesRow>(
    db,
    "vitrine_services_page",
    sql`
    SELECT
      (SELECT json_build_object('title', title, 'description', description) FROM services_page_content WHERE site_id = ${siteId} LIMIT 1) AS content,
      coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'title', c.title, 'description', c.description,
                                                  'images', coalesce((SELECT json_agg(json_build_object('id', i.id, 'url', i.image_url) ORDER BY ${listOrderSql(serviceCategoryImages, "i")})
                                                                        FROM service_category_images i WHERE i.site_id = c.site_id AND i.category_id = c.id), '[]'))
                                ORDER BY ${listOrderSql(serviceCategories, "c")})
                  FROM service_categories c WHERE c.site_id = ${siteId}), '[]') AS categories,
      coalesce((SELECT json_agg(json_build_object('id', id, 'question', question, 'answer', answer) ORDER BY ${listOrderSql(serviceFaqs)})
                  FROM service_faqs WHERE site_id = ${siteId}), '[]') AS faqs
  `,
  );
  const row = rows[0];
  return {
    content: row.content,
    categories: row.categories.map((category) => ({
      ...category,
      name: category.name.trim(),
      images: category.images.filter((image) => image.url.trim() !== ""),
    })),
    faqs: row.faqs,
  };
}

/**
 * Everything the services page shows: in one statement, or — when it fails — part by part, where
 * each part that fails is reported and replaced by its empty state (categories
 * and FAQs are empty lists on error), so one bad query never takes the page down.
 */
export async function loadServicesPage(db: Database, siteId: string, report: (err: unknown, part: string) => void): Promise<ServicesPageData> {
  const { content, categories, faqs } = await readServicesAtOnce(db, siteId).catch(async (err: unknown) => {
    report(err, "services page (one statement)");
    const [content, categories, faqs] = await Promise.all([
      getServicesPageContent(db, siteId).catch((err: unknown) => (report(err, "services_page_content"), null)),
      getServiceCategories(db, siteId).catch((err: unknown) => (report(err, "service_categories"), [])),
      getServiceFaqs(db, siteId).catch((err: unknown) => (report(err, "service_faqs"), [])),
    ]);
    return { content, categories, faqs };
  });
  return {
    header: {
      title: content?.title?.trim() || DEFAULT_SERVICES_HEADER.title,
      description: content?.description?.trim() || DEFAULT_SERVICES_HEADER.description,
    },
    categories,
    faqs: faqs.length > 0 ? faqs : DEFAULT_FAQS,
  };
}

export type ShownServicesPage = { header: ShownServicesHeader; categories: ShownServiceCategory[]; faqs: ShownFaq[] };

/**
 * The page in its language (ADR 047): each text the merchant wrote, translated or marked French
 * (the keys of page-fields.server.ts). The platform's defaults (the header or the FAQ a merchant
 * has not written) are not hers to translate: they come from the page language's catalogue.
 */
export function showServices(page: ServicesPageData, siteId: string, overlay: TranslationOverlay, language: PageLanguage): ShownServicesPage {
  const t = translator(language);
  // A French page keeps the constants as they are.
  const platform = (french: string, key: MessageKey | undefined): ShownText => (language === "fr" || !key ? { text: french } : { text: t(key) });
  const header = (field: keyof ServicesHeader) =>
    page.header[field] === DEFAULT_SERVICES_HEADER[field]
      ? platform(page.header[field], DEFAULT_HEADER_KEYS[field])
      : overlay.text("services_page", siteId, field, page.header[field]);
  const own = page.faqs !== DEFAULT_FAQS;
  return {
    header: { title: header("title"), description: header("description") },
    categories: page.categories.map((category) => ({
      ...category,
      label: overlay.text("service_category", category.id, "name", category.name),
      title: overlay.text("service_category", category.id, "title", category.title),
      description: category.description ? overlay.text("service_category", category.id, "description", category.description) : null,
    })),
    faqs: page.faqs.map((faq) => ({
      id: faq.id,
      question: own ? overlay.text("service_faq", faq.id, "question", faq.question) : platform(faq.question, DEFAULT_FAQ_KEYS[faq.id]?.question),
      answer: own ? overlay.text("service_faq", faq.id, "answer", faq.answer) : platform(faq.answer, DEFAULT_FAQ_KEYS[faq.id]?.answer),
    })),
  };
}
