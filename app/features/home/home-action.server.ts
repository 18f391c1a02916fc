import { z } from "zod";
import { homeReassuranceItems } from "~/db/schema";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
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
  type ReassuranceInput,
} from "~/features/home/home-schema";
import { createReassuranceItem, deleteReassuranceItem, saveHomeHero, saveHomeHighlight, updateReassuranceItem } from "~/features/home/home.server";

const itemId = z.uuid();

const HOME_INTENTS = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save-hero") }),
  z.object({ intent: z.literal("save-highlight") }),
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("update") }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("reorder") }),
]);

/** What every intent's handler reads: the site's id, and its log line for a failure. */
type HomeArgs = Pick<ActionArgs, "context" | "form"> & { siteId: string; log: (err: unknown) => void };

/** POST /admin/pages/home (a `siteAction`), one `intent` per change. */
export async function handleHomeAction({ context, site, form }: Pick<ActionArgs, "context" | "site" | "form">) {
  const siteId = site.id;
  const parsed = readIntent(HOME_INTENTS, form);
  if (!parsed) return failed(undefined, HOME_TEXTS.saveFailed, 400);
  const { intent } = parsed;
  const log = (err: unknown) => context.logger.error({ err, requestId: context.requestId, siteId, intent }, "home editor: save failed");
  const args: HomeArgs = { context, form, siteId, log };
  switch (parsed.intent) {
    case "save-hero":
      return saveHero(args);
    case "save-highlight":
      return saveHighlight(args);
    case "create":
      return saveReassurance(args, "create", async (input) => {
        await createReassuranceItem(context.db, siteId, input);
        return true;
      });
    case "update": {
      const target = itemId.safeParse(form.get("itemId"));
      return saveReassurance(args, "update", async (input) => target.success && (await updateReassuranceItem(context.db, siteId, target.data, input)));
    }
    case "delete":
      return deleteReassurance(args);
    case "reorder":
      // The whole list in its new order; anything but exactly this site's ids → 404.
      return handleReorder(context, homeReassuranceItems, siteId, form);
    default:
      return unknownIntent(parsed);
  }
}

function saveHero(args: HomeArgs) {
  const values = formValues(args.form, HERO_FIELDS);
  const parsed = heroSchema.safeParse(values);
  if (!parsed.success) return invalid("save-hero", fieldErrors(parsed.error), { values });
  return saveSection(args, "save-hero", () => saveHomeHero(args.context.db, args.siteId, parsed.data));
}

function saveHighlight(args: HomeArgs) {
  const values = formValues(args.form, HIGHLIGHT_FIELDS);
  const parsed = highlightSchema.safeParse(values);
  if (!parsed.success) return invalid("save-highlight", fieldErrors(parsed.error), { values });
  return saveSection(args, "save-highlight", () => saveHomeHighlight(args.context.db, args.siteId, parsed.data));
}

/** A section of the page saved (`save` gives the images it no longer shows, removed once unused). */
async function saveSection({ context, log }: HomeArgs, intent: Extract<HomeIntent, "save-hero" | "save-highlight">, save: () => Promise<(string | null)[]>) {
  let previous: (string | null)[];
  try {
    previous = await save();
  } catch (err) {
    log(err);
    return failed(intent, HOME_TEXTS.saveFailed, 500);
  }
  await deleteIfUnreferenced(context, ...previous);
  return done(intent, HOME_TEXTS.saved);
}

/** A reassurance item checked, then `save`d: false when it is not the site's (404). */
async function saveReassurance({ form, log }: HomeArgs, intent: Extract<HomeIntent, "create" | "update">, save: (input: ReassuranceInput) => Promise<boolean>) {
  const values = formValues(form, REASSURANCE_FIELDS);
  const parsed = reassuranceSchema.safeParse(values);
  if (!parsed.success) return invalid(intent, fieldErrors(parsed.error), { values });
  try {
    if (!(await save(parsed.data))) return failed(intent, HOME_TEXTS.saveFailed, 404);
  } catch (err) {
    log(err);
    return failed(intent, HOME_TEXTS.saveFailed, 500);
  }
  return done(intent, HOME_TEXTS.itemSaved);
}

async function deleteReassurance({ context, form, siteId, log }: HomeArgs) {
  const intent = "delete";
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
