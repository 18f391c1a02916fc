import { and, asc, desc, eq, exists, gt, isNull, or, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import type { SitePlan, SupportStatus } from "~/db/enums";
import { mediaFiles, supportMessages, supportRequests, user as users } from "~/db/schema";
import { enqueueMail } from "~/features/mail/outbox.server";
import { imageFile } from "~/features/media/focal-point";
import { mediaKeyInUrl } from "~/features/media/media-cleanup.server";
import { supportDueAt } from "~/features/support/working-hours";
import { siteAdvisorUserId } from "~/features/support/advisors.server";
import { supportQueueHref } from "~/features/support/support-queue-schema";
import { supportRequestNoticeMail } from "~/features/support/support-request-mail";

/**
 * The merchant's side of the support ('Aide'): her site's requests and threads, a new request,
 * a reply, the thread marked read. Every query names the site first: a request id of another
 * site finds nothing. The request, its message and the admins' e-mails are written in one
 * transaction (the outbox): all of them, or none.
 */

/** The site a request is written for, as the session's site gives it. */
export type SupportSite = { id: string; name: string; plan: SitePlan };

/** Where the notification's link points and who signs it. */
export type SupportMailOptions = { publicUrl: string; mailFrom: string };

/**
 * Whether `url` is an image uploaded to this site's media (a `/media/…` address whose file the
 * site's uploads hold): the only screenshot a request accepts.
 */
export async function isSiteUpload(db: DatabaseOrTransaction, siteId: string, url: string): Promise<boolean> {
  const key = mediaKeyInUrl(imageFile(url));
  if (!key || !url.startsWith("/media/")) return false;
  const [row] = await db
    .select({ key: mediaFiles.key })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.siteId, siteId), eq(mediaFiles.key, key)))
    .limit(1);
  return row !== undefined;
}

async function authorLine(tx: DatabaseOrTransaction, userId: string): Promise<string | null> {
  const [row] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  return row.name && row.name !== row.email ? `${row.name} (${row.email})` : row.email;
}

/** Every admin's address, or only the assigned admin's when there is one (and is still an admin). */
async function recipients(tx: DatabaseOrTransaction, assignedUserId: string | null): Promise<string[]> {
  if (assignedUserId) {
    const [assigned] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, assignedUserId), eq(users.role, "admin")))
      .limit(1);
    if (assigned) return [assigned.email];
  }
  const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, "admin")).orderBy(asc(users.email));
  return admins.map((admin) => admin.email);
}

export type NewSupportRequest = {
  subject: string;
  message: string;
  screen: string | null;
  /** The screen's name for the e-mail ('Produits (/admin/products)'). */
  screenLabel: string | null;
  screenshotUrl: string | null;
  submissionToken: string;
};

export type CreatedSupportRequest = { requestId: string; dueAt: Date; duplicate: boolean };

/**
 * Writes a request, its first message and one e-mail per admin, in one transaction. Its due time
 * is the site's plan's promise counted from `now` in working hours; an Expert site's request is
 * assigned to its advisor. A form sent twice (same `submissionToken`) is stored once: the second
 * answers with the first request, writing nothing.
 */
export async function createSupportRequest(
  db: Database,
  site: SupportSite,
  authorUserId: string,
  input: NewSupportRequest,
  options: SupportMailOptions & { now?: Date },
): Promise<CreatedSupportRequest> {
  const now = options.now ?? new Date();
  const dueAt = supportDueAt(site.plan, now);
  return db.transaction(async (tx) => {
    const assignedUserId = await siteAdvisorUserId(tx, site.id);
    const [created] = await tx
      .insert(supportRequests)
      .values({
        siteId: site.id,
        authorUserId,
        subject: input.subject,
        screen: input.screen,
        plan: site.plan,
        status: "new",
        dueAt,
        assignedUserId,
        // She has read everything there is: her own message.
        merchantReadAt: now,
        submissionToken: input.submissionToken,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [supportRequests.siteId, supportRequests.submissionToken] })
      .returning({ id: supportRequests.id });
    if (!created) {
      const [existing] = await tx
        .select({ id: supportRequests.id, dueAt: supportRequests.dueAt })
        .from(supportRequests)
        .where(and(eq(supportRequests.siteId, site.id), eq(supportRequests.submissionToken, input.submissionToken)))
        .limit(1);
      if (!existing) throw new Error("support request: token conflict without a row");
      return { requestId: existing.id, dueAt: existing.dueAt, duplicate: true };
    }
    await tx.insert(supportMessages).values({
      siteId: site.id,
      requestId: created.id,
      authorUserId,
      fromSupport: false,
      body: input.message,
      screenshotUrl: input.screenshotUrl,
      createdAt: now,
    });
    const mail = supportRequestNoticeMail({
      kind: "new",
      siteName: site.name,
      plan: site.plan,
      dueAt,
      subject: input.subject,
      message: input.message,
      screen: input.screenLabel,
      author: await authorLine(tx, authorUserId),
      hasScreenshot: input.screenshotUrl !== null,
      link: `${options.publicUrl}${supportQueueHref("queue", { siteId: site.id, id: created.id })}`,
    });
    // A new request is every admin's news, the advisor's included.
    for (const to of await recipients(tx, null)) {
      await enqueueMail(tx, { siteId: site.id, kind: "support_request", from: options.mailFrom, to: [to], ...mail });
    }
    return { requestId: created.id, dueAt, duplicate: false };
  });
}

export type SupportReply = { message: string; screenshotUrl: string | null };

/**
 * The merchant's reply in her thread: a message, the request reopened ('En cours' when it
 * waited for her or was resolved), a new due time from `now` on the site's current plan, and
 * the assigned admin (else every admin) told, in one transaction. Null when the request is not
 * this site's: nothing is written.
 */
export async function replyToSupportRequest(
  db: Database,
  site: SupportSite,
  authorUserId: string,
  requestId: string,
  reply: SupportReply,
  options: SupportMailOptions & { now?: Date },
): Promise<{ dueAt: Date; status: SupportStatus } | null> {
  const now = options.now ?? new Date();
  const dueAt = supportDueAt(site.plan, now);
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        status: supportRequests.status,
        subject: supportRequests.subject,
        screen: supportRequests.screen,
        assignedUserId: supportRequests.assignedUserId,
      })
      .from(supportRequests)
      .where(and(eq(supportRequests.siteId, site.id), eq(supportRequests.id, requestId)))
      .for("update")
      .limit(1);
    if (!request) return null;
    const status: SupportStatus = request.status === "waiting_merchant" || request.status === "resolved" ? "in_progress" : request.status;
    await tx.insert(supportMessages).values({
      siteId: site.id,
      requestId,
      authorUserId,
      fromSupport: false,
      body: reply.message,
      screenshotUrl: reply.screenshotUrl,
      createdAt: now,
    });
    await tx
      .update(supportRequests)
      .set({ status, dueAt, plan: site.plan, merchantReadAt: now, updatedAt: now })
      .where(and(eq(supportRequests.siteId, site.id), eq(supportRequests.id, requestId)));
    const mail = supportRequestNoticeMail({
      kind: "reply",
      siteName: site.name,
      plan: site.plan,
      dueAt,
      subject: request.subject,
      message: reply.message,
      screen: request.screen,
      author: await authorLine(tx, authorUserId),
      hasScreenshot: reply.screenshotUrl !== null,
      link: `${options.publicUrl}${supportQueueHref("queue", { siteId: site.id, id: requestId })}`,
    });
    for (const to of await recipients(tx, request.assignedUserId)) {
      await enqueueMail(tx, { siteId: site.id, kind: "support_request", from: options.mailFrom, to: [to], ...mail });
    }
    return { dueAt, status };
  });
}

/** Marks the thread read by the merchant; false when the request is not this site's. */
export async function markSupportRequestRead(db: DatabaseOrTransaction, siteId: string, requestId: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(supportRequests)
    .set({ merchantReadAt: now })
    .where(and(eq(supportRequests.siteId, siteId), eq(supportRequests.id, requestId)))
    .returning({ id: supportRequests.id });
  return rows.length > 0;
}

export type SiteSupportRequest = {
  id: string;
  subject: string;
  screen: string | null;
  status: SupportStatus;
  createdAt: Date;
  dueAt: Date;
  /** The support answered after she last read the thread. */
  answerUnread: boolean;
  messageCount: number;
};

/**
 * Whether the support answered a request after she last read its thread, as SQL correlated to
 * `support_requests`: the list's 'Réponse reçue' and the 'Aide' badge read this one rule.
 */
function answerUnread(db: DatabaseOrTransaction) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(supportMessages)
      .where(
        and(
          eq(supportMessages.siteId, supportRequests.siteId),
          eq(supportMessages.requestId, supportRequests.id),
          eq(supportMessages.fromSupport, true),
          or(isNull(supportRequests.merchantReadAt), gt(supportMessages.createdAt, supportRequests.merchantReadAt)),
        ),
      ),
  );
}

/** How many of the site's requests have an answer she has not read (the 'Aide' badge). */
export async function countUnreadSupportAnswers(db: DatabaseOrTransaction, siteId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportRequests)
    .where(and(eq(supportRequests.siteId, siteId), answerUnread(db)));
  return row?.count ?? 0;
}

/** The site's requests, newest first, each saying whether an answer waits to be read. */
export async function listSiteSupportRequests(db: DatabaseOrTransaction, siteId: string): Promise<SiteSupportRequest[]> {
  return db
    .select({
      id: supportRequests.id,
      subject: supportRequests.subject,
      screen: supportRequests.screen,
      status: supportRequests.status,
      createdAt: supportRequests.createdAt,
      dueAt: supportRequests.dueAt,
      answerUnread: answerUnread(db).mapWith(Boolean),
      messageCount: sql<number>`count(${supportMessages.id})::int`,
    })
    .from(supportRequests)
    .leftJoin(supportMessages, and(eq(supportMessages.siteId, supportRequests.siteId), eq(supportMessages.requestId, supportRequests.id)))
    .where(eq(supportRequests.siteId, siteId))
    .groupBy(supportRequests.siteId, supportRequests.id)
    .orderBy(desc(supportRequests.createdAt))
    .limit(200);
}

export type SupportThreadMessage = {
  id: string;
  body: string;
  fromSupport: boolean;
  screenshotUrl: string | null;
  createdAt: Date;
  /** The writer's name ('Marie', or the support's admin); null once that account is gone. */
  authorName: string | null;
};

/** A request's messages in order, when the request is this site's; else null. */
export async function getSiteSupportThread(db: DatabaseOrTransaction, siteId: string, requestId: string): Promise<SupportThreadMessage[] | null> {
  const [request] = await db
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(and(eq(supportRequests.siteId, siteId), eq(supportRequests.id, requestId)))
    .limit(1);
  if (!request) return null;
  return db
    .select({
      id: supportMessages.id,
      body: supportMessages.body,
      fromSupport: supportMessages.fromSupport,
      screenshotUrl: supportMessages.screenshotUrl,
      createdAt: supportMessages.createdAt,
      authorName: users.name,
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorUserId))
    .where(and(eq(supportMessages.siteId, siteId), eq(supportMessages.requestId, requestId)))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}
