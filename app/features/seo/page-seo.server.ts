import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { SEO_PAGES, type SeoPage } from "~/db/enums";
import { pageSeo } from "~/db/schema";
import type { StoredPageSeo } from "~/features/seo/page-seo-schema";

export const EMPTY_PAGE_SEO: StoredPageSeo = { title: null, description: null, imageUrl: null };

/** Every public page's stored title, description and share image (empty where nothing is stored). */
export async function getPageSeo(db: Database, siteId: string): Promise<Record<SeoPage, StoredPageSeo>> {
  const rows = await db
    .select({ page: pageSeo.page, title: pageSeo.title, description: pageSeo.description, imageUrl: pageSeo.imageUrl })
    .from(pageSeo)
    .where(eq(pageSeo.siteId, siteId));
  const out = Object.fromEntries(SEO_PAGES.map((page) => [page, { ...EMPTY_PAGE_SEO }])) as Record<SeoPage, StoredPageSeo>;
  for (const { page, ...values } of rows) out[page] = values;
  return out;
}

/**
 * Stores one page's values; a page with nothing left is no row at all (its defaults apply).
 * Returns the share image it replaced (for the media sweep), or undefined when the site is gone.
 */
export async function savePageSeo(db: Database, siteId: string, page: SeoPage, values: StoredPageSeo): Promise<{ previousImageUrl: string | null }> {
  return db.transaction(async (tx) => {
    const where = and(eq(pageSeo.siteId, siteId), eq(pageSeo.page, page));
    const previous = await tx.select({ imageUrl: pageSeo.imageUrl }).from(pageSeo).where(where).for("update");
    const previousImageUrl = previous[0]?.imageUrl ?? null;
    if (!values.title && !values.description && !values.imageUrl) {
      await tx.delete(pageSeo).where(where);
    } else {
      await tx
        .insert(pageSeo)
        .values({ siteId, page, ...values })
        .onConflictDoUpdate({ target: [pageSeo.siteId, pageSeo.page], set: { ...values, updatedAt: new Date() } });
    }
    return { previousImageUrl: previousImageUrl !== values.imageUrl ? previousImageUrl : null };
  });
}
