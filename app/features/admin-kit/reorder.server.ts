import { listOrder } from "~/db/list-order.server";
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import { isUuid } from "~/lib/uuid";

/** Any per-site list table: `(site_id, id)` key and an `order_index` column. */
export type OrderedTable = PgTable & { id: AnyPgColumn; siteId: AnyPgColumn; orderIndex: AnyPgColumn };

/**
 * A part of a site's list with an order of its own, instead of the whole list by `order_index`:
 * the rows `where` selects, ordered by the column whose property is `key` (the featured products
 * by `featuredOrder`).
 */
export type OrderScope = { key: string; where: SQL };

/** The order_index of a new item: the current length of the site's list (it goes last). */
export async function nextOrderIndex(db: DatabaseOrTransaction, table: OrderedTable, siteId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.siteId, siteId));
  return Number(row?.n ?? 0);
}

/**
 * Makes room for a new first item (new events go first): every item of the site's list
 * moves down one; the new one then takes order_index 0. Call it in the insert's transaction.
 */
export async function makeRoomAtTop(db: DatabaseOrTransaction, table: OrderedTable, siteId: string): Promise<number> {
  await db
    .update(table)
    .set({ orderIndex: sql`${table.orderIndex} + 1` } as Record<string, unknown>)
    .where(eq(table.siteId, siteId));
  return 0;
}

/** The site's ids in the list's order (`listOrder`, the one the screens and public pages show). */
export async function listOrderedIds(db: DatabaseOrTransaction, table: OrderedTable, siteId: string): Promise<string[]> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.siteId, siteId))
    .orderBy(...listOrder(table));
  return rows.map((r) => String(r.id));
}

/** Parses the `ids` field of a reorder form (a JSON array of UUIDs); null when malformed. */
export function parseOrderedIds(raw: FormDataEntryValue | null): string[] | null {
  if (typeof raw !== "string") return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length > 1000) return null;
  const ids = value.filter((v): v is string => typeof v === "string" && isUuid(v));
  if (ids.length !== value.length || new Set(ids).size !== ids.length) return null;
  return ids;
}

/**
 * Stores a new order (0, 1, 2… in the order given), in one transaction. The ids must be exactly
 * the site's list: an id of another site, a missing or an extra id → false and nothing changes
 * (the caller answers 404). The rows are locked first so two concurrent reorders serialise.
 */
export async function reorderRows(db: Database, table: OrderedTable, siteId: string, orderedIds: string[], scope?: OrderScope): Promise<boolean> {
  if (new Set(orderedIds).size !== orderedIds.length || orderedIds.some((id) => !isUuid(id))) return false;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.siteId, siteId), scope?.where))
      .for("update");
    const current = new Set(rows.map((r) => String(r.id)));
    if (current.size !== orderedIds.length || orderedIds.some((id) => !current.has(id))) return false;
    await writeOrder(tx, table, siteId, orderedIds, scope?.key);
    return true;
  });
}

/**
 * Renumbers the site's list 0…n-1 in its current order (after a deletion), so that
 * `nextOrderIndex` (the length) never collides with an existing index.
 */
export async function compactOrder(db: DatabaseOrTransaction, table: OrderedTable, siteId: string): Promise<void> {
  await writeOrder(db, table, siteId, await listOrderedIds(db, table, siteId));
}

/** order_index (or the scope's column) = position, in one statement (no unique index on it, so no intermediate clash). */
async function writeOrder(db: DatabaseOrTransaction, table: OrderedTable, siteId: string, ids: string[], key = "orderIndex"): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index}::integer`),
    sql` `,
  );
  // The generic table's set() type cannot be inferred; `orderIndex` is a column of every OrderedTable
  // (a scope names its own).
  await db
    .update(table)
    .set({ [key]: sql`case ${table.id} ${cases} end` } as Record<string, unknown>)
    .where(and(eq(table.siteId, siteId), inArray(table.id, ids)));
}
