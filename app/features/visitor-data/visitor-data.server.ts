/**
 * A visitor's data on one site (GDPR articles 15, 17 and 20): what the contact and
 * quote forms stored under their e-mail address, found, exported and erased — always within the
 * site given first, never across sites. Exports and erasures are written to `visitor_data_log`
 * with their counts only: never the address, never the data.
 *
 * The address is matched exactly, case and surrounding blanks aside, in the inbox and the spam
 * folder alike. 'Je viendrai 👍' answers are not looked at: they hold a hash of a random cookie
 * and no address (events/voter-cookie.server.ts), so they cannot be tied to a person.
 */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import { contactMessages, mailOutbox, quoteRequests, sites, user, visitorDataLog } from "~/db/schema";
import type { VisitorDataAction } from "~/db/enums";
import { quoteStatusLabel } from "~/features/quotes/quote-status";
import { deleteMailFiles } from "~/features/mail/transport.server";
import { DEFAULT_RETENTION_MONTHS } from "~/features/visitor-data/visitor-data-schema";

/** One stored submission of the visitor, as the screen lists it. */
export type VisitorItem = {
  kind: "message" | "quote";
  id: string;
  /** ISO timestamp. */
  createdAt: string;
  /** The message's subject, or the quote's service. */
  title: string;
  spam: boolean;
};

export type VisitorFound = { messages: number; quotes: number; items: VisitorItem[] };

/** How many rows of the visitor the screen lists at most (the counts are always complete). */
export const VISITOR_ITEMS_SHOWN = 50;

/** `column` holds `email` (already trimmed and lower-cased). */
const sameAddress = (column: SQL | typeof contactMessages.email | typeof quoteRequests.customerEmail, email: string) => sql`lower(btrim(${column})) = ${email}`;

const ofMessages = (siteId: string, email: string) => and(eq(contactMessages.siteId, siteId), sameAddress(contactMessages.email, email));
const ofQuotes = (siteId: string, email: string) => and(eq(quoteRequests.siteId, siteId), sameAddress(quoteRequests.customerEmail, email));

/** Everything of `email` on the site, newest first; `email` trimmed and lower-cased (visitorEmailSchema). */
export async function findVisitorData(db: DatabaseOrTransaction, siteId: string, email: string): Promise<VisitorFound> {
  const [messages, quotes] = await Promise.all([
    db
      .select({ id: contactMessages.id, createdAt: contactMessages.createdAt, title: contactMessages.subject, spam: contactMessages.isSpam })
      .from(contactMessages)
      .where(ofMessages(siteId, email)),
    db
      .select({ id: quoteRequests.id, createdAt: quoteRequests.createdAt, title: quoteRequests.serviceType, spam: quoteRequests.isSpam })
      .from(quoteRequests)
      .where(ofQuotes(siteId, email)),
  ]);
  const items: VisitorItem[] = [
    ...messages.map((m) => ({ kind: "message" as const, id: m.id, createdAt: m.createdAt.toISOString(), title: m.title, spam: m.spam })),
    ...quotes.map((q) => ({ kind: "quote" as const, id: q.id, createdAt: q.createdAt.toISOString(), title: q.title, spam: q.spam })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { messages: messages.length, quotes: quotes.length, items: items.slice(0, VISITOR_ITEMS_SHOWN) };
}

/**
 * The file a visitor receives (GDPR art. 15 and 20): every message and quote request they sent
 * to this site, with what the site stored about each (its state, the spam verdict, the merchant's
 * note). French keys: the file is read by the visitor. No identifier of the site's tables, no
 * form token, nothing of another site.
 */
export type VisitorExport = {
  site: string;
  adresseEmail: string;
  exporteLe: string;
  messagesDeContact: Array<{
    recuLe: string;
    prenom: string;
    nom: string;
    email: string;
    objet: string;
    message: string;
    lu: boolean;
    indesirable: boolean;
    motifsIndesirable: string[];
  }>;
  demandesDeDevis: Array<{
    recueLe: string;
    prenom: string;
    nom: string;
    email: string;
    entreprise: string | null;
    telephone: string | null;
    prestation: string;
    dateEvenement: string | null;
    nombreInvites: string | null;
    budget: string | null;
    message: string;
    statut: string;
    lue: boolean;
    noteInterne: string | null;
    indesirable: boolean;
    motifsIndesirable: string[];
  }>;
};

/** The visitor's file, logged as an export with its counts; null when the site is gone. */
export async function exportVisitorData(
  db: DatabaseOrTransaction,
  siteId: string,
  actorId: string,
  email: string,
  now = new Date(),
): Promise<VisitorExport | null> {
  const [site] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) return null;
  const [messages, quotes] = await Promise.all([
    db.select().from(contactMessages).where(ofMessages(siteId, email)).orderBy(contactMessages.createdAt),
    db.select().from(quoteRequests).where(ofQuotes(siteId, email)).orderBy(quoteRequests.createdAt),
  ]);
  await logVisitorDataAction(db, siteId, actorId, "export", { messages: messages.length, quotes: quotes.length });
  return {
    site: site.name,
    adresseEmail: email,
    exporteLe: now.toISOString(),
    messagesDeContact: messages.map((m) => ({
      recuLe: m.createdAt.toISOString(),
      prenom: m.firstName,
      nom: m.name,
      email: m.email,
      objet: m.subject,
      message: m.message,
      lu: m.isViewed,
      indesirable: m.isSpam,
      motifsIndesirable: m.spamReasons,
    })),
    demandesDeDevis: quotes.map((q) => ({
      recueLe: q.createdAt.toISOString(),
      prenom: q.customerFirstName,
      nom: q.customerLastName,
      email: q.customerEmail,
      entreprise: q.customerCompany,
      telephone: q.customerPhone,
      prestation: q.serviceType,
      dateEvenement: q.eventDate,
      nombreInvites: q.eventGuests,
      budget: q.eventBudget,
      message: q.message,
      statut: quoteStatusLabel(q.status),
      lue: q.isViewed,
      noteInterne: q.internalNote,
      indesirable: q.isSpam,
      motifsIndesirable: q.spamReasons,
    })),
  };
}

/** What a deletion removed: messages, quote requests, and notification mails still in the outbox. */
export type VisitorDeletion = { messages: number; quotes: number; mails: number };
/** The deletion's counts (logged in `visitor_data_log`), and the `.eml` copies of those mails deleted from DATA_DIR/mail. */
export type VisitorErasure = VisitorDeletion & { mailFiles: number };

/**
 * The outbox's notifications of the site that carry the visitor's submission: their Reply-To is
 * the visitor ('"Name" <address>' or the bare address); when the address could not go in a
 * header, it is in the body only, which is then searched.
 */
function visitorNotifications(siteId: string, email: string) {
  const replyTo = sql`lower(btrim(${mailOutbox.replyTo}))`;
  return and(
    eq(mailOutbox.siteId, siteId),
    sql`${mailOutbox.kind} IN ('contact_notification', 'quote_notification')`,
    sql`(${replyTo} = ${email} OR right(${replyTo}, ${email.length + 2}) = ${`<${email}>`} OR (${mailOutbox.replyTo} IS NULL AND strpos(lower(${mailOutbox.textBody}), ${email}) > 0))`,
  );
}

/**
 * Erases every message and quote request of `email` on the site, spam included, and the
 * notification mails of the site's outbox that hold them (sent, failed or still waiting: a copy
 * of the message would otherwise outlive its erasure for up to 90 days, or be sent after it). One
 * transaction, logged with the counts. Once it is committed, the `.eml` files the file transport
 * wrote for those mails (no SMTP_URL) go too: `dataDir` is DATA_DIR.
 */
export async function deleteVisitorData(db: Database, siteId: string, actorId: string, email: string, dataDir: string): Promise<VisitorErasure> {
  const { counts, mails } = await db.transaction(async (tx) => {
    const messages = await tx.delete(contactMessages).where(ofMessages(siteId, email)).returning({ id: contactMessages.id });
    const quotes = await tx.delete(quoteRequests).where(ofQuotes(siteId, email)).returning({ id: quoteRequests.id });
    const mails = await tx
      .delete(mailOutbox)
      .where(visitorNotifications(siteId, email))
      .returning({ id: mailOutbox.id, kind: mailOutbox.kind, createdAt: mailOutbox.createdAt });
    const counts = { messages: messages.length, quotes: quotes.length, mails: mails.length };
    await logVisitorDataAction(tx, siteId, actorId, "delete", counts);
    return { counts, mails };
  });
  return { ...counts, mailFiles: await deleteMailFiles(dataDir, mails) };
}

/** One line of the log: who did what, and how many rows it concerned (never the address nor the data). */
export async function logVisitorDataAction(
  db: DatabaseOrTransaction,
  siteId: string,
  actorId: string,
  action: VisitorDataAction,
  counts: Record<string, number>,
): Promise<void> {
  await db.insert(visitorDataLog).values({ siteId, actorId, action, counts });
}

export type VisitorDataLogEntry = { id: string; action: VisitorDataAction; counts: Record<string, number>; actor: string | null; createdAt: string };

/** The site's latest exports and erasures, newest first, with who made them. */
export async function listVisitorDataLog(db: DatabaseOrTransaction, siteId: string, limit = 10): Promise<VisitorDataLogEntry[]> {
  const rows = await db
    .select({ id: visitorDataLog.id, action: visitorDataLog.action, counts: visitorDataLog.counts, actor: user.name, createdAt: visitorDataLog.createdAt })
    .from(visitorDataLog)
    .leftJoin(user, eq(user.id, visitorDataLog.actorId))
    .where(eq(visitorDataLog.siteId, siteId))
    .orderBy(desc(visitorDataLog.createdAt), desc(visitorDataLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The site's retention of messages and quote requests, in months. */
export async function getRetentionMonths(db: DatabaseOrTransaction, siteId: string): Promise<number> {
  const [row] = await db.select({ months: sites.dataRetentionMonths }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return row?.months ?? DEFAULT_RETENTION_MONTHS;
}

/**
 * Saves the retention (one of RETENTION_CHOICES, checked by the caller). An unchanged value
 * writes nothing: every update of `sites` moves its pages' version (ADR 014), and the privacy
 * page, which states the duration, only needs to move when it changes. False when the site is gone.
 */
export async function saveRetentionMonths(db: DatabaseOrTransaction, siteId: string, months: number): Promise<boolean> {
  const updated = await db
    .update(sites)
    .set({ dataRetentionMonths: months })
    .where(and(eq(sites.id, siteId), sql`${sites.dataRetentionMonths} IS DISTINCT FROM ${months}`))
    .returning({ id: sites.id });
  if (updated.length > 0) return true;
  const [exists] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return exists !== undefined;
}
