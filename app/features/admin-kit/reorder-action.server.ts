import type { Database } from "~/db/connect.server";
import { GENERIC_TEXTS, done, failed } from "~/features/admin-kit/action-result";
import { parseOrderedIds, reorderRows, type OrderedTable, type OrderScope } from "~/features/admin-kit/reorder.server";

type Logger = { error: (obj: object, msg: string) => void };

/**
 * The `intent=reorder` branch of a list editor's action: 400 on a malformed `ids`, 404 when the
 * ids are not exactly the site's list (nothing changed), 500 logged on a database failure. A
 * reorder that worked answers without a toast: `SortableList` says 'Ordre enregistré' in a quiet line (ADR 041).
 * `scope` orders a part of the list by a column of its own (the featured products); `intent` is
 * the form's, "reorder" by default.
 */
export async function handleReorder(
  ctx: { db: Database; logger: Logger; requestId?: string },
  table: OrderedTable,
  siteId: string,
  form: FormData,
  { scope, intent = "reorder" }: { scope?: OrderScope; intent?: string } = {},
) {
  const refused = (status: number) => failed(intent, GENERIC_TEXTS.updateFailed, status);
  const ids = parseOrderedIds(form.get("ids"));
  if (!ids) return refused(400);
  try {
    return (await reorderRows(ctx.db, table, siteId, ids, scope)) ? done(intent) : refused(404);
  } catch (err) {
    ctx.logger.error({ err, requestId: ctx.requestId, siteId }, "content list: reorder failed");
    return refused(500);
  }
}
