import { asc, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** The columns that order a merchant's list: every list table has `order_index` and `id`; all but the image lists have `created_at`. */
export type ListColumns = { orderIndex: AnyPgColumn; id: AnyPgColumn; createdAt?: AnyPgColumn };

/**
 * The order of a merchant's list (FAQs, events, team, a partner's photos…), wherever it is read:
 * her screen, the public page, a reorder and the renumbering after a deletion. By `order_index`;
 * items that share one (two added at the same moment) by when they were added, then by id. One
 * rule, so that her screen and her public page never show tied items in two different orders.
 */
export function listOrder(table: ListColumns): SQL[] {
  return [asc(table.orderIndex), ...(table.createdAt ? [asc(table.createdAt)] : []), asc(table.id)];
}

/** `listOrder` inside a raw query's `ORDER BY` (a `json_agg(… ORDER BY …)`), for `table` read under `alias`. */
export function listOrderSql(table: ListColumns, alias?: string): SQL {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return sql.raw([column("order_index"), ...(table.createdAt ? [column("created_at")] : []), column("id")].join(", "));
}
