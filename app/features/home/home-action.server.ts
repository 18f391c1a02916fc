import { z } from "zod";
import { homeReassuranceItems } from "~/db/schema";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
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
  type HomeIntent,
} from "./home-schema";
import {
  createReassuranceItem,
  deleteReassuranceItem,
  saveHomeHero,
  saveHomeHighlight,
  updateReassuranceItem,
} from "./home.server";

const itemId = z.uuid();
const INTENTS: readonly HomeIntent[] = ["save-hero", "save-highlight", "create", "update", "delete", "reorder"];

/** POST /admin/pages/home (a `siteAction`), one `intent` per change. */
export async function handleHomeAction({ context, site, form }: Pick<ActionArgs, "context" | "site" | "form">) {
  const siteId = site.id;
  const rawIntent = form.get("intent");
  const intent = INTENTS.find((i) => i === rawIntent);
  if (!intent) return failed(undefined, HOME_TEXTS.saveFailed, 400);
  const log = (err: unknown) => context.logger.error({ err, requestId: context.requestId, siteId, intent }, "home editor: save failed");

  if (intent === "save-hero" || intent === "save-highlight") {
    const fields = intent === "save-hero" ? HERO_FIELDS : HIGHLIGHT_FIELDS;
    const values = formValues(form, fields);
    const parsed = (intent === "save-hero" ? heroSchema : highlightSchema).safeParse(values);
    if (!parsed.success) return invalid(intent, fieldErrors(parsed.error), { values });
    let previous: (string | null)[];
    try {
      previous =
        "heroTitle" in parsed.data ? await saveHomeHero(context.db, siteId, parsed.data) : await saveHomeHighlight(context.db, siteId, parsed.data);
    } catch (err) {
      log(err);
      return failed(intent, HOME_TEXTS.saveFailed, 500);
    }
    await deleteIfUnreferenced(context, ...previous);
    return done(intent, HOME_TEXTS.saved);
  }

  if (intent === "create" || intent === "update") {
    const values = formValues(form, REASSURANCE_FIELDS);
    const parsed = reassuranceSchema.safeParse(values);
    if (!parsed.success) return invalid(intent, fieldErrors(parsed.error), { values });
    const target = intent === "update" ? itemId.safeParse(form.get("itemId")) : null;
    if (target && !target.success) return failed(intent, HOME_TEXTS.saveFailed, 404);
    try {
      if (target) {
        if (!(await updateReassuranceItem(context.db, siteId, target.data, parsed.data))) return failed(intent, HOME_TEXTS.saveFailed, 404);
      } else {
        await createReassuranceItem(context.db, siteId, parsed.data);
      }
    } catch (err) {
      log(err);
      return failed(intent, HOME_TEXTS.saveFailed, 500);
    }
    return done(intent, HOME_TEXTS.itemSaved);
  }

  if (intent === "delete") {
    const target = itemId.safeParse(form.get("itemId"));
    if (!target.success) return failed(intent, HOME_TEXTS.deleteFailed, 404);
    try {
      if (!(await deleteReassuranceItem(context.db, siteId, target.data))) return failed(intent, HOME_TEXTS.deleteFailed, 404);
    } catch (err) {
      log(err);
      return failed(intent, HOME_TEXTS.deleteFailed, 500);
    }
    return done(intent, HOME_TEXTS.itemDeleted);
  }

  // reorder: the whole list in its new order; anything but exactly this site's ids → 404.
  return handleReorder(context, homeReassuranceItems, siteId, form);
}
