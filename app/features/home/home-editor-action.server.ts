import { data } from "react-router";
import { z } from "zod";
import type { RequestContext } from "~/context";
import { homeReassuranceItems } from "~/db/schema";
import type { CurrentSite } from "~/features/admin-kit/current-site.server";
import { errorToast, successToast } from "~/features/admin-kit/result-toast";
import { handleReorder } from "~/features/admin-kit/reorder-action.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import {
  HERO_FIELDS,
  HIGHLIGHT_FIELDS,
  HOME_TEXTS,
  REASSURANCE_FIELDS,
  heroSchema,
  highlightSchema,
  reassuranceSchema,
  type HomeActionResult,
  type HomeIntent,
} from "./home-editor-schema";
import {
  createReassuranceItem,
  deleteReassuranceItem,
  saveHomeHero,
  saveHomeHighlight,
  updateReassuranceItem,
} from "./home-editor.server";

const itemId = z.uuid();
const INTENTS: readonly HomeIntent[] = ["save-hero", "save-highlight", "create", "update", "delete", "reorder"];

/**
 * POST /admin/pages/home, one `intent` per change. The site is the session's (`site`); the
 * forms also carry the id of the site the page was rendered for, and a mismatch (the selection
 * changed in another tab) is refused rather than written to the other site.
 */
export async function handleHomeEditorAction(request: Request, context: RequestContext, site: CurrentSite) {
  const form = await request.formData();
  const rawIntent = form.get("intent");
  const intent = INTENTS.find((i) => i === rawIntent) ?? null;
  const id = crypto.randomUUID();
  const failed = (text: string, status: number) => data<HomeActionResult>({ id, intent: intent ?? "unknown", ok: false, toast: errorToast(text) }, { status });
  const invalid = (values: Record<string, string>, errors: Record<string, string | undefined>) =>
    data<HomeActionResult>({ id, intent: intent ?? "unknown", ok: false, values, errors }, { status: 400 });
  if (!intent) return failed(HOME_TEXTS.saveFailed, 400);

  const renderedFor = form.get("siteId");
  const needsSite = intent === "save-hero" || intent === "save-highlight" || intent === "create";
  if ((needsSite || renderedFor !== null) && renderedFor !== site.id) return failed(HOME_TEXTS.staleSite, 409);

  const log = (err: unknown) => context.logger.error({ err, requestId: context.requestId, siteId: site.id, intent }, "home editor: save failed");
  const done = (text: string) => data<HomeActionResult>({ id, intent, ok: true, toast: successToast(text) });

  if (intent === "save-hero" || intent === "save-highlight") {
    const fields = intent === "save-hero" ? HERO_FIELDS : HIGHLIGHT_FIELDS;
    const values = formValues(form, fields);
    const parsed = (intent === "save-hero" ? heroSchema : highlightSchema).safeParse(values);
    if (!parsed.success) {
      return invalid(values, fieldErrors(parsed.error));
    }
    let previous: (string | null)[];
    try {
      previous =
        "heroTitle" in parsed.data ? await saveHomeHero(context.db, site.id, parsed.data) : await saveHomeHighlight(context.db, site.id, parsed.data);
    } catch (err) {
      log(err);
      return failed(HOME_TEXTS.saveFailed, 500);
    }
    await deleteIfUnreferenced(context, ...previous);
    return done(HOME_TEXTS.saved);
  }

  if (intent === "create" || intent === "update") {
    const values = formValues(form, REASSURANCE_FIELDS);
    const parsed = reassuranceSchema.safeParse(values);
    if (!parsed.success) {
      return invalid(values, fieldErrors(parsed.error));
    }
    const target = intent === "update" ? itemId.safeParse(form.get("itemId")) : null;
    if (target && !target.success) return failed(HOME_TEXTS.saveFailed, 404);
    try {
      if (target) {
        if (!(await updateReassuranceItem(context.db, site.id, target.data, parsed.data))) return failed(HOME_TEXTS.saveFailed, 404);
      } else {
        await createReassuranceItem(context.db, site.id, parsed.data);
      }
    } catch (err) {
      log(err);
      return failed(HOME_TEXTS.saveFailed, 500);
    }
    return done(HOME_TEXTS.itemSaved);
  }

  if (intent === "delete") {
    const target = itemId.safeParse(form.get("itemId"));
    if (!target.success) return failed(HOME_TEXTS.deleteFailed, 404);
    try {
      if (!(await deleteReassuranceItem(context.db, site.id, target.data))) return failed(HOME_TEXTS.deleteFailed, 404);
    } catch (err) {
      log(err);
      return failed(HOME_TEXTS.deleteFailed, 500);
    }
    return done(HOME_TEXTS.itemDeleted);
  }

  // reorder: the whole list in its new order; anything but exactly this site's ids → 404.
  return handleReorder(context, homeReassuranceItems, site.id, form);
}
