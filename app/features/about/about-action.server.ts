import { data } from "react-router";
import { z } from "zod";
import type { RequestContext } from "~/context";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, ignored, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { handleReorder } from "~/features/admin-kit/reorder-action.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { fieldErrors } from "~/lib/form-errors";
import {
  ABOUT_MESSAGES,
  ITEM_FIELDS,
  ITEM_MESSAGES,
  blankRequired,
  isItemKind,
  itemSchema,
  storySchema,
  type ItemFormValues,
  type ItemKind,
  type MemberInput,
  type PartnerInput,
  type StepInput,
  type ValueInput,
} from "~/features/about/about-schema";
import {
  ITEM_TABLES,
  deleteAboutItem,
  saveAboutStory,
  saveAboutValue,
  saveJourneyStep,
  savePartner,
  saveTeamMember,
  type Change,
} from "~/features/about/about.server";

const uuid = z.uuid();

const ABOUT_INTENTS = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save") }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("reorder") }),
]);

/** An intent this route does not have, or a list it does not have (`kind`). */
const unknownAction = () => data({ message: "Action inconnue" }, { status: 400 });

type AboutArgs = Pick<ActionArgs, "context" | "form"> & { siteId: string; log: (err: unknown, what: string) => void };

/**
 * POST /admin/pages/about (a `siteAction`). Form fields: `intent` (save, delete, reorder), `kind`
 * (story, step, value, member, partner; also read from `?kind=` so the list kit's reorder posts
 * can name their list), `itemId` for an existing row.
 */
export async function handleAboutAction({ request, context, site, form }: Pick<ActionArgs, "request" | "context" | "site" | "form">) {
  const siteId = site.id;
  const kind = form.get("kind") ?? new URL(request.url).searchParams.get("kind");
  const log = (err: unknown, what: string) => context.logger.error({ err, requestId: context.requestId, siteId, kind }, `about editor: ${what} failed`);
  const args: AboutArgs = { context, form, siteId, log };
  const parsed = readIntent(ABOUT_INTENTS, form);
  if (!parsed) throw unknownAction();
  switch (parsed.intent) {
    case "save":
      if (kind === "story") return saveStory(args);
      if (!isItemKind(kind)) throw unknownAction();
      return saveItemForm(args, kind);
    case "delete":
      if (!isItemKind(kind)) throw unknownAction();
      return deleteItemForm(args, kind);
    case "reorder":
      if (!isItemKind(kind)) throw unknownAction();
      return handleReorder(context, ITEM_TABLES[kind], siteId, form);
    default:
      return unknownIntent(parsed);
  }
}

async function saveStory({ context, form, siteId, log }: AboutArgs) {
  const intent = "save";
  const parsed = storySchema.safeParse({ storyDescription: form.get("storyDescription") ?? "" });
  if (!parsed.success) {
    const values = { storyDescription: String(form.get("storyDescription") ?? "") };
    return invalid(intent, { storyDescription: parsed.error.issues[0]?.message }, { values });
  }
  try {
    await saveAboutStory(context.db, siteId, parsed.data.storyDescription);
  } catch (err) {
    log(err, "story save");
    return failed(intent, ABOUT_MESSAGES.storySaveFailed, 500);
  }
  return done(intent, ABOUT_MESSAGES.storySaved);
}

async function saveItemForm({ context, form, siteId, log }: AboutArgs, kind: ItemKind) {
  const intent = "save";
  const messages = ITEM_MESSAGES[kind];
  const values: ItemFormValues = {};
  for (const field of ITEM_FIELDS[kind]) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  if (kind === "partner") values.images = form.getAll("images").filter((v): v is string => typeof v === "string" && v.trim() !== "");
  const rawId = form.get("itemId");
  const itemId = rawId === null || rawId === "" ? null : uuid.safeParse(rawId);
  if (itemId && !itemId.success) return failed(intent, messages.saveFailed, 404);

  // A journey step or value with a blank title or description is refused silently.
  if (blankRequired(kind, values).length > 0) return ignored(intent);
  const parsed = itemSchema(kind).safeParse(values);
  if (!parsed.success) return invalid(intent, fieldErrors(parsed.error), { values });
  let change: Change;
  try {
    change = await saveItem(context, siteId, kind, itemId ? itemId.data : null, parsed.data);
  } catch (err) {
    log(err, "save");
    return failed(intent, messages.saveFailed, 500);
  }
  if (!change) return failed(intent, messages.saveFailed, 404);
  await deleteIfUnreferenced(context, ...change.previousImages);
  return done(intent, messages.saved, { rowId: change.id });
}

async function deleteItemForm({ context, form, siteId, log }: AboutArgs, kind: ItemKind) {
  const intent = "delete";
  const messages = ITEM_MESSAGES[kind];
  const itemId = uuid.safeParse(form.get("itemId") ?? form.get("id"));
  if (!itemId.success) return failed(intent, messages.deleteFailed, 404);
  let change: Change;
  try {
    change = await deleteAboutItem(context.db, siteId, kind, itemId.data);
  } catch (err) {
    log(err, "delete");
    return failed(intent, messages.deleteFailed, 500);
  }
  if (!change) return failed(intent, messages.deleteFailed, 404);
  await deleteIfUnreferenced(context, ...change.previousImages);
  return done(intent, messages.deleted, { rowId: itemId.data });
}

function saveItem(context: RequestContext, siteId: string, kind: ItemKind, itemId: string | null, input: unknown): Promise<Change> {
  // `input` is the parse of `itemSchema(kind)`, so each cast names the shape that schema gives.
  switch (kind) {
    case "step":
      return saveJourneyStep(context.db, siteId, itemId, input as StepInput);
    case "value":
      return saveAboutValue(context.db, siteId, itemId, input as ValueInput);
    case "member":
      return saveTeamMember(context.db, siteId, itemId, input as MemberInput);
    case "partner":
      return savePartner(context.db, siteId, itemId, input as PartnerInput);
  }
}
