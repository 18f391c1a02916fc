/**
 * The two visitor notifications, enqueued in the transaction that stores the
 * contact message or quote request. Recipients and sender come only from the site's settings,
 * read in that same transaction; the visitor's address is only the Reply-To.
 *
 * A site whose settings cannot produce a mail (no sender, no merchant address, an address that is
 * not one) gets no mail, and the submission is still stored: these functions never throw for a
 * settings problem, so they cannot undo what the visitor sent.
 */
import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/connect.server";
import { sites } from "~/db/schema";
import { formatMailbox, isValidEmailAddress, parseMailbox } from "~/features/mail/addresses";
import { enqueueMail, uniqueAddresses } from "~/features/mail/outbox.server";
import {
  contactNotificationMessage,
  displaySiteName,
  quoteNotificationMessage,
  type ContactNotificationFields,
  type QuoteNotificationFields,
} from "~/features/mail/templates";

export type { ContactNotificationFields, QuoteNotificationFields };

export type MailSettings = {
  siteName: string;
  /** The site's sender e-mail, valid, or null. */
  senderEmail: string | null;
  /** merchant_email_1..3 in order: blank or invalid ones removed, repeats removed. */
  merchantEmails: string[];
  /** merchant_email_1 alone (the contact notification's only recipient), when valid. */
  merchantEmail1: string | null;
  /** What is stored, trimmed, blanks removed, valid or not (the settings test reports bad ones). */
  stored: { senderEmail: string | null; merchantEmails: string[] };
};

/** Reads the settings the notifications need (the spec's "Site settings" call). */
export async function getMailSettings(tx: DatabaseOrTransaction, siteId: string): Promise<MailSettings | null> {
  const rows = await tx
    .select({
      name: sites.name,
      senderEmail: sites.senderEmail,
      merchantEmail1: sites.merchantEmail1,
      merchantEmail2: sites.merchantEmail2,
      merchantEmail3: sites.merchantEmail3,
    })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  const site = rows[0];
  if (!site) return null;
  const stored = [site.merchantEmail1, site.merchantEmail2, site.merchantEmail3];
  const merchant = stored.map(usableAddress);
  return {
    siteName: displaySiteName(site.name),
    senderEmail: usableAddress(site.senderEmail),
    merchantEmails: uniqueAddresses(merchant.filter((address): address is string => address !== null)),
    merchantEmail1: merchant[0],
    stored: {
      senderEmail: nonBlank(site.senderEmail),
      merchantEmails: stored.map(nonBlank).filter((address): address is string => address !== null),
    },
  };
}

/**
 * Contact → merchant_email_1, only when it and the sender e-mail exist. True when enqueued.
 * `link`: the message in the back-office (the messages domain builds it from PUBLIC_URL).
 */
export async function enqueueContactNotification(
  tx: DatabaseOrTransaction,
  siteId: string,
  message: ContactNotificationFields,
  link: string | null = null,
): Promise<boolean> {
  const settings = await getMailSettings(tx, siteId);
  if (!settings?.senderEmail || !settings.merchantEmail1) return false;
  const rendered = contactNotificationMessage(settings.siteName, message, link);
  await enqueueMail(tx, {
    siteId,
    kind: "contact_notification",
    from: formatMailbox(settings.siteName, settings.senderEmail),
    to: [settings.merchantEmail1],
    replyTo: visitorReplyTo(`${message.firstName} ${message.name}`, message.email),
    ...rendered,
  });
  return true;
}

/**
 * Quote → every non-blank merchant e-mail, only when one exists and the sender e-mail exists.
 * `link`: the request in the back-office (the quotes domain builds it from PUBLIC_URL).
 */
export async function enqueueQuoteNotification(
  tx: DatabaseOrTransaction,
  siteId: string,
  quote: QuoteNotificationFields,
  link: string | null = null,
): Promise<boolean> {
  const settings = await getMailSettings(tx, siteId);
  if (!settings?.senderEmail || settings.merchantEmails.length === 0) return false;
  const rendered = quoteNotificationMessage(settings.siteName, quote, link);
  await enqueueMail(tx, {
    siteId,
    kind: "quote_notification",
    from: formatMailbox(settings.siteName, settings.senderEmail),
    to: settings.merchantEmails,
    replyTo: visitorReplyTo(`${quote.customerFirstName} ${quote.customerLastName}`, quote.customerEmail),
    ...rendered,
  });
  return true;
}

function nonBlank(value: string | null): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

function usableAddress(value: string | null): string | null {
  const address = value?.trim() ?? "";
  return address !== "" && isValidEmailAddress(address) ? address : null;
}

/**
 * The visitor as Reply-To, so "Répondre" writes to them. An address the forms let through but
 * that is not safe in a header is left out: the mail still goes, the address is in its body.
 */
function visitorReplyTo(name: string, email: string): string | null {
  const address = email.trim();
  if (!isValidEmailAddress(address)) return null;
  const mailbox = formatMailbox(name, address);
  return parseMailbox(mailbox) ? mailbox : null;
}
