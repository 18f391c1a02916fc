import { and, asc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { AppServices } from "~/context";
import { sites, user as users } from "~/db/schema";
import { createLinkToken } from "~/features/auth/link-token.server";
import { enqueueMail } from "~/features/mail/outbox.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { deleteUnconfirmedAccount } from "~/features/sites/unconfirmed-accounts.server";
import { confirmReminderMessage } from "~/features/signup/signup-mail";
import { confirmAddressLink, emailConfirmIdentifier } from "~/features/signup/signup.server";

/**
 * Accounts whose address is never confirmed do not live for ever (finding 3): anyone
 * may sign up with anyone's address, and such an account would hold it. On day 5 the address gets
 * one reminder (a fresh confirmation link, through the outbox); from day 7, and never sooner than
 * 2 days after that reminder, the account goes with its draft sites and sessions
 * (sites/unconfirmed-accounts.server.ts). Confirmed accounts, admins and published sites are never
 * touched. Run by the pruning worker in every process: each account is claimed with
 * `FOR UPDATE SKIP LOCKED`, so two processes never remind or delete the same one twice.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
export const UNCONFIRMED_EXPIRY = { remindAfterMs: 5 * DAY_MS, deleteAfterMs: 7 * DAY_MS, noticeMs: 2 * DAY_MS } as const;

/** At most this many accounts per pass and per kind of work: the next pass (an hour later) goes on. */
const MAX_PER_PASS = 500;

type ExpiryServices = Pick<AppServices, "db" | "logger" | "media" | "config">;

const unconfirmedUser = and(eq(users.emailVerified, false), eq(users.role, "user"));

/** The day an unconfirmed account reminded at `remindedAt` is deleted. */
export function unconfirmedDeletionDate(createdAt: Date, remindedAt: Date): Date {
  return new Date(Math.max(createdAt.getTime() + UNCONFIRMED_EXPIRY.deleteAfterMs, remindedAt.getTime() + UNCONFIRMED_EXPIRY.noticeMs));
}

/** Sends the day-5 reminders due; resolves with how many were sent. */
export async function remindUnconfirmedAccounts(services: ExpiryServices, now = new Date()): Promise<number> {
  const { db, config } = services;
  let sent = 0;
  while (sent < MAX_PER_PASS) {
    const reminded = await db.transaction(async (tx) => {
      const [account] = await tx
        .select({ id: users.id, email: users.email, createdAt: users.createdAt })
        .from(users)
        .where(and(unconfirmedUser, isNull(users.confirmationReminderAt), lte(users.createdAt, new Date(now.getTime() - UNCONFIRMED_EXPIRY.remindAfterMs))))
        .orderBy(asc(users.createdAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!account) return false;
      const deleteAt = unconfirmedDeletionDate(account.createdAt, now);
      const email = account.email.toLowerCase();
      // A new link replaces the sign-up's, valid until the deletion.
      const token = await createLinkToken(tx, emailConfirmIdentifier(account.id), email, deleteAt);
      const [site] = await tx.select({ name: sites.name }).from(sites).where(eq(sites.ownerId, account.id)).orderBy(asc(sites.createdAt)).limit(1);
      await enqueueMail(tx, {
        siteId: null,
        kind: "confirm_reminder",
        from: config.mailFrom,
        to: [email],
        ...confirmReminderMessage({ shopName: site?.name ?? null, link: confirmAddressLink(config.publicUrl, token), deleteAt }),
      });
      await tx.update(users).set({ confirmationReminderAt: now }).where(eq(users.id, account.id));
      return true;
    });
    if (!reminded) break;
    sent++;
  }
  return sent;
}

/** Deletes the unconfirmed accounts past their time, with their drafts; resolves with how many went. */
export async function deleteExpiredUnconfirmedAccounts(services: ExpiryServices, now = new Date()): Promise<number> {
  const { db, logger } = services;
  let deleted = 0;
  while (deleted < MAX_PER_PASS) {
    const gone = await db.transaction(async (tx) => {
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            unconfirmedUser,
            lte(users.createdAt, new Date(now.getTime() - UNCONFIRMED_EXPIRY.deleteAfterMs)),
            // Told first: an account never reminded (the server was off on day 5) waits for its reminder.
            isNotNull(users.confirmationReminderAt),
            lte(users.confirmationReminderAt, new Date(now.getTime() - UNCONFIRMED_EXPIRY.noticeMs)),
          ),
        )
        .orderBy(asc(users.createdAt))
        .limit(1)
        .for("update", { skipLocked: true });
      return account ? deleteUnconfirmedAccount(tx, account.id) : null;
    });
    if (!gone) break;
    deleted++;
    logger.info({ userId: gone.userId, deletedSiteIds: gone.deletedSiteIds }, "unconfirmed account deleted after 7 days");
    await deleteIfUnreferenced(services, ...gone.imageUrls);
  }
  return deleted;
}
