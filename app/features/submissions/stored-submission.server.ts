/**
 * What the contact and quote forms share when they store a submission (ADR 008, ADR 017): the
 * spam columns, and the submission token that makes a form sent twice one row.
 */
import { and, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/connect.server";
import type { contactMessages, quoteRequests } from "~/db/schema";
import type { SpamVerdict } from "~/features/submissions/spam-score";

/** The tables the public forms store into, each with its site and its submission token. */
export type SubmissionTable = typeof contactMessages | typeof quoteRequests;

/** The columns that file a submission in the spam folder with its signs, or in the inbox (`spam` null). */
export function spamColumns(spam: SpamVerdict | null): { isSpam: boolean; spamReasons: string[] } {
  return { isSpam: spam !== null, spamReasons: spam?.signs ?? [] };
}

/** The id of the row stored for the site with this submission token, or null. */
export async function submissionIdByToken(db: DatabaseOrTransaction, table: SubmissionTable, siteId: string, submissionToken: string): Promise<string | null> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.siteId, siteId), eq(table.submissionToken, submissionToken)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * After an insert that conflicted: the first submission's row. Only a token can conflict (NULL
 * tokens never do), so the row exists.
 */
export async function firstSubmission(
  db: DatabaseOrTransaction,
  table: SubmissionTable,
  siteId: string,
  submissionToken: string | null,
): Promise<{ id: string; created: false }> {
  const id = submissionToken === null ? null : await submissionIdByToken(db, table, siteId, submissionToken);
  if (id === null) throw new Error("A submission conflicted without a stored token");
  return { id, created: false };
}
