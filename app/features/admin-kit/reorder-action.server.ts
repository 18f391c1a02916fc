import { data } from "react-router";
import type { Database } from "../../../server/db/connect";
import { errorToast } from "~/features/admin-kit/result-toast";
import { LIST_MESSAGES, listResult } from "./list-result";
import { parseOrderedIds, reorderRows, type OrderedTable } from "./reorder.server";

type Logger = { error: (obj: object, msg: string) => void };

/**
 * The `intent=reorder` branch of a list editor's action: 400 on a malformed `ids`, 404 when the
 * ids are not exactly the site's list (nothing changed), 500 logged on a database failure.
 */
export async function handleReorder(
  ctx: { db: Database; logger: Logger; requestId?: string },
  table: OrderedTable,
  siteId: string,
  form: FormData,
) {
  const failed = (status: number) => data(listResult("reorder", false, errorToast(LIST_MESSAGES.reorderFailed)), { status });
  const ids = parseOrderedIds(form.get("ids"));
  if (!ids) return failed(400);
  try {
    const done = await reorderRows(ctx.db, table, siteId, ids);
    return done ? data(listResult("reorder", true)) : failed(404);
  } catch (err) {
    ctx.logger.error({ err, requestId: ctx.requestId, siteId }, "content list: reorder failed");
    return failed(500);
  }
}
