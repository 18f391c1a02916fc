import { data } from "react-router";
import { z } from "zod";
import { serviceCategories, serviceFaqs } from "~/db/schema";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import { GENERIC_TEXTS, done, failed, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { handleReorder } from "~/features/admin-kit/reorder-action.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { fieldErrors } from "~/lib/form-errors";
import { categorySchema, contentSchema, faqSchema } from "~/features/services/services-schema";
import { SERVICES_MESSAGES as M, type ServicesIntent } from "~/features/services/services-texts";
import {
  createServiceCategory,
  createServiceFaq,
  deleteServiceCategory,
  deleteServiceFaq,
  saveServicesPageContent,
  updateServiceCategory,
  updateServiceFaq,
} from "~/features/services/services.server";

const rowId = z.uuid();
/** Two lists share this route: the list kit posts reorders to `?list=…` (a `list` field works too). */
const REORDERABLE = { categories: serviceCategories, faqs: serviceFaqs } as const;

const SERVICES_INTENTS = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save-content") }),
  z.object({ intent: z.literal("save-category") }),
  z.object({ intent: z.literal("delete-category") }),
  z.object({ intent: z.literal("save-faq") }),
  z.object({ intent: z.literal("delete-faq") }),
  z.object({ intent: z.literal("reorder") }),
]);

/**
 * POST /admin/pages/services (a `siteAction`), one `intent` per mutation. Row ids from the form
 * are matched together with the site, so another site's id answers 404 and changes nothing.
 */
export async function handleServicesAction({ request, context, site, form }: Pick<ActionArgs, "request" | "context" | "site" | "form">) {
  const siteId = site.id;
  const parsedIntent = readIntent(SERVICES_INTENTS, form);
  if (!parsedIntent) throw data({ message: "Action inconnue" }, { status: 400 });
  const { intent } = parsedIntent;
  const str = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const refused = (i: ServicesIntent, error: z.ZodError) => invalid(i, fieldErrors(error));
  const log = (err: unknown, what: string) => context.logger.error({ err, requestId: context.requestId, siteId }, `services editor: ${what} failed`);

  try {
    switch (intent) {
      case "save-content": {
        const parsed = contentSchema.safeParse({ title: str("title"), description: str("description") });
        if (!parsed.success) return refused(intent, parsed.error);
        await saveServicesPageContent(context.db, siteId, parsed.data);
        return done(intent, M.contentSaved);
      }
      case "save-category": {
        const parsed = categorySchema.safeParse({
          name: str("name"),
          title: str("title"),
          description: str("description"),
          images: form.getAll("images").filter((v): v is string => typeof v === "string"),
        });
        const categoryId = form.get("categoryId");
        // An id that is not a UUID cannot be one of the site's rows: 404 before looking at the fields.
        if (categoryId !== null && categoryId !== "" && !rowId.safeParse(categoryId).success) return failed(intent, M.saveFailed, 404);
        if (!parsed.success) return refused(intent, parsed.error);
        if (typeof categoryId === "string" && categoryId !== "") {
          const removed = await updateServiceCategory(context.db, siteId, categoryId, parsed.data);
          if (removed === null) return failed(intent, M.saveFailed, 404);
          await deleteIfUnreferenced(context, ...removed);
        } else {
          await createServiceCategory(context.db, siteId, parsed.data);
        }
        return done(intent, M.categorySaved);
      }
      case "delete-category": {
        const categoryId = rowId.safeParse(form.get("categoryId"));
        if (!categoryId.success) return failed(intent, M.deleteFailed, 404);
        const removed = await deleteServiceCategory(context.db, siteId, categoryId.data);
        if (removed === null) return failed(intent, M.deleteFailed, 404);
        await deleteIfUnreferenced(context, ...removed);
        return done(intent, M.categoryDeleted);
      }
      case "save-faq": {
        const faqId = form.get("faqId");
        if (faqId !== null && faqId !== "" && !rowId.safeParse(faqId).success) return failed(intent, M.saveFailed, 404);
        const parsed = faqSchema.safeParse({ question: str("question"), answer: str("answer") });
        if (!parsed.success) return refused(intent, parsed.error);
        if (typeof faqId === "string" && faqId !== "") {
          if (!(await updateServiceFaq(context.db, siteId, faqId, parsed.data))) return failed(intent, M.saveFailed, 404);
        } else {
          await createServiceFaq(context.db, siteId, parsed.data);
        }
        return done(intent, M.faqSaved);
      }
      case "delete-faq": {
        const faqId = rowId.safeParse(form.get("faqId"));
        if (!faqId.success) return failed(intent, M.deleteFailed, 404);
        if (!(await deleteServiceFaq(context.db, siteId, faqId.data))) return failed(intent, M.deleteFailed, 404);
        return done(intent, M.faqDeleted);
      }
      case "reorder": {
        const list = new URL(request.url).searchParams.get("list") ?? form.get("list");
        if (list !== "categories" && list !== "faqs") {
          return failed("reorder", GENERIC_TEXTS.updateFailed, 400);
        }
        return await handleReorder(context, REORDERABLE[list], siteId, form);
      }
      default:
        return unknownIntent(intent);
    }
  } catch (err) {
    if (!(err instanceof Error)) throw err;
    const what = intent as ServicesIntent;
    log(err, what);
    return failed(what, what.startsWith("delete") ? M.deleteFailed : M.saveFailed, 500);
  }
}
