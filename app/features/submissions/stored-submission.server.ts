/**
 * What the contact and quote forms share when they store a submission (ADR 008, ADR 017): the
 * spam columns, and the submission token that makes a form sent twice one row.
 */
import { and, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/connect.server";
import type { contactMessages, quoteRequests } from "~/db/schema";
import type { SpamVerdict } from "~/features/submissions/spam-score";
import type { OtherLanguage, PageLanguage } from "~/lib/i18n/languages";

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

/** How a public form's submission is stored: its token, the spam verdict, and PUBLIC_URL for the notification's link. */
export type SubmissionOptions = { token?: string | null; spam?: SpamVerdict | null; publicUrl?: string | null; language?: PageLanguage };

/** The columns every stored submission starts with: its site, not viewed, its folder and its token. */
export type StoredSubmissionColumns = {
  siteId: string;
  isViewed: false;
  isSpam: boolean;
  spamReasons: string[];
  submissionToken: string | null;
  /** The page's language it was sent from, null for French (ADR 047): named in the notification. */
  language: OtherLanguage | null;
};

/**
 * Stores a public form's row, not yet viewed, and enqueues its notification in the same
 * transaction (ADR 008): both exist, or neither. The site id comes from the resolved storefront,
 * never from the form.
 *
 * A spam verdict (ADR 017) stores the row in the spam folder, with its signs, and enqueues nothing.
 *
 * With a submission token, a second call with the same token stores nothing and enqueues nothing
 * (`created: false`, the first row's id): a form sent twice is one row. `insert` adds the form's
 * fields to the given columns and inserts the row, doing nothing on a conflict of its site and token.
 *
 * `notify` enqueues the notification of the stored row, with the back-office link to it
 * (`backOfficeUrl`) when PUBLIC_URL is known; without it, the mail has no link.
 */
export async function storeSubmission<Row extends { id: string }>(
  db: DatabaseOrTransaction,
  table: SubmissionTable,
  siteId: string,
  { token = null, spam = null, publicUrl = null, language = "fr" }: SubmissionOptions,
  form: {
    insert: (tx: DatabaseOrTransaction, columns: StoredSubmissionColumns) => Promise<Row[]>;
    backOfficeUrl: (publicUrl: string, siteId: string, id: string) => string;
    notify: (tx: DatabaseOrTransaction, row: Row, link: string | null) => Promise<unknown>;
  },
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const columns = { siteId, isViewed: false, ...spamColumns(spam), submissionToken: token, language: language === "fr" ? null : language } as const;
    const [row] = await form.insert(tx, columns);
    if (!row) return firstSubmission(tx, table, siteId, token);
    // Spam (ADR 017) is stored in the spam folder and notifies no one.
    if (!spam) await form.notify(tx, row, publicUrl === null ? null : form.backOfficeUrl(publicUrl, siteId, row.id));
    return { id: row.id, created: true };
  });
}
