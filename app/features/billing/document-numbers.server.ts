import { and, eq } from "drizzle-orm";
import type { Transaction } from "~/db/connect.server";
import type { BillingDocumentKind } from "~/db/enums";
import { invoiceSequences } from "~/db/schema";

const PREFIX: Record<BillingDocumentKind, string> = { invoice: "F", credit_note: "A" };

/**
 * The next number of an invoice ('F-2026-000012') or a credit note ('A-2026-000003') issued in
 * `year`, taken inside the issuing transaction (ADR 033): the year's counter row is created if it
 * is missing, then locked (`SELECT … FOR UPDATE`) and raised. Another issue waits for this
 * transaction's end, so numbers follow the order of issue; a transaction that fails gives its
 * number back with its rollback: no gap, no duplicate (the unique number is the last guard).
 */
export async function allocateNumber(tx: Transaction, kind: BillingDocumentKind, year: number): Promise<string> {
  await tx.insert(invoiceSequences).values({ kind, year, lastNumber: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ lastNumber: invoiceSequences.lastNumber })
    .from(invoiceSequences)
    .where(and(eq(invoiceSequences.kind, kind), eq(invoiceSequences.year, year)))
    .for("update");
  if (!row) throw new Error(`invoice_sequences: no row for ${kind} ${year}`);
  const next = row.lastNumber + 1;
  await tx
    .update(invoiceSequences)
    .set({ lastNumber: next })
    .where(and(eq(invoiceSequences.kind, kind), eq(invoiceSequences.year, year)));
  return `${PREFIX[kind]}-${year}-${String(next).padStart(6, "0")}`;
}

/** Whether an error is PostgreSQL's unique violation on an invoice or credit note table. */
export function isBillingUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; table?: string; cause?: { code?: string; table?: string } };
  const code = e.code ?? e.cause?.code;
  const table = e.table ?? e.cause?.table;
  return code === "23505" && (table === "invoices" || table === "credit_notes");
}
