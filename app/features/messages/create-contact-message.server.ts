import type { DatabaseOrTransaction } from "~/db/connect.server";
import { contactMessages } from "~/db/schema";
import type { SpamVerdict } from "~/features/submissions/spam-score";
import { firstSubmission, spamColumns, submissionIdByToken } from "~/features/submissions/stored-submission.server";
import { enqueueContactNotification } from "~/features/mail/notifications.server";
import type { ContactInput } from "~/features/messages/contact-schema";
import { messageBackOfficeUrl } from "~/features/messages/message-anchor";
import type { PageLanguage } from "~/features/languages/languages";

/**
 * Stores a visitor's message for a site, not yet viewed, and enqueues its
 * notification in the same transaction (ADR 008): both exist, or neither. The site id comes from
 * the resolved storefront, never from the form.
 *
 * A spam verdict (ADR 017) stores the message in the spam folder, with its signs, and enqueues nothing.
 *
 * With a submission token, a second call with the same token stores nothing and enqueues nothing
 * (`created: false`, the first row's id): a form sent twice is one message.
 *
 * `publicUrl` (the configuration's PUBLIC_URL): the notification links to the message in the
 * back-office; without it, the mail has no link.
 *
 * `language`: the page the message was sent from (ADR 047), kept with it (null for French) and
 * named in the notification.
 */
export async function createContactMessage(
  db: DatabaseOrTransaction,
  siteId: string,
  input: ContactInput,
  submissionToken: string | null = null,
  spam: SpamVerdict | null = null,
  publicUrl: string | null = null,
  language: PageLanguage = "fr",
): Promise<{ id: string; created: boolean }> {
  const visitorLanguage = language === "fr" ? null : language;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contactMessages)
      .values({
        siteId,
        firstName: input.firstName,
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        language: visitorLanguage,
        isViewed: false,
        ...spamColumns(spam),
        submissionToken,
      })
      .onConflictDoNothing({ target: [contactMessages.siteId, contactMessages.submissionToken] })
      .returning({ id: contactMessages.id });
    if (inserted[0]) {
      // Spam (ADR 017) is stored in the spam folder and notifies no one.
      if (!spam)
        await enqueueContactNotification(
          tx,
          siteId,
          { ...input, language: visitorLanguage },
          publicUrl === null ? null : messageBackOfficeUrl(publicUrl, siteId, inserted[0].id),
        );
      return { id: inserted[0].id, created: true };
    }
    return firstSubmission(tx, contactMessages, siteId, submissionToken);
  });
}

/** Whether a message sent with this token is already stored for the site. */
export async function isContactMessageStored(db: DatabaseOrTransaction, siteId: string, submissionToken: string): Promise<boolean> {
  return (await submissionIdByToken(db, contactMessages, siteId, submissionToken)) !== null;
}
