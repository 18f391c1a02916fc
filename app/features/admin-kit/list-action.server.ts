import { z } from "zod";
import type { RequestContext } from "~/context";
import type { Database } from "~/db/connect.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { GENERIC_TEXTS, done, failed, ignored, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { handleReorder } from "~/features/admin-kit/reorder-action.server";
import type { OrderedTable } from "~/features/admin-kit/reorder.server";

const rowId = z.uuid();

/** An ordered list of one kind of row, edited by dialogs (events, testimonials). */
export type ListEditor<Input> = {
  /** For the logs ("events editor"). */
  name: string;
  table: OrderedTable;
  /** The dialog's shared schema and its fields. */
  schema: z.ZodType<Input>;
  fields: readonly string[];
  /** The success toasts' texts. */
  texts: { created: string; updated: string; deleted: string };
  create: (db: Database, siteId: string, input: Input) => Promise<string>;
  /** False when the row is not the site's (nothing changed). */
  update: (db: Database, siteId: string, id: string, input: Input) => Promise<boolean>;
  remove: (db: Database, siteId: string, id: string) => Promise<boolean>;
};

const LIST_INTENTS = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("update") }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("reorder") }),
]);

type ListArgs<Input> = { editor: ListEditor<Input>; context: RequestContext; siteId: string; form: FormData; log: (err: unknown) => void };

/**
 * The action of a list editor (a `siteAction`'s handler): `intent` create, update (the row's `id`),
 * delete or reorder. A row id that is not the site's answers 404 and changes nothing; the generic
 * failures otherwise.
 */
export async function handleListAction<Input>(editor: ListEditor<Input>, context: RequestContext, siteId: string, form: FormData) {
  const parsed = readIntent(LIST_INTENTS, form);
  if (!parsed) return ignored(String(form.get("intent") ?? ""));
  const { intent } = parsed;
  const log = (err: unknown) => context.logger.error({ err, requestId: context.requestId, siteId, intent }, `${editor.name}: change failed`);
  const args: ListArgs<Input> = { editor, context, siteId, form, log };
  switch (parsed.intent) {
    case "reorder":
      return handleReorder(context, editor.table, siteId, form);
    case "delete":
      return deleteRow(args);
    case "create":
      return saveRow(args, "create", async (input) => done("create", editor.texts.created, { rowId: await editor.create(context.db, siteId, input) }));
    case "update":
      return saveRow(args, "update", async (input) => {
        const id = rowId.safeParse(form.get("id"));
        if (!id.success || !(await editor.update(context.db, siteId, id.data, input))) return failed("update", GENERIC_TEXTS.saveFailed, 404);
        return done("update", editor.texts.updated, { rowId: id.data });
      });
    default:
      return unknownIntent(parsed);
  }
}

async function deleteRow<Input>({ editor, context, siteId, form, log }: ListArgs<Input>) {
  const intent = "delete";
  const id = rowId.safeParse(form.get("id"));
  if (!id.success) return failed(intent, GENERIC_TEXTS.deleteFailed, 404);
  try {
    if (!(await editor.remove(context.db, siteId, id.data))) return failed(intent, GENERIC_TEXTS.deleteFailed, 404);
  } catch (err) {
    log(err);
    return failed(intent, GENERIC_TEXTS.deleteFailed, 500);
  }
  return done(intent, editor.texts.deleted, { rowId: id.data });
}

/** create or update: the dialog's schema, then `save` (its failure logged, the generic 500). */
async function saveRow<Input>({ editor, form, log }: ListArgs<Input>, intent: "create" | "update", save: (input: Input) => Promise<ReturnType<typeof done>>) {
  const parsed = editor.schema.safeParse(formValues(form, editor.fields));
  if (!parsed.success) return invalid(intent, fieldErrors(parsed.error));
  try {
    return await save(parsed.data);
  } catch (err) {
    log(err);
    return failed(intent, GENERIC_TEXTS.saveFailed, 500);
  }
}
