import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/connect.server";
import { sites, user } from "~/db/schema";
import { enqueueMail } from "~/features/mail/outbox.server";
import { displaySiteName } from "~/features/mail/templates";
import { domainCertificateMessage, domainVerifiedMessage, type DomainMailKind } from "~/features/domains/domain-mail";

/**
 * Queues the e-mail of a domain's transition to the site's owner, in the caller's transaction —
 * the one that writes the change, so the mail exists exactly when the change does and a change
 * written once is announced once. No owner (an admin's site): no mail. True when queued.
 */
export async function enqueueDomainMail(
  tx: DatabaseOrTransaction,
  options: { publicUrl: string; mailFrom: string },
  mail: { kind: DomainMailKind; siteId: string; domain: string },
): Promise<boolean> {
  const [owner] = await tx
    .select({ siteName: sites.name, email: user.email })
    .from(sites)
    .innerJoin(user, eq(user.id, sites.ownerId))
    .where(eq(sites.id, mail.siteId))
    .limit(1);
  if (!owner) return false;
  const siteName = displaySiteName(owner.siteName);
  const rendered =
    mail.kind === "domain_verified"
      ? domainVerifiedMessage({ domain: mail.domain, siteName, domainsUrl: new URL("/admin/domains", options.publicUrl).href })
      : domainCertificateMessage({ domain: mail.domain, siteName });
  await enqueueMail(tx, { siteId: mail.siteId, kind: mail.kind, from: options.mailFrom, to: [owner.email], replyTo: null, ...rendered });
  return true;
}
