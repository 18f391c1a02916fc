import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/connect.server";
import { domainChecks, domainMappings, mailOutbox, sites, supportMessages, supportRequests, user } from "~/db/schema";
import type { DomainState, SitePlan, SupportStatus } from "~/db/enums";
import { enqueueMail } from "~/features/mail/outbox.server";
import { getMainAddress } from "~/features/seo/site-domains.server";
import { isOpenSupportStatus } from "~/features/support/support-schema";
import { SUPPORT_VIEW_STATUSES, type SupportRequestRef, type SupportView } from "~/features/support/support-queue-schema";
import { MERCHANT_HELP_PATH } from "~/features/support/advisor-card-texts";
import { supportReplyMail } from "~/features/support/support-reply-mail";

/**
 * The admins' side of the support, across every site (admins only: the route checks the role
 * before any of these runs). A request is named by its site and its id everywhere, as the
 * per-site tables want.
 */

/** A request as the queue lists it. Dates are ISO strings: the list goes to the page as is. */
export type SupportQueueItem = {
  siteId: string;
  id: string;
  subject: string;
  status: SupportStatus;
  plan: SitePlan;
  siteName: string;
  dueAt: string;
  createdAt: string;
  updatedAt: string;
  /** Past its due time while still to be answered; `lateByMs` says by how long (0 when not late). */
  late: boolean;
  lateByMs: number;
  assignedUserId: string | null;
  assignedName: string | null;
};

const LIST_LIMIT = 200;

const assignee = alias(user, "assignee");

function lateness(status: SupportStatus, dueAt: Date, now: Date): number {
  return isOpenSupportStatus(status) && dueAt.getTime() < now.getTime() ? now.getTime() - dueAt.getTime() : 0;
}

/** What a request shows in the list and atop its detail: its site's name and its assignee's. */
const requestColumns = {
  siteId: supportRequests.siteId,
  id: supportRequests.id,
  subject: supportRequests.subject,
  status: supportRequests.status,
  plan: supportRequests.plan,
  siteName: sites.name,
  dueAt: supportRequests.dueAt,
  createdAt: supportRequests.createdAt,
  updatedAt: supportRequests.updatedAt,
  assignedUserId: supportRequests.assignedUserId,
  assignedName: assignee.name,
};

/**
 * One view of the requests of every site. The queue and 'Assignées à moi' come by due time, the
 * soonest (the latest overdue) first, whatever the plan: a Pro request written after an Essentiel
 * one is above it when it is due sooner. The other views come by last change, the newest first.
 */
export async function listSupportRequests(
  db: Database,
  { view, adminId, now }: { view: Exclude<SupportView, "advisors">; adminId: string; now: Date },
): Promise<SupportQueueItem[]> {
  const statuses = SUPPORT_VIEW_STATUSES[view];
  const where = [inArray(supportRequests.status, [...statuses])];
  if (view === "mine") where.push(eq(supportRequests.assignedUserId, adminId));
  const byDue = view === "queue" || view === "mine";
  const rows = await db
    .select(requestColumns)
    .from(supportRequests)
    .innerJoin(sites, eq(sites.id, supportRequests.siteId))
    .leftJoin(assignee, eq(assignee.id, supportRequests.assignedUserId))
    .where(and(...where))
    .orderBy(...(byDue ? [asc(supportRequests.dueAt), asc(supportRequests.createdAt)] : [desc(supportRequests.updatedAt), asc(supportRequests.dueAt)]))
    .limit(LIST_LIMIT);
  return rows.map((row) => {
    const lateByMs = lateness(row.status, row.dueAt, now);
    return {
      ...row,
      dueAt: row.dueAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      late: lateByMs > 0,
      lateByMs,
    };
  });
}

export type SupportViewCounts = Record<Exclude<SupportView, "advisors">, number> & { late: number };

/** How many requests each view holds, and how many of the queue are late, in one statement. */
export async function countSupportRequests(db: Database, adminId: string, now: Date): Promise<SupportViewCounts> {
  const open = sql`${supportRequests.status} IN ('new', 'in_progress')`;
  const [row] = await db
    .select({
      queue: sql<number>`count(*) FILTER (WHERE ${open})::int`,
      late: sql<number>`count(*) FILTER (WHERE ${open} AND ${supportRequests.dueAt} < ${now})::int`,
      mine: sql<number>`count(*) FILTER (WHERE ${supportRequests.status} <> 'resolved' AND ${supportRequests.assignedUserId} = ${adminId})::int`,
      waiting: sql<number>`count(*) FILTER (WHERE ${supportRequests.status} = 'waiting_merchant')::int`,
      resolved: sql<number>`count(*) FILTER (WHERE ${supportRequests.status} = 'resolved')::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(supportRequests);
  return row ?? { queue: 0, late: 0, mine: 0, waiting: 0, resolved: 0, all: 0 };
}

export type SupportThreadMessage = {
  id: string;
  body: string;
  fromSupport: boolean;
  authorName: string | null;
  screenshotUrl: string | null;
  createdAt: string;
};

export type SupportDomainLine = {
  domain: string;
  isActive: boolean;
  verified: boolean;
  platform: boolean;
  isCanonical: boolean;
  state: DomainState | null;
  checkedAt: string | null;
};

export type SupportFailedMail = { id: string; kind: string; subject: string; to: string[]; lastError: string | null; createdAt: string };
export type SupportDomainError = { domain: string; at: string | null; text: string };

export type SupportRequestDetail = {
  request: SupportQueueItem & { screen: string | null; authorName: string | null; authorEmail: string | null };
  site: { id: string; name: string; plan: SitePlan; address: string | null };
  thread: SupportThreadMessage[];
  activity: { domains: SupportDomainLine[]; failedMails: SupportFailedMail[]; domainErrors: SupportDomainError[] };
};

const author = alias(user, "author");

/** What the checks' detail may say went wrong (see domains/checks): the last check that could not conclude, a bad certificate. */
type CheckDetailErrors = { failure?: { at?: string; reason?: string }; certificate?: { valid?: boolean; reason?: string } } | null;

function domainErrorsOf(rows: { domain: string; state: DomainState | null; stateChangedAt: Date | null; checkedAt: Date | null; detail: unknown }[]) {
  const errors: SupportDomainError[] = [];
  for (const row of rows) {
    const detail = (row.detail ?? null) as CheckDetailErrors;
    if (row.state === "dns_changed")
      errors.push({ domain: row.domain, at: row.stateChangedAt?.toISOString() ?? null, text: "Le domaine ne pointe plus vers Vitrine (DNS modifié)" });
    if (detail?.failure?.reason)
      errors.push({ domain: row.domain, at: detail.failure.at ?? null, text: `Vérification impossible\u00a0: ${detail.failure.reason}` });
    if (detail?.certificate && detail.certificate.valid === false)
      errors.push({
        domain: row.domain,
        at: row.checkedAt?.toISOString() ?? null,
        text: `Certificat non valide${detail.certificate.reason ? `\u00a0: ${detail.certificate.reason}` : ""}`,
      });
  }
  return errors.sort((a, b) => (b.at ?? "").localeCompare(a.at ?? ""));
}

/**
 * One request with what helps answer it: the site (name, plan, main address), the screen, the
 * thread, and the site's recent trouble: its domains and their states, its last failed e-mails,
 * its domain checks' errors. Null when no such request exists.
 */
export async function getSupportRequestDetail(db: Database, publicUrl: string, ref: SupportRequestRef, now: Date): Promise<SupportRequestDetail | null> {
  const [row] = await db
    .select({
      ...requestColumns,
      screen: supportRequests.screen,
      sitePlan: sites.plan,
      authorName: author.name,
      authorEmail: author.email,
    })
    .from(supportRequests)
    .innerJoin(sites, eq(sites.id, supportRequests.siteId))
    .leftJoin(assignee, eq(assignee.id, supportRequests.assignedUserId))
    .leftJoin(author, eq(author.id, supportRequests.authorUserId))
    .where(and(eq(supportRequests.siteId, ref.siteId), eq(supportRequests.id, ref.id)))
    .limit(1);
  if (!row) return null;
  const [thread, domains, failedMails, address] = await Promise.all([
    db
      .select({
        id: supportMessages.id,
        body: supportMessages.body,
        fromSupport: supportMessages.fromSupport,
        authorName: user.name,
        screenshotUrl: supportMessages.screenshotUrl,
        createdAt: supportMessages.createdAt,
      })
      .from(supportMessages)
      .leftJoin(user, eq(user.id, supportMessages.authorUserId))
      .where(and(eq(supportMessages.siteId, ref.siteId), eq(supportMessages.requestId, ref.id)))
      .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id)),
    db
      .select({
        domain: domainMappings.domain,
        isActive: domainMappings.isActive,
        verifiedAt: domainMappings.verifiedAt,
        verifiedBy: domainMappings.verifiedBy,
        isCanonical: domainMappings.isCanonical,
        state: domainChecks.state,
        stateChangedAt: domainChecks.stateChangedAt,
        checkedAt: domainChecks.checkedAt,
        detail: domainChecks.detail,
      })
      .from(domainMappings)
      .leftJoin(domainChecks, eq(domainChecks.mappingId, domainMappings.id))
      .where(and(eq(domainMappings.siteId, ref.siteId), sql`${domainMappings.redirectUntil} IS NULL`))
      .orderBy(desc(domainMappings.isCanonical), asc(domainMappings.createdAt), asc(domainMappings.domain))
      .limit(20),
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        subject: mailOutbox.subject,
        to: mailOutbox.toAddresses,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, ref.siteId), eq(mailOutbox.status, "failed")))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(5),
    getMainAddress(db, publicUrl, ref.siteId),
  ]);
  const { sitePlan, screen, authorName, authorEmail, ...item } = row;
  const lateByMs = lateness(row.status, row.dueAt, now);
  return {
    request: {
      ...item,
      dueAt: row.dueAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      late: lateByMs > 0,
      lateByMs,
      screen,
      authorName,
      authorEmail,
    },
    site: { id: row.siteId, name: row.siteName, plan: sitePlan, address: address ? `${address.origin}/` : null },
    thread: thread.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    activity: {
      domains: domains.map((d) => ({
        domain: d.domain,
        isActive: d.isActive,
        verified: d.verifiedAt !== null,
        platform: d.verifiedBy === "platform",
        isCanonical: d.isCanonical,
        state: d.state,
        checkedAt: d.checkedAt?.toISOString() ?? null,
      })),
      failedMails: failedMails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      domainErrors: domainErrorsOf(domains).slice(0, 5),
    },
  };
}

export type SupportAdmin = { id: string; name: string; email: string };

/** The admins a request can be assigned to, by name. */
export async function listSupportAdmins(db: Database): Promise<SupportAdmin[]> {
  return db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(eq(user.role, "admin")).orderBy(asc(user.name), asc(user.email));
}

export type ReplyOutcome = { ok: true; mailed: boolean; status: SupportStatus } | { ok: false; reason: "not-found" };

/**
 * The support's answer, in ONE transaction: the thread's new message (from support, by the
 * admin), the request's new status ('En attente du commerçant' unless another is chosen), and the
 * e-mail to the merchant who wrote (their account's address; the site's owner when that account is
 * gone) with the answer and the link to the request in 'Aide'. Any failure (an address refused,
 * the database) leaves none of the three.
 */
export async function replyToSupportRequest(
  db: Database,
  options: { publicUrl: string; mailFrom: string },
  reply: { ref: SupportRequestRef; adminId: string; message: string; status: SupportStatus },
): Promise<ReplyOutcome> {
  const { ref } = reply;
  return db.transaction(async (tx) => {
    const owner = alias(user, "owner");
    const [request] = await tx
      .select({ subject: supportRequests.subject, authorEmail: author.email, ownerEmail: owner.email })
      .from(supportRequests)
      .innerJoin(sites, eq(sites.id, supportRequests.siteId))
      .leftJoin(author, eq(author.id, supportRequests.authorUserId))
      .leftJoin(owner, eq(owner.id, sites.ownerId))
      .where(and(eq(supportRequests.siteId, ref.siteId), eq(supportRequests.id, ref.id)))
      .for("update", { of: supportRequests })
      .limit(1);
    if (!request) return { ok: false, reason: "not-found" };
    await tx.insert(supportMessages).values({ siteId: ref.siteId, requestId: ref.id, authorUserId: reply.adminId, fromSupport: true, body: reply.message });
    await tx
      .update(supportRequests)
      .set({ status: reply.status, updatedAt: new Date() })
      .where(and(eq(supportRequests.siteId, ref.siteId), eq(supportRequests.id, ref.id)));
    const to = request.authorEmail ?? request.ownerEmail;
    if (!to) return { ok: true, mailed: false, status: reply.status };
    // The site too, as the notifications' links name it: an owner of several sites is offered to switch.
    const link = new URL(`${MERCHANT_HELP_PATH}?demande=${encodeURIComponent(ref.id)}&site=${encodeURIComponent(ref.siteId)}`, options.publicUrl).href;
    const mail = supportReplyMail({ subject: request.subject, answer: reply.message, link });
    await enqueueMail(tx, { siteId: ref.siteId, kind: "support_reply", from: options.mailFrom, to: [to], replyTo: null, ...mail });
    return { ok: true, mailed: true, status: reply.status };
  });
}

/** The status alone. False when no such request exists. */
export async function setSupportRequestStatus(db: Database, ref: SupportRequestRef, status: SupportStatus): Promise<boolean> {
  const rows = await db
    .update(supportRequests)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(supportRequests.siteId, ref.siteId), eq(supportRequests.id, ref.id)))
    .returning({ id: supportRequests.id });
  return rows.length > 0;
}

export type AssignOutcome = { ok: true; name: string | null } | { ok: false; reason: "not-found" | "not-admin" };

/** Assigns the request to an admin (null: to nobody). Only an admin account can be chosen. */
export async function assignSupportRequest(db: Database, ref: SupportRequestRef, assigneeId: string | null): Promise<AssignOutcome> {
  let name: string | null = null;
  if (assigneeId !== null) {
    const [admin] = await db
      .select({ name: user.name })
      .from(user)
      .where(and(eq(user.id, assigneeId), eq(user.role, "admin")))
      .limit(1);
    if (!admin) return { ok: false, reason: "not-admin" };
    name = admin.name;
  }
  const rows = await db
    .update(supportRequests)
    .set({ assignedUserId: assigneeId, updatedAt: new Date() })
    .where(and(eq(supportRequests.siteId, ref.siteId), eq(supportRequests.id, ref.id)))
    .returning({ id: supportRequests.id });
  return rows.length > 0 ? { ok: true, name } : { ok: false, reason: "not-found" };
}
