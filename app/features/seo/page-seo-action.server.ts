import type { RequestContext } from "~/context";
import { SEO_PAGES, type SeoPage } from "~/db/enums";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import type { CurrentSite } from "~/features/admin-kit/current-site.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { successToast } from "~/lib/toast";
import { PAGE_SEO_FIELDS, PAGE_SEO_TEXTS, SEO_PAGE_LABELS, pageSeoSchema, type PageSeoField } from "~/features/seo/page-seo-schema";
import { savePageSeo } from "~/features/seo/page-seo.server";
import { seoPagesOf } from "~/features/seo/seo-pages";
import { z } from "~/lib/zod";

const PAGE_SEO_INTENTS = z.discriminatedUnion("intent", [z.object({ intent: z.literal("save") })]);

/**
 * POST /admin/seo (a `siteAction` with `feature: "seo"`: refused with a 403 outside Expert):
 * `intent` save, `page` one of the site's public pages, its title, description and share image.
 */
export async function handlePageSeoAction(context: RequestContext, site: CurrentSite, form: FormData) {
  const parsed = readIntent(PAGE_SEO_INTENTS, form);
  if (!parsed) return failed(undefined, PAGE_SEO_TEXTS.saveFailed, 400);
  switch (parsed.intent) {
    case "save":
      return savePageSeoForm(context, site, form);
    default:
      return unknownIntent(parsed.intent);
  }
}

/** `save`: one page's title, description and share image. */
async function savePageSeoForm(context: RequestContext, site: CurrentSite, form: FormData) {
  const intent = "save";
  const page = form.get("page");
  if (typeof page !== "string" || !(SEO_PAGES as readonly string[]).includes(page) || !seoPagesOf(site.plan).includes(page as SeoPage)) {
    return failed(intent, PAGE_SEO_TEXTS.badPage, 400);
  }
  const seoPage = page as SeoPage;
  const values = formValues(form, PAGE_SEO_FIELDS);
  const parsed = pageSeoSchema.safeParse(values);
  if (!parsed.success) return invalid(intent, fieldErrors<PageSeoField>(parsed.error), { values: { ...values, page } });
  let saved;
  try {
    saved = await savePageSeo(context.db, site.id, seoPage, parsed.data);
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id, page }, "page seo: save failed");
    return failed(intent, PAGE_SEO_TEXTS.saveFailed, 500);
  }
  await deleteIfUnreferenced(context, saved.previousImageUrl);
  return done(intent, successToast(PAGE_SEO_TEXTS.saved(SEO_PAGE_LABELS[seoPage]), PAGE_SEO_TEXTS.savedTitle), { rowId: seoPage });
}
